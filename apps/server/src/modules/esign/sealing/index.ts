// The e-sign seal: what the signing process and the verify page use (decision 0027).
export { checkSealedPdf } from './check.js';
export {
  cachedSigningIdentity,
  loadSigningIdentity,
  type TSigningIdentity,
  type TSigningIdentityConfig,
} from './identity.js';
export { sealSignedPdf } from './seal.js';
export type {
  TAuditRecipient,
  TPlacedValue,
  TPlacement,
  TSealCheck,
  TSealInput,
  TSealResult,
  TSignatureFont,
} from './types.js';
