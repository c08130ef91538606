import { Alert, Anchor, Loader, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../paths';
import { useQuestionnaireDocument } from '../api/document-answers';
import { NoDocumentAccess } from '../components/no-document-access';
import { Questionnaire } from '../components/questionnaire/questionnaire';

/**
 * /documents/questionnaire/:documentId: answer a document's questions one section at a time,
 * saved as the customer goes; reopening it resumes at the first section needing attention.
 */
export function QuestionnairePage() {
  const { documentId = '' } = useParams();
  const document = useQuestionnaireDocument(documentId);

  if (document.isPending) return <Loader aria-label="Loading your document" />;
  // An unknown id and someone else's unshared document look the same, on purpose.
  if (document.isError && isNoAccess(document.error)) return <NoDocumentAccess />;
  if (document.isError) {
    return (
      <Stack maw={760}>
        <Title order={1} size="h2">
          This document could not be opened
        </Title>
        <Alert color="red" variant="light" role="alert">
          {document.error.message}
        </Alert>
        <Anchor component={Link} to={paths.myDocuments()}>
          Back to My documents
        </Anchor>
      </Stack>
    );
  }
  // Keyed by id: another document starts afresh rather than inheriting this one's answers.
  return <Questionnaire key={document.data.id} document={document.data} />;
}

const isNoAccess = (error: unknown) =>
  error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN');
