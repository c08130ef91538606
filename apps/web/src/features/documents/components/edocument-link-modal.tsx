import { SHARING_MESSAGES, TIMINGS } from '@app/domain';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { paths } from '../../../paths';

type TLinkedDocument = { id: string; title: string };

/** The address that opens a document, for whoever has access to it. */
export const documentLink = (documentId: string) =>
  `${window.location.origin}${paths.documentQuestionnaire(documentId)}`;

/** SPEC §2.5 eDocument link modal: copy the document's link (check mark for 3 s, SPEC §4). */
export function EDocumentLinkModal({
  document,
  onClose,
}: {
  document: TLinkedDocument | null;
  onClose: () => void;
}) {
  const link = document ? documentLink(document.id) : '';
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), TIMINGS.copyCheckMarkMs);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      showSuccessToast(SHARING_MESSAGES.linkCopied);
    } catch {
      // Only claim a copy that happened; the box is there to copy by hand.
      showErrorToast('Your browser did not allow copying. Select the link and copy it yourself.');
    }
  };

  return (
    <Modal
      opened={document !== null}
      onClose={onClose}
      title="Link to this document"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Text size="sm">
          Anyone with access to “{document?.title}” can open it with this link. Others see that they
          do not have access: share the document to let them in.
        </Text>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label="Document link"
            value={link}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            style={{ flexGrow: 1 }}
          />
          <Button
            color={copied ? 'teal' : undefined}
            leftSection={
              copied ? (
                <IconCheck size={16} aria-hidden="true" data-testid="link-copied-check" />
              ) : (
                <IconCopy size={16} aria-hidden="true" />
              )
            }
            onClick={copy}
          >
            {copied ? 'Copied' : 'Copy link'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
