import { MESSAGES, SHARING_MESSAGES, TIMINGS } from '@app/domain';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  asksForUser,
  CUSTOMER,
  notAnswered,
  renderApp,
  userAnswer,
} from '../../../test/render-app';
import {
  FINISHED,
  openMyDocuments,
  openRowMenu,
  SHARED,
  type TGraphqlBody,
} from './my-documents-test-kit';

afterEach(() => {
  vi.useRealTimers();
  // The toast store outlives a render; earlier toasts would queue later ones.
  act(() => notifications.clean());
});

describe('shared documents and links', () => {
  it("shows who shared a document and keeps the owner's actions to the owner", async () => {
    openMyDocuments({ documents: [FINISHED, SHARED] });
    const row = await screen.findByRole('listitem', { name: 'Lease from Olivia' });
    expect(within(row).getByTestId('document-shared').textContent).toBe(
      'Shared by Olivia Nguyen · Can view',
    );
    expect(within(row).getByRole('link', { name: 'View' })).toBeTruthy();
    await openRowMenu('Lease from Olivia');
    const items = (await screen.findAllByRole('menuitem')).map((i) => i.textContent);
    expect(items).toEqual(['Copy link']);
  });

  it('copies the document link with a check mark for 3 seconds and a toast', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    openMyDocuments();
    await openRowMenu('Mutual NDA');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Copy link' }));
    const link = `${window.location.origin}/documents/questionnaire/doc-1`;
    expect(await screen.findByDisplayValue(link)).toBeTruthy();
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await act(async () => {});
    expect(writeText).toHaveBeenCalledWith(link);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(screen.getByText(SHARING_MESSAGES.linkCopied)).toBeTruthy();
    act(() => vi.advanceTimersByTime(TIMINGS.copyCheckMarkMs - 1));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });

  it('tells someone without access so, rather than failing', async () => {
    renderApp('/documents/questionnaire/doc-x', {
      routes: {
        'POST /graphql': (raw) => {
          if (asksForUser(raw)) return userAnswer(CUSTOMER);
          return Response.json({
            errors: [{ message: MESSAGES.notFound, extensions: { code: 'NOT_FOUND' } }],
          });
        },
      },
    });
    expect(await screen.findByRole('heading', { name: SHARING_MESSAGES.noAccess })).toBeTruthy();
  });

  it('opens a document shared for viewing read-only: answers shown, nothing to change', async () => {
    const saves: unknown[] = [];
    renderApp('/documents/questionnaire/doc-2', {
      routes: {
        'POST /graphql': (raw) => {
          const body = raw as TGraphqlBody;
          if (asksForUser(raw)) return userAnswer(CUSTOMER);
          if (body.query.includes('saveDocumentAnswers')) saves.push(body.variables);
          // A view-only document opens as the document itself, rendered from its wording.
          if (body.query.includes('getDocumentBody')) {
            const metadata = {
              id: 'nda',
              title: 'NDA',
              category: 'template',
              rights: { canDownload: true },
            };
            const text = '{{businessName}}';
            return Response.json({
              data: { getDocumentBody: { metadata, body: [{ type: 'paragraph', text }] } },
            });
          }
          if (!body.query.includes('getMyDocument')) return notAnswered(raw);
          return Response.json({
            data: {
              getMyDocument: {
                ...SHARED,
                answers: { businessName: 'Harbour Fresh Foods' },
                questionnaire: {
                  sections: [
                    {
                      id: 'business',
                      title: 'Your business',
                      items: [
                        { id: 'businessName', label: 'Business name', type: 'BUSINESS_NAME' },
                      ],
                    },
                  ],
                },
              },
            },
          });
        },
      },
    });
    expect(
      await screen.findByText('You can view this document', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText(SHARING_MESSAGES.readOnly)).toBeTruthy();
    expect(await screen.findByText('Harbour Fresh Foods')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Finish document' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(saves).toEqual([]);
  });
});
