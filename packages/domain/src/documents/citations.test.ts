import { describe, expect, it } from 'vitest';
import { type TCitationRegister, ZCitationRegister } from './citation-model.js';
import { findCitations, staleCitations, unregistered } from './citations.js';

const entry = (
  act: string,
  jurisdiction: string,
  provision: string | null,
  verifiedOn = '2026-11-01',
) => ({
  act,
  jurisdiction,
  provision,
  citedFor: 'What this provision is relied on for',
  source: 'https://www.legislation.gov.au/',
  verifiedOn,
});

const register: TCitationRegister = ZCitationRegister.parse([
  entry('Corporations Act 2001', 'Cth', null),
  entry('Corporations Act 2001', 'Cth', 'section 127'),
  entry('Corporations Act 2001', 'Cth', 'Division 1 of Part 1.2AA', '2026-01-10'),
  entry('Fair Work Act 2009', 'Cth', null, '2025-06-30'),
  entry('Fair Work Regulations 2009', 'Cth', null),
  entry('Australian Consumer Law', 'Cth', null),
  entry('Australian Consumer Law', 'Cth', 'section 64A'),
]);

describe('citations', () => {
  it('finds Acts by full title and provisions that name their Act', () => {
    const { found, problems } = findCitations(
      'Executed under section 127(1)(c) of the Corporations Act 2001 (Cth), signing as Division 1 of Part 1.2AA of the Corporations Act 2001 (Cth) allows; see the Fair Work Regulations 2009 (Cth) and section 64A of the Australian Consumer Law.',
      register,
    );
    expect(problems).toEqual([]);
    expect(unregistered(found, register)).toEqual([]);
    expect(found.map((f) => f.provision ?? f.act)).toEqual([
      'Corporations Act 2001',
      'Corporations Act 2001',
      'Fair Work Regulations 2009',
      'Australian Consumer Law',
      'section 127',
      'Division 1 of Part 1.2AA',
      'section 64A',
    ]);
  });

  it('reports an Act or provision the register does not hold', () => {
    const { found, problems } = findCitations(
      'Under sections 15A and 66AAB of the Fair Work Act 2009 (Cth) and the Retail Leases Act 1994 (NSW).',
      register,
    );
    expect(problems.map((p) => p.message)).toEqual(['Act not in the citation register']);
    expect(unregistered(found, register)).toEqual([
      'section 15A of the Fair Work Act 2009 (Cth)',
      'section 66AAB of the Fair Work Act 2009 (Cth)',
    ]);
  });

  it('refuses a section cited without its Act, but not a clause of the document itself', () => {
    const { problems } = findCitations(
      'As section 127 allows, and subject to clause 4.2, the Client’s 30 days apply.',
      register,
    );
    expect(problems.map((p) => p.message)).toEqual([
      'A section is cited without naming its Act in the same phrase',
    ]);
  });

  it('finds an Act by another registered form of its name, such as a prescribed form uses', () => {
    const withForm = ZCitationRegister.parse([
      {
        ...entry('Statutory Declarations Act 1959', 'Cth', null),
        citedAs: ['Statutory Declarations Act 1959'],
      },
      entry('Statutory Declarations Act 1959', 'Cth', 'section 11'),
    ]);
    const { found, problems } = findCitations(
      'I make this declaration under the Statutory Declarations Act 1959, see section 11 of the Statutory Declarations Act 1959.',
      withForm,
    );
    expect(problems).toEqual([]);
    expect(unregistered(found, withForm)).toEqual([]);
    expect(found.some((f) => f.provision === 'section 11')).toBe(true);
  });

  it('reads a short name a document defines, in any of its texts', () => {
    const { found, problems } = findCitations(
      [
        'Fair Work Act means the Fair Work Act 2009 (Cth).',
        'The Corporations Act 2001 (Cth) (Act) applies.',
        'Under section 127 of the Act and section 15A of the Fair Work Act.',
      ],
      ZCitationRegister.parse([...register, entry('Fair Work Act 2009', 'Cth', 'section 15A')]),
    );
    expect(problems).toEqual([]);
    expect(found.filter((f) => f.provision).map((f) => `${f.provision} ${f.act}`)).toEqual([
      'section 127 Corporations Act 2001',
      'section 15A Fair Work Act 2009',
    ]);
  });

  it('lists entries not verified in the last 90 days before the day given, oldest first', () => {
    expect(
      staleCitations(register, { today: '2026-11-23' }).map((c) =>
        `${c.act} ${c.provision ?? ''}`.trim(),
      ),
    ).toEqual(['Fair Work Act 2009', 'Corporations Act 2001 Division 1 of Part 1.2AA']);
    const never = ZCitationRegister.parse([
      { ...entry('Privacy Act 1988', 'Cth', null), verifiedOn: null },
    ]);
    expect(staleCitations(never, { today: '2026-11-23' })).toHaveLength(1);
    expect(staleCitations(register, { today: '2026-04-09' })).toHaveLength(1);
  });

  it('refuses a register with a provision whose Act has no entry of its own', () => {
    const result = ZCitationRegister.safeParse([entry('Privacy Act 1988', 'Cth', 'section 6D')]);
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([
      'Privacy Act 1988 needs its own entry (provision null) before its provisions',
    ]);
  });
});
