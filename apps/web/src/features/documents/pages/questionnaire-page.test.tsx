import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ALL_DONE,
  BUSINESS_DONE,
  heading,
  openQuestionnaire,
  type,
} from './questionnaire-page-kit';

describe('questionnaire page', () => {
  it('refuses an ABN whose check digits do not match, and keeps the customer on the section', async () => {
    openQuestionnaire();
    expect((await heading()).textContent).toBe('Your business');
    type('Business name', 'Harbour Fresh Foods');
    const abn = type('ABN', '51824753557');
    expect((abn as HTMLInputElement).value).toBe('51 824 753 557');
    expect(
      await screen.findByText('Enter a valid ABN: the check digits do not match'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(document.activeElement).toBe(abn));
    expect((await heading()).textContent).toBe('Your business');
    expect(abn.getAttribute('aria-invalid')).toBe('true');

    type('ABN', '51 824 753 556');
    expect(screen.queryByText('Enter a valid ABN: the check digits do not match')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(async () => expect((await heading()).textContent).toBe('The other parties'));
  });

  it('shows a question only once the answer that enables it is given', async () => {
    openQuestionnaire();
    await heading();
    expect(screen.queryByLabelText(/Trading name/)).toBeNull();
    fireEvent.click(screen.getByLabelText('Does the business trade under another name?'));
    expect(await screen.findByLabelText('Trading name')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Does the business trade under another name?'));
    await waitFor(() => expect(screen.queryByLabelText(/Trading name/)).toBeNull());
  });

  it('adds and removes repeat items, each with its own conditions', async () => {
    const app = openQuestionnaire({ answers: BUSINESS_DONE });
    expect((await heading()).textContent).toBe('The other parties');
    expect(screen.getAllByTestId('parties-item')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove Party 1' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Add Party' }));
    const cards = screen.getAllByTestId('parties-item');
    expect(cards).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Party 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Party' })).toHaveProperty('disabled', true);

    const second = cards[1] as HTMLElement;
    expect(within(second).queryByLabelText('ACN')).toBeNull();
    fireEvent.click(within(second).getByLabelText('An Australian company'));
    expect(within(second).getByLabelText('ACN')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).queryByLabelText('ACN')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Party 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Party 2?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getAllByTestId('parties-item')).toHaveLength(1));
    await waitFor(() => expect(app.saves.at(-1)?.parties).toEqual([{}]), { timeout: 3000 });
  });

  it('saves the answers as the customer types, and retries a failed save', async () => {
    const app = openQuestionnaire({ failSaves: 1 });
    await heading();
    type('Business name', 'Harbour Fresh Foods');
    const status = screen.getByTestId('save-status');
    await waitFor(() => expect(status.textContent).toBe('Could not save — retrying'), {
      timeout: 3000,
    });
    expect((screen.getByLabelText('Business name') as HTMLInputElement).value).toBe(
      'Harbour Fresh Foods',
    );
    await waitFor(() => expect(status.textContent).toBe('Saved'), { timeout: 5000 });
    expect(app.saves.at(-1)).toMatchObject({ businessName: 'Harbour Fresh Foods' });
  });

  it('resumes at the first section needing attention, with the saved answers filled in', async () => {
    openQuestionnaire({ answers: BUSINESS_DONE });
    expect((await heading()).textContent).toBe('The other parties');
    expect(screen.getByRole('progressbar', { name: 'Questionnaire progress' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(async () => expect((await heading()).textContent).toBe('Your business'));
    expect((screen.getByLabelText('Business name') as HTMLInputElement).value).toBe(
      'Harbour Fresh Foods',
    );
    expect((screen.getByLabelText('ABN') as HTMLInputElement).value).toBe('51 824 753 556');
  });

  it('opens a complete document at the review, and finishes it into the document itself', async () => {
    const app = openQuestionnaire({ answers: ALL_DONE });
    expect((await heading()).textContent).toBe('Review your answers');
    expect(
      screen
        .getByRole('progressbar', { name: 'Questionnaire progress' })
        .getAttribute('aria-valuenow'),
    ).toBe('100');
    expect(screen.getByText('Sophie Nguyen')).toBeTruthy();
    expect(screen.getByText('$1,500.50')).toBeTruthy();
    expect(screen.getByText('01/12/2026')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Finish document' }));
    // The page becomes the finished document, ready to download.
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(app.completed).toEqual(['doc-1']);
    expect(await screen.findByText('Your document is ready')).toBeTruthy();
  });

  it('goes back to a section from the review to edit it', async () => {
    openQuestionnaire({ answers: ALL_DONE });
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Terms' }));
    await waitFor(async () => expect((await heading()).textContent).toBe('Terms'));
    expect((screen.getByLabelText('Fee (optional)') as HTMLInputElement).value).toBe('1,500.50');
  });
});
