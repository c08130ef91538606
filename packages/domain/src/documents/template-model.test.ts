import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../shared/validation.js';
import { ZTemplate } from './template-model.js';
import { mutualNda, mutualNdaInput } from './test-support/mutual-nda.js';

function errorsOf(change: (t: any) => void): Record<string, string> {
  const draft = structuredClone(mutualNdaInput) as any;
  change(draft);
  const result = ZTemplate.safeParse(draft);
  if (result.success) return {};
  return fieldErrors(result.error);
}

describe('template schema', () => {
  it('parses the example and fills defaults', () => {
    expect(mutualNda.metadata).toMatchObject({
      font: 'Helvetica',
      country: 'AU',
      category: 'template',
    });
    const first = mutualNda.questionnaire.sections[0]?.items[0];
    expect(first).toMatchObject({ id: 'parties', minItems: 2, maxItems: 4 });
  });

  it('rejects an unknown category and a non-slug id', () => {
    expect(
      errorsOf((t) => {
        t.metadata.category = 'contracts';
        t.metadata.id = 'Mutual NDA';
      }),
    ).toEqual({
      'metadata.id': 'A template id is a lower-case slug, e.g. mutual-nda',
      'metadata.category':
        'Category is one of compliance, financial, officeHolder, shareholder, support, template',
    });
  });

  it('rejects placeholders with bad syntax or unknown filters', () => {
    const errors = errorsOf((t) => {
      t.body[1].text = 'Between {{parties.name|shout}}';
      t.body[4].text = 'Unclosed {{purpose';
    });
    expect(Object.values(errors)).toEqual([
      "Unknown filter 'shout' in {{parties.name|shout}}",
      "'{{' without a matching '}}'",
    ]);
  });

  it('rejects names that do not exist where they are used', () => {
    const errors = errorsOf((t) => {
      t.body[1].text = '{{party.name}} and {{purpose.x}} and {{nothing}}';
      t.body.push({ type: 'paragraph', text: 'See clause {{clause:nowhere}}' });
      t.body.push({ type: 'each', group: 'purpose', as: 'p', blocks: [{ type: 'pageBreak' }] });
    });
    expect(Object.values(errors)).toEqual([
      "'party' is not an earlier question or repeat item (in 'party.name')",
      "'purpose' is not a repeat group",
      "No clause has id 'nowhere'",
    ]);
  });

  it('only lets showIf look at earlier answers', () => {
    const errors = errorsOf((t) => {
      t.questionnaire.sections[0].items[0].questions[0].showIf = {
        op: 'truthy',
        path: 'party.abn',
      };
      t.questionnaire.sections[0].showIf = { op: 'truthy', path: 'purpose' };
    });
    expect(Object.values(errors)).toEqual([
      "'purpose' is not an earlier question or repeat item (in 'purpose')",
      "'abn' is not a question in parties (in 'party.abn')",
    ]);
  });

  it('rejects duplicate ids, invalid defaults and misplaced rules', () => {
    const errors = errorsOf((t) => {
      const terms = t.questionnaire.sections[1].items;
      terms.push({ id: 'purpose', label: 'Again', type: 'EMAIL', default: 'not-an-email' });
      terms.push({ id: 'extra', label: 'Extra', type: 'ABN', minLength: 3 });
    });
    expect(errors).toEqual({
      'questionnaire.sections.1.items.6.id': "Question id 'purpose' is used twice or reserved",
      'questionnaire.sections.1.items.6.default':
        'Default: Enter a valid email address, e.g. name@example.com.au',
      'questionnaire.sections.1.items.7.minLength':
        'minLength applies to FREE_TEXT and BUSINESS_NAME only',
    });
  });
});
