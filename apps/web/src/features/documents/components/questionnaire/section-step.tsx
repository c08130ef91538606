import { isGroup, type TQuestion, type TSection } from '@app/domain';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { TQuestionnaireState } from '../../hooks/use-questionnaire';
import { QuestionField } from './question-field';
import { answerAt, STEP_HEADING_ID } from './questionnaire-logic';
import { ReferralNotice } from './referral-notice';
import { RepeatGroup } from './repeat-group';

/** One section of the questionnaire: its visible questions, then Back and Next. */
export function SectionStep({ section, state }: { section: TSection; state: TQuestionnaireState }) {
  const problems = state.view.problemsOf(section.id);
  const showSummary = state.sectionAttempted(section.id) && problems.length > 0;

  const renderQuestion = (question: TQuestion, path: string) => {
    // A referral is shown straight away, not after Next: the customer should stop here.
    const referral = state.view.problems.get(path);
    return (
      <Stack key={path} gap="xs">
        <QuestionField
          question={question}
          path={path}
          value={answerAt(state.answers, path) ?? question.default}
          {...(referral?.referral ? {} : state.fieldState(question, path, section.id))}
          onChange={(value) => state.setAnswer(path, value)}
          onBlur={(part) => state.touch(part ? `${path}.${part}` : path)}
        />
        {referral?.referral && <ReferralNotice message={referral.message} path={path} />}
      </Stack>
    );
  };

  return (
    <form
      noValidate
      aria-labelledby={STEP_HEADING_ID}
      onSubmit={(event) => {
        event.preventDefault();
        state.goNext();
      }}
    >
      <Stack gap="lg">
        <div>
          <Title order={2} size="h3" id={STEP_HEADING_ID} tabIndex={-1}>
            {section.title}
          </Title>
          {section.description && <Text c="dimmed">{section.description}</Text>}
          <Text size="sm" c="dimmed" mt={4}>
            Every question needs an answer unless it says “(optional)”.
          </Text>
        </div>
        {section.items
          .filter((item) => state.view.isItemVisible(item))
          .map((item) =>
            isGroup(item) ? (
              <RepeatGroup
                key={item.id}
                group={item}
                sectionId={section.id}
                state={state}
                renderQuestion={renderQuestion}
              />
            ) : (
              renderQuestion(item, item.id)
            ),
          )}
        {showSummary && (
          <Alert color="red" variant="light" data-testid="section-problems">
            {problems.length === 1
              ? 'One answer needs attention before you continue.'
              : `${problems.length} answers need attention before you continue.`}
          </Alert>
        )}
        <Group justify="space-between">
          {state.stepIndex > 0 ? (
            <Button type="button" variant="default" onClick={state.goBack}>
              Back
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit">Next</Button>
        </Group>
      </Stack>
    </form>
  );
}
