import { Box, Text } from '@mantine/core';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { colourOf, keptOnPage, labelOf, type TPlacedDraft } from './placement-model';

type TProps = {
  field: TPlacedDraft;
  recipientName: string;
  selected: boolean;
  onSelect: () => void;
  onChange: (field: TPlacedDraft) => void;
  onDelete: () => void;
};

const STEP = 0.01;
const BIG_STEP = 0.05;
const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

type TDrag = { mode: 'move' | 'resize'; startX: number; startY: number; from: TPlacedDraft };

/**
 * One placed field on a page. Drag it to move it and its corner to resize it (mouse, pen or
 * finger); with the keyboard, arrows move it, Alt+arrows resize it, Shift takes bigger steps
 * and Delete removes it.
 */
export function FieldBox({ field, recipientName, selected, onSelect, onChange, onDelete }: TProps) {
  const drag = useRef<TDrag | null>(null);
  const colour = colourOf(field.recipient);

  const start = (mode: TDrag['mode']) => (event: PointerEvent<HTMLElement>) => {
    event.stopPropagation();
    event.preventDefault();
    onSelect();
    (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
    drag.current = { mode, startX: event.clientX, startY: event.clientY, from: field };
  };
  const move = (event: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    const page = (event.currentTarget as HTMLElement).closest<HTMLElement>('[data-page-box]');
    if (!d || !page) return;
    const rect = page.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return;
    const dx = (event.clientX - d.startX) / rect.width;
    const dy = (event.clientY - d.startY) / rect.height;
    onChange(
      keptOnPage(
        d.mode === 'move'
          ? { ...d.from, x: d.from.x + dx, y: d.from.y + dy }
          : { ...d.from, width: d.from.width + dx, height: d.from.height + dy },
      ),
    );
  };
  const end = () => {
    drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onDelete();
      return;
    }
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    const step = event.shiftKey ? BIG_STEP : STEP;
    const [dx, dy] = [arrow[0] * step, arrow[1] * step];
    onChange(
      keptOnPage(
        event.altKey
          ? { ...field, width: field.width + dx, height: field.height + dy }
          : { ...field, x: field.x + dx, y: field.y + dy },
      ),
    );
  };

  const label = labelOf(field.type);
  return (
    <Box
      role="button"
      tabIndex={0}
      data-field-key={field.key}
      aria-pressed={selected}
      aria-label={`${label} for ${recipientName}, page ${field.page + 1}${field.required ? ', required' : ''}`}
      aria-describedby="placement-keys"
      onPointerDown={start('move')}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
      onFocus={onSelect}
      onKeyDown={onKeyDown}
      pos="absolute"
      style={{
        left: `${field.x * 100}%`,
        top: `${field.y * 100}%`,
        width: `${field.width * 100}%`,
        height: `${field.height * 100}%`,
        border: `2px solid var(--mantine-color-${colour}-6)`,
        background: `color-mix(in srgb, var(--mantine-color-${colour}-2) 60%, transparent)`,
        outline: selected ? `3px solid var(--mantine-color-${colour}-9)` : undefined,
        outlineOffset: 1,
        borderRadius: 3,
        cursor: 'move',
        touchAction: 'none',
        userSelect: 'none',
        overflow: 'hidden',
      }}
    >
      <Text
        size="10px"
        fw={700}
        px={2}
        c={`${colour}.9`}
        style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
        aria-hidden
      >
        {label}
        {field.required ? ' *' : ''}
      </Text>
      <Box
        aria-hidden
        data-resize-handle
        onPointerDown={start('resize')}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        pos="absolute"
        style={{
          right: 0,
          bottom: 0,
          width: 14,
          height: 14,
          cursor: 'nwse-resize',
          touchAction: 'none',
          background: `var(--mantine-color-${colour}-6)`,
          borderTopLeftRadius: 3,
        }}
      />
    </Box>
  );
}
