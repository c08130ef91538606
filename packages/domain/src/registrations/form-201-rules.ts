import type { TCompanyForm, TCompanyOfficeholder, TCompanyStep } from './company-application.js';
import { COMPANY_STEPS } from './company-application.js';
import { restrictedWordsIn } from './name-rules.js';
import { REGISTRATION_MESSAGES as M } from './registration-messages.js';

/** Whole years between a yyyy-MM-dd birth date and a yyyy-MM-dd day (the birthday counts). */
export function ageOnDay(dateOfBirth: string, onDate: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = onDate.split('-').map(Number) as [number, number, number];
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}

/** The Australian calendar date of an instant (the register works on Sydney time). */
export function australianDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(at);
}

export type TFormIssue = { step: TCompanyStep; message: string };

export const fullName = (o: Pick<TCompanyOfficeholder, 'givenNames' | 'familyName'>) =>
  `${o.givenNames} ${o.familyName}`;

/** The rules across officeholders: a resident director, every director 18+ with a director ID. */
export function officeholderIssues(officeholders: readonly TCompanyOfficeholder[], today: string) {
  const issues: string[] = [];
  const directors = officeholders.filter((o) => o.roles.includes('DIRECTOR'));
  if (directors.length === 0) issues.push(M.noDirector);
  else if (!directors.some((d) => d.ordinarilyResidentInAustralia)) {
    issues.push(M.noResidentDirector);
  }
  for (const d of directors) {
    if (ageOnDay(d.dateOfBirth, today) < 18) issues.push(M.underAge(fullName(d)));
    if (!d.directorId) issues.push(M.directorIdRequired(fullName(d)));
  }
  return issues;
}

/**
 * What stands between the saved form and lodging it (Form 201 as s 117 asks): every step
 * saved, and the cross-step rules that hold on `today` (yyyy-MM-dd, the clock's date).
 */
export function form201Issues(form: TCompanyForm, today: string): TFormIssue[] {
  const issues: TFormIssue[] = [];
  for (const step of COMPANY_STEPS) {
    if (!form[step]) issues.push({ step, message: M.incomplete });
  }
  const name = form.name;
  if (name && !name.useAcnAsName && !name.restrictedWordConsent) {
    // Checked again at submit: the consent box may have been saved before the name changed.
    const word = restrictedWordsIn(name.proposedName)[0];
    if (word) issues.push({ step: 'name', message: M.nameRestricted(word.word) });
  }
  if (form.officeholders) {
    for (const message of officeholderIssues(form.officeholders.officeholders, today)) {
      issues.push({ step: 'officeholders', message });
    }
  }
  return issues;
}
