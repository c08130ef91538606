import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CUSTOMER, renderApp, userGraphql } from '../../test/render-app';
import type { THomeDocument } from './api/home-overview';

function doc(over: Partial<THomeDocument> & Pick<THomeDocument, 'id' | 'title'>): THomeDocument {
  return {
    status: 'IN_PROGRESS',
    updatedAt: '2026-11-20T01:00:00.000Z',
    kind: 'template',
    myRole: 'OWNER',
    ...over,
  };
}

/** The server's answers to the home page: the customer's documents and plan. */
function homeAt(documents: THomeDocument[], isPaidUser = false) {
  return renderApp('/', {
    routes: {
      'POST /graphql': (body) => {
        const { query } = body as { query: string };
        if (query.includes('HomeOverview')) {
          return Response.json({
            data: {
              getMyDocuments: documents,
              getUserSubscriptions: { activeSubscription: { isPaidUser } },
            },
          });
        }
        return userGraphql(() => CUSTOMER)(body);
      },
    },
  });
}

function stepDone(key: string): boolean {
  return screen.getByTestId(`onboarding-step-${key}`).hasAttribute('data-done');
}

describe('customer home', () => {
  it('gives a new customer the document search, an empty list and the first steps', async () => {
    const app = homeAt([]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Alex' })).toBeTruthy();
    expect(screen.queryAllByTestId('shortcut-card')).toHaveLength(0);

    await screen.findByTestId('onboarding-checklist');
    expect(screen.getByTestId('onboarding-progress').textContent).toBe('1 of 4 done');
    expect(stepDone('account')).toBe(true);
    expect(stepDone('first-document')).toBe(false);
    expect(
      within(screen.getByTestId('onboarding-step-first-document'))
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/documents/document-library?filter=popular');
    expect(screen.getByTestId('recent-documents').textContent).toContain('No documents yet.');

    fireEvent.change(screen.getByLabelText('Find a legal document'), {
      target: { value: 'employment contract' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe('/documents/document-library'),
    );
    expect(app.router.state.location.search).toBe('?q=employment%20contract');
  });

  it('lists the customer’s own recent documents, newest first, and ticks steps from them', async () => {
    homeAt(
      [
        doc({ id: 'd-1', title: 'Old lease', updatedAt: '2026-10-01T01:00:00.000Z' }),
        doc({ id: 'd-2', title: 'Shared with me', myRole: 'EDITOR' }),
        doc({
          id: 'd-3',
          title: 'Mutual NDA',
          status: 'COMPLETED',
          updatedAt: '2026-11-24T01:00:00.000Z',
        }),
      ],
      false,
    );
    const rows = await screen.findAllByTestId('recent-document');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Mutual NDA'),
      expect.stringContaining('Old lease'),
    ]);
    expect(rows[0]?.getAttribute('href')).toBe('/documents/questionnaire/d-3');
    expect(stepDone('first-document')).toBe(true);
    expect(stepDone('finish-document')).toBe(true);
    expect(stepDone('plans')).toBe(false);
    expect(screen.getByTestId('onboarding-progress').textContent).toBe('3 of 4 done');
  });

  it('drops the checklist once every step is done', async () => {
    homeAt([doc({ id: 'd-1', title: 'Mutual NDA', status: 'COMPLETED' })], true);
    await screen.findAllByTestId('recent-document');
    expect(screen.queryByTestId('onboarding-checklist')).toBeNull();
  });
});
