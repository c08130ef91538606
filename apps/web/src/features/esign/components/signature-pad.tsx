import { Box, Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconEraser } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { drawStrokes, type TPoint, type TStroke, toPngBase64 } from '../lib/strokes';

type TProps = {
  /** Called with the drawing as PNG base64, or null once it is cleared. */
  onChange: (pngBase64: string | null) => void;
  label?: string;
};

const HEIGHT = 180;

/**
 * A signature drawn with a mouse, pen or finger. Pointer events cover all three; the canvas
 * takes no touch scrolling (touch-action: none) so a finger draws rather than scrolls the page.
 * Strokes are kept as points, which makes undo exact and lets the picture be redrawn sharp
 * at the screen's pixel ratio after a resize.
 */
export function SignaturePad({ onChange, label = 'Draw your signature' }: TProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [strokes, setStrokes] = useState<TStroke[]>([]);
  const current = useRef<TStroke | null>(null);

  const redraw = useCallback((all: TStroke[]) => {
    const element = canvas.current;
    if (element) drawStrokes(element, all);
  }, []);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const fit = () => {
      const ratio = window.devicePixelRatio || 1;
      element.width = Math.max(1, Math.round(element.clientWidth * ratio));
      element.height = Math.round(HEIGHT * ratio);
      redraw(strokes);
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [redraw, strokes]);

  const publish = (all: TStroke[]) => {
    setStrokes(all);
    const element = canvas.current;
    onChange(all.length > 0 && element ? toPngBase64(element, all) : null);
  };

  const pointOf = (event: React.PointerEvent<HTMLCanvasElement>): TPoint => {
    const box = event.currentTarget.getBoundingClientRect();
    // Kept as fractions of the box, so a resize or a different pixel ratio redraws the same shape.
    return {
      x: (event.clientX - box.left) / Math.max(1, box.width),
      y: (event.clientY - box.top) / Math.max(1, box.height),
      pressure: event.pressure || 0.5,
    };
  };

  return (
    <Box>
      <Text size="sm" fw={500} mb={4} id="signature-pad-label">
        {label}
      </Text>
      <canvas
        ref={canvas}
        role="img"
        aria-labelledby="signature-pad-label"
        aria-describedby="signature-pad-hint"
        data-testid="signature-pad"
        style={{
          width: '100%',
          height: HEIGHT,
          touchAction: 'none',
          border: '1px solid var(--mantine-color-gray-5)',
          borderRadius: 8,
          background: 'white',
          cursor: 'crosshair',
          display: 'block',
        }}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture?.(event.pointerId);
          current.current = [pointOf(event)];
        }}
        onPointerMove={(event) => {
          if (!current.current) return;
          current.current.push(pointOf(event));
          redraw([...strokes, current.current]);
        }}
        onPointerUp={() => {
          const stroke = current.current;
          current.current = null;
          if (stroke) publish([...strokes, stroke]);
        }}
        onPointerCancel={() => {
          current.current = null;
          redraw(strokes);
        }}
      />
      <Text size="xs" c="dimmed" id="signature-pad-hint" mt={4}>
        {strokes.length === 0
          ? 'Sign in the box with your finger, a pen or the mouse. No drawing? Type your name instead.'
          : `Signature drawn (${strokes.length} ${strokes.length === 1 ? 'stroke' : 'strokes'}).`}
      </Text>
      <Group gap="xs" mt="xs">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconArrowBackUp size={16} aria-hidden />}
          disabled={strokes.length === 0}
          onClick={() => publish(strokes.slice(0, -1))}
        >
          Undo
        </Button>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconEraser size={16} aria-hidden />}
          disabled={strokes.length === 0}
          onClick={() => publish([])}
        >
          Clear
        </Button>
      </Group>
    </Box>
  );
}
