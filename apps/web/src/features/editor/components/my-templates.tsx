import { Button, Card, Drawer, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { QueryState } from '../../../lib/ui/query-state';
import { paths } from '../../../paths';
import {
  type TCustomerTemplate,
  useCloneTemplate,
  useDeleteTemplate,
  useMyTemplates,
  useRenameTemplate,
} from '../api/customer-templates';
import { TemplateHistory } from './template-history';
import { TemplateNameModal } from './template-name-modal';
import { TemplateRow } from './template-row';
import { UpdateTemplateModal } from './update-template-modal';

/**
 * My documents' "My templates": the customer's own templates, saved from the editor. Use
 * makes a new document from one and opens it in the editor; the library's templates are
 * elsewhere and never change here.
 */
export function MyTemplates() {
  const templates = useMyTemplates();
  const clone = useCloneTemplate();
  const rename = useRenameTemplate();
  const remove = useDeleteTemplate();
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState<TCustomerTemplate | null>(null);
  const [updating, setUpdating] = useState<TCustomerTemplate | null>(null);
  const [viewing, setViewing] = useState<TCustomerTemplate | null>(null);
  const [deleting, setDeleting] = useState<TCustomerTemplate | null>(null);

  const use = (t: TCustomerTemplate) =>
    clone.mutate(t.id, {
      onSuccess: (doc) => {
        showSuccessToast(`“${doc.title}” created from your template`);
        navigate(paths.documentEditor(doc.documentId));
      },
      onError: (e) => showErrorToast(e.message),
    });

  const closeRename = () => {
    setRenaming(null);
    rename.reset();
  };

  return (
    <Card withBorder component="section" aria-labelledby="my-templates-title" padding="md">
      <Stack gap="xs">
        <Title order={2} size="h4" id="my-templates-title">
          My templates
        </Title>
        <QueryState query={templates} loadingLabel="Loading your templates" />
        {templates.data?.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="my-templates-empty">
            You have no templates of your own yet. Open a finished document in the editor, make it
            read the way you like, and choose Save as my template to start new documents from it.
          </Text>
        )}
        {templates.data && templates.data.length > 0 && (
          <Stack
            component="ul"
            gap={0}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="My templates"
          >
            {templates.data.map((t, i) => (
              <TemplateRow
                key={t.id}
                template={t}
                divided={i > 0}
                using={clone.isPending && clone.variables === t.id}
                onUse={use}
                onRename={setRenaming}
                onUpdate={setUpdating}
                onHistory={setViewing}
                onDelete={setDeleting}
              />
            ))}
          </Stack>
        )}
      </Stack>
      <TemplateNameModal
        opened={renaming !== null}
        title="Rename template"
        submitLabel="Rename"
        initialName={renaming?.name}
        saving={rename.isPending}
        error={rename.error}
        onClose={closeRename}
        onSubmit={(name) =>
          renaming &&
          rename.mutate(
            { templateId: renaming.id, name },
            {
              onSuccess: (t) => {
                closeRename();
                showSuccessToast(`Template renamed “${t.name}”`);
              },
            },
          )
        }
      />
      <UpdateTemplateModal
        template={updating}
        onClose={() => setUpdating(null)}
        onUpdated={(t) => {
          setUpdating(null);
          showSuccessToast(`“${t.name}” updated; its earlier wording is in its history`);
        }}
      />
      <Drawer
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        position="right"
        size="sm"
        title={viewing ? `History of “${viewing.name}”` : 'History'}
      >
        {viewing && <TemplateHistory templateId={viewing.id} />}
      </Drawer>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete this template?"
        centered
      >
        <Stack>
          <Text size="sm">
            “{deleting?.name}” and its history are deleted. Documents you made from it stay in My
            documents.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                deleting &&
                remove.mutate(deleting.id, {
                  onSuccess: (t) => {
                    setDeleting(null);
                    showSuccessToast(`Template “${t.name}” deleted`);
                  },
                  onError: (e) => showErrorToast(e.message),
                })
              }
            >
              Delete template
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
