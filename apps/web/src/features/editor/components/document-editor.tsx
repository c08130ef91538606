import { Alert, Box, Button, Drawer, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconDownload, IconHistory, IconMessage } from '@tabler/icons-react';
import { EditorContent, useEditor } from '@tiptap/react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { apiDownload } from '../../../lib/api-client';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { paths } from '../../../paths';
import type { TAnchor } from '../api/comments';
import { type TEditorContent, type TEditorDocument, useSaveDocumentVersion } from '../api/editor';
import { useAutosave } from '../hooks/use-autosave';
import { editorExtensions } from '../lib/extensions';
import { CommentsPanel } from './comments-panel';
import { EditorToolbar } from './editor-toolbar';
import { SaveState } from './save-state';
import { SaveVersionModal } from './save-version-modal';
import { VersionsPanel } from './versions-panel';
import './editor.css';

/** The open document: its toolbar, the page, saving, versions and downloads. */
export function DocumentEditor({ doc }: { doc: TEditorDocument }) {
  const save = useSaveDocumentVersion(doc.documentId);
  const saveContent = useCallback(
    (content: TEditorContent) => save.mutateAsync({ content }),
    [save.mutateAsync],
  );
  const autosave = useAutosave(saveContent);
  const [naming, setNaming] = useState(false);
  const [versionsOpen, setVersionsOpen] = useState(false);
  // The words selected when Comments was opened: what a new thread is about.
  const [commentOn, setCommentOn] = useState<TAnchor | null | undefined>(undefined);
  const editor = useEditor({
    extensions: editorExtensions,
    content: doc.content,
    editable: doc.canEdit,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id: 'document-editor',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': `${doc.title}, document text`,
        ...(doc.canEdit ? {} : { 'aria-readonly': 'true' }),
      },
    },
    // Only a change of wording is saved; moving the selection is not a change.
    onUpdate: ({ editor: e, transaction }) => {
      if (transaction.docChanged) autosave.changed(e.getJSON() as TEditorContent);
    },
  });

  const saveNamed = (name: string) => {
    if (!editor) return;
    save.mutate(
      { content: editor.getJSON() as TEditorContent, name },
      {
        onSuccess: (v) => {
          setNaming(false);
          showSuccessToast(`Saved as version ${v.number}`);
        },
        onError: (error) => showErrorToast(error.message),
      },
    );
  };

  const openComments = () => {
    const selection = editor?.state.selection;
    const quote = selection
      ? editor.state.doc.textBetween(selection.from, selection.to, ' ').trim()
      : '';
    setCommentOn(
      selection && quote
        ? { from: selection.from, to: selection.to, quote: quote.slice(0, 2000) }
        : null,
    );
  };

  const download = async (format: 'pdf' | 'docx') => {
    // What is downloaded is what is on screen: unsaved typing is saved first.
    await autosave.flush();
    try {
      const { fileName } = await apiDownload(
        `/documents/editor/${encodeURIComponent(doc.documentId)}/download?format=${format}`,
      );
      showSuccessToast(`${fileName} downloaded`);
    } catch (error) {
      showErrorToast(error instanceof Error ? error.message : 'The download failed.');
    }
  };

  return (
    <Stack gap="sm" pb="xl">
      <Group justify="space-between" gap="xs" wrap="wrap" mih={56} px={{ base: 'xs', sm: 0 }}>
        <Stack gap={0} style={{ minWidth: 0, flex: '1 1 220px' }}>
          <Text size="xs">
            <Link to={paths.myDocuments()}>My documents</Link>
          </Text>
          <Title order={1} size="h4" lineClamp={2}>
            {doc.title}
          </Title>
        </Stack>
        <Group gap="xs" wrap="wrap">
          {doc.canEdit && (
            <SaveState state={autosave.state} onRetry={() => void autosave.flush()} />
          )}
          {doc.canEdit && (
            <Button size="xs" variant="default" onClick={() => setNaming(true)}>
              Save version
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            leftSection={<IconHistory size={16} aria-hidden="true" />}
            onClick={() => setVersionsOpen(true)}
          >
            Versions
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconMessage size={16} aria-hidden="true" />}
            onMouseDown={(e) => e.preventDefault()}
            onClick={openComments}
          >
            Comments
          </Button>
          <Menu position="bottom-end">
            <Menu.Target>
              <Button
                size="xs"
                leftSection={<IconDownload size={16} aria-hidden="true" />}
                rightSection={<IconChevronDown size={14} aria-hidden="true" />}
              >
                Download
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => void download('pdf')}>Download PDF</Menu.Item>
              <Menu.Item onClick={() => void download('docx')}>Download Word</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      {!doc.canEdit && (
        <Alert color="gray" variant="light">
          {doc.version?.status === 'FINALISED'
            ? 'This version is final: it is the wording being signed, so it cannot be changed.'
            : 'You can read this document but not change it.'}
        </Alert>
      )}
      {doc.canEdit && editor && (
        <Paper
          withBorder
          p={4}
          style={{ position: 'sticky', top: 0, zIndex: 2 }}
          data-testid="editor-toolbar"
        >
          <EditorToolbar editor={editor} />
        </Paper>
      )}
      <Box className="cw-editor-page">
        <EditorContent editor={editor} />
      </Box>
      <SaveVersionModal
        opened={naming}
        saving={save.isPending}
        onClose={() => setNaming(false)}
        onSave={saveNamed}
      />
      <Drawer
        opened={versionsOpen}
        onClose={() => setVersionsOpen(false)}
        position="right"
        title="Versions"
        size="sm"
      >
        <VersionsPanel documentId={doc.documentId} canRestore={doc.canEdit} />
      </Drawer>
      <Drawer
        opened={commentOn !== undefined}
        onClose={() => setCommentOn(undefined)}
        position="right"
        title="Comments"
        size="sm"
      >
        <CommentsPanel
          documentId={doc.documentId}
          selection={commentOn ?? null}
          canComment={doc.role !== 'VIEWER'}
          canResolve={doc.role === 'OWNER' || doc.role === 'EDITOR'}
        />
      </Drawer>
    </Stack>
  );
}
