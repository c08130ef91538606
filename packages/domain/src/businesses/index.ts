export * from './business-enums.js';
export * from './business-messages.js';
export * from './business-schemas.js';
export * from './business-types.js';
// isValidAbn and isValidAcn reach the package from the documents area, which owns the checks;
// these add what the registers need on top (separators, issuing numbers, director IDs).
export {
  abnCheckPrefix,
  abnOfAcn,
  acnCheckDigit,
  identifierDigits,
  isValidDirectorId,
} from './identifiers.js';
