import { Box, Text } from '@mantine/core';
import { type DragEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { TPdfView } from '../lib/pdf-document';
import type { TSigningFieldType } from '../lib/types';

export const DRAG_TYPE = 'application/x-clausewell-field';

type TProps = {
  view: TPdfView;
  page: number;
  width: number;
  current: boolean;
  onPick: () => void;
  onDropField: (type: TSigningFieldType, at: { x: number; y: number }) => void;
  children: ReactNode;
};

/** One page of the document, drawn by pdf.js, that takes fields dropped from the palette. */
export function PlacementPage({
  view,
  page,
  width,
  current,
  onPick,
  onDropField,
  children,
}: TProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // A4's shape until the page says otherwise.
  const [aspect, setAspect] = useState(Math.SQRT2);

  useEffect(() => {
    void view.aspect(page).then(setAspect);
  }, [view, page]);
  useEffect(() => {
    if (canvas.current && width > 0) void view.draw(page, canvas.current, width).catch(() => {});
  }, [view, page, width]);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    const type = event.dataTransfer.getData(DRAG_TYPE) as TSigningFieldType;
    if (!type) return;
    event.preventDefault();
    const rect = event.currentTarget.getBoundingClientRect();
    onDropField(type, {
      x: (event.clientX - rect.left) / rect.width,
      y: (event.clientY - rect.top) / rect.height,
    });
  };

  return (
    <Box>
      <Text size="xs" c={current ? 'blue.8' : 'dimmed'} fw={current ? 700 : 400} mb={4}>
        Page {page + 1} of {view.pageCount}
        {current ? ' (fields are added here)' : ''}
      </Text>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; the page picker and Add buttons do the same by keyboard */}
      <div
        data-page-box
        data-testid={`placement-page-${page + 1}`}
        onPointerDown={onPick}
        onDragOver={(event) => {
          if (event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
        }}
        onDrop={onDrop}
        style={{
          position: 'relative',
          width: '100%',
          aspectRatio: `1 / ${aspect}`,
          background: 'white',
          boxShadow: current ? '0 0 0 2px var(--mantine-color-blue-5)' : 'var(--mantine-shadow-sm)',
        }}
      >
        <canvas
          ref={canvas}
          aria-label={`Page ${page + 1}`}
          role="img"
          style={{ width: '100%', height: '100%', display: 'block' }}
        />
        {children}
      </div>
    </Box>
  );
}
