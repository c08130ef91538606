import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CUSTOMER, renderApp, userGraphql } from '../../../test/render-app';

const DOCUMENTS = [
  {
    id: 'commercial-lease',
    title: 'Commercial Lease',
    description: 'A lease of offices, warehouses, factories and workshops.',
    documentType: 'template',
    popularity: 10,
    updatedAt: '2026-01-01T00:00:00.000Z',
    rights: { canDownload: true },
  },
];

// One /graphql endpoint answers the library query and, as the stand-in does, the session check.
function library() {
  return renderApp('/documents/document-library', {
    routes: {
      'POST /graphql': (body) => {
        const { query } = body as { query: string };
        if (!query.includes('getLibraryDocuments')) return userGraphql(() => CUSTOMER)(body);
        return Response.json({ data: { getLibraryDocuments: DOCUMENTS } });
      },
    },
  });
}

describe('document library page', () => {
  it('keeps the filter chips on one row that scrolls sideways on a phone', async () => {
    library();
    const filters = await screen.findByRole('group', { name: 'Filter documents' });
    expect(filters.style.overflowX).toBe('auto');
    // Mantine writes responsive props as media-query CSS next to the element: one row on a
    // phone, wrapping from tablet width up.
    const row = filters.querySelector('.mantine-Flex-root') as HTMLElement;
    const cls = [...row.classList].find((c) => c.startsWith('__m__'));
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toMatch(new RegExp(`\\.${cls}\\{[^}]*flex-wrap:\\s*nowrap`));
    expect(css).toMatch(new RegExp(`@media[^{]*\\{\\.${cls}\\{[^}]*flex-wrap:\\s*wrap`));
    // Each chip is a named checkbox, so the keyboard and screen readers reach every one.
    const chips = within(filters).getAllByRole('checkbox');
    expect(chips.map((c) => c.closest('.mantine-Chip-root')?.textContent)).toEqual([
      'Popular',
      'Compliance & policies',
      'Finance & debt',
      'Directors & officeholders',
      'Shares & shareholders',
      'Employment & personal',
      'Contracts & agreements',
    ]);
  });

  it('lets a card description keep its clamped height instead of stretching it', async () => {
    library();
    const description = await screen.findByTestId('library-description');
    expect(description.textContent).toBe(DOCUMENTS[0]!.description);
    // Stretched, a clamped box shows part of the next line under the ellipsis.
    expect(description.style.flexGrow).toBe('');
    expect(screen.getByRole('button', { name: 'Start Commercial Lease' }).style.marginTop).toBe(
      'auto',
    );
  });
});
