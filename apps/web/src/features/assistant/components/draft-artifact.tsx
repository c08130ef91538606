import { MESSAGES } from '@app/domain';
import { Alert, Box, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconFileText, IconLock } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { paths } from '../../../paths';
import { useUserSubscriptions } from '../../billing';
import { useOpenDraftInQuestionnaire, useUpdateDraftArtifact } from '../api/drafts';
import { sanitizeHtml } from '../lib/sanitize-html';
import type { TDraftArtifact } from '../lib/types';

type TProps = {
  artifact: TDraftArtifact;
  threadId: string | null;
  messageId: string | undefined;
};

// Gaps still to answer stand out; the draft reads like a page, scrolling inside the card.
const DRAFT_STYLE = {
  maxHeight: 420,
  overflowY: 'auto',
  fontSize: 'var(--mantine-font-size-sm)',
  lineHeight: 1.5,
  overflowWrap: 'anywhere',
} as const;

/**
 * A drafted document in the conversation: read it, open it in the questionnaire with the
 * drafted answers, or (with a plan that includes the assistant) edit it here and save.
 */
export function DraftArtifactCard({ artifact, threadId, messageId }: TProps) {
  const [html, setHtml] = useState(artifact.htmlContent);
  const [editing, setEditing] = useState(false);
  const [showUpgrade, setShowUpgrade] = useState(false);
  const editor = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const plan = useUserSubscriptions();
  const canEdit = plan.data?.activeSubscription?.canUseAI === true;
  const update = useUpdateDraftArtifact();
  const open = useOpenDraftInQuestionnaire();
  const shown = useMemo(
    () => sanitizeHtml(artifact.complete ? html : artifact.htmlContent),
    [artifact.complete, artifact.htmlContent, html],
  );
  const headingId = `draft-${artifact.artifactId}`;

  const startEditing = () => {
    if (!canEdit) {
      setShowUpgrade(true);
      return;
    }
    setEditing(true);
  };
  const save = () => {
    if (!threadId || !messageId || !editor.current) return;
    update.mutate(
      {
        threadId,
        messageId,
        artifactId: artifact.artifactId,
        htmlContent: sanitizeHtml(editor.current.innerHTML),
      },
      {
        onSuccess: (saved) => {
          setHtml(saved.htmlContent);
          setEditing(false);
          showSuccessToast(MESSAGES.draftUpdated);
        },
        onError: () => showErrorToast(MESSAGES.draftUpdateFailed),
      },
    );
  };
  const openQuestionnaire = () =>
    open.mutate(
      { templateId: artifact.templateId, answers: artifact.answers ?? {} },
      {
        onSuccess: (documentId) => navigate(paths.documentQuestionnaire(documentId)),
        onError: (error) => showErrorToast(error.message || MESSAGES.unexpected),
      },
    );

  return (
    <Paper withBorder radius="md" p="sm" data-testid="ai-draft" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconFileText size={18} aria-hidden="true" />
          <Title order={3} size="h5" id={headingId}>
            {artifact.title}
          </Title>
          {!artifact.complete && <Loader size="xs" aria-label="Drafting" />}
        </Group>
        {editing ? (
          <Box
            ref={editor}
            contentEditable
            suppressContentEditableWarning
            role="textbox"
            aria-multiline="true"
            aria-label={`Edit ${artifact.title}`}
            tabIndex={0}
            p="xs"
            style={{
              ...DRAFT_STYLE,
              border: '1px solid var(--mantine-color-blue-5)',
              borderRadius: 4,
            }}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised above, allowing structure only.
            dangerouslySetInnerHTML={{ __html: shown }}
          />
        ) : (
          <Box
            style={DRAFT_STYLE}
            data-testid="ai-draft-body"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised above, allowing structure only.
            dangerouslySetInnerHTML={{ __html: shown }}
          />
        )}
        {artifact.complete && (
          <Group gap="xs" wrap="wrap">
            {editing ? (
              <>
                <Button size="xs" onClick={save} loading={update.isPending}>
                  Save draft
                </Button>
                <Button size="xs" variant="subtle" onClick={() => setEditing(false)}>
                  Cancel
                </Button>
              </>
            ) : (
              <>
                <Button size="xs" onClick={openQuestionnaire} loading={open.isPending}>
                  Open in questionnaire
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={
                    canEdit ? (
                      <IconEdit size={14} aria-hidden="true" />
                    ) : (
                      <IconLock size={14} aria-hidden="true" />
                    )
                  }
                  onClick={startEditing}
                >
                  Edit draft
                </Button>
              </>
            )}
          </Group>
        )}
        {showUpgrade && !canEdit && (
          <Alert color="blue" variant="light" title="Editing drafts needs a plan" role="status">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                Plans with the AI assistant let you edit drafts here and save them. You can still
                open this draft in the questionnaire and finish it there.
              </Text>
              <Button component={Link} to={paths.pricing()} size="xs">
                See plans
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
