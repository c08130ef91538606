import {
  fieldErrors,
  SHARE_ROLE_LABELS,
  shareRolesFor,
  type TShareableDocument,
  type TShareRole,
  ZShareDocument,
} from '@app/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  NativeSelect,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { applyServerErrors } from '../../../lib/ui/server-field-errors';
import { useDocumentShares, useRevokeShare, useShareDocument } from '../api/sharing';

type TSharedDocument = TShareableDocument & { id: string; title: string };

/**
 * The owner shares a document by e-mail, and takes it back. Only the roles that work for the
 * document are offered (shareRolesFor): an uploaded file can only be viewed.
 */
export function ShareModal({
  document,
  onClose,
}: {
  document: TSharedDocument | null;
  onClose: () => void;
}) {
  const shares = useDocumentShares(document?.id ?? null);
  const share = useShareDocument();
  const revoke = useRevokeShare();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TShareRole>('VIEWER');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const roles = document ? shareRolesFor(document) : (['VIEWER'] as const);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form for each document
  useEffect(() => {
    setEmail('');
    setRole('VIEWER');
    setErrors({});
    share.reset();
  }, [document?.id]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!document) return;
    const parsed = ZShareDocument.safeParse({ documentId: document.id, email, role });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    share.mutate(parsed.data, {
      onSuccess: (s) => {
        showSuccessToast(`Shared with ${s.email}`);
        setEmail('');
      },
      onError: (e) => applyServerErrors(setErrors, e),
    });
  };

  return (
    <Modal
      opened={document !== null}
      onClose={onClose}
      title="Share document"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm">
          People you share “{document?.title}” with find it in their My documents, or after they
          sign up with that e-mail address. We e-mail them the link.
        </Text>
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" wrap="wrap" gap="sm">
            <TextInput
              label="E-mail address"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={errors.email}
              style={{ flex: '1 1 240px' }}
              data-autofocus
            />
            {roles.length > 1 ? (
              <NativeSelect
                label="Access"
                value={role}
                onChange={(e) => setRole(e.currentTarget.value as TShareRole)}
                data={roles.map((r) => ({ value: r, label: SHARE_ROLE_LABELS[r] }))}
                error={errors.role}
              />
            ) : (
              <TextInput
                label="Access"
                value={SHARE_ROLE_LABELS.VIEWER}
                readOnly
                variant="filled"
                error={errors.role}
                w={120}
              />
            )}
            <Button type="submit" mt={25} loading={share.isPending}>
              Share
            </Button>
          </Group>
        </form>
        {roles.length === 1 && (
          <Text size="sm" c="dimmed" data-testid="share-view-only">
            Uploaded files cannot be changed, so they are shared to view. To work on one with
            someone, start the document from the library and share that.
          </Text>
        )}
        {share.isError && !Object.keys(errors).length && (
          <Alert color="red" variant="light" role="alert">
            {share.error.message}
          </Alert>
        )}
        {shares.isPending && document && <Loader size="sm" aria-label="Loading who has access" />}
        {shares.data && shares.data.length > 0 && (
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            <Text fw={600} size="sm">
              Who has access
            </Text>
            {shares.data.map((s) => (
              <Group key={s.email} component="li" justify="space-between" wrap="nowrap">
                <Text size="sm" truncate>
                  {s.email}
                </Text>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" c="dimmed">
                    {SHARE_ROLE_LABELS[s.role]}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove access for ${s.email}`}
                    onClick={() =>
                      document &&
                      revoke.mutate(
                        { documentId: document.id, email: s.email },
                        { onError: (e) => showErrorToast(e.message) },
                      )
                    }
                  >
                    <IconTrash size={16} aria-hidden="true" />
                  </ActionIcon>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
