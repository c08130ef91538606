import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../shared/messages.js';
import { fieldErrors } from '../shared/validation.js';
import {
  ZChangePassword,
  ZEmailChangeRequest,
  ZPasswordConfirmation,
  ZPersonalDetails,
  ZSessionIdParam,
} from './settings-schemas.js';

const problems = (schema: { safeParse(v: unknown): any }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

describe('personal details', () => {
  it('trims, and turns a blank phone or postcode into null (cleared)', () => {
    expect(
      ZPersonalDetails.parse({ firstName: ' Alex ', lastName: 'Ng', phone: '  ', postcode: '' }),
    ).toEqual({ firstName: 'Alex', lastName: 'Ng', phone: null, postcode: null });
    expect(
      ZPersonalDetails.parse({ firstName: 'A', lastName: 'B', phone: '+61 2 9999 0000' }),
    ).toEqual({ firstName: 'A', lastName: 'B', phone: '+61 2 9999 0000', postcode: null });
  });

  it('names each bad field', () => {
    expect(
      problems(ZPersonalDetails, { firstName: '', lastName: 'x'.repeat(81), phone: 'call me' }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name must be 80 characters or fewer',
      phone: 'Not a valid phone number',
    });
    expect(problems(ZPersonalDetails, { firstName: 'A', lastName: 'B', postcode: '!' })).toEqual({
      postcode: 'Not a valid postcode',
    });
  });
});

describe('password change', () => {
  it('needs the current password and a new one that meets the policy', () => {
    expect(problems(ZChangePassword, {})).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
    });
    expect(problems(ZChangePassword, { currentPassword: 'x', newPassword: 'password' })).toEqual({
      newPassword: MESSAGES.passwordTooCommon,
    });
  });
});

describe('email change', () => {
  it('lower-cases the new address and names a bad one', () => {
    expect(ZEmailChangeRequest.parse({ newEmail: ' New@Example.com ', password: 'p' })).toEqual({
      newEmail: 'new@example.com',
      password: 'p',
    });
    expect(problems(ZEmailChangeRequest, { newEmail: 'nope', password: '' })).toEqual({
      newEmail: 'New email is not a valid email address',
      password: 'Password is required',
    });
  });
});

describe('password confirmation and session ids', () => {
  it('names the field', () => {
    expect(problems(ZPasswordConfirmation, {})).toEqual({ password: 'Password is required' });
    expect(problems(ZSessionIdParam, { sessionId: '1; drop' })).toEqual({
      sessionId: 'sessionId must be a session id',
    });
  });
});
