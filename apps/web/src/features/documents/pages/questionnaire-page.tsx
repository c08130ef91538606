import { roleAllows } from '@app/domain';
import { Alert, Anchor, Loader, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../paths';
import { type TQuestionnaireDocument, useQuestionnaireDocument } from '../api/document-answers';
import { DocumentView } from '../components/document-view/document-view';
import { NoDocumentAccess } from '../components/no-document-access';
import { Questionnaire } from '../components/questionnaire/questionnaire';

/**
 * /documents/questionnaire/:documentId: answer a document's questions one section at a time,
 * saved as the customer goes; reopening it resumes at the first section not yet confirmed.
 * A finished document, or one shared for reading only, opens as the document itself (this
 * is the address shared links and share e-mails carry).
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
  if (!canAnswer(document.data)) return <DocumentView document={document.data} />;
  // Keyed by id: another document starts afresh rather than inheriting this one's answers.
  return <Questionnaire key={document.data.id} document={document.data} />;
}

const canAnswer = (doc: TQuestionnaireDocument) =>
  doc.status === 'IN_PROGRESS' && roleAllows(doc.myRole ?? 'OWNER', 'edit');

const isNoAccess = (error: unknown) =>
  error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN');
