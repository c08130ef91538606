import { type TTemplateInput, ZTemplate } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { blankPlaceholders } from './template-library-coverage.js';

// The branch tests rely on this check to catch text that prints an answer the questionnaire
// never asked for (a question hidden by its own condition, or an optional one left blank).

const template = (body: TTemplateInput['body']) =>
  ZTemplate.parse({
    metadata: { id: 'check', title: 'Check', category: 'template', rights: { canDownload: true } },
    questionnaire: {
      sections: [
        {
          id: 'main',
          title: 'Main',
          items: [
            { id: 'hasDeposit', label: 'Deposit?', type: 'CHECKBOX' },
            {
              id: 'deposit',
              label: 'Deposit',
              type: 'FREE_TEXT',
              format: 'money',
              showIf: { op: 'truthy', path: 'hasDeposit' },
            },
            { id: 'personName', label: 'Person', type: 'FREE_TEXT', required: false },
            { id: 'companyName', label: 'Company', type: 'FREE_TEXT', required: false },
          ],
        },
      ],
    },
    body,
  });

describe('blankPlaceholders', () => {
  it('finds text that prints an answer hidden by its own condition', () => {
    const t = template([{ type: 'clause', text: 'A deposit of {{deposit}} is payable.' }]);
    expect(blankPlaceholders(t, { hasDeposit: false })).toEqual([
      '{{deposit}} in "A deposit of {{deposit}} is payable."',
    ]);
    expect(blankPlaceholders(t, { hasDeposit: true, deposit: 50_000 })).toEqual([]);
  });

  it('follows the same branches as rendering, into clause children and repeats', () => {
    const t = template([
      {
        type: 'if',
        condition: { op: 'truthy', path: 'hasDeposit' },
        blocks: [
          {
            type: 'clause',
            title: 'Deposit',
            children: [{ type: 'paragraph', text: '{{deposit}}' }],
          },
        ],
        else: [{ type: 'paragraph', text: 'No deposit is payable.' }],
      },
    ]);
    expect(blankPlaceholders(t, { hasDeposit: false })).toEqual([]);
    expect(blankPlaceholders(t, { hasDeposit: true })).toEqual(['{{deposit}} in "{{deposit}}"']);
  });

  it('accepts a string made only of alternatives when one of them is printed', () => {
    const t = template([{ type: 'paragraph', text: '{{personName}}{{companyName}}' }]);
    expect(blankPlaceholders(t, { companyName: 'Acme Pty Ltd' })).toEqual([]);
    expect(blankPlaceholders(t, {})).toHaveLength(2);
  });
});
