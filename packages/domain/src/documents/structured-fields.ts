import { AU_STATES } from './enums.js';
import { accept, reject, type TFieldResult } from './field-rules.js';
import type { TAddress, TFullName } from './format.js';

// Answers with several parts. Each part gets its own message so a form can mark the box.

const MAX_PART = 100;
// A drawn signature is a small PNG; a megabyte of base64 is far beyond any real one.
const MAX_SIGNATURE_DATA_URL = 1_000_000;
// Base64 of the eight-byte PNG signature, so a JPEG relabelled as PNG is caught.
const PNG_MAGIC_BASE64 = 'iVBORw0KGgo';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

export function validateFullName(value: unknown): TFieldResult {
  const input = record(value);
  if (!input) return reject('Enter both a given name and a family name');
  const name: TFullName = {
    givenNames: text(input.givenNames),
    familyName: text(input.familyName),
  };
  const parts: Record<string, string> = {};
  if (!name.givenNames) parts.givenNames = 'Enter the given name';
  if (!name.familyName) parts.familyName = 'Enter the family name';
  for (const key of ['givenNames', 'familyName'] as const) {
    if (name[key].length > MAX_PART) parts[key] = `Use ${MAX_PART} characters or fewer`;
  }
  const first = Object.values(parts)[0];
  return first ? reject(first, parts) : accept(name);
}

export function validateAddress(value: unknown): TFieldResult {
  const input = record(value);
  if (!input) return reject('Enter the street address, suburb, state and postcode');
  const line2 = text(input.line2);
  const address: TAddress = {
    line1: text(input.line1),
    ...(line2 ? { line2 } : {}),
    suburb: text(input.suburb),
    state: text(input.state).toUpperCase(),
    postcode: text(input.postcode),
  };
  const parts: Record<string, string> = {};
  if (!address.line1) parts.line1 = 'Enter the street address';
  if (!address.suburb) parts.suburb = 'Enter the suburb or town';
  if (!(AU_STATES as readonly string[]).includes(address.state)) {
    parts.state = `Choose a state or territory: ${AU_STATES.join(', ')}`;
  }
  if (!/^\d{4}$/.test(address.postcode)) parts.postcode = 'Enter a 4-digit postcode';
  for (const key of ['line1', 'line2', 'suburb'] as const) {
    if ((address[key] ?? '').length > MAX_PART) parts[key] = `Use ${MAX_PART} characters or fewer`;
  }
  const first = Object.values(parts)[0];
  return first ? reject(first, parts) : accept(address);
}

/** A typed name, or a drawn signature as a data: URL of a PNG. */
export function validateSignature(value: unknown): TFieldResult {
  if (typeof value !== 'string') return reject('Sign by typing your name or drawing a signature');
  const signature = value.trim();
  if (signature.startsWith('data:')) {
    if (signature.length > MAX_SIGNATURE_DATA_URL) {
      return reject('The signature image is too large; draw it again');
    }
    const match = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/.exec(signature);
    if (!match?.[1]?.startsWith(PNG_MAGIC_BASE64)) {
      return reject('A drawn signature must be a PNG image');
    }
    return accept(signature);
  }
  if (!/\p{L}/u.test(signature)) return reject('Type your name to sign');
  if (signature.length > MAX_PART) return reject(`Use ${MAX_PART} characters or fewer`);
  return accept(signature);
}
