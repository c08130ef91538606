import { SHARING_MESSAGES } from '@app/domain';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { showSuccessToast } from '../../../../lib/toasts';
import { paths } from '../../../../paths';
import { type TQuestionnaireDocument, useCompleteDocument } from '../../api/document-answers';
import { useQuestionnaire } from '../../hooks/use-questionnaire';
import { PreviewAside, PreviewToggle, useWideScreen } from '../document-preview/live-preview';
import { CompletionSteps } from './completion-steps';
import { QuestionnaireHeader } from './questionnaire-header';
import { QUESTIONNAIRE_TOP_ID } from './questionnaire-logic';
import { ReviewStep } from './review-step';
import { SectionStep } from './section-step';

const NOT_SAVED = 'Your latest answers are not saved yet. Check your connection, then try again.';

/** The questionnaire of one document, from its first section to finishing it. */
export function Questionnaire({ document }: { document: TQuestionnaireDocument }) {
  const state = useQuestionnaire(document);
  const complete = useCompleteDocument();
  const [finishError, setFinishError] = useState<string | null>(null);
  const [savingFirst, setSavingFirst] = useState(false);
  const wide = useWideScreen();
  const preview = {
    documentId: document.id,
    title: document.title,
    questionnaire: document.questionnaire,
    answers: state.answers,
  };

  const finish = async () => {
    setFinishError(null);
    // The server finishes what it has, so the newest answers must be there first.
    setSavingFirst(true);
    const saved = await state.flush();
    setSavingFirst(false);
    if (!saved) {
      setFinishError(NOT_SAVED);
      return;
    }
    // Once finished, the document's query is refreshed and this page becomes the document
    // itself, with its downloads: the next thing the customer wants.
    try {
      await complete.mutateAsync(document.id);
      showSuccessToast('Your document is ready');
    } catch (error) {
      setFinishError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Group align="flex-start" gap="xl" wrap="nowrap">
      <Stack
        gap="lg"
        maw={760}
        id={QUESTIONNAIRE_TOP_ID}
        style={{ flex: '1 1 0', minWidth: 0, scrollMarginTop: 16 }}
      >
        <QuestionnaireHeader title={document.title} state={state} />
        {!wide && <PreviewToggle {...preview} />}
        {state.readOnlyReason === 'role' && (
          <Alert color="blue" variant="light" title="You can view this document">
            {SHARING_MESSAGES.readOnly}
          </Alert>
        )}
        {state.readOnlyReason === 'finished' && (
          <Alert color="blue" variant="light" title="This document is finished">
            Its answers can no longer be changed here. You can find it in My documents.
            <div>
              <Button component={Link} to={paths.myDocuments()} variant="light" mt="sm">
                Go to My documents
              </Button>
            </div>
          </Alert>
        )}
        {state.readOnlyReason === 'finished' && (
          <CompletionSteps questionnaire={document.questionnaire} answers={state.answers} />
        )}
        {state.currentSection && !state.readOnly ? (
          <SectionStep key={state.currentSection.id} section={state.currentSection} state={state} />
        ) : (
          <ReviewStep
            state={state}
            finishing={savingFirst || complete.isPending}
            finishError={finishError}
            onFinish={() => void finish()}
          />
        )}
      </Stack>
      {wide && <PreviewAside {...preview} />}
    </Group>
  );
}
