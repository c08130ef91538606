import type { TAnswers } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CUSTOMER, renderApp } from '../../../test/render-app';

// A small template with one of each thing the screen must handle: check digits, a question
// shown by an earlier answer, a repeat group with an item-scoped condition, money and a date.
const QUESTIONNAIRE = {
  sections: [
    {
      id: 'business',
      title: 'Your business',
      items: [
        { id: 'businessName', label: 'Business name', type: 'BUSINESS_NAME' },
        { id: 'abn', label: 'ABN', type: 'ABN' },
        {
          id: 'hasTradingName',
          label: 'Does the business trade under another name?',
          type: 'CHECKBOX',
          default: false,
        },
        {
          id: 'tradingName',
          label: 'Trading name',
          type: 'BUSINESS_NAME',
          showIf: { op: 'truthy', path: 'hasTradingName' },
        },
      ],
    },
    {
      id: 'partiesSection',
      title: 'The other parties',
      items: [
        {
          id: 'parties',
          label: 'Parties',
          itemName: 'party',
          itemLabel: 'Party',
          minItems: 1,
          maxItems: 2,
          questions: [
            { id: 'name', label: 'Party name', type: 'FULL_NAME' },
            {
              id: 'entityType',
              label: 'Party type',
              type: 'FREE_TEXT',
              options: [
                { value: 'company', label: 'An Australian company' },
                { value: 'individual', label: 'An individual' },
              ],
            },
            {
              id: 'acn',
              label: 'ACN',
              type: 'ACN',
              showIf: { op: 'equals', path: 'party.entityType', value: 'company' },
            },
          ],
        },
      ],
    },
    {
      id: 'terms',
      title: 'Terms',
      items: [
        { id: 'startDate', label: 'Start date', type: 'DATE' },
        { id: 'fee', label: 'Fee', type: 'FREE_TEXT', format: 'money', required: false },
      ],
    },
  ],
};

const BUSINESS_DONE: TAnswers = { businessName: 'Harbour Fresh Foods', abn: '51 824 753 556' };
const ALL_DONE: TAnswers = {
  ...BUSINESS_DONE,
  parties: [{ name: { givenNames: 'Sophie', familyName: 'Nguyen' }, entityType: 'individual' }],
  startDate: '2026-12-01',
  fee: 150050,
};

type TGraphqlBody = { query: string; variables?: Record<string, unknown> };

function openQuestionnaire(
  options: { answers?: TAnswers; status?: string; failSaves?: number } = {},
) {
  const saves: TAnswers[] = [];
  const completed: string[] = [];
  let failuresLeft = options.failSaves ?? 0;
  const document = {
    id: 'doc-1',
    title: 'Supply Agreement',
    templateId: 'supply-agreement',
    status: options.status ?? 'IN_PROGRESS',
    progress: 0,
    answers: options.answers ?? {},
    questionnaire: QUESTIONNAIRE,
    documentType: 'template',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
  const app = renderApp('/documents/questionnaire/doc-1', {
    routes: {
      'POST /graphql': (raw) => {
        const body = raw as TGraphqlBody;
        if (body.query.includes('getUser')) return Response.json({ data: { getUser: CUSTOMER } });
        if (body.query.includes('getMyDocuments')) {
          return Response.json({ data: { getMyDocuments: [] } });
        }
        if (body.query.includes('getMyDocument')) {
          return Response.json({ data: { getMyDocument: document } });
        }
        if (body.query.includes('saveDocumentAnswers')) {
          if (failuresLeft > 0) {
            failuresLeft -= 1;
            return new Response('Bad gateway', { status: 502 });
          }
          saves.push(body.variables?.a as TAnswers);
          const result = { id: 'doc-1', progress: 0.5, status: 'IN_PROGRESS', updatedAt: '' };
          return Response.json({
            data: { saveDocumentAnswers: { document: result, missing: [], invalid: [] } },
          });
        }
        if (body.query.includes('completeDocument')) {
          completed.push(String(body.variables?.d));
          return Response.json({
            data: { completeDocument: { id: 'doc-1', status: 'COMPLETED' } },
          });
        }
        return Response.json({ errors: [{ message: 'Unexpected call in test' }] });
      },
    },
  });
  return { ...app, saves, completed };
}

const heading = () => screen.findByRole('heading', { level: 2 });
const type = (label: string | RegExp, value: string, scope: HTMLElement = document.body) => {
  const input = within(scope).getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  return input;
};

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

  it('opens a complete document at the review, and finishes it', async () => {
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
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/documents/my-documents'));
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

  it('shows a finished document read-only', async () => {
    const app = openQuestionnaire({ answers: ALL_DONE, status: 'COMPLETED' });
    expect(await screen.findByText('This document is finished')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Finish document' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(app.saves).toEqual([]);
  });
});
