import { ACL_UNFAIR_TERMS, guideCitation, type TCitation } from './citations.js';
import type { TContractKind } from './contract-kinds.js';

type TClause = { name: string; present: RegExp; fix: string; citation: () => TCitation };

// The clauses each kind of contract should have. Missing ones are findings of their own.
export const REQUIRED: Record<TContractKind, TClause[]> = {
  nda: [
    {
      name: 'a definition of confidential information',
      present: /confidential information\W+(means|includes|is)\b/i,
      fix: 'Define "Confidential Information" so both sides know what is protected, and list what is excluded (information already public or already known).',
      citation: () => guideCitation('ndas'),
    },
    {
      name: 'the permitted purpose',
      present: /\bpurpose\b/i,
      fix: 'Say what the information may be used for (the Purpose) and that it may be used for nothing else.',
      citation: () => guideCitation('ndas'),
    },
    {
      name: 'return or destruction of information',
      present: /\b(return|destroy|destruction|delete)\b/i,
      fix: 'Require the recipient to return or destroy the information when asked or when talks end.',
      citation: () => guideCitation('ndas'),
    },
  ],
  services: [
    {
      name: 'payment terms',
      present:
        /\b(invoice|payment|fees?)\b[^.]{0,120}\bwithin \d+ (business )?days\b|\bpaid within\b/i,
      fix: 'Set out the fees, when invoices are issued and how many days the client has to pay.',
      citation: () => guideCitation('debt-recovery'),
    },
    {
      name: 'termination rights',
      present: /\bterminat/i,
      fix: 'Add how either party can end the agreement: for breach after notice, and on insolvency.',
      citation: () => ACL_UNFAIR_TERMS(),
    },
    {
      name: 'a limitation of liability',
      present:
        /\blimitation of liability\b|\bliability[^.]{0,80}\b(is )?(limited|capped)\b|\baggregate liability\b/i,
      fix: 'Cap each party’s liability (for example, at the fees paid in the last 12 months) and exclude indirect loss.',
      citation: () => guideCitation('business-insurance'),
    },
    {
      name: 'dispute resolution',
      present: /\bdisputes?\b/i,
      fix: 'Add a dispute clause: written notice, a meeting of senior people, then mediation before court.',
      citation: () => guideCitation('debt-recovery'),
    },
  ],
  contractor: [
    {
      name: 'a statement that the contractor is not an employee',
      present: /\bnot an? employee\b|\bindependent contractor\b/i,
      fix: 'State that the contractor is independent, works in their own business, and is not an employee; make sure the arrangement really works that way.',
      citation: () => guideCitation('contractors-vs-employees'),
    },
    {
      name: 'ownership of intellectual property',
      present: /\bintellectual property\b/i,
      fix: 'Say who owns what the contractor creates; without it the contractor usually keeps the copyright.',
      citation: () => guideCitation('trade-marks'),
    },
  ],
  lease: [
    {
      name: 'rent review',
      present: /\brent review|review(ed)? of (the )?rent|\bCPI\b|market review/i,
      fix: 'Say how and when the rent is reviewed (a fixed percentage, CPI or market review) and how often.',
      citation: () => guideCitation('commercial-leases'),
    },
    {
      name: 'security (bond or bank guarantee)',
      present: /\bbond\b|security deposit|bank guarantee/i,
      fix: 'Set the amount of the bond or bank guarantee and when it is returned.',
      citation: () => guideCitation('commercial-leases'),
    },
    {
      name: 'make good obligations',
      present: /make[- ]good|reinstate/i,
      fix: 'Say what condition the premises must be left in at the end, so there is no argument then.',
      citation: () => guideCitation('commercial-leases'),
    },
  ],
  employment: [
    {
      name: 'a reference to the National Employment Standards',
      present: /national employment standards|\bNES\b/i,
      fix: 'State that the National Employment Standards apply and that nothing in the contract reduces them.',
      citation: () => guideCitation('national-employment-standards'),
    },
    {
      name: 'superannuation',
      present: /superannuation|\bsuper\b/i,
      fix: 'Say the employer pays superannuation guarantee contributions to the employee’s chosen fund.',
      citation: () => guideCitation('superannuation-guarantee'),
    },
    {
      name: 'notice of termination',
      present: /\bnotice\b[^.]{0,80}\bterminat|\bterminat[^.]{0,80}\bnotice\b/i,
      fix: 'Set the notice each side must give, at least the minimum notice of the Fair Work Act 2009 s 117.',
      citation: () => guideCitation('national-employment-standards'),
    },
    {
      name: 'leave',
      present: /\bannual leave\b|\bpersonal leave\b|\bleave\b/i,
      fix: 'Set out annual, personal/carer’s and other leave, at least as the National Employment Standards require.',
      citation: () => guideCitation('national-employment-standards'),
    },
  ],
  loan: [
    {
      name: 'repayment terms',
      present: /\brepay/i,
      fix: 'Say when and how the loan is repaid, and what happens on late payment.',
      citation: () => guideCitation('debt-recovery'),
    },
  ],
  other: [],
};
