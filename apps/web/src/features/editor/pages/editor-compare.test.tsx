import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { userSubscriptionsData } from '../../billing/api/user-subscriptions-fixture';
import type { TVersionComparison } from '../api/editor';
import { EDITOR_DOCUMENT, installFakeLive, VERSION_1, VERSION_2 } from '../test/editor-test-kit';

type TCall = { url: string; body: unknown };
const variablesOf = (calls: TCall[], operation: string) =>
  calls
    .filter((c) =>
      String((c.body as { query?: string } | undefined)?.query).includes(`${operation}(`),
    )
    .map((c) => (c.body as { variables: Record<string, unknown> }).variables);

const COMPARISON: TVersionComparison = {
  from: VERSION_1,
  to: VERSION_2,
  insertedWords: 3,
  deletedWords: 2,
  paragraphs: [
    { kind: 'SAME', fromLabel: null, toLabel: null, segments: [{ kind: 'SAME', text: 'NDA' }] },
    {
      kind: 'CHANGED',
      fromLabel: '1',
      toLabel: '1',
      segments: [
        { kind: 'SAME', text: 'The term is ' },
        { kind: 'DELETED', text: 'two' },
        { kind: 'INSERTED', text: 'three' },
        { kind: 'SAME', text: ' years.' },
      ],
    },
    {
      kind: 'DELETED',
      fromLabel: '2',
      toLabel: null,
      segments: [{ kind: 'DELETED', text: 'Costs shared.' }],
    },
    {
      kind: 'INSERTED',
      fromLabel: null,
      toLabel: '2',
      segments: [{ kind: 'INSERTED', text: 'Costs are split.' }],
    },
  ],
};

const graphql = {
  GetUserSubscriptions: { getUserSubscriptions: userSubscriptionsData() },
  EditorDocument: { editorDocument: EDITOR_DOCUMENT },
  DocumentVersions: { documentVersions: [VERSION_2, VERSION_1] },
  CompareDocumentVersions: { compareDocumentVersions: COMPARISON },
};

beforeEach(() => {
  installFakeLive();
});

describe('comparing versions', () => {
  it('shows two versions side by side with deletions and insertions marked and announced', async () => {
    const { calls } = renderApp('/documents/editor/doc-1', { graphql });
    // The editor is ready once its toolbar shows (the live document is in it).
    await screen.findByRole('toolbar', { name: 'Formatting' });
    fireEvent.click(screen.getByRole('button', { name: 'Versions' }));
    await screen.findByRole('list', { name: 'Versions' });
    fireEvent.click(await screen.findByRole('button', { name: 'Compare versions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compare versions' });

    // The two newest versions are compared first, the older one on the left.
    expect(within(dialog).getByRole('textbox', { name: 'Compare' })).toHaveProperty(
      'value',
      'Version 1: Sent to Bob',
    );
    expect(within(dialog).getByRole('textbox', { name: 'With' })).toHaveProperty(
      'value',
      'Version 2',
    );
    expect(await within(dialog).findByText('3 words inserted, 2 words deleted.')).toBeTruthy();
    expect(variablesOf(calls, 'compareDocumentVersions')).toEqual([
      { d: 'doc-1', f: 'v-1', t: 'v-2' },
    ]);

    const older = within(dialog).getByRole('region', { name: 'Version 1: Sent to Bob' });
    const newer = within(dialog).getByRole('region', { name: 'Version 2' });
    const deletions = [...older.querySelectorAll('del')].map((d) => d.textContent);
    expect(deletions).toEqual(['deleted: two', 'deleted: Costs shared.']);
    expect(older.querySelector('ins')).toBeNull();
    expect(older.textContent).not.toContain('Costs are split.');
    const insertions = [...newer.querySelectorAll('ins')].map((d) => d.textContent);
    expect(insertions).toEqual(['inserted: three', 'inserted: Costs are split.']);
    expect(newer.querySelector('del')).toBeNull();
    // Clause numbers as each version has them; the announcement is hidden from sight only.
    expect(newer.textContent).toContain('1. The term is inserted: three years.');
    expect(newer.querySelector('ins .cw-visually-hidden')?.textContent).toBe('inserted: ');
  });

  it('offers no comparison while there is only one version', async () => {
    renderApp('/documents/editor/doc-1', {
      graphql: { ...graphql, DocumentVersions: { documentVersions: [VERSION_1] } },
    });
    // The editor is ready once its toolbar shows (the live document is in it).
    await screen.findByRole('toolbar', { name: 'Formatting' });
    fireEvent.click(screen.getByRole('button', { name: 'Versions' }));
    await screen.findByRole('list', { name: 'Versions' });
    expect(screen.queryByRole('button', { name: 'Compare versions' })).toBeNull();
  });
});
