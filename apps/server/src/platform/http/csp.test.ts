import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TTestApp } from '../../test-support/test-app.js';

// The content security policy follows the payment gateway: Stripe.js needs Stripe's hosts,
// the sandbox needs no third party at all.

function directives(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

async function policyOf(t: TTestApp) {
  const res = await t.api.get('/healthz');
  expect(res.status).toBe(200);
  return {
    raw: res.headers.get('content-security-policy'),
    csp: directives(res.headers.get('content-security-policy')),
  };
}

describe('content security policy with the sandbox gateway', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('allows only the app itself to run scripts, connect and frame', async () => {
    const { raw, csp } = await policyOf(t);
    expect(t.deps.gateway.kind).toBe('sandbox');
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.has('frame-src')).toBe(false);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(raw).not.toContain('stripe');
  });
});

describe('content security policy with the Stripe gateway', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_offline', STRIPE_PUBLISHABLE_KEY: 'pk_test_offline' },
    });
  });
  afterAll(() => t.close());

  it("lets Stripe.js load, frame its card and bank fields, and reach Stripe's API", async () => {
    const { csp } = await policyOf(t);
    expect(t.deps.gateway.kind).toBe('stripe');
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    expect(csp.get('frame-src')).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    // Everything else stays as strict as with the sandbox.
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('sends the same policy with the web app itself', async () => {
    const res = await t.api.get('/');
    expect(directives(res.headers.get('content-security-policy')).get('script-src')).toContain(
      'https://js.stripe.com',
    );
  });
});
