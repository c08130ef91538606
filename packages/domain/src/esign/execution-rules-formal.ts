import type {
  TExecutionJurisdiction,
  TExecutionRule,
  TExecutionSource,
} from './execution-rules-model.js';
import { DECLARATIONS, NSW_REMOTE_WITNESSING, POWERS_OF_ATTORNEY } from './execution-sources.js';

// Statutory declarations and general powers of attorney: documents that always need a
// witness, where what each place allows differs most.

const CTH_DECLARATION: TExecutionRule = {
  electronicSigning: 'ACCEPTED',
  witnessesRequired: 1,
  remoteWitnessing: 'ACCEPTED',
  note: 'Since 1 January 2024 a Commonwealth declaration may be signed electronically before a prescribed person who watches in person or by video link. Only an approved online platform (myGov) may do without a witness; this service is not one.',
  needsLawyerReview: false,
  sources: [DECLARATIONS.CTH, DECLARATIONS.CTH_WITNESSES],
};

const unsettledDeclaration = (source: TExecutionSource): TExecutionRule => ({
  electronicSigning: 'UNCLEAR',
  witnessesRequired: 1,
  remoteWitnessing: 'UNCLEAR',
  note: 'A declaration under this law must be made before an authorised witness. Needs lawyer review: whether it may be signed electronically or witnessed by video link.',
  needsLawyerReview: true,
  sources: [source],
});

export const STATUTORY_DECLARATION_RULES: Record<TExecutionJurisdiction, TExecutionRule> = {
  NSW: {
    electronicSigning: 'UNCLEAR',
    witnessesRequired: 1,
    remoteWitnessing: 'ACCEPTED',
    note: 'The witness may watch by audio-visual link and then endorse the declaration or a copy. Needs lawyer review: whether the declarant’s signature itself may be electronic.',
    needsLawyerReview: true,
    sources: [DECLARATIONS.NSW, NSW_REMOTE_WITNESSING],
  },
  VIC: {
    electronicSigning: 'ACCEPTED',
    witnessesRequired: 1,
    remoteWitnessing: 'ACCEPTED',
    note: 'A Victorian declaration may be signed electronically and witnessed by audio-visual link by an authorised statutory declaration witness, who records how it was witnessed. Needs lawyer review: the exact provisions.',
    needsLawyerReview: true,
    sources: [DECLARATIONS.VIC],
  },
  QLD: {
    electronicSigning: 'ACCEPTED',
    witnessesRequired: 1,
    remoteWitnessing: 'CONDITIONAL',
    note: 'A Queensland declaration may be signed electronically. It may be witnessed by audio-visual link only by a special witness (such as a lawyer or notary public); any other witness must be present in person. A declaration for the land registry must be signed on paper.',
    needsLawyerReview: false,
    sources: [DECLARATIONS.QLD],
  },
  WA: unsettledDeclaration(DECLARATIONS.WA),
  SA: unsettledDeclaration(DECLARATIONS.SA),
  TAS: unsettledDeclaration(DECLARATIONS.TAS),
  ACT: {
    ...CTH_DECLARATION,
    note: 'Declarations for ACT matters are made under the Commonwealth Act. Needs lawyer review: confirm the Territory still relies on it.',
    needsLawyerReview: true,
  },
  NT: unsettledDeclaration(DECLARATIONS.NT),
  CTH: CTH_DECLARATION,
};

// A general power of attorney for an individual: a prescribed or customary form, witnessed.
const paperPower = (source: TExecutionSource, note: string): TExecutionRule => ({
  electronicSigning: 'NOT_ACCEPTED',
  witnessesRequired: 1,
  remoteWitnessing: 'NOT_ACCEPTED',
  note: `${note} Needs lawyer review: this may have changed.`,
  needsLawyerReview: true,
  sources: [source],
});

export const POWER_OF_ATTORNEY_RULES: Record<TExecutionJurisdiction, TExecutionRule> = {
  NSW: {
    electronicSigning: 'UNCLEAR',
    witnessesRequired: 1,
    remoteWitnessing: 'ACCEPTED',
    note: 'Use the prescribed form, witnessed; the witness may watch by audio-visual link. A power used to deal with land must be registered first. Needs lawyer review: whether the principal may sign electronically.',
    needsLawyerReview: true,
    sources: [POWERS_OF_ATTORNEY.NSW, NSW_REMOTE_WITNESSING],
  },
  VIC: {
    electronicSigning: 'UNCLEAR',
    witnessesRequired: 2,
    remoteWitnessing: 'UNCLEAR',
    note: 'Two adult witnesses, one of them authorised to witness affidavits, neither of them an attorney. Needs lawyer review: whether a general power may be signed electronically and witnessed by audio-visual link as an enduring power may.',
    needsLawyerReview: true,
    sources: [POWERS_OF_ATTORNEY.VIC],
  },
  QLD: {
    electronicSigning: 'CONDITIONAL',
    witnessesRequired: 1,
    remoteWitnessing: 'NOT_ACCEPTED',
    note: 'Only a general power given by a business (not a sole trader), or one given for a commercial transaction, may be signed electronically, and then needs no witness. Any other general power must be signed on paper before a witness. Needs lawyer review: the sections that say so.',
    needsLawyerReview: true,
    sources: [POWERS_OF_ATTORNEY.QLD],
  },
  WA: paperPower(POWERS_OF_ATTORNEY.WA, 'Sign on paper before a witness.'),
  SA: paperPower(POWERS_OF_ATTORNEY.SA, 'Sign on paper before a witness.'),
  TAS: paperPower(
    POWERS_OF_ATTORNEY.TAS,
    'Sign on paper before a witness; the power has no effect until it is registered.',
  ),
  ACT: paperPower(POWERS_OF_ATTORNEY.ACT, 'Sign on paper before a witness.'),
  NT: paperPower(POWERS_OF_ATTORNEY.NT, 'Sign on paper before a witness.'),
  CTH: {
    electronicSigning: 'NOT_APPLICABLE',
    witnessesRequired: 0,
    remoteWitnessing: 'NOT_APPLICABLE',
    note: 'Powers of attorney are made under State or Territory law: choose the State or Territory where the principal lives or where the power will be used.',
    needsLawyerReview: false,
    sources: [],
  },
};
