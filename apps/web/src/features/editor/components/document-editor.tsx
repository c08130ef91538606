import { Alert, Box, Button, Drawer, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconDownload, IconHistory, IconMessage } from '@tabler/icons-react';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { apiDownload } from '../../../lib/api-client';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { paths } from '../../../paths';
import type { TAnchor } from '../api/comments';
import {
  type TDocumentVersion,
  type TEditorContent,
  type TEditorDocument,
  useSaveDocumentVersion,
} from '../api/editor';
import { useLiveDocument } from '../hooks/use-live-document';
import {
  useFeedFollowsLiveEdits,
  useSuggestingOptions,
  useSuggestionsInText,
} from '../hooks/use-suggestions';
import { editorExtensions, liveEditorExtensions } from '../lib/extensions';
import { BesideDocument } from './beside-document';
import { CommentsPanel } from './comments-panel';
import { EditorToolbar } from './editor-toolbar';
import { LiveStatus } from './live-status';
import { SaveAsTemplateButton } from './save-as-template-button';
import { SaveVersionModal } from './save-version-modal';
import { VersionCompare } from './version-compare';
import { VersionsPanel } from './versions-panel';
import './editor.css';

/**
 * The open document. It is edited live with everyone who has it open: until the live
 * document has arrived the saved wording is shown, read-only; from then on the live one,
 * which keeps taking edits while the connection is away and merges them when it is back.
 */
export function DocumentEditor({ doc }: { doc: TEditorDocument }) {
  const live = useLiveDocument(doc.documentId);
  const ready = live.state.synced ? live.connection : null;
  return <EditorView key={ready ? 'live' : 'saved'} doc={doc} live={live} ready={ready} />;
}

function EditorView({
  doc,
  live,
  ready,
}: {
  doc: TEditorDocument;
  live: ReturnType<typeof useLiveDocument>;
  ready: ReturnType<typeof useLiveDocument>['connection'];
}) {
  const save = useSaveDocumentVersion(doc.documentId);
  const { welcome, status, people, problem } = live.state;
  const canWrite = Boolean(ready && welcome?.canWrite);
  // A suggester types as anyone does; what they change is sent as suggestions instead.
  const suggesting = Boolean(
    ready && welcome?.role === 'SUGGESTER' && doc.version?.status !== 'FINALISED',
  );
  const suggestingOptions = useSuggestingOptions(doc.documentId, suggesting);
  const [naming, setNaming] = useState(false);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [comparing, setComparing] = useState<TDocumentVersion[] | null>(null);
  // The words selected when Comments was opened: what a new thread is about.
  const [commentOn, setCommentOn] = useState<TAnchor | null | undefined>(undefined);
  const editor = useEditor({
    extensions: ready ? liveEditorExtensions(ready, suggestingOptions) : editorExtensions,
    // The live doc brings its own content; the saved wording is only shown until it does.
    ...(ready ? {} : { content: doc.content }),
    editable: canWrite || suggesting,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id: 'document-editor',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': `${doc.title}, document text`,
      },
    },
  });
  // Made final, or the role changed: the server says so on reconnecting.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setEditable(canWrite || suggesting);
    editor.view.dom.setAttribute('aria-readonly', String(!canWrite && !suggesting));
  }, [editor, canWrite, suggesting]);
  const feed = useSuggestionsInText(doc.documentId, editor);
  useFeedFollowsLiveEdits(doc.documentId, ready);

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

  // What is downloaded is what is on screen: the server stores the live document first.
  const download = async (format: 'pdf' | 'docx') => {
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
          <LiveStatus status={status} people={people} />
          {canWrite && (
            <Button size="xs" variant="default" onClick={() => setNaming(true)}>
              Save version
            </Button>
          )}
          {doc.role === 'OWNER' && (
            <SaveAsTemplateButton documentId={doc.documentId} title={doc.title} />
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
      {status === 'refused' && (
        <Alert color="red" title="Live editing is not available">
          {problem ?? 'This document could not be opened for editing.'} The saved wording is shown
          below.
        </Alert>
      )}
      {status !== 'refused' && problem && (
        <Alert color="yellow" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      {suggesting && (
        <Alert color="green" variant="light" title="You are suggesting changes">
          What you type, delete or paste is not made in the document: it is sent to the owner as a
          suggestion, shown underlined or struck through. Press Enter to send it at once, or Escape
          to drop it.
        </Alert>
      )}
      {!suggesting && (ready ? welcome && !welcome.canWrite : !doc.canEdit) && (
        <Alert color="gray" variant="light">
          {doc.version?.status === 'FINALISED' ||
          welcome?.role === 'OWNER' ||
          welcome?.role === 'EDITOR'
            ? 'This version is final: it is the wording being signed, so it cannot be changed.'
            : 'You can read this document but not change it.'}
        </Alert>
      )}
      {!ready && status !== 'refused' && (
        <Text size="sm" c="dimmed">
          Opening the document for editing…
        </Text>
      )}
      {canWrite && editor && (
        <Paper
          withBorder
          p={4}
          style={{ position: 'sticky', top: 0, zIndex: 2 }}
          data-testid="editor-toolbar"
        >
          <EditorToolbar editor={editor} />
        </Paper>
      )}
      <BesideDocument
        documentId={doc.documentId}
        feed={feed}
        canResolve={Boolean(ready) && (doc.role === 'OWNER' || doc.role === 'EDITOR')}
      >
        <Box className="cw-editor-page">
          <EditorContent editor={editor} />
        </Box>
      </BesideDocument>
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
        <VersionsPanel
          documentId={doc.documentId}
          canRestore={doc.canEdit && canWrite}
          onCompare={(versions) => {
            setVersionsOpen(false);
            setComparing(versions);
          }}
        />
      </Drawer>
      {comparing && (
        <VersionCompare
          documentId={doc.documentId}
          versions={comparing}
          opened
          onClose={() => setComparing(null)}
        />
      )}
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
