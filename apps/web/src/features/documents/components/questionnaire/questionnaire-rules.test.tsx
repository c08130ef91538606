import { CONFIRMED_STEPS_KEY, type TAnswers } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asksForUser, CUSTOMER, renderApp, userAnswer } from '../../../../test/render-app';

// Rules across answers on screen: a referral to a lawyer shown as soon as the answer is
// chosen, shares that must add up, and the steps to take once the document is finished.
const QUESTIONNAIRE = {
  sections: [
    {
      id: 'premises',
      title: 'The premises',
      items: [
        {
          id: 'state',
          label: 'State',
          type: 'FREE_TEXT',
          options: [
            { value: 'NSW', label: 'New South Wales' },
            { value: 'VIC', label: 'Victoria' },
          ],
        },
        {
          id: 'use',
          label: 'What kind of premises?',
          type: 'FREE_TEXT',
          options: [
            { value: 'office', label: 'Offices' },
            { value: 'shop', label: 'A shop' },
          ],
        },
      ],
    },
    {
      id: 'partnersSection',
      title: 'Partners',
      items: [
        {
          id: 'partners',
          label: 'Partners',
          itemName: 'partner',
          itemLabel: 'Partner',
          minItems: 2,
          questions: [
            { id: 'name', label: 'Partner name', type: 'FREE_TEXT' },
            { id: 'share', label: 'Profit share', type: 'FREE_TEXT', format: 'percent' },
          ],
        },
      ],
    },
  ],
  rules: [
    {
      kind: 'refer',
      path: 'use',
      when: { op: 'equals', path: 'use', value: 'shop' },
      message: 'Retail shop leases are governed by the retail leases law of each State.',
    },
    {
      kind: 'sum',
      group: 'partners',
      field: 'share',
      total: 100,
      message: 'Shares must add up to 100%',
    },
  ],
  completion: [
    { kind: 'sign', title: 'Sign it as a deed', text: 'Each party signs in front of a witness.' },
    {
      kind: 'register',
      title: 'Register it with NSW Land Registry Services',
      text: 'Before dealing with land.',
      showIf: { op: 'equals', path: 'state', value: 'NSW' },
      link: 'https://www.nswlrs.com.au/',
    },
    {
      kind: 'register',
      title: 'Check with Land Use Victoria',
      text: 'Before dealing with land.',
      showIf: { op: 'equals', path: 'state', value: 'VIC' },
    },
  ],
};

type TGraphqlBody = { query: string; variables?: Record<string, unknown> };

// Pay with a minimum (as an award sets one) and an end that must come after the start.
const PAY_QUESTIONNAIRE = {
  sections: [
    {
      id: 'pay',
      title: 'Hours and pay',
      items: [
        { id: 'salary', label: 'Annual base salary', type: 'FREE_TEXT', format: 'money' },
        { id: 'startDate', label: 'Start date', type: 'DATE' },
        { id: 'endDate', label: 'End date', type: 'DATE' },
      ],
    },
  ],
  rules: [
    {
      kind: 'compare',
      path: 'salary',
      op: 'gte',
      value: 4930120,
      message: 'Enter a salary of at least $49,301.20 a year, the national minimum wage',
    },
    {
      kind: 'compare',
      path: 'endDate',
      op: 'gt',
      than: 'startDate',
      message: 'The end date must come after the start date',
    },
  ],
};

function open(answers: TAnswers, status = 'IN_PROGRESS', questionnaire: object = QUESTIONNAIRE) {
  const document = {
    id: 'doc-2',
    title: 'Lease',
    templateId: 'lease',
    status,
    progress: 0,
    answers,
    questionnaire,
    documentType: 'template',
    updatedAt: '2026-01-01T00:00:00.000Z',
    myRole: 'OWNER',
  };
  return renderApp('/documents/questionnaire/doc-2', {
    routes: {
      'POST /graphql': (raw) => {
        const body = raw as TGraphqlBody;
        if (asksForUser(raw)) return userAnswer(CUSTOMER);
        if (body.query.includes('getMyDocument')) {
          return Response.json({ data: { getMyDocument: document } });
        }
        if (body.query.includes('saveDocumentAnswers')) {
          const result = { id: 'doc-2', progress: 0.5, status: 'IN_PROGRESS', updatedAt: '' };
          return Response.json({
            data: { saveDocumentAnswers: { document: result, missing: [], invalid: [] } },
          });
        }
        return Response.json({
          data: null,
          errors: [{ message: 'Not answered in this test', extensions: { code: 'NOT_FOUND' } }],
        });
      },
    },
  });
}

