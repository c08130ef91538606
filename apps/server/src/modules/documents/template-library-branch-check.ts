import { render, type TAnswers, type TTemplate, visibleAnswers } from '@app/domain';
import { describe, expect, it } from 'vitest';
import type { TLibraryEntry } from './template-library.js';
import { allBranches, blankPlaceholders, branchesTaken } from './template-library-coverage.js';
import {
  answerVariants,
  variantsForBranches,
  variantsForConditions,
} from './template-library-variants.js';

// Checks shared by the template-library-branches-*.test.ts files. Every template rendered from answers that take every branch: each choice each way, in every
// State or Territory the template asks about, then answers aimed at whatever was missed. A set
// of answers either makes a complete document or is refused with a referral to a lawyer;
// nothing else may stop it, every referral the template makes can be reached, and no printed
// text names an answer these answers leave empty.

const now = new Date('2026-11-21T01:00:00Z');

const markup = (value: unknown): string[] => {
  if (typeof value === 'string') return /\{\{|\}\}|\[\[|\]\]/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(markup);
  if (value && typeof value === 'object') return Object.values(value).flatMap(markup);
  return [];
};

type TOutcome = {
  taken: Set<string>;
  referrals: Set<string>;
  failures: string[];
  rendered: number;
};

function renderAll(
  template: TTemplate,
  variants: { name: string; answers: TAnswers }[],
  into: TOutcome,
) {
  for (const variant of variants) {
    const result = render(template, variant.answers, { now });
    if (result.ok) {
      into.rendered += 1;
      const left = markup(result.document);
      if (left.length) into.failures.push(`${variant.name}: markup left in ${left[0]}`);
      const values = visibleAnswers(template, variant.answers);
      for (const branch of branchesTaken(template, values)) into.taken.add(branch);
      const [blank] = blankPlaceholders(template, values);
      if (blank) into.failures.push(`${variant.name}: nothing to print for ${blank}`);
    } else if (result.problems.every((p) => p.referral)) {
      for (const p of result.problems) into.referrals.add(p.message);
    } else {
      const problems = result.problems.map((p) => `${p.path}: ${p.message}`).join('; ');
      into.failures.push(`${variant.name}: ${problems}`);
    }
  }
}

/** The checks for a share of the library; the shares run as separate files, in parallel. */
export function describeBranches(library: readonly TLibraryEntry[]) {
  if (library.length === 0) {
    // TEMPLATES_ONLY may pick templates that all fall in the other half.
    it.skip('has no templates in this half', () => {});
    return;
  }
  describe.each(library.map((e) => [e.template.metadata.id, e] as const))('%s', (_slug, entry) => {
    it('renders every branch, or refers the customer to a lawyer', () => {
      const { template, exampleAnswers } = entry;
      const outcome: TOutcome = {
        taken: new Set(),
        referrals: new Set(),
        failures: [],
        rendered: 0,
      };
      renderAll(template, answerVariants(template, exampleAnswers, now), outcome);
      const missed = [...allBranches(template)].filter((b) => !outcome.taken.has(b));
      renderAll(template, variantsForBranches(template, exampleAnswers, missed, now), outcome);
      const referrals = (template.questionnaire.rules ?? []).flatMap((rule) =>
        rule.kind === 'refer' ? [rule] : [],
      );
      renderAll(
        template,
        variantsForConditions(
          template,
          exampleAnswers,
          referrals.map((rule) => ({ name: rule.message, conditions: [rule.when] })),
          now,
        ),
        outcome,
      );

      expect(outcome.failures).toEqual([]);
      expect(outcome.rendered).toBeGreaterThan(0);
      const stillMissed = [...allBranches(template)].filter((b) => !outcome.taken.has(b));
      expect(stillMissed, 'branches no set of answers reaches').toEqual([]);
      const unreached = referrals.filter((rule) => !outcome.referrals.has(rule.message));
      expect(
        unreached.map((r) => r.message),
        'referrals no set of answers reaches',
      ).toEqual([]);
    });
  });
}
