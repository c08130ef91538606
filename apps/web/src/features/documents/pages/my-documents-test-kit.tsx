import { fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { asksForUser, CUSTOMER, renderApp, userAnswer } from '../../../test/render-app';

// My documents rendered against a stubbed API, shared by the collaboration page tests.

export type TGraphqlBody = { query: string; variables?: Record<string, unknown> };

export const FINISHED = {
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
};
export const SHARED = {
  ...FINISHED,
  id: 'doc-2',
  title: 'Lease from Olivia',
  status: 'IN_PROGRESS',
  myRole: 'VIEWER',
  sharedBy: 'Olivia Nguyen',
};

export const LICENCES = {
  availableCount: 1,
  licences: [
    {
      assetFlakeId: null,
      assetTitle: null,
      subscriptionId: 'sub-1',
      expiresAt: '2027-03-21T13:00:00.000Z',
      status: 'invalid',
      available: true,
    },
  ],
  documents: [{ assetFlakeId: 'doc-1', title: 'Mutual NDA', status: 'COMPLETED' }],
};

export function openMyDocuments(
  options: {
    documents?: unknown[];
    licences?: typeof LICENCES;
    attach?: () => Response;
    routes?: Record<string, (body: unknown) => Response>;
  } = {},
) {
  const attached: unknown[] = [];
  return {
    attached,
    ...renderApp('/documents/my-documents', {
      routes: {
        'POST /graphql': (raw) => {
          const body = raw as TGraphqlBody;
          if (asksForUser(raw)) return userAnswer(CUSTOMER);
          if (body.query.includes('getMyDocuments')) {
            return Response.json({ data: { getMyDocuments: options.documents ?? [FINISHED] } });
          }
          if (body.query.includes('getDocumentLicences')) {
            return Response.json({
              data: { getDocumentLicences: options.licences ?? { ...LICENCES, availableCount: 0 } },
            });
          }
          if (body.query.includes('attachLicence')) {
            attached.push(body.variables?.licenceInputs);
            return options.attach?.() ?? Response.json({ errors: [{ message: 'not stubbed' }] });
          }
          return Response.json({ errors: [{ message: 'Unexpected call in test' }] });
        },
        ...options.routes,
      },
    }),
  };
}

export const openRowMenu = async (title: string) => {
  fireEvent.click(
    await screen.findByRole('button', { name: `More actions for ${title}` }, { timeout: 5000 }),
  );
};

/** jsdom neither makes object URLs nor follows a download link. */
export function stubFileSaving() {
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
}
