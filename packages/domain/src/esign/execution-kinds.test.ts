import { describe, expect, it } from 'vitest';
import {
  executionCheckForSending,
  executionContextFor,
  missingWitness,
} from './execution-kinds.js';

const signer = (email: string, state?: 'NSW' | 'VIC' | 'WA') => ({
  role: 'SIGNER' as const,
  email,
  ...(state ? { state } : {}),
});

describe('the kind of document a template makes', () => {
  it('reads deeds, declarations and powers of attorney from the template, and the rest as agreements', () => {
    expect(executionContextFor({ templateId: 'deed-of-release' }).documentKind).toBe(
      'DEED_BY_INDIVIDUAL',
    );
    expect(
      executionContextFor({ templateId: 'deed-of-release', companySigns: true }).documentKind,
    ).toBe('DEED_BY_COMPANY');
    expect(executionContextFor({ templateId: 'statutory-declaration' })).toEqual({
      documentKind: 'STATUTORY_DECLARATION',
      governingLaw: 'CTH',
    });
    expect(executionContextFor({ templateId: 'power-of-attorney' }).documentKind).toBe(
      'POWER_OF_ATTORNEY',
    );
    expect(executionContextFor({ templateId: 'services-agreement' }).documentKind).toBe(
      'AGREEMENT',
    );
    // An uploaded file has no template.
    expect(executionContextFor({ templateId: null })).toEqual({
      documentKind: 'AGREEMENT',
      governingLaw: null,
    });
  });

  it('takes the governing law from the answers only when it names a State or Territory', () => {
    expect(
      executionContextFor({ templateId: 'deed-of-release', answers: { governingLaw: 'WA' } })
        .governingLaw,
    ).toBe('WA');
    expect(
      executionContextFor({ templateId: 'deed-of-release', answers: { governingLaw: 'Mars' } })
        .governingLaw,
    ).toBeNull();
    expect(executionContextFor({ templateId: 'deed-of-release', answers: null }).governingLaw).toBe(
      null,
    );
  });
});

describe('the check before sending', () => {
  it('asks for a witness to an NSW deed by an individual until one is a recipient', () => {
    const without = executionCheckForSending({
      templateId: 'deed-of-variation',
      answers: { governingLaw: 'NSW' },
      recipients: [signer('ann@example.com')],
    });
    expect(without.requiresWitness).toBe(true);
    expect(missingWitness(without)?.message).toBe(
      'The law of New South Wales needs a witness to sign a deed signed by an individual: add a recipient with the role Witness.',
    );
    const withWitness = executionCheckForSending({
      templateId: 'deed-of-variation',
      answers: { governingLaw: 'NSW' },
      recipients: [signer('ann@example.com'), { role: 'WITNESS', email: 'wit@example.com' }],
    });
    expect(missingWitness(withWitness)).toBeNull();
  });

  it('judges a signer by their own State, so a Western Australian signer is told video witnessing is not accepted', () => {
    const check = executionCheckForSending({
      templateId: 'deed-of-release',
      answers: { governingLaw: 'VIC' },
      recipients: [
        signer('vic@example.com'),
        signer('wa@example.com', 'WA'),
        { role: 'WITNESS', email: 'wit@example.com' },
      ],
    });
    expect(check.warnings.map((w) => `${w.jurisdiction} ${w.code}`)).toEqual([
      'WA ELECTRONIC_SIGNING_NOT_ACCEPTED',
      'WA REMOTE_WITNESSING_NOT_ACCEPTED',
    ]);
    expect(missingWitness(check)).toBeNull();
  });

  it('asks for the governing State of a deed that names none, and warns nothing for an agreement', () => {
    const deed = executionCheckForSending({
      templateId: 'surrender-of-lease',
      recipients: [signer('ann@example.com')],
    });
    expect(deed.warnings.map((w) => w.code)).toEqual(['GOVERNING_LAW_NEEDED']);
    expect(missingWitness(deed)).toBeNull();
    const agreement = executionCheckForSending({
      templateId: 'mutual-non-disclosure-agreement',
      answers: { governingLaw: 'NSW' },
      recipients: [signer('ann@example.com')],
    });
    expect(agreement).toMatchObject({ requiresWitness: false, warnings: [] });
  });

  it('needs no witness for a deed a company signs under s 127', () => {
    const check = executionCheckForSending({
      templateId: 'deed-of-release',
      answers: { governingLaw: 'NSW' },
      companySigns: true,
      recipients: [signer('director@example.com')],
    });
    expect(check).toMatchObject({ documentKind: 'DEED_BY_COMPANY', requiresWitness: false });
  });
});
