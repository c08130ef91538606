import type {
  TExecutionJurisdiction,
  TExecutionRule,
  TExecutionSource,
} from './execution-rules-model.js';
import {
  CORPORATIONS_ACT_110A,
  CORPORATIONS_ACT_127,
  DEEDS,
  ELECTRONIC_TRANSACTIONS,
  NSW_REMOTE_WITNESSING,
} from './execution-sources.js';

// Agreements and deeds: what the signing page may do for each, place by place.

const agreement = (source: TExecutionSource): TExecutionRule => ({
  electronicSigning: 'ACCEPTED',
  witnessesRequired: 0,
  remoteWitnessing: 'NOT_APPLICABLE',
  note: 'A contract may be signed electronically where the method identifies the signer, shows their intention, is reliable and is consented to. Some documents are excluded by regulation (for example some land dealings and documents a registry takes only on paper).',
  needsLawyerReview: false,
  sources: [source],
});

export const AGREEMENT_RULES: Record<TExecutionJurisdiction, TExecutionRule> = {
  NSW: agreement(ELECTRONIC_TRANSACTIONS.NSW),
  VIC: agreement(ELECTRONIC_TRANSACTIONS.VIC),
  QLD: agreement(ELECTRONIC_TRANSACTIONS.QLD),
  WA: agreement(ELECTRONIC_TRANSACTIONS.WA),
  SA: agreement(ELECTRONIC_TRANSACTIONS.SA),
  TAS: agreement(ELECTRONIC_TRANSACTIONS.TAS),
  ACT: agreement(ELECTRONIC_TRANSACTIONS.ACT),
  NT: agreement(ELECTRONIC_TRANSACTIONS.NT),
  CTH: agreement(ELECTRONIC_TRANSACTIONS.CTH),
};

// The States and Territories that, when last confirmed, had not made electronic deeds by
// individuals permanent after their COVID-19 measures lapsed. Laws here change: a lawyer
// should confirm each before the table is relied on for them.
const paperDeed = (source: TExecutionSource): TExecutionRule => ({
  electronicSigning: 'NOT_ACCEPTED',
  witnessesRequired: 1,
  remoteWitnessing: 'NOT_ACCEPTED',
  note: 'No permanent law lets an individual sign a deed electronically here: sign on paper before a witness who is not a party, or make the document an agreement instead. Needs lawyer review: this may have changed.',
  needsLawyerReview: true,
  sources: [source],
});

export const DEED_BY_INDIVIDUAL_RULES: Record<TExecutionJurisdiction, TExecutionRule> = {
  NSW: {
    electronicSigning: 'ACCEPTED',
    witnessesRequired: 1,
    remoteWitnessing: 'ACCEPTED',
    note: 'A deed may be electronic and signed electronically, but an individual’s signature must be witnessed by someone who is not a party. The witness may watch by audio-visual link and must then endorse the document saying so.',
    needsLawyerReview: false,
    sources: [DEEDS.NSW, NSW_REMOTE_WITNESSING],
  },
  VIC: {
    electronicSigning: 'ACCEPTED',
    witnessesRequired: 0,
    remoteWitnessing: 'ACCEPTED',
    note: 'A deed may be signed electronically and no witness is required by statute, though one is often used. Needs lawyer review: the exact provisions and any sealing formality.',
    needsLawyerReview: true,
    sources: [DEEDS.VIC, ELECTRONIC_TRANSACTIONS.VIC],
  },
  QLD: {
    electronicSigning: 'ACCEPTED',
    witnessesRequired: 0,
    remoteWitnessing: 'ACCEPTED',
    note: 'A deed may be electronic and signed electronically by an accepted method the signers consent to; an individual’s deed need not be witnessed. Needs lawyer review: the section numbers of the Property Law Act 2023, which replaced the 1974 Act.',
    needsLawyerReview: true,
    sources: [DEEDS.QLD, ELECTRONIC_TRANSACTIONS.QLD],
  },
  WA: paperDeed(DEEDS.WA),
  SA: paperDeed(DEEDS.SA),
  TAS: paperDeed(DEEDS.TAS),
  ACT: paperDeed(DEEDS.ACT),
  NT: paperDeed(DEEDS.NT),
  CTH: {
    electronicSigning: 'NOT_APPLICABLE',
    witnessesRequired: 0,
    remoteWitnessing: 'NOT_APPLICABLE',
    note: 'Deeds by individuals are made under State or Territory law: choose the State or Territory whose law governs the deed.',
    needsLawyerReview: false,
    sources: [],
  },
};

// A company signing under s 127 needs no witness and may sign electronically, in any State.
const companyDeed: TExecutionRule = {
  electronicSigning: 'ACCEPTED',
  witnessesRequired: 0,
  remoteWitnessing: 'NOT_APPLICABLE',
  note: 'A company may sign a deed electronically under section 127 (two directors, a director and the secretary, or a sole director who is also the sole secretary); each officer may sign a separate copy as long as it holds the whole document. No witness is needed.',
  needsLawyerReview: false,
  sources: [CORPORATIONS_ACT_127, CORPORATIONS_ACT_110A],
};

export const DEED_BY_COMPANY_RULES: Record<TExecutionJurisdiction, TExecutionRule> = {
  NSW: companyDeed,
  VIC: companyDeed,
  QLD: companyDeed,
  WA: companyDeed,
  SA: companyDeed,
  TAS: companyDeed,
  ACT: companyDeed,
  NT: companyDeed,
  CTH: companyDeed,
};
