import { Button, Group, Input, Paper, Stack, Text, TextInput } from '@mantine/core';
import { type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import {
  isSigned,
  paintSignature,
  SIGNATURE_SIZE,
  type TPoint,
  type TSignature,
} from './signature-model';

/**
 * A signature drawn on a canvas with a mouse, a finger or a pen. Those who cannot draw (or use
 * a keyboard) can type their name instead, drawn as a signature.
 */
export function SignaturePad(props: {
  value: TSignature;
  onChange: (s: TSignature) => void;
  error?: string | null;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [typing, setTyping] = useState(false);
  const labelId = useId();
  const { value, onChange } = props;

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (ctx) paintSignature(ctx, value);
  }, [value]);

  const point = (e: PointerEvent<HTMLCanvasElement>): TPoint => {
    const box = e.currentTarget.getBoundingClientRect();
    const sx = box.width ? SIGNATURE_SIZE.width / box.width : 1;
    const sy = box.height ? SIGNATURE_SIZE.height / box.height : 1;
    return { x: (e.clientX - box.left) * sx, y: (e.clientY - box.top) * sy };
  };
  const strokes = value?.kind === 'drawn' ? value.strokes : [];

  return (
    <Stack gap={6}>
      <Input.Label id={labelId} required>
        Signature
      </Input.Label>
      <Text size="xs" c="dimmed">
        Draw your signature in the box with your mouse, finger or pen.
      </Text>
      <Paper withBorder radius="sm" style={{ overflow: 'hidden', touchAction: 'none' }}>
        <canvas
          ref={canvas}
          width={SIGNATURE_SIZE.width}
          height={SIGNATURE_SIZE.height}
          role="img"
          aria-labelledby={labelId}
          aria-describedby={`${labelId}-state`}
          data-testid="signature-canvas"
          style={{ width: '100%', height: 'auto', display: 'block', cursor: 'crosshair' }}
          onPointerDown={(e) => {
            drawing.current = true;
            e.currentTarget.setPointerCapture?.(e.pointerId);
            setTyping(false);
            onChange({ kind: 'drawn', strokes: [...strokes, [point(e)]] });
          }}
          onPointerMove={(e) => {
            if (!drawing.current || value?.kind !== 'drawn') return;
            const last = strokes[strokes.length - 1] ?? [];
            onChange({ kind: 'drawn', strokes: [...strokes.slice(0, -1), [...last, point(e)]] });
          }}
          onPointerUp={() => {
            drawing.current = false;
          }}
          onPointerLeave={() => {
            drawing.current = false;
          }}
        />
      </Paper>
      <Text id={`${labelId}-state`} size="xs" c="dimmed" aria-live="polite">
        {isSigned(value) ? 'Signature added.' : 'No signature yet.'}
      </Text>
      {typing && (
        <TextInput
          label="Type your name to sign"
          value={value?.kind === 'typed' ? value.text : ''}
          onChange={(e) => onChange({ kind: 'typed', text: e.currentTarget.value })}
          autoFocus
        />
      )}
      <Group gap="xs">
        <Button variant="default" size="xs" onClick={() => onChange(null)}>
          Clear signature
        </Button>
        {!typing && (
          <Button
            variant="subtle"
            size="xs"
            onClick={() => {
              setTyping(true);
              onChange({ kind: 'typed', text: '' });
            }}
          >
            Type your signature instead
          </Button>
        )}
      </Group>
      {props.error && (
        <Text size="sm" c="red" role="alert">
          {props.error}
        </Text>
      )}
    </Stack>
  );
}
