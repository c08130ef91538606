import { z } from 'zod';
import { validateAmount } from './amount-validation.js';
import { formatDateShort, parseIsoDate } from './dates.js';
import type { TQuestionFieldType } from './enums.js';
import {
  accept,
  isBlank,
  reject,
  type TFieldContext,
  type TFieldResult,
  type TFieldRules,
} from './field-rules.js';
import { compactIdentifier, isValidAbn, isValidAcn } from './identifiers.js';
import { normaliseAuPhone } from './phone.js';
import { validateAddress, validateFullName, validateSignature } from './structured-fields.js';

// One validator per question field type. Each returns the answer normalised (ABN without
// spaces, phone as printed, trimmed text) so that validating the result again changes nothing.

const REQUIRED: Record<TQuestionFieldType, string> = {
  ABN: 'Enter an ABN',
  ACN: 'Enter an ACN',
  ADDRESS: 'Enter an address',
  BUSINESS_NAME: 'Enter the business name',
  CHECKBOX: 'Choose at least one option',
  DATE: 'Enter a date',
  EMAIL: 'Enter an email address',
  FREE_TEXT: 'Enter an answer',
  FULL_NAME: 'Enter a full name',
  PHONE: 'Enter a phone number',
  SIGNATURE: 'Sign by typing your name or drawing a signature',
};
// Without a limit a pasted essay would flow into a contract unchecked.
const DEFAULT_MAX_LENGTH = { FREE_TEXT: 5000, BUSINESS_NAME: 200 } as const;
const ZEmail = z.email();

export function validateField(
  rules: TFieldRules,
  value: unknown,
  context: TFieldContext = {},
): TFieldResult {
  if (rules.type === 'CHECKBOX' && !rules.options) return validateTick(rules, value);
  if (isBlank(value)) {
    if (rules.required === false) return accept(undefined);
    const message =
      rules.type === 'FREE_TEXT' && rules.options ? 'Choose an option' : REQUIRED[rules.type];
    return { ok: false, missing: true, message };
  }
  switch (rules.type) {
    case 'ABN':
      return validateIdentifier(value, 11, isValidAbn, 'ABN', 'digits do not match');
    case 'ACN':
      return validateIdentifier(value, 9, isValidAcn, 'ACN', 'digit does not match');
    case 'ADDRESS':
      return validateAddress(value);
    case 'FULL_NAME':
      return validateFullName(value);
    case 'SIGNATURE':
      return validateSignature(value);
    case 'CHECKBOX':
      return validateChoices(rules, value);
    case 'DATE':
      return validateDate(rules, value, context);
    case 'EMAIL':
      return validateEmail(value);
    case 'PHONE': {
      const phone = typeof value === 'string' ? normaliseAuPhone(value) : null;
      return phone
        ? accept(phone)
        : reject('Enter an Australian phone number, e.g. 0412 345 678 or (02) 9876 5432');
    }
    case 'BUSINESS_NAME':
    case 'FREE_TEXT':
      return validateText(rules, value);
  }
}

function validateIdentifier(
  value: unknown,
  length: number,
  isValid: (v: string) => boolean,
  name: string,
  mismatch: string,
): TFieldResult {
  const compact = typeof value === 'string' ? compactIdentifier(value) : '';
  if (!new RegExp(`^\\d{${length}}$`).test(compact))
    return reject(`Enter an ${name} of ${length} digits`);
  if (!isValid(compact)) return reject(`Enter a valid ${name}: the check ${mismatch}`);
  return accept(compact);
}

function validateTick(rules: TFieldRules, value: unknown): TFieldResult {
  if (value !== undefined && value !== null && typeof value !== 'boolean') {
    return reject('Tick or untick the box');
  }
  const ticked = value === true;
  if (rules.mustBeTicked && !ticked)
    return { ok: false, missing: true, message: 'Tick the box to continue' };
  return accept(ticked);
}

function validateChoices(rules: TFieldRules, value: unknown): TFieldResult {
  const allowed = (rules.options ?? []).map((o) => o.value);
  const chosen = Array.isArray(value) ? value : [value];
  if (!chosen.every((v) => typeof v === 'string' && allowed.includes(v))) {
    return reject('Choose only from the options given');
  }
  // Option order, not click order, so the document lists them as the template does.
  return accept(allowed.filter((v) => chosen.includes(v)));
}

function validateDate(rules: TFieldRules, value: unknown, context: TFieldContext): TFieldResult {
  const iso = typeof value === 'string' ? value.trim() : '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso))
    return reject('Enter a date as yyyy-MM-dd, e.g. 2026-11-21');
  if (!parseIsoDate(iso)) return reject('That date does not exist; check the day and month');
  const limit = (bound: string | undefined) => (bound === 'today' ? context.today : bound);
  const min = limit(rules.minDate);
  const max = limit(rules.maxDate);
  // yyyy-MM-dd strings compare in calendar order.
  if (min && iso < min) return reject(`Enter a date on or after ${formatDateShort(min)}`);
  if (max && iso > max) return reject(`Enter a date on or before ${formatDateShort(max)}`);
  return accept(iso);
}

function validateEmail(value: unknown): TFieldResult {
  const email = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (email.length > 254 || !ZEmail.safeParse(email).success) {
    return reject('Enter a valid email address, e.g. name@example.com.au');
  }
  return accept(email);
}

function validateText(rules: TFieldRules, value: unknown): TFieldResult {
  if (rules.format) return validateAmount(rules, value);
  if (typeof value !== 'string') return reject('Enter text');
  const text = value.trim();
  if (rules.options) {
    return rules.options.some((o) => o.value === text)
      ? accept(text)
      : reject('Choose one of the options given');
  }
  const max = rules.maxLength ?? DEFAULT_MAX_LENGTH[rules.type as 'FREE_TEXT' | 'BUSINESS_NAME'];
  if (rules.minLength !== undefined && text.length < rules.minLength) {
    return reject(`Enter at least ${rules.minLength} characters`);
  }
  if (text.length > max) return reject(`Use ${max} characters or fewer`);
  if (rules.type === 'BUSINESS_NAME' && !/[\p{L}\p{N}]/u.test(text)) {
    return reject('Enter the business name as registered');
  }
  return accept(text);
}
