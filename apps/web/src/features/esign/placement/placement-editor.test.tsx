import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { fakePdf, stubDrawing } from '../test/esign-test-kit';
import { PlacementEditor } from './placement-editor';
import type { TPlacedDraft } from './placement-model';

vi.mock('../lib/pdf-document', () => ({ openPdf: vi.fn(async () => fakePdf) }));

beforeEach(stubDrawing);

const RECIPIENTS = [
  { name: 'Ana Silva', email: 'ana@example.com.au' },
  { name: 'Ben Li', email: 'ben@example.com.au' },
];

function renderEditor() {
  const seen: { fields: TPlacedDraft[] } = { fields: [] };
  function Harness() {
    const [fields, setFields] = useState<TPlacedDraft[]>([]);
    seen.fields = fields;
    return (
      <PlacementEditor
        url="/api/esign/preview/doc-1"
        recipients={RECIPIENTS}
        fields={fields}
        onChange={setFields}
      />
    );
  }
  render(
    <Providers queryClient={createQueryClient()} env="test">
      <Harness />
    </Providers>,
  );
  return seen;
}

describe('placing fields on the document', () => {
  it('adds a field to the current page from the palette and moves it with the arrow keys', async () => {
    const seen = renderEditor();
    expect(await screen.findByTestId('placement-page-2')).toBeTruthy();
    fireEvent.click(
      screen.getByRole('button', { name: 'Add a signature field for Ana Silva to page 1' }),
    );
    const field = screen.getByRole('button', { name: 'Signature for Ana Silva, page 1, required' });
    expect(seen.fields).toHaveLength(1);
    const before = { ...seen.fields[0]! };
    expect(before).toMatchObject({ page: 0, type: 'SIGNATURE', recipient: 0, required: true });

    fireEvent.keyDown(field, { key: 'ArrowRight' });
    fireEvent.keyDown(field, { key: 'ArrowDown', shiftKey: true });
    expect(seen.fields[0]!.x).toBeCloseTo(before.x + 0.01);
    expect(seen.fields[0]!.y).toBeCloseTo(before.y + 0.05);
    // Alt and an arrow resize it; it never leaves the page.
    fireEvent.keyDown(field, { key: 'ArrowRight', altKey: true });
    expect(seen.fields[0]!.width).toBeCloseTo(before.width + 0.01);
    for (let i = 0; i < 40; i++) fireEvent.keyDown(field, { key: 'ArrowRight', shiftKey: true });
    expect(seen.fields[0]!.x + seen.fields[0]!.width).toBeLessThanOrEqual(1);
  });

  it('adds to the page chosen, for the recipient chosen, in their colour', async () => {
    const seen = renderEditor();
    await screen.findByTestId('placement-page-2');
    fireEvent.click(screen.getByRole('textbox', { name: 'Fields for' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ben Li' }));
    fireEvent.click(screen.getByRole('textbox', { name: 'Add to page' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Page 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a date field for Ben Li to page 2' }));
    expect(seen.fields).toMatchObject([{ page: 1, type: 'DATE', recipient: 1 }]);
    const box = screen.getByRole('button', { name: 'Date for Ben Li, page 2, required' });
    expect(box.getAttribute('style')).toContain('grape');
  });

  it('gives the selected field to another recipient, makes it optional, and deletes it', async () => {
    const seen = renderEditor();
    await screen.findByTestId('placement-page-2');
    fireEvent.click(
      screen.getByRole('button', { name: 'Add a text field for Ana Silva to page 1' }),
    );
    const panel = screen.getByTestId('selected-field');
    expect(panel.textContent).toContain('Selected: Text on page 1');

    fireEvent.click(screen.getByRole('textbox', { name: 'Filled in by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ben Li' }));
    expect(seen.fields[0]!.recipient).toBe(1);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Required' }));
    expect(seen.fields[0]!.required).toBe(false);
    expect(screen.getByRole('button', { name: 'Text for Ben Li, page 1' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove field' }));
    expect(seen.fields).toHaveLength(0);
    // Delete on the keyboard removes a focused field as well.
    fireEvent.click(
      screen.getByRole('button', { name: 'Add a checkbox field for Ana Silva to page 1' }),
    );
    fireEvent.keyDown(screen.getByRole('button', { name: 'Checkbox for Ana Silva, page 1' }), {
      key: 'Delete',
    });
    expect(seen.fields).toHaveLength(0);
  });
});
