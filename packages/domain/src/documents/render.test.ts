import { describe, expect, it } from 'vitest';
import { answersComplete } from './answers.js';
import type { TRenderedBlock } from './document-model.js';
import { render } from './render.js';
import { mutualNda } from './test-support/mutual-nda.js';

// 01:30 on 21 November 2026 in Sydney, still the 20th in UTC.
const now = new Date('2026-11-20T14:30:00Z');

const acme = {
  name: 'Acme Catering Pty Ltd',
  acn: '004 085 616',
  abn: '53004085616',
  address: { line1: '1 George Street', suburb: 'Sydney', state: 'nsw', postcode: '2000' },
  signatory: { givenNames: 'Jane', familyName: 'Citizen' },
  role: 'director',
  signature: 'Jane Citizen',
};
const bell = {
  name: 'Bell & Co',
  entityType: 'soleTrader',
  abn: '51 824 753 556',
  address: {
    line1: '5 Smith St',
    line2: 'Unit 2',
    suburb: 'Fitzroy',
    state: 'VIC',
    postcode: '3065',
  },
  signatory: { givenNames: 'Sam', familyName: 'Bell' },
  // Hidden for a sole trader, so this bad ACN is ignored rather than reported.
  acn: '123',
};
const answers = {
  parties: [acme, bell],
  purpose: 'evaluating a joint venture to supply catering equipment',
  commencementDate: '2026-12-01',
  termMonths: '24',
  includeNonSolicit: false,
};

function clauses(blocks: TRenderedBlock[]): string[] {
  return blocks.flatMap((b) =>
    b.type === 'clause' ? [`${b.number} ${b.title ?? b.text ?? ''}`, ...clauses(b.children)] : [],
  );
}

function renderOk(given: Record<string, unknown>) {
  const result = render(mutualNda, given, { now });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.document;
}

