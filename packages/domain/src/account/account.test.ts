import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../shared/messages.js';
import { fieldErrors } from '../shared/validation.js';
import { passwordProblem } from './password-policy.js';
import { ZEmailVerification, ZNextPath, ZPreferenceWrite, ZSignUp } from './schemas.js';

describe('password policy', () => {
  it.each([
    ['short', MESSAGES.passwordTooShort],
    ['1234567', MESSAGES.passwordTooShort],
    ['password', MESSAGES.passwordTooCommon],
    ['PassWord123', MESSAGES.passwordTooCommon],
    ['qwertyuiop', MESSAGES.passwordTooCommon],
    ['australia', MESSAGES.passwordTooCommon],
    ['correct horse battery', null],
    ['Tr1cky-but-fine', null],
  ])('%s -> %s', (pw, expected) => {
    expect(passwordProblem(pw)).toBe(expected);
  });
});

describe('sign-up schema', () => {
  const valid = {
    email: ' A@B.com ',
    password: 'a-fine-password',
    firstName: ' Jo ',
    lastName: 'Lee',
  };

  it('normalises email and names and defaults the tenant to AU', () => {
    expect(ZSignUp.parse(valid)).toEqual({
      email: 'a@b.com',
      password: 'a-fine-password',
      firstName: 'Jo',
      lastName: 'Lee',
      tenant: 'AU',
      phone: undefined,
      postcode: undefined,
    });
  });

  it('names each bad field', () => {
    const result = ZSignUp.safeParse({ email: 'x', password: 'abc', firstName: '', tenant: 'UK' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      email: 'Not a valid email address',
      password: MESSAGES.passwordTooShort,
      firstName: 'First name is required',
      lastName: 'Last name is required',
      tenant: 'Tenant must be AU or US',
    });
  });

  it('asks for a missing email rather than calling it invalid', () => {
    const r = ZSignUp.safeParse({ ...valid, email: '  ' });
    expect(fieldErrors(r.error!).email).toBe('Email is required');
  });

  it('treats an empty optional phone as absent', () => {
    expect(ZSignUp.parse({ ...valid, phone: '  ' }).phone).toBeUndefined();
  });
});

describe('preference schema', () => {
  it('refuses properties that are not an object', () => {
    const r = ZPreferenceWrite.safeParse({ userId: 'u', settingName: 'x', properties: 'nope' });
    expect(fieldErrors(r.error!).properties).toBe('properties must be an object');
  });
});

describe('rate-limit message', () => {
  it('rounds the wait up to whole minutes', () => {
    expect(MESSAGES.tooManyRequests(30)).toBe(
      'Too many attempts. Please wait 30 seconds and try again.',
    );
    expect(MESSAGES.tooManyRequests(61)).toBe(
      'Too many attempts. Please wait 2 minutes and try again.',
    );
    expect(MESSAGES.tooManyRequests(60)).toBe(
      'Too many attempts. Please wait 1 minute and try again.',
    );
  });
});

describe('the page to come back to after a mailed link', () => {
  it.each(['/', '/checkout/essentials-quarterly', '/documents/questionnaire/01ABC?x=1'])(
    'accepts the path %s',
    (path) => {
      expect(ZNextPath.safeParse(path).success).toBe(true);
    },
  );

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/a b',
    'x'.repeat(501),
  ])('refuses %s', (path) => {
    expect(ZNextPath.safeParse(path).success).toBe(false);
  });

  it('is optional at sign-up and named when wrong', () => {
    const valid = {
      email: 'a@b.com',
      password: 'a-fine-password',
      firstName: 'Jo',
      lastName: 'Lee',
    };
    expect(ZSignUp.parse(valid).next).toBeUndefined();
    const r = ZSignUp.safeParse({ ...valid, next: '//evil.example' });
    expect(fieldErrors(r.error!).next).toBe('next must be a path of this site');
  });
});

describe('confirmation link schema', () => {
  it('asks for the token', () => {
    expect(fieldErrors(ZEmailVerification.safeParse({}).error!).token).toBe(
      'Confirmation token is required',
    );
  });
});

describe('sign-up answer', () => {
  it('is one sentence naming the address, for every address', () => {
    expect(MESSAGES.signUpCheckInbox('mia@example.com')).toBe(
      'Check your inbox: we sent a link to mia@example.com to finish creating your account.',
    );
  });
});
