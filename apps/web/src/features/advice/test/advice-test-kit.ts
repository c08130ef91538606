import type { TAdvisor, TConsultation } from '../api/advice';

// What the consultations page tests answer with: records as the server sends them. The
// suite's "now" is Monday 10 August 2026, 11:00 in Sydney.

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

/** Tuesday 11 August 2026 at 09:00 and 09:30 in Sydney; Wednesday at 10:00. */
export const SLOTS = [
  '2026-08-10T23:00:00.000Z',
  '2026-08-10T23:30:00.000Z',
  '2026-08-12T00:00:00.000Z',
];

export const CONSULTATION: TConsultation = {
  id: 'c-1',
  status: 'RESERVED',
  media: 'VIDEO',
  topic: 'Shop lease renewal',
  question: 'Can I assign it?',
  start: '2026-08-13T00:00:00.000Z',
  end: '2026-08-13T00:30:00.000Z',
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
  start: '2026-08-03T00:00:00.000Z',
  end: '2026-08-03T00:30:00.000Z',
  notes: 'Ask the franchisor for the disclosure document.',
  notesSharedAt: '2026-08-03T01:00:00.000Z',
};
