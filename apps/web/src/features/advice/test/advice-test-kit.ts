import { inject } from 'vitest';
import type { TAdvisor, TConsultation } from '../api/advice';

// What the consultations page tests answer with: records as the server sends them, timed
// from the suite's "now" (TEST_NOW), so the pages read them as upcoming or past on any day.
const NOW = new Date(inject('testNow')).getTime();
const HOUR = 3_600_000;
const at = (hours: number) => new Date(NOW + hours * HOUR).toISOString();

export const JUNIPER: TAdvisor = {
  id: 'adv-juniper-quillfeather',
  kind: 'LEGAL',
  name: 'Juniper Quillfeather',
  title: 'Principal lawyer',
  bio: 'Contracts and leases.',
  practiceAreas: ['Commercial contracts', 'Leases'],
  admissionState: 'NSW',
  admissionYear: 2011,
  languages: ['English'],
  timeZone: 'Australia/Sydney',
  lengthMinutes: 30,
};

export const ACCESS_NONE = {
  canBookConsultation: false,
  canBookAccountantConsultation: false,
  legalUpgradePlan: 'legal-advice-plan-quarterly',
  accountingUpgradePlan: 'accounting-advice-plan-quarterly',
};
export const ACCESS_LEGAL = { ...ACCESS_NONE, canBookConsultation: true };

/** Two free times a day after now, half an hour apart, and one the day after. */
export const SLOTS = [at(22), at(22.5), at(47)];

export const CONSULTATION: TConsultation = {
  id: 'c-1',
  status: 'RESERVED',
  media: 'VIDEO',
  topic: 'Shop lease renewal',
  question: 'Can I assign it?',
  start: at(71),
  end: at(71.5),
  timeZone: 'Australia/Sydney',
  notes: null,
  notesSharedAt: null,
  changeReason: null,
  videoLink: 'https://meet.jit.si/clausewell-c-1',
  where: 'https://meet.jit.si/clausewell-c-1',
  customerName: 'Alex Nguyen',
  advisor: JUNIPER,
};

export const PAST: TConsultation = {
  ...CONSULTATION,
  id: 'c-0',
  status: 'COMPLETED',
  topic: 'Franchise agreement',
  start: at(-169),
  end: at(-168.5),
  notes: 'Ask the franchisor for the disclosure document.',
  notesSharedAt: at(-168),
};
