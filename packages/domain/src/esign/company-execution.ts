// Execution of a document by a company without a common seal, Corporations Act 2001 (Cth)
// s 127(1): two directors, a director and a company secretary, or, for a proprietary company
// with one director who is also its only secretary, that person alone.

export const COMPANY_EXECUTIONS = [
  'TWO_DIRECTORS',
  'DIRECTOR_AND_SECRETARY',
  'SOLE_DIRECTOR_AND_SECRETARY',
] as const;
export type TCompanyExecution = (typeof COMPANY_EXECUTIONS)[number];

/** How the sender reads each choice. */
export const COMPANY_EXECUTION_LABELS: Record<TCompanyExecution, string> = {
  TWO_DIRECTORS: 'Two directors',
  DIRECTOR_AND_SECRETARY: 'A director and the company secretary',
  SOLE_DIRECTOR_AND_SECRETARY: 'The sole director, who is also the sole company secretary',
};

/**
 * The capacity printed under each officer's signature, in signing order. The second officer
 * of a director-and-secretary block signs as "Director/Company Secretary", the wording used
 * on Australian execution blocks, since either office satisfies s 127(1)(b).
 */
export const COMPANY_CAPACITIES: Record<TCompanyExecution, readonly string[]> = {
  TWO_DIRECTORS: ['Director', 'Director'],
  DIRECTOR_AND_SECRETARY: ['Director', 'Director/Company Secretary'],
  SOLE_DIRECTOR_AND_SECRETARY: ['Sole Director and Sole Company Secretary'],
};

/** How many people sign for the company under each choice. */
export const officersNeeded = (execution: TCompanyExecution) =>
  COMPANY_CAPACITIES[execution].length;

/** The sentence that opens the execution block. */
export function executionStatement(company: { name: string; acn: string }): string {
  return `Executed by ${company.name} ACN ${company.acn} in accordance with section 127(1) of the Corporations Act 2001 (Cth)`;
}
