import { renderPreview, type TAnswers, type TQuestionnaire } from '@app/domain';
import { Alert, Button, Drawer, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconFileText } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useDocumentBody } from '../../api/document-body';
import { DocumentPreview } from './document-preview';

// Rendering a long contract on every keystroke would make typing lag; a short pause is
// enough for the preview to feel live.
export const PREVIEW_DEBOUNCE_MS = 400;
/** Mantine's lg breakpoint: from here the preview sits beside the questions. */
export const WIDE_SCREEN_QUERY = '(min-width: 75em)';

type TLivePreviewProps = {
  documentId: string;
  title: string;
  questionnaire: TQuestionnaire;
  answers: TAnswers;
};

/** The document as it reads with the answers so far, updating as the customer answers. */
export function LivePreview({ documentId, title, questionnaire, answers }: TLivePreviewProps) {
  const body = useDocumentBody(documentId);
  const [settled] = useDebouncedValue(answers, PREVIEW_DEBOUNCE_MS);
  const rendered = useMemo(() => {
    if (!body.data) return null;
    try {
      return renderPreview({ ...body.data, questionnaire }, settled, { now: new Date() });
    } catch {
      return null;
    }
  }, [body.data, questionnaire, settled]);

  if (body.isPending) return <Loader size="sm" aria-label="Loading the preview" />;
  if (!rendered) {
    return (
      <Alert color="gray" variant="light">
        The preview could not be shown. Your answers are saved, and the finished document is not
        affected.
      </Alert>
    );
  }
  return <DocumentPreview document={rendered} label={`Preview of ${title}`} />;
}

export function useWideScreen(): boolean {
  return useMediaQuery(WIDE_SCREEN_QUERY, false, { getInitialValueInEffect: false });
}

/** Wide screens: the preview beside the questions, staying in view as they scroll. */
export function PreviewAside(props: TLivePreviewProps) {
  return (
    <Stack
      component="aside"
      aria-label="Document preview"
      gap="xs"
      style={{ flex: '0 0 40%', minWidth: 0, position: 'sticky', top: 0 }}
    >
      <Text size="sm" c="dimmed">
        Preview: it updates as you answer. Highlighted words still need an answer.
      </Text>
      <ScrollArea.Autosize mah="calc(100dvh - 170px)" type="auto" offsetScrollbars>
        <LivePreview {...props} />
      </ScrollArea.Autosize>
    </Stack>
  );
}

/** Phones and tablets have no room beside the questions: a Preview button opens it. */
export function PreviewToggle(props: TLivePreviewProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileText size={16} aria-hidden="true" />}
        onClick={open}
        w="fit-content"
      >
        Preview
      </Button>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size="xl"
        title="Preview"
        styles={{ body: { paddingInline: 8 } }}
      >
        <Text size="sm" c="dimmed" mb="xs">
          Highlighted words still need an answer.
        </Text>
        {opened && <LivePreview {...props} />}
      </Drawer>
    </>
  );
}
