import { describe, expect, it } from 'vitest';
import { missingAnswerMessage, questionLabelText } from './questionnaire-messages.js';
import type { TQuestion } from './questionnaire-model.js';
import {
  CONFIRMED_STEPS_KEY,
  confirmedSteps,
  questionnaireProgress,
  withStepConfirmed,
} from './questionnaire-progress.js';
import { render } from './render.js';
import {
  PREVIEW_GAP_END,
  PREVIEW_GAP_START,
  previewPieces,
  renderPreview,
} from './render-preview.js';
import { mutualNda } from './test-support/mutual-nda.js';

const now = new Date('2026-11-20T14:30:00Z');
const party = {
  name: 'Acme Catering Pty Ltd',
  acn: '004 085 616',
  address: { line1: '1 George Street', suburb: 'Sydney', state: 'NSW', postcode: '2000' },
  signatory: { givenNames: 'Jane', familyName: 'Citizen' },
  role: 'director',
};

describe('questionnaire progress', () => {
  it('does not count defaults the customer has not seen', () => {
    // governingLaw has a default and each party's entity type too: none of it is an answer yet.
    const blank = questionnaireProgress(mutualNda, { parties: [{}, {}] }, { now });
    expect(blank.answered).toBe(0);
    expect(blank.share).toBe(0);
  });

  it('counts a section’s defaults once the section is confirmed', () => {
    const answers = { parties: [party, party], purpose: 'evaluating a joint venture' };
    const before = questionnaireProgress(mutualNda, answers, { now });
    const after = questionnaireProgress(mutualNda, withStepConfirmed(answers, 'terms'), { now });
    expect(after.answered).toBe(before.answered + 1);
  });

  it('keeps confirmed steps under a key no question can have, out of the document', () => {
    const answers = withStepConfirmed(withStepConfirmed({}, 'parties'), 'parties');
    expect(answers[CONFIRMED_STEPS_KEY]).toEqual(['parties']);
    expect([...confirmedSteps(answers)]).toEqual(['parties']);
    expect(confirmedSteps({ [CONFIRMED_STEPS_KEY]: 'parties' }).size).toBe(0);
  });
});

describe('missing answer messages', () => {
  const question = (label: string, extra: Partial<TQuestion> = {}) =>
    ({ id: 'q', label, type: 'BUSINESS_NAME', required: true, ...extra }) as TQuestion;

  it('names what the label asks for', () => {
    expect(
      missingAnswerMessage(question('Full legal name of the employer'), 'Enter the business name'),
    ).toBe('Enter the full legal name of the employer');
    expect(missingAnswerMessage(question('ABN of the employer (if any)'), 'Enter an ABN')).toBe(
      'Enter the ABN of the employer',
    );
    expect(missingAnswerMessage(question('Your business name'), 'x')).toBe(
      'Enter your business name',
    );
  });

  it('keeps the type’s message for questions, choices and signatures', () => {
    expect(
      missingAnswerMessage(question('Who will the employee report to?'), 'Enter an answer'),
    ).toBe('Enter an answer');
    const options = [{ value: 'a', label: 'A' }];
    expect(missingAnswerMessage(question('Notice period', { options }), 'Choose an option')).toBe(
      'Choose an option',
    );
  });

  it('reads a label without its (if any) or (optional)', () => {
    expect(questionLabelText('ABN of the agent (if any)')).toBe('ABN of the agent');
    expect(questionLabelText('Other benefits (optional)')).toBe('Other benefits');
  });
});

describe('renderPreview', () => {
  it('renders at any point, marking the answers still needed by their question', () => {
    const preview = renderPreview(mutualNda, {}, { now });
    expect(render(mutualNda, {}, { now }).ok).toBe(false);
    expect(preview.title).toBe('Mutual Non-Disclosure Agreement');
    const text = JSON.stringify(preview.blocks);
    expect(text).toContain(
      `${PREVIEW_GAP_START}What will the information be shared for?${PREVIEW_GAP_END}`,
    );
  });

  it('shows the answers given so far, and no gap for an optional answer left blank', () => {
    const preview = renderPreview(mutualNda, { parties: [party, {}] }, { now });
    const text = JSON.stringify(preview.blocks);
    expect(text).toContain('Acme Catering Pty Ltd');
    expect(text).not.toContain(`${PREVIEW_GAP_START}ABN`);
  });

  it('leaves no gap for a question the answers hide, as the finished document leaves it out', () => {
    const soleTrader = { ...party, entityType: 'soleTrader', acn: undefined, role: undefined };
    const text = JSON.stringify(
      renderPreview(mutualNda, { parties: [party, soleTrader] }, { now }).blocks,
    );
    expect(text).not.toContain(`${PREVIEW_GAP_START}ACN${PREVIEW_GAP_END}`);
    const company = JSON.stringify(
      renderPreview(mutualNda, { parties: [{ name: 'X' }] }, { now }).blocks,
    );
    expect(company).toContain(`${PREVIEW_GAP_START}ACN${PREVIEW_GAP_END}`);
  });

  it('splits text into plain runs and gaps for a screen to style', () => {
    expect(previewPieces(`Between ${PREVIEW_GAP_START}Name${PREVIEW_GAP_END} and you`)).toEqual([
      { gap: false, text: 'Between ' },
      { gap: true, text: 'Name' },
      { gap: false, text: ' and you' },
    ]);
  });
});
