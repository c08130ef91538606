import { isGroup, type TQuestion, type TSection } from '@app/domain';
import { Alert, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { TQuestionnaireState } from '../../hooks/use-questionnaire';
import { answerText } from './answer-text';
import { answerAt, groupItems, STEP_HEADING_ID } from './questionnaire-logic';
import { SIGNATURE_FONT } from './signature-field';

type TReviewStepProps = {
  state: TQuestionnaireState;
  finishing: boolean;
  finishError: string | null;
  onFinish: () => void;
};

function AnswerRow({
  question,
  path,
  state,
}: {
  question: TQuestion;
  path: string;
  state: TQuestionnaireState;
}) {
  const text = answerText(question, answerAt(state.answers, path) ?? question.default);
  const problem = state.view.problems.get(path);
  return (
    <>
      <Box component="dt" fw={600} fz="sm">
        {question.label}
      </Box>
      <Box component="dd" ms={0} mb="sm" data-answer-path={path}>
        {text === null ? (
          <Text c="dimmed" fz="sm" component="span">
            Not answered
          </Text>
        ) : (
          <Text
            component="span"
            style={{
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              ...(question.type === 'SIGNATURE'
                ? { fontFamily: SIGNATURE_FONT, fontSize: 24 }
                : {}),
            }}
          >
            {text}
          </Text>
        )}
        {problem && (
          <Text c="var(--mantine-color-error)" fz="sm">
            {problem.message}
          </Text>
        )}
      </Box>
    </>
  );
}

function SectionAnswers({ section, state }: { section: TSection; state: TQuestionnaireState }) {
  const visible = (path: string) => state.view.visiblePaths.has(path);
  return (
    <Stack gap="xs">
      {section.items.filter(state.view.isItemVisible).map((item) => {
        if (!isGroup(item)) {
          return visible(item.id) ? (
            <Box component="dl" m={0} key={item.id}>
              <AnswerRow question={item} path={item.id} state={state} />
            </Box>
          ) : null;
        }
        const items = groupItems(state.answers, item.id);
        if (items.length === 0) {
          return (
            <Box component="dl" m={0} key={item.id}>
              <Box component="dt" fw={600} fz="sm">
                {item.label}
              </Box>
              <Box component="dd" ms={0} mb="sm" c="dimmed" fz="sm">
                None added
              </Box>
            </Box>
          );
        }
        return items.map((_, index) => {
          const path = `${item.id}.${index}`;
          return (
            <div key={path}>
              <Title order={4} size="h6" mb={4}>
                {`${item.itemLabel ?? 'Entry'} ${index + 1}`}
              </Title>
              <Box component="dl" m={0}>
                {item.questions.map((question) =>
                  visible(`${path}.${question.id}`) ? (
                    <AnswerRow
                      key={question.id}
                      question={question}
                      path={`${path}.${question.id}`}
                      state={state}
                    />
                  ) : null,
                )}
              </Box>
            </div>
          );
        });
      })}
    </Stack>
  );
}

/** Every visible answer by section, with a way back to each; then finishing the document. */
export function ReviewStep({ state, finishing, finishError, onFinish }: TReviewStepProps) {
  const problemCount = state.view.problems.size;
  // A section can appear after its turn has passed (an earlier answer changed); its
  // answers, defaults included, still need the customer's eyes before finishing.
  const unseen = state.view.unconfirmed;
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} size="h3" id={STEP_HEADING_ID} tabIndex={-1}>
          {state.readOnly ? 'Your answers' : 'Review your answers'}
        </Title>
        {!state.readOnly && (
          <Text c="dimmed">
            Check each answer. Use Edit to change a section; your document is made from these
            answers when you finish.
          </Text>
        )}
      </div>
      {state.view.visibleSections.map((section) => (
        <Card
          key={section.id}
          withBorder
          radius="md"
          padding="md"
          component="section"
          aria-labelledby={`review-${section.id}`}
        >
          <Group justify="space-between" wrap="nowrap" mb="sm" align="flex-start">
            <Title order={3} size="h4" id={`review-${section.id}`}>
              {section.title}
            </Title>
            {!state.readOnly && (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconPencil size={16} aria-hidden="true" />}
                aria-label={`Edit ${section.title}`}
                onClick={() => state.goTo(section.id)}
              >
                Edit
              </Button>
            )}
          </Group>
          <SectionAnswers section={section} state={state} />
        </Card>
      ))}
      {!state.readOnly && (
        <>
          {problemCount > 0 && (
            <Alert color="yellow" variant="light">
              {problemCount === 1
                ? 'One answer still needs attention. Use Edit to fix it before you finish.'
                : `${problemCount} answers still need attention. Use Edit to fix them before you finish.`}
            </Alert>
          )}
          {unseen.length > 0 && (
            <Alert
              color="yellow"
              variant="light"
              title="Not checked yet"
              data-testid="unseen-steps"
            >
              <Text size="sm" mb="xs">
                Open each of these and choose Next before you finish:
              </Text>
              <Group gap="xs">
                {unseen.map((section) => (
                  <Button
                    key={section.id}
                    variant="light"
                    size="compact-sm"
                    onClick={() => state.goTo(section.id)}
                  >
                    {section.title}
                  </Button>
                ))}
              </Group>
            </Alert>
          )}
          {finishError && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              title="The document could not be finished"
            >
              {finishError}
            </Alert>
          )}
          <Group justify="space-between">
            <Button variant="default" onClick={state.goBack}>
              Back
            </Button>
            <Button
              onClick={onFinish}
              loading={finishing}
              disabled={problemCount > 0 || unseen.length > 0}
            >
              Finish document
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
