import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_PROMPT_QUIET_DAYS } from '../hooks/use-review-prompt';
import { FINISHED, openMyDocuments, openRowMenu, stubFileSaving } from './my-documents-test-kit';

afterEach(() => {
  act(() => notifications.clean());
});

const pdf = (name: string) => () =>
  new Response('%PDF', { headers: { 'content-disposition': `filename="${name}"` } });
const DAY = 24 * 60 * 60 * 1000;

async function downloadPdf(title: string, fileName: string) {
  await openRowMenu(title);
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Download PDF' }));
  await screen.findByText(`${fileName} downloaded`);
}

describe('the review prompt after a download', () => {
  it('asks once, then not again for a while, then asks again', async () => {
    stubFileSaving();
    const app = openMyDocuments({
      documents: [FINISHED, { ...FINISHED, id: 'doc-2', title: 'Website terms' }],
      routes: {
        'GET /asset-instance/download/doc-1': pdf('nda.pdf'),
        'GET /asset-instance/download/doc-2': pdf('terms.pdf'),
        'GET /reviews/product/doc-1': () => Response.json({ review: null }),
        'GET /reviews/product/doc-2': () => Response.json({ review: null }),
      },
    });
    await downloadPdf('Mutual NDA', 'nda.pdf');
    const modal = await screen.findByTestId('review-modal');
    fireEvent.click(within(modal).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByTestId('review-modal')).toBeNull());

    // Another document, and the same one again, a day later: not asked.
    vi.setSystemTime(Date.now() + DAY);
    act(() => notifications.clean());
    await downloadPdf('Website terms', 'terms.pdf');
    act(() => notifications.clean());
    await downloadPdf('Mutual NDA', 'nda.pdf');
    expect(screen.queryByTestId('review-modal')).toBeNull();
    expect(app.calls.filter((c) => c.url.startsWith('/reviews/product/'))).toHaveLength(1);

    // Once the quiet time has passed, the next download asks again.
    vi.setSystemTime(Date.now() + REVIEW_PROMPT_QUIET_DAYS * DAY);
    act(() => notifications.clean());
    await downloadPdf('Website terms', 'terms.pdf');
    expect(await screen.findByTestId('review-modal')).toBeTruthy();
  });

  it('links the terms for reviews to their section of the Terms page', async () => {
    stubFileSaving();
    openMyDocuments({
      routes: {
        'GET /asset-instance/download/doc-1': pdf('nda.pdf'),
        'GET /reviews/product/doc-1': () => Response.json({ review: null }),
      },
    });
    await downloadPdf('Mutual NDA', 'nda.pdf');
    const modal = await screen.findByTestId('review-modal');
    const link = within(modal).getByRole('link', { name: 'terms and conditions for reviews' });
    expect(link.getAttribute('href')).toBe('/terms#reviews');
    expect(within(modal).getByLabelText(/I agree to the terms/)).toBeTruthy();
  });
});
