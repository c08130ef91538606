import { createHmac } from 'node:crypto';

/** The header a receiver checks: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const SIGNATURE_HEADER = 'clausewell-signature';

/**
 * Signs a delivery: HMAC-SHA256 with the endpoint's secret over the timestamp, a dot and the
 * raw body. The timestamp inside the signed text lets the receiver refuse old replays.
 */
export function signDelivery(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
