import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

const DOCUMENT = {
  id: 'doc-1',
  title: 'Mutual NDA',
  templateId: 'mutual-non-disclosure-agreement',
  documentType: 'template',
  kind: 'template',
  status: 'COMPLETED',
  progress: 1,
  updatedAt: '2026-11-20T00:00:00.000Z',
  myRole: 'OWNER',
  sharedBy: null,
  folderId: null,
  upload: null,
};

describe('My templates in My documents', () => {
  it('follows the documents on the page, with the customer’s own templates', async () => {
    renderApp('/documents/my-documents', {
      graphql: {
        GetMyDocuments: { getMyDocuments: [DOCUMENT] },
        GetMyFolders: { getMyFolders: [] },
        MyTemplates: {
          myTemplates: [
            {
              id: 'tpl-1',
              name: 'Supplier NDA',
              createdAt: '2026-11-20T00:00:00.000Z',
              updatedAt: '2026-11-21T00:00:00.000Z',
            },
          ],
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'My templates' });
    expect(await within(section).findByText('Supplier NDA')).toBeTruthy();
    const documents = screen.getByRole('list', { name: 'My documents' });
    // The documents come first; the templates section follows them.
    expect(documents.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
});
