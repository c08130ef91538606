import { CONFIRMED_STEPS_KEY } from '@app/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ALL_DONE, heading, openQuestionnaire, type } from './questionnaire-page-kit';

const progress = () =>
  screen.getByRole('progressbar', { name: 'Questionnaire progress' }).getAttribute('aria-valuenow');
const ALL_ANSWERED_UNSEEN = { ...ALL_DONE, [CONFIRMED_STEPS_KEY]: [] };

describe('questionnaire progress and resuming', () => {
  it('opens a blank form at 0%, not counting answers the template suggests', async () => {
    openQuestionnaire();
    expect((await heading()).textContent).toBe('Your business');
    expect(progress()).toBe('0');
    expect(screen.getByText(/0% complete · Step 1 of 4/)).toBeTruthy();
  });

  it('resumes at the first step not yet seen, without accepting its defaults', async () => {
    openQuestionnaire({ answers: ALL_ANSWERED_UNSEEN });
    expect((await heading()).textContent).toBe('Your business');
    // Every required answer given but the Terms default never seen: not 100%.
    expect(Number(progress())).toBeLessThan(100);
    expect(screen.queryByRole('button', { name: 'Finish document' })).toBeNull();
  });

  it('records each step as seen when the customer moves on, and then reaches 100%', async () => {
    const app = openQuestionnaire({ answers: ALL_ANSWERED_UNSEEN });
    await heading();
    for (const next of ['The other parties', 'Terms', 'Review your answers']) {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(async () => expect((await heading()).textContent).toBe(next));
    }
    expect(progress()).toBe('100');
    expect(screen.getByRole('button', { name: 'Finish document' })).toHaveProperty(
      'disabled',
      false,
    );
    await waitFor(
      () =>
        expect(app.saves.at(-1)?.[CONFIRMED_STEPS_KEY]).toEqual([
          'business',
          'partiesSection',
          'terms',
        ]),
      { timeout: 3000 },
    );
  });

  it('flags a wrong ABN saved earlier as soon as the form opens, not on blur', async () => {
    openQuestionnaire({ answers: { businessName: 'Harbour Fresh Foods', abn: '51824753557' } });
    expect((await heading()).textContent).toBe('Your business');
    expect(screen.getByText('Enter a valid ABN: the check digits do not match')).toBeTruthy();
    expect(screen.getByLabelText('ABN').getAttribute('aria-invalid')).toBe('true');
  });

  it('brings each new step in at the top of the scrolling page', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    openQuestionnaire({ answers: ALL_ANSWERED_UNSEEN });
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(async () => expect((await heading()).textContent).toBe('The other parties'));
    expect(scrolled.at(-1)?.id).toBe('questionnaire-top');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('The other parties'));
  });
});

describe('questionnaire wording', () => {
  it('names the answer needed, after the label rather than the type', async () => {
    openQuestionnaire();
    await heading();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter the ABN')).toBeTruthy();
    expect(screen.queryByText('Enter an ABN')).toBeNull();
  });

  it('says (optional) once, and starts option labels with a capital', async () => {
    openQuestionnaire({
      answers: { ...ALL_DONE, [CONFIRMED_STEPS_KEY]: ['business', 'partiesSection'] },
    });
    expect((await heading()).textContent).toBe('Terms');
    expect(screen.getByLabelText('Purchase order number (optional)')).toBeTruthy();
    expect(screen.queryByText(/\(if any\)/)).toBeNull();
    expect(screen.getByLabelText('Weekly')).toBeTruthy();
    expect(screen.getByLabelText('Monthly')).toBeTruthy();
  });

  it('shows and reads dates as dd/mm/yyyy, and saves them as yyyy-MM-dd', async () => {
    const app = openQuestionnaire({
      answers: { ...ALL_DONE, [CONFIRMED_STEPS_KEY]: ['business', 'partiesSection'] },
    });
    await heading();
    const start = screen.getByLabelText('Start date') as HTMLInputElement;
    expect(start.value).toBe('01/12/2026');
    type('Start date', '3/2/2027');
    await waitFor(() => expect(app.saves.at(-1)?.startDate).toBe('2027-02-03'), {
      timeout: 3000,
    });
  });
});
