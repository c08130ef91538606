import { describe, expect, it } from 'vitest';
import { checkAnswers } from './answers.js';
import { completionSteps } from './completion-guidance.js';
import { type TQuestionnaire, ZQuestionnaire } from './questionnaire-model.js';

const now = new Date('2026-11-21T01:00:00Z');

const questionnaire: TQuestionnaire = ZQuestionnaire.parse({
  sections: [
    {
      id: 'deal',
      title: 'The deal',
      items: [
        { id: 'startDate', label: 'Start date', type: 'DATE' },
        { id: 'endDate', label: 'End date', type: 'DATE' },
        { id: 'price', label: 'Price', type: 'FREE_TEXT', format: 'money', min: 100 },
        { id: 'deposit', label: 'Deposit', type: 'FREE_TEXT', format: 'money', required: false },
        {
          id: 'retail',
          label: 'Will the premises be used for retail?',
          type: 'FREE_TEXT',
          options: [
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ],
        },
        {
          id: 'partners',
          label: 'Partners',
          itemName: 'partner',
          minItems: 1,
          questions: [
            { id: 'name', label: 'Name', type: 'FREE_TEXT' },
            { id: 'share', label: 'Profit share', type: 'FREE_TEXT', format: 'percent' },
          ],
        },
      ],
    },
  ],
  rules: [
    {
      kind: 'compare',
      path: 'endDate',
      op: 'gt',
      than: 'startDate',
      message: 'The end date must be after the start date',
    },
    {
      kind: 'compare',
      path: 'deposit',
      op: 'lte',
      than: 'price',
      message: 'The deposit cannot be more than the price',
    },
    {
      kind: 'sum',
      group: 'partners',
      field: 'share',
      total: 100,
      message: 'The profit shares must add up to 100%',
    },
    {
      kind: 'refer',
      path: 'retail',
      when: { op: 'equals', path: 'retail', value: 'yes' },
      message: 'Retail leases need a lawyer',
    },
  ],
  completion: [
    { kind: 'sign', title: 'Sign it', text: 'Both parties sign.' },
    {
      kind: 'register',
      title: 'Retail',
      text: 'Lodge it.',
      showIf: { op: 'equals', path: 'retail', value: 'yes' },
    },
  ],
});

const good = {
  startDate: '2027-01-01',
  endDate: '2027-12-31',
  price: '1,000',
  deposit: '100',
  retail: 'no',
  partners: [
    { name: 'Ann', share: '33.33' },
    { name: 'Bo', share: '33.33' },
    { name: 'Cy', share: '33.34%' },
  ],
};

const problemsOf = (answers: Record<string, unknown>) =>
  checkAnswers({ questionnaire }, answers, { now }).problems.map(({ path, message, referral }) =>
    referral ? { path, message, referral } : { path, message },
  );

describe('questionnaire rules', () => {
  it('accepts answers that keep every rule, with percentages adding up exactly', () => {
    expect(problemsOf(good)).toEqual([]);
  });

  it('reports each broken rule under the answer to change', () => {
    expect(
      problemsOf({
        ...good,
        endDate: '2027-01-01',
        deposit: '2,000',
        retail: 'yes',
        partners: [
          { name: 'Ann', share: '50' },
          { name: 'Bo', share: '40' },
        ],
      }),
    ).toEqual([
      { path: 'endDate', message: 'The end date must be after the start date' },
      { path: 'deposit', message: 'The deposit cannot be more than the price' },
      { path: 'partners', message: 'The profit shares must add up to 100%' },
      { path: 'retail', message: 'Retail leases need a lawyer', referral: true },
    ]);
  });

  it('says nothing about a rule whose answers are not given; the blank answer speaks for itself', () => {
    const { endDate: _, deposit: __, ...rest } = good;
    expect(problemsOf(rest)).toEqual([{ path: 'endDate', message: 'Enter a date' }]);
  });

  it('holds amounts to their minimum, and percentages to 0–100 with two decimals', () => {
    expect(problemsOf({ ...good, price: '0.50' })).toEqual([
      { path: 'price', message: 'Enter at least $1.00' },
    ]);
    expect(problemsOf({ ...good, partners: [{ name: 'Ann', share: '100.5' }] })).toEqual([
      { path: 'partners.0.share', message: 'Enter a percentage of 100 or less' },
    ]);
    expect(problemsOf({ ...good, partners: [{ name: 'Ann', share: '33.333' }] })).toEqual([
      { path: 'partners.0.share', message: 'Enter a percentage, e.g. 50 or 33.33' },
    ]);
  });

  it('compares dates and amounts inside each repeat item', () => {
    const q = ZQuestionnaire.parse({
      sections: [
        {
          id: 's',
          title: 'S',
          items: [
            {
              id: 'loans',
              label: 'Loans',
              itemName: 'loan',
              questions: [
                { id: 'from', label: 'From', type: 'DATE' },
                { id: 'to', label: 'To', type: 'DATE' },
              ],
            },
          ],
        },
      ],
      rules: [
        {
          kind: 'compare',
          path: 'loans.to',
          op: 'gt',
          than: 'loans.from',
          message: 'End after start',
        },
      ],
    });
    const check = checkAnswers(
      { questionnaire: q },
      {
        loans: [
          { from: '2027-01-01', to: '2027-02-01' },
          { from: '2027-03-01', to: '2027-02-01' },
        ],
      },
      { now },
    );
    expect(check.problems.map((p) => p.path)).toEqual(['loans.1.to']);
  });

  it('picks the completion steps that apply to the answers', () => {
    expect(completionSteps(questionnaire, good).map((s) => s.title)).toEqual(['Sign it']);
    expect(completionSteps(questionnaire, { ...good, retail: 'yes' }).map((s) => s.title)).toEqual([
      'Sign it',
      'Retail',
    ]);
  });
});
