import type { FastifyInstance } from 'fastify';

// The security headers every answer carries: the content security policy and the usual
// hardening headers, the same set Helmet's defaults gave. They depend only on configuration,
// so they are worked out once at start-up; building them per request cost more than some
// whole routes.

export type TSecurityHeaderOptions = {
  /** Stripe.js runs in the browser: its script, frames and API are allowed. */
  stripe: boolean;
  /** The origin of an S3 bucket the browser uploads to with presigned URLs, if any. */
  uploadOrigin: string | null;
  /** Served over HTTPS: browsers are told to stay on it (HSTS, upgrade-insecure-requests). */
  https: boolean;
};

/** The content security policy, directives in the order browsers and tests have seen them. */
export function contentSecurityPolicy(opts: TSecurityHeaderOptions): string {
  // With the Stripe gateway the browser runs Stripe.js: its script and the iframes of its
  // card and bank fields come from js.stripe.com, 3-D Secure frames from hooks.stripe.com,
  // and it talks to api.stripe.com (Stripe's published CSP requirements). The sandbox
  // needs none of it, so its policy names no third party.
  const stripeJs = opts.stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : [];
  const directives: [string, string[] | null][] = [
    ['default-src', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['font-src', ["'self'", 'data:']],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['object-src', ["'none'"]],
    ['script-src', ["'self'", ...stripeJs]],
    ['script-src-attr', ["'none'"]],
    // Mantine writes its CSS variables into style tags at run time.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['upgrade-insecure-requests', opts.https ? [] : null],
    // With an S3 store the browser PUTs uploads to the bucket's presigned URLs itself.
    [
      'connect-src',
      [
        "'self'",
        ...(opts.uploadOrigin ? [opts.uploadOrigin] : []),
        ...(opts.stripe ? ['https://api.stripe.com'] : []),
      ],
    ],
    ['frame-src', opts.stripe ? ["'self'", ...stripeJs, 'https://hooks.stripe.com'] : null],
  ];
  return directives
    .filter((d): d is [string, string[]] => d[1] !== null)
    .map(([name, sources]) => (sources.length ? `${name} ${sources.join(' ')}` : name))
    .join(';');
}

export function securityHeaders(opts: TSecurityHeaderOptions): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(opts)],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'no-referrer'],
    ...(opts.https
      ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as [string, string]]
      : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
}

/** Sets the headers on every answer, errors and the web app's files included. */
export function registerSecurityHeaders(app: FastifyInstance, opts: TSecurityHeaderOptions) {
  const headers = securityHeaders(opts);
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
