import { Alert, Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paths } from '../../../paths';
import { useEditorDocument } from '../api/editor';
import { DocumentEditor } from '../components/document-editor';

/** /documents/editor/{documentId}: a finished document, open to read and edit. */
export function EditorPage() {
  const documentId = useParams()['*'] ?? '';
  const doc = useEditorDocument(documentId);
  useDocumentTitle(doc.data?.title ?? 'Document editor');

  if (doc.isPending) {
    return (
      <Center mih={240}>
        <Loader aria-label="Loading the document" />
      </Center>
    );
  }
  if (doc.isError) {
    return (
      <Stack maw={560} mx="auto" mt="xl">
        {/* The page keeps its heading when the document fails, for screen-reader users. */}
        <Title order={1} size="h3">
          Document editor
        </Title>
        <Alert color="red" title="This document cannot be opened">
          {doc.error.message}
        </Alert>
        <Group>
          <Button variant="default" onClick={() => doc.refetch()}>
            Retry
          </Button>
          <Button component={Link} to={paths.myDocuments()}>
            Back to My documents
          </Button>
        </Group>
      </Stack>
    );
  }
  // A restored version comes back as new content: a fresh editor shows it.
  return <DocumentEditor key={doc.data.version?.id ?? 'original'} doc={doc.data} />;
}