describe('rendering the mutual NDA', () => {
  it('numbers clauses 1, 1.1, 1.1(a) and resolves citations', () => {
    const doc = renderOk(answers);
    expect(doc).toMatchObject({ templateId: 'mutual-nda', date: '2026-11-21', font: 'Helvetica' });
    expect(clauses(doc.blocks)).toEqual([
      '1 Definitions',
      '1.1 In this agreement:',
      '1.1(a) Confidential Information means information one party (the Discloser) gives another (the Recipient) for the Purpose, except information described in clause 3.',
      '1.1(b) Purpose means evaluating a joint venture to supply catering equipment.',
      '1.1(c) Term means 24 months starting on 1 December 2026.',
      '2 Confidentiality',
      '2.1 The Recipient must:',
      '2.1(a) keep the Confidential Information confidential;',
      '2.1(b) use it only for the Purpose; and',
      '2.1(c) disclose it only to its officers and advisers who need to know it.',
      '2.2 The Recipient must promptly tell the Discloser of any unauthorised disclosure.',
      '3 Exceptions',
      '4 Term',
      '5 Governing law',
    ]);
    const term = doc.blocks.find((b) => b.type === 'clause' && b.id === 'term');
    expect(term).toMatchObject({
      text: 'The obligations in clause 2 survive the end of the Term.',
    });
  });

  it('renumbers after a conditional clause is switched on', () => {
    const doc = renderOk({ ...answers, includeNonSolicit: true, nonSolicitMonths: '6' });
    expect(clauses(doc.blocks).filter((c) => /^\d+ /.test(c))).toEqual([
      '1 Definitions',
      '2 Confidentiality',
      '3 Exceptions',
      '4 Non-solicitation',
      '5 Term',
      '6 Governing law',
    ]);
    expect(JSON.stringify(doc.blocks)).toContain('for 6 months after it');
  });

  it('fills placeholders with formatted answers and defaults', () => {
    const doc = renderOk(answers);
    const text = (type: string) => doc.blocks.filter((b) => b.type === type);
    expect(text('paragraph')).toEqual([
      { type: 'paragraph', text: 'This agreement is between Acme Catering Pty Ltd and Bell & Co.' },
      { type: 'paragraph', text: 'Executed as an agreement on 21/11/2026.' },
    ]);
    expect(JSON.stringify(doc.blocks)).toContain('governed by the laws of New South Wales.');
  });

  it('repeats a party block and a signature block for each party', () => {
    const three = [acme, bell, { ...bell, name: 'Cole Pty Ltd', abn: undefined }];
    const doc = renderOk({ ...answers, parties: three });
    expect(doc.blocks.filter((b) => b.type === 'party')).toEqual([
      {
        type: 'party',
        name: 'Acme Catering Pty Ltd',
        role: 'Party 1',
        details: [
          { label: 'ACN', text: '004 085 616' },
          { label: 'ABN', text: '53 004 085 616' },
          { label: 'Address', text: '1 George Street, Sydney NSW 2000' },
        ],
      },
      {
        type: 'party',
        name: 'Bell & Co',
        role: 'Party 2',
        details: [
          { label: 'ABN', text: '51 824 753 556' },
          { label: 'Address', text: '5 Smith St, Unit 2, Fitzroy VIC 3065' },
        ],
      },
      {
        type: 'party',
        name: 'Cole Pty Ltd',
        role: 'Party 3',
        details: [{ label: 'Address', text: '5 Smith St, Unit 2, Fitzroy VIC 3065' }],
      },
    ]);
    const signatures = doc.blocks.filter((b) => b.type === 'signature');
    expect(signatures).toHaveLength(3);
    expect(signatures[0]).toEqual({
      type: 'signature',
      party: 'ACME CATERING PTY LTD',
      statement: 'Signed by Acme Catering Pty Ltd by its authorised signatory',
      signatory: 'Jane Citizen',
      capacity: 'Director',
      signature: { kind: 'typed', name: 'Jane Citizen' },
    });
    // A sole trader has no role question, so no capacity line; unsigned leaves a line to sign.
    expect(signatures[1]).toMatchObject({ signatory: 'Sam Bell', signature: null });
    expect(signatures[1]).not.toHaveProperty('capacity');
  });

  it('does not require a hidden question, but does once it is shown', () => {
    expect(render(mutualNda, answers, { now }).ok).toBe(true);
    const shown = render(mutualNda, { ...answers, includeNonSolicit: true }, { now });
    expect(shown).toEqual({
      ok: false,
      problems: [
        {
          path: 'nonSolicitMonths',
          label: 'For how many months after the term?',
          message: 'Enter an answer',
        },
      ],
    });
  });

  it('lists every problem instead of producing a half-filled document', () => {
    const result = render(
      mutualNda,
      {
        parties: [{ ...acme, abn: '51 824 753 557' }],
        purpose: 'short',
        commencementDate: '2026-11-20',
      },
      { now },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => `${p.path}: ${p.message}`)).toEqual([
      'parties: Add at least 2 entries under Parties',
      'parties.0.abn: Enter a valid ABN: the check digits do not match',
      'purpose: Enter at least 10 characters',
      'commencementDate: Enter a date on or after 21/11/2026',
      'termMonths: Enter an answer',
    ]);
  });

  it('reports completeness and progress for resuming later', () => {
    expect(answersComplete(mutualNda, answers, { now })).toEqual({
      complete: true,
      missing: [],
      invalid: [],
      progress: 1,
    });
    const empty = answersComplete(mutualNda, {}, { now });
    expect(empty.complete).toBe(false);
    // 16 required answers (6 for each of the 2 parties still to add, 4 more); the default
    // governing law is not the customer's answer until its section is confirmed.
    expect(empty.progress).toBe(0);
    const seen = answersComplete(mutualNda, { _confirmedSteps: ['terms'] }, { now });
    expect(seen.progress).toBe(1 / 16);
    const half = answersComplete(mutualNda, { parties: [acme, bell] }, { now });
    expect(half.missing.map((m) => m.path)).toEqual(['purpose', 'commencementDate', 'termMonths']);
    expect(half.progress).toBeGreaterThan(0.5);
    expect(half.progress).toBeLessThan(1);
  });
});
