import { CONFIRMED_STEPS_KEY, type TAnswers } from '@app/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import {
  asksForUser,
  CUSTOMER,
  renderApp,
  type TStubRoutes,
  userAnswer,
} from '../../../test/render-app';

// The questionnaire screen's tests share this kit. A small template with one of each thing the screen must handle: check digits, a question
// shown by an earlier answer, a repeat group with an item-scoped condition, money and a date.
export const QUESTIONNAIRE = {
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
        {
          id: 'reference',
          label: 'Purchase order number (if any)',
          type: 'FREE_TEXT',
          required: false,
        },
        {
          id: 'payFrequency',
          label: 'How often is the fee paid?',
          type: 'FREE_TEXT',
          options: [
            { value: 'weekly', label: 'weekly' },
            { value: 'monthly', label: 'monthly' },
          ],
          default: 'monthly',
        },
      ],
    },
  ],
};

export const BUSINESS_DONE: TAnswers = {
  businessName: 'Harbour Fresh Foods',
  abn: '51 824 753 556',
  [CONFIRMED_STEPS_KEY]: ['business'],
};
export const ALL_DONE: TAnswers = {
  ...BUSINESS_DONE,
  [CONFIRMED_STEPS_KEY]: ['business', 'partiesSection', 'terms'],
  parties: [{ name: { givenNames: 'Sophie', familyName: 'Nguyen' }, entityType: 'individual' }],
  startDate: '2026-12-01',
  fee: 150050,
};

export const BODY = {
  metadata: {
    id: 'supply-agreement',
    title: 'Supply Agreement',
    category: 'template',
    rights: { canDownload: true },
  },
  body: [
    { type: 'heading', text: 'Supply Agreement' },
    { type: 'paragraph', text: 'This agreement is made by {{businessName}} (ABN {{abn}}).' },
    { type: 'clause', title: 'Start', text: 'Supply starts on {{startDate}}.' },
  ],
};

type TGraphqlBody = { query: string; variables?: Record<string, unknown> };

export function openQuestionnaire(
  options: {
    answers?: TAnswers;
    status?: string;
    failSaves?: number;
    myRole?: string;
    routes?: TStubRoutes;
  } = {},
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
    myRole: options.myRole ?? 'OWNER',
  };
  const app = renderApp('/documents/questionnaire/doc-1', {
    routes: {
      ...options.routes,
      'POST /graphql': (raw) => {
        const body = raw as TGraphqlBody;
        if (asksForUser(raw)) return userAnswer(CUSTOMER);
        if (body.query.includes('getMyDocuments')) {
          return Response.json({ data: { getMyDocuments: [] } });
        }
        if (body.query.includes('getMyDocument')) {
          return Response.json({ data: { getMyDocument: document } });
        }
        if (body.query.includes('getDocumentBody')) {
          return Response.json({ data: { getDocumentBody: BODY } });
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
          document.status = 'COMPLETED';
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

export const heading = () => screen.findByRole('heading', { level: 2 });
export const type = (label: string | RegExp, value: string, scope: HTMLElement = document.body) => {
  const input = within(scope).getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  return input;
};
