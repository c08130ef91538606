import { renderPreview, SHARING_MESSAGES } from '@app/domain';
import { Alert, Anchor, Box, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconSignature } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../paths';
import type { TQuestionnaireDocument } from '../../api/document-answers';
import { useDocumentBody } from '../../api/document-body';
import { DocumentPreview } from '../document-preview/document-preview';
import { useWideScreen } from '../document-preview/live-preview';
import { CompletionSteps } from '../questionnaire/completion-steps';
import { DownloadActions } from './download-actions';

/**
 * A document to read rather than answer: a finished one (with its downloads and what to do
 * next), or one shared with the viewer for reading only. Until the editor lands, the
 * document is shown as the PDF will read, rendered in the browser from its answers.
 */
export function DocumentView({ document }: { document: TQuestionnaireDocument }) {
  const finished = document.status !== 'IN_PROGRESS';
  const body = useDocumentBody(document.id);
  const wide = useWideScreen();
  const rendered = useMemo(() => {
    if (!body.data) return null;
    try {
      const template = { ...body.data, questionnaire: document.questionnaire };
      return renderPreview(template, document.answers, { now: new Date(document.updatedAt) });
    } catch {
      return null;
    }
  }, [body.data, document]);

  return (
    <Stack gap="lg" maw={1280}>
      <Anchor component={Link} to={paths.myDocuments()} size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden="true" />
          My documents
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {document.title}
      </Title>
      {finished ? (
        <Group gap="sm" align="flex-start">
          <DownloadActions documentId={document.id} />
          {(document.myRole ?? 'OWNER') === 'OWNER' && (
            <Button
              component={Link}
              to={paths.esignSend(document.id)}
              variant="light"
              leftSection={<IconSignature size={18} aria-hidden="true" />}
            >
              Sign and send
            </Button>
          )}
        </Group>
      ) : (
        <Alert color="blue" variant="light" title="You can view this document">
          <Text size="sm">{SHARING_MESSAGES.readOnly}</Text>
          <Text size="sm">
            It is not finished yet, so it reads below as it stands; highlighted words still need an
            answer.
          </Text>
        </Alert>
      )}
      {body.isPending && <Loader aria-label="Loading the document" />}
      {body.isError && (
        <Alert color="red" variant="light" role="alert" title="The document could not be shown">
          {body.error.message}
          {finished ? ' You can still download it above.' : ''}
        </Alert>
      )}
      {/* The document first, as View promises; what to do next beside it, or after it. */}
      <Group align="flex-start" gap="xl" wrap={wide ? 'nowrap' : 'wrap'}>
        <Box style={{ flex: '1 1 0', minWidth: wide ? 0 : '100%' }}>
          {rendered && <DocumentPreview document={rendered} label={document.title} />}
          {body.data && !rendered && (
            <Text c="dimmed">This document cannot be shown here. You can download it above.</Text>
          )}
        </Box>
        {finished && (
          <Box style={wide ? { flex: '0 0 36%', position: 'sticky', top: 0 } : { width: '100%' }}>
            <CompletionSteps questionnaire={document.questionnaire} answers={document.answers} />
          </Box>
        )}
      </Group>
    </Stack>
  );
}
