import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import type { TSignatureInput } from '../lib/types';
import { SignaturePicker } from './signature-picker';

// jsdom draws nothing; the picture the pad hands on is whatever the canvas says it holds.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(
    'data:image/png;base64,iVBORw0KGgo=',
  );
});

function renderPicker() {
  const seen: (TSignatureInput | null)[] = [];
  render(
    <Providers queryClient={createQueryClient()} env="test">
      <SignaturePicker name="Ana Silva" onChange={(value) => seen.push(value)} />
    </Providers>,
  );
  return { latest: () => seen.at(-1) };
}

function drawStroke(pad: HTMLElement, from: number, to: number) {
  fireEvent.pointerDown(pad, { pointerId: 1, clientX: from, clientY: 20 });
  fireEvent.pointerMove(pad, { pointerId: 1, clientX: (from + to) / 2, clientY: 30 });
  fireEvent.pointerUp(pad, { pointerId: 1, clientX: to, clientY: 25 });
}

describe('the signature picker', () => {
  it('hands on a drawn signature as a PNG, with undo and clear', () => {
    const { latest } = renderPicker();
    expect(latest()).toBeNull();
    const pad = screen.getByRole('img', { name: 'Draw your signature' });
    drawStroke(pad, 10, 60);
    expect(latest()).toEqual({ style: 'DRAWN', imagePngBase64: 'iVBORw0KGgo=' });
    drawStroke(pad, 70, 90);
    expect(screen.getByText('Signature drawn (2 strokes).')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByText('Signature drawn (1 stroke).')).toBeTruthy();
    expect(latest()?.style).toBe('DRAWN');

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(latest()).toBeNull();
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', true);
  });

  it('types the name in the chosen font', () => {
    const { latest } = renderPicker();
    fireEvent.click(screen.getByRole('tab', { name: 'Type' }));
    expect(latest()).toEqual({ style: 'TEXT', text: 'Ana Silva', font: 'caveat' });
    fireEvent.click(screen.getByRole('radio', { name: /Suavity/ }));
    fireEvent.change(screen.getByLabelText('Type your signature'), {
      target: { value: 'A. Silva' },
    });
    expect(latest()).toEqual({ style: 'TEXT', text: 'A. Silva', font: 'thesuavity' });
    // Every font of the spec is offered.
    expect(screen.getAllByRole('radio')).toHaveLength(5);
  });

  it('makes one from the name', () => {
    const { latest } = renderPicker();
    fireEvent.click(screen.getByRole('tab', { name: 'My name' }));
    expect(latest()).toEqual({ style: 'GENERATED', text: 'Ana Silva', font: 'honeyscript' });
  });

  it('wants an uploaded picture before it has a signature', () => {
    const { latest } = renderPicker();
    fireEvent.click(screen.getByRole('tab', { name: 'Upload' }));
    expect(latest()).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose a picture' })).toBeTruthy();
  });
});
