import {
  ActionIcon,
  Anchor,
  Breadcrumbs,
  Button,
  Card,
  Group,
  Menu,
  Modal,
  SimpleGrid,
  Text,
} from '@mantine/core';
import { IconDots, IconFolder, IconFolderPlus, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { paths } from '../../../paths';
import { folderPath, type TDocumentFolder, useDeleteFolder } from '../api/folders';
import { FolderNameModal, type TFolderNaming } from './folder-name-modal';

type TProps = {
  folders: TDocumentFolder[];
  /** The folder being shown; null is the top level of My documents. */
  currentId: string | null;
};

/** Where the customer is (breadcrumbs), the folders inside it, and folder actions. */
export function FolderBar({ folders, currentId }: TProps) {
  const [naming, setNaming] = useState<TFolderNaming | null>(null);
  const [deleting, setDeleting] = useState<TDocumentFolder | null>(null);
  const remove = useDeleteFolder();
  const trail = currentId ? folderPath(folders, currentId) : [];
  const children = folders.filter((f) => (f.parentId ?? null) === currentId);

  return (
    <>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <nav aria-label="Folder path">
          <Breadcrumbs separatorMargin={4}>
            {[
              <Anchor key="top" component={Link} to={paths.myDocuments()} size="sm">
                All folders
              </Anchor>,
              ...trail.map((f, i) =>
                i === trail.length - 1 ? (
                  <Text key={f.id} size="sm" fw={600} aria-current="page">
                    {f.name}
                  </Text>
                ) : (
                  <Anchor
                    key={f.id}
                    component={Link}
                    to={paths.myDocuments({ folder: f.id })}
                    size="sm"
                  >
                    {f.name}
                  </Anchor>
                ),
              ),
            ]}
          </Breadcrumbs>
        </nav>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconFolderPlus size={16} aria-hidden="true" />}
          onClick={() => setNaming({ mode: 'create', parentId: currentId })}
        >
          New folder
        </Button>
      </Group>
      {children.length > 0 && (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, xs: 2, md: 3 }}
          spacing="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Folders"
        >
          {children.map((f) => (
            <Card
              key={f.id}
              component="li"
              withBorder
              radius="md"
              padding="xs"
              data-testid="document-folder"
              aria-label={`Folder ${f.name}`}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Anchor
                  component={Link}
                  to={paths.myDocuments({ folder: f.id })}
                  underline="never"
                  style={{ minWidth: 0, flex: 1 }}
                >
                  <Group gap="xs" wrap="nowrap">
                    <IconFolder size={20} aria-hidden="true" />
                    <Text truncate fw={500}>
                      {f.name}
                    </Text>
                  </Group>
                </Anchor>
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Actions for folder ${f.name}`}
                    >
                      <IconDots size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item
                      leftSection={<IconPencil size={16} aria-hidden="true" />}
                      onClick={() => setNaming({ mode: 'rename', folder: f })}
                    >
                      Rename folder
                    </Menu.Item>
                    <Menu.Item
                      color="red"
                      leftSection={<IconTrash size={16} aria-hidden="true" />}
                      onClick={() => setDeleting(f)}
                    >
                      Delete folder
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <FolderNameModal naming={naming} onClose={() => setNaming(null)} />
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete folder">
        <Text size="sm">
          Delete “{deleting?.name}”? The documents and folders in it move back to the top of My
          documents; nothing is deleted with it.
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDeleting(null)}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              deleting &&
              remove.mutate(deleting.id, {
                onSuccess: () => {
                  showSuccessToast(`Folder “${deleting.name}” deleted`);
                  setDeleting(null);
                },
                onError: (e) => showErrorToast(e.message),
              })
            }
          >
            Delete folder
          </Button>
        </Group>
      </Modal>
    </>
  );
}