const heading = () => screen.findByRole('heading', { level: 2 });

describe('questionnaire rules on screen', () => {
  it('refers the customer to a lawyer as soon as the answer calls for it, and holds them there', async () => {
    open({ state: 'NSW' });
    expect((await heading()).textContent).toBe('The premises');
    expect(screen.queryByTestId('referral-notice')).toBeNull();
    fireEvent.click(screen.getByLabelText('A shop'));
    const notice = await screen.findByTestId('referral-notice');
    expect(within(notice).getByText(/governed by the retail leases law/)).toBeTruthy();
    expect(
      within(notice).getByRole('link', { name: 'Book a consultation with a lawyer' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('section-problems')).toBeTruthy());
    expect((await heading()).textContent).toBe('The premises');
    fireEvent.click(screen.getByLabelText('Offices'));
    await waitFor(() => expect(screen.queryByTestId('referral-notice')).toBeNull());
  });

  it('asks for shares that add up to 100%, with the % shown beside each', async () => {
    open({
      state: 'VIC',
      use: 'office',
      partners: [
        { name: 'Ann', share: 50 },
        { name: 'Bo', share: 40 },
      ],
      [CONFIRMED_STEPS_KEY]: ['premises'],
    });
    expect((await heading()).textContent).toBe('Partners');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Shares must add up to 100%')).toBeTruthy();
    const second = screen.getAllByLabelText('Profit share')[1] as HTMLInputElement;
    fireEvent.change(second, { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('heading', { name: 'Review your answers' })).textContent).toBe(
      'Review your answers',
    );
    expect(screen.getAllByText('50%')).toHaveLength(2);
  });

  it('shows a finished document the steps that apply to its answers', async () => {
    open(
      {
        state: 'VIC',
        use: 'office',
        partners: [
          { name: 'Ann', share: 50 },
          { name: 'Bo', share: 50 },
        ],
      },
      'COMPLETED',
    );
    const steps = await screen.findByTestId('completion-steps');
    expect(within(steps).getByText('Sign it as a deed')).toBeTruthy();
    expect(within(steps).getByText('Check with Land Use Victoria')).toBeTruthy();
    expect(within(steps).queryByText('Register it with NSW Land Registry Services')).toBeNull();
  });

  it('holds a salary below the minimum and an end before the start as field errors, and blocks Next', async () => {
    open(
      { salary: 500000, startDate: '2026-12-01', endDate: '2026-11-01' },
      'IN_PROGRESS',
      PAY_QUESTIONNAIRE,
    );
    expect((await heading()).textContent).toBe('Hours and pay');
    // Saved like that, they are flagged as the form opens, not only once the box is left.
    const salary = screen.getByLabelText('Annual base salary');
    expect(salary.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('Enter a salary of at least $49,301.20 a year, the national minimum wage'),
    ).toBeTruthy();
    expect(screen.getByText('The end date must come after the start date')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByTestId('section-problems').textContent).toMatch(/2 answers/),
    );
    expect((await heading()).textContent).toBe('Hours and pay');

    fireEvent.change(salary, { target: { value: '60,000' } });
    fireEvent.blur(salary);
    await waitFor(() => expect(screen.queryByText(/at least \$49,301.20/)).toBeNull());
    const end = screen.getByLabelText('End date');
    fireEvent.change(end, { target: { value: '01/02/2027' } });
    fireEvent.blur(end);
    await waitFor(() =>
      expect(screen.queryByText('The end date must come after the start date')).toBeNull(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Review your answers' })).toBeTruthy();
  });
});
