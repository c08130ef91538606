import { describe, expect, it } from 'vitest';
import { referralLinkFor, ZCreatePartner } from './referral.js';

describe('referral link', () => {
  it('is the app address with ?ref= and the partner key', () => {
    expect(referralLinkFor('https://app.example.com.au', 'k3y_9')).toBe(
      'https://app.example.com.au/?ref=k3y_9',
    );
    expect(referralLinkFor('http://localhost:3000/', 'abc')).toBe('http://localhost:3000/?ref=abc');
  });

  it('needs the user id and a valid e-mail', () => {
    expect(ZCreatePartner.safeParse({ userId: 'u-1', email: 'a@example.com' }).success).toBe(true);
    const noEmail = ZCreatePartner.safeParse({ userId: 'u-1', email: 'nope' });
    expect(noEmail.success).toBe(false);
    expect(noEmail.error?.issues[0]?.message).toBe('Not a valid email address');
    expect(ZCreatePartner.safeParse({ userId: ' ', email: 'a@example.com' }).success).toBe(false);
  });
});
