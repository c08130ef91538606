import { describe, expect, it } from 'vitest';
import { EXECUTION_RULES, executionWarnings, type TExecutionRecipient } from './execution-rules.js';
import { EXECUTION_DOCUMENT_KINDS, EXECUTION_JURISDICTIONS } from './execution-rules-model.js';

const signer = (email: string, state?: TExecutionRecipient['state']): TExecutionRecipient => ({
  role: 'SIGNER',
  email,
  ...(state ? { state } : {}),
});
const witness = (email: string): TExecutionRecipient => ({ role: 'WITNESS', email });
const codes = (check: ReturnType<typeof executionWarnings>) =>
  check.warnings.map((w) => `${w.jurisdiction} ${w.code}`);

describe('the execution rules table', () => {
  it('has a rule with its law for every kind of document in every place', () => {
    for (const kind of EXECUTION_DOCUMENT_KINDS) {
      for (const place of EXECUTION_JURISDICTIONS) {
        const rule = EXECUTION_RULES[kind][place];
        expect(rule, `${kind} ${place}`).toBeDefined();
        expect(rule.note.length, `${kind} ${place} note`).toBeGreaterThan(20);
        // Only a place whose law does not govern the kind may cite nothing.
        if (rule.electronicSigning !== 'NOT_APPLICABLE') {
          expect(rule.sources.length, `${kind} ${place} sources`).toBeGreaterThan(0);
        }
        for (const source of rule.sources) {
          expect(source.url).toMatch(/^https:\/\/[a-z.]*legislation\.[a-z.]+\.au\//);
          expect(source.reviewedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(source.act).toMatch(/ \d{4} \((Cth|NSW|Vic|Qld|WA|SA|Tas|ACT|NT)\)/);
        }
      }
    }
  });

  it('says "needs lawyer review" in the note of every rule it is unsure of', () => {
    for (const kind of EXECUTION_DOCUMENT_KINDS) {
      for (const place of EXECUTION_JURISDICTIONS) {
        const rule = EXECUTION_RULES[kind][place];
        const unsure = rule.electronicSigning === 'UNCLEAR' || rule.remoteWitnessing === 'UNCLEAR';
        if (unsure) expect(rule.needsLawyerReview, `${kind} ${place}`).toBe(true);
        expect(rule.note.includes('Needs lawyer review'), `${kind} ${place}`).toBe(
          rule.needsLawyerReview,
        );
      }
    }
  });

  it('needs no witness where no witness is needed, so the question of video does not arise', () => {
    for (const kind of EXECUTION_DOCUMENT_KINDS) {
      for (const place of EXECUTION_JURISDICTIONS) {
        const rule = EXECUTION_RULES[kind][place];
        if (rule.witnessesRequired === 0 && rule.remoteWitnessing !== 'NOT_APPLICABLE') {
          // Only deeds where a witness is optional say whether one may watch by video.
          expect(kind, `${kind} ${place}`).toBe('DEED_BY_INDIVIDUAL');
        }
      }
    }
  });
});

describe('warnings before sending for signature', () => {
  it('has nothing to say about an agreement signed electronically anywhere', () => {
    for (const state of EXECUTION_JURISDICTIONS) {
      const check = executionWarnings({
        documentKind: 'AGREEMENT',
        state,
        recipients: [signer('a@example.com'), signer('b@example.com')],
      });
      expect(check).toEqual({ requiresWitness: false, witnessesRequired: 0, warnings: [] });
    }
  });

  it('lets a company sign a deed electronically with no witness under s 127', () => {
    const check = executionWarnings({
      documentKind: 'DEED_BY_COMPANY',
      state: 'WA',
      recipients: [signer('director@example.com'), signer('secretary@example.com')],
    });
    expect(check.warnings).toEqual([]);
    expect(check.requiresWitness).toBe(false);
    expect(EXECUTION_RULES.DEED_BY_COMPANY.WA.sources.map((s) => s.provision)).toEqual([
      'section 127',
      'section 110A',
    ]);
  });

  it('requires a witness to an individual’s deed in NSW, who may watch by video', () => {
    const without = executionWarnings({
      documentKind: 'DEED_BY_INDIVIDUAL',
      state: 'NSW',
      recipients: [signer('a@example.com')],
    });
    expect(without.requiresWitness).toBe(true);
    expect(codes(without)).toEqual(['NSW WITNESS_MISSING']);
    expect(without.warnings[0]?.message).toBe(
      'The law of New South Wales needs a witness to sign a deed signed by an individual: add a recipient with the role Witness.',
    );
    const withWitness = executionWarnings({
      documentKind: 'DEED_BY_INDIVIDUAL',
      state: 'NSW',
      recipients: [signer('a@example.com'), witness('w@example.com')],
    });
    expect(withWitness.warnings).toEqual([]);
  });

  it('warns that a deed by an individual in South Australia cannot be signed electronically', () => {
    const check = executionWarnings({
      documentKind: 'DEED_BY_INDIVIDUAL',
      state: 'SA',
      recipients: [signer('a@example.com'), witness('w@example.com')],
    });
    expect(codes(check)).toEqual([
      'SA ELECTRONIC_SIGNING_NOT_ACCEPTED',
      'SA REMOTE_WITNESSING_NOT_ACCEPTED',
    ]);
    expect(check.warnings[0]?.needsLawyerReview).toBe(true);
    expect(check.warnings[0]?.note).toContain('Needs lawyer review');
  });

  it('judges each signer by the law of their own State', () => {
    const check = executionWarnings({
      documentKind: 'DEED_BY_INDIVIDUAL',
      state: 'QLD',
      recipients: [signer('a@example.com'), signer('b@example.com', 'TAS')],
    });
    expect(check.requiresWitness).toBe(true);
    expect(codes(check)).toEqual([
      'TAS ELECTRONIC_SIGNING_NOT_ACCEPTED',
      'TAS WITNESS_MISSING',
      'TAS REMOTE_WITNESSING_NOT_ACCEPTED',
    ]);
  });

  it('asks for two witnesses to a Victorian power of attorney', () => {
    const check = executionWarnings({
      documentKind: 'POWER_OF_ATTORNEY',
      state: 'VIC',
      recipients: [signer('p@example.com'), witness('w1@example.com')],
    });
    expect(check.witnessesRequired).toBe(2);
    expect(check.warnings.find((w) => w.code === 'WITNESS_MISSING')?.message).toContain(
      'needs 2 witnesses',
    );
  });

  it('accepts a Commonwealth declaration signed electronically before a witness on video', () => {
    const check = executionWarnings({
      documentKind: 'STATUTORY_DECLARATION',
      state: 'CTH',
      recipients: [signer('d@example.com'), witness('jp@example.com')],
    });
    expect(check).toEqual({ requiresWitness: true, witnessesRequired: 1, warnings: [] });
  });

  it('tells the sender only some witnesses may watch a Queensland declaration by video', () => {
    const check = executionWarnings({
      documentKind: 'STATUTORY_DECLARATION',
      state: 'QLD',
      recipients: [signer('d@example.com'), witness('jp@example.com')],
    });
    expect(codes(check)).toEqual(['QLD REMOTE_WITNESSING_CONDITIONAL']);
    expect(check.warnings[0]?.note).toMatch(/special witness/);
  });

  it('asks which State governs a deed by an individual when only Commonwealth law is named', () => {
    const check = executionWarnings({
      documentKind: 'DEED_BY_INDIVIDUAL',
      state: 'CTH',
      recipients: [signer('a@example.com')],
    });
    expect(codes(check)).toEqual(['CTH GOVERNING_LAW_NEEDED']);
    expect(check.requiresWitness).toBe(false);
  });

  it('refuses to count a signer as their own witness', () => {
    const check = executionWarnings({
      documentKind: 'DEED_BY_INDIVIDUAL',
      state: 'NSW',
      recipients: [signer('a@example.com'), witness(' A@Example.com ')],
    });
    expect(codes(check)).toEqual(['NSW WITNESS_IS_SIGNER']);
  });

  it('judges the document’s own State when no signer is named yet', () => {
    const check = executionWarnings({
      documentKind: 'POWER_OF_ATTORNEY',
      state: 'WA',
      recipients: [],
    });
    expect(check.requiresWitness).toBe(true);
    expect(codes(check)).toContain('WA ELECTRONIC_SIGNING_NOT_ACCEPTED');
  });
});
