import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubFileSaving } from './my-documents-test-kit';
import { ALL_DONE, openQuestionnaire } from './questionnaire-page-kit';

afterEach(() => {
  act(() => notifications.clean());
});

const pdf = () =>
  new Response('%PDF', { headers: { 'content-disposition': 'filename="supply.pdf"' } });
const busy = () =>
  Response.json(
    { error: { code: 'UNAVAILABLE', message: 'The service is busy' } },
    { status: 503, headers: { 'retry-after': '1' } },
  );

describe('a finished document', () => {
  it('opens as the document itself, with PDF and Word downloads in view', async () => {
    const app = openQuestionnaire({ answers: ALL_DONE, status: 'COMPLETED' });
    const preview = await screen.findByTestId('document-preview');
    expect(preview.textContent).toContain(
      'This agreement is made by Harbour Fresh Foods (ABN 51 824 753 556).',
    );
    expect(preview.textContent).toContain('Supply starts on 1 December 2026.');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Word' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My documents' })).toBeTruthy();
    expect(screen.queryByText('Your answers')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Finish document' })).toBeNull();
    expect(app.saves).toEqual([]);
  });

  it('shows the PDF being prepared, and tries again while the server is busy', async () => {
    stubFileSaving();
    let calls = 0;
    openQuestionnaire({
      answers: ALL_DONE,
      status: 'COMPLETED',
      routes: {
        'GET /asset-instance/download/doc-1': () => {
          calls += 1;
          return calls === 1 ? busy() : pdf();
        },
        'GET /reviews/product/doc-1': () => Response.json({ review: { rating: 5 } }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    const progress = await screen.findByTestId('download-progress');
    await waitFor(() => expect(progress.textContent).toMatch(/Trying again \(try 2 of 20\)/));
    expect(await screen.findByText('supply.pdf downloaded', {}, { timeout: 6000 })).toBeTruthy();
    expect(calls).toBe(2);
    await waitFor(() => expect(screen.queryByTestId('download-progress')).toBeNull());
  });

  it('opens for a viewer of an unfinished document as it stands, without downloads', async () => {
    openQuestionnaire({ answers: ALL_DONE, myRole: 'VIEWER' });
    const note = await screen.findByText('You can view this document');
    expect(note).toBeTruthy();
    const preview = await screen.findByTestId('document-preview');
    expect(within(preview).getByText('Supply Agreement', { selector: 'h2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
