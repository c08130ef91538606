import { Alert, Box, Loader, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { openPdf, type TPdfView } from '../lib/pdf-document';
import type { TSigningField } from '../lib/types';

type TProps = {
  url: string;
  /** Fields to show where they sit; `mine` are the signer's own and stand out. */
  fields: readonly TSigningField[];
  mineOf: (field: TSigningField) => boolean;
};

const FIELD_LABELS: Record<TSigningField['type'], string> = {
  SIGNATURE: 'Sign here',
  INITIALS: 'Initials',
  DATE: 'Date',
  TEXT: 'Text',
  NAME: 'Name',
  CHECKBOX: 'Tick',
};

/**
 * The whole document, page after page, as it will be signed (Corporations Act s 127(3B): each
 * signer sees the entire document). Fields are outlined on top of the pages.
 */
export function PdfPages({ url, fields, mineOf }: TProps) {
  const [view, setView] = useState<TPdfView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { ref, width } = useElementSize();

  useEffect(() => {
    let open: TPdfView | null = null;
    let cancelled = false;
    openPdf(url).then(
      (opened) => {
        if (cancelled) return opened.close();
        open = opened;
        setView(opened);
      },
      () =>
        !cancelled && setError('The document could not be shown. Reload the page to try again.'),
    );
    return () => {
      cancelled = true;
      open?.close();
    };
  }, [url]);

  return (
    <Box ref={ref} aria-label="The document to sign" role="region">
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : !view ? (
        <Stack align="center" py="xl">
          <Loader aria-label="Loading the document" />
        </Stack>
      ) : (
        <Stack gap="md">
          {Array.from({ length: view.pageCount }, (_, page) => (
            <PdfPage
              // biome-ignore lint/suspicious/noArrayIndexKey: pages are identified by their number
              key={page}
              view={view}
              page={page}
              width={width}
              fields={fields.filter((f) => f.page === page)}
              mineOf={mineOf}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}

function PdfPage(props: {
  view: TPdfView;
  page: number;
  width: number;
  fields: readonly TSigningField[];
  mineOf: (field: TSigningField) => boolean;
}) {
  const { view, page, width, fields, mineOf } = props;
  const canvas = useRef<HTMLCanvasElement>(null);
  // A4's shape until the page says otherwise.
  const [aspect, setAspect] = useState(Math.SQRT2);

  useEffect(() => {
    void view.aspect(page).then(setAspect);
  }, [view, page]);

  useEffect(() => {
    if (canvas.current && width > 0) void view.draw(page, canvas.current, width).catch(() => {});
  }, [view, page, width]);

  return (
    <Box>
      <Text size="xs" c="dimmed" mb={4}>
        Page {page + 1} of {view.pageCount}
      </Text>
      <Box
        pos="relative"
        style={{
          width: '100%',
          aspectRatio: `1 / ${aspect}`,
          boxShadow: 'var(--mantine-shadow-sm)',
        }}
        bg="white"
      >
        <canvas
          ref={canvas}
          aria-label={`Page ${page + 1}`}
          role="img"
          style={{ width: '100%', height: '100%', display: 'block' }}
        />
        {fields.map((field) => (
          <Box
            key={field.id}
            data-testid="field-highlight"
            pos="absolute"
            style={{
              left: `${field.x * 100}%`,
              top: `${field.y * 100}%`,
              width: `${field.width * 100}%`,
              height: `${field.height * 100}%`,
              border: `2px ${mineOf(field) ? 'solid' : 'dashed'} var(--mantine-color-${mineOf(field) ? 'yellow-7' : 'gray-5'})`,
              background: mineOf(field) ? 'rgba(255, 212, 59, 0.25)' : 'transparent',
              borderRadius: 4,
            }}
          >
            {/* Short enough for a phone's page width; the full sense is for screen readers. */}
            <Text
              size="10px"
              fw={600}
              px={2}
              c={mineOf(field) ? 'dark' : 'dimmed'}
              style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
              aria-label={`${FIELD_LABELS[field.type]}${mineOf(field) ? ' (yours' : ' (another signer'}${field.required ? ', required)' : ')'}`}
            >
              {FIELD_LABELS[field.type]}
            </Text>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
