import type { TDocumentVersion, TEditorDocument } from '../api/editor';

// What the editor page tests answer with: records as the server sends them.

export const VERSION_1: TDocumentVersion = {
  id: 'v-1',
  number: 1,
  status: 'CREATED',
  name: 'Sent to Bob',
  authorName: 'Alex Nguyen',
  createdAt: '2026-11-20T00:00:00.000Z',
  updatedAt: '2026-11-20T00:00:00.000Z',
};

export const VERSION_2: TDocumentVersion = {
  ...VERSION_1,
  id: 'v-2',
  number: 2,
  status: 'IN_PROGRESS',
  name: null,
  updatedAt: '2026-11-21T00:00:00.000Z',
};

const bold = (text: string) => ({ type: 'text', text, marks: [{ type: 'bold' }] });
const para = (...content: object[]) => ({ type: 'paragraph', content });

export const EDITOR_DOCUMENT: TEditorDocument = {
  documentId: 'doc-1',
  title: 'Mutual Non-Disclosure Agreement',
  role: 'OWNER',
  canEdit: true,
  version: VERSION_2,
  content: {
    type: 'doc',
    content: [
      {
        type: 'heading',
        attrs: { level: 1 },
        content: [{ type: 'text', text: 'Mutual Non-Disclosure Agreement' }],
      },
      {
        type: 'party',
        attrs: {
          name: 'Acme Widgets Pty Ltd',
          role: 'Discloser',
          details: [{ label: 'ABN', text: '12 345 678 901' }],
        },
      },
      {
        type: 'orderedList',
        content: [
          {
            type: 'listItem',
            content: [
              para(bold('Definitions')),
              {
                type: 'orderedList',
                content: [
                  {
                    type: 'listItem',
                    content: [para({ type: 'text', text: 'Business Day means a weekday.' })],
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        type: 'signature',
        attrs: { party: 'Acme Widgets Pty Ltd', signatory: 'Alex Nguyen', signature: null },
      },
    ],
  },
};
