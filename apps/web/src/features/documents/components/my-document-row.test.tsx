import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import type { TMyDocument } from '../api/my-documents';
import { MyDocumentRow } from './my-document-row';

const LONG_TITLE = 'Independent Contractor Agreement for Harbourside Plumbing and Gas Pty Ltd';

const DOCUMENT: TMyDocument = {
  id: 'doc-1',
  title: LONG_TITLE,
  templateId: 'independent-contractor-agreement',
  documentType: 'template',
  status: 'IN_PROGRESS',
  progress: 0.5,
  updatedAt: '2026-01-01T00:00:00.000Z',
  myRole: 'OWNER',
  sharedBy: null,
  kind: 'template',
  folderId: null,
  upload: null,
};

function row() {
  const noop = () => {};
  const element = (
    <ul>
      <MyDocumentRow
        document={DOCUMENT}
        onRename={noop}
        onDuplicate={noop}
        onDelete={noop}
        onDownload={noop}
      />
    </ul>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/'] });
  render(
    <Providers queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('a My documents row', () => {
  it('shows a long title over two lines before any ellipsis, not cut to one line', () => {
    row();
    const title = screen.getByTestId('my-document-title');
    expect(title.textContent).toBe(LONG_TITLE);
    expect(title.hasAttribute('data-truncate')).toBe(false);
    expect(title.hasAttribute('data-line-clamp')).toBe(true);
    expect(title.style.getPropertyValue('--text-line-clamp')).toBe('2');
  });

  it('puts the actions under the title on a phone and beside it from tablet width up', () => {
    row();
    const frame = screen.getByTestId('my-document-title').closest('.mantine-Flex-root');
    expect(frame).not.toBeNull();
    // Mantine writes responsive props as media-query CSS next to the element.
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    const cls = [...(frame as HTMLElement).classList].find((c) => c.startsWith('__m__'));
    expect(cls).toBeDefined();
    expect(css).toMatch(new RegExp(`\\.${cls}\\{[^}]*flex-direction:\\s*column`));
    expect(css).toMatch(new RegExp(`@media[^{]*\\{\\.${cls}\\{[^}]*flex-direction:\\s*row`));
  });
});
