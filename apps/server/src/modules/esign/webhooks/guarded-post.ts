import { type LookupAddress, lookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';

/** How long an endpoint has to answer before the attempt counts as failed. */
const TIMEOUT_MS = 10_000;

/**
 * Whether an address is this machine, a private network, link-local or otherwise not on the
 * internet. A webhook must never let a customer make the server call inside its own network.
 */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped ? mapped[1]! : address;
  if (isIP(ip) === 4) {
    const [a, b] = ip.split('.').map(Number) as [number, number];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      a >= 224
    );
  }
  const lower = ip.toLowerCase();
  return (
    lower === '::' ||
    lower === '::1' ||
    lower.startsWith('fc') ||
    lower.startsWith('fd') ||
    lower.startsWith('fe8') ||
    lower.startsWith('fe9') ||
    lower.startsWith('fea') ||
    lower.startsWith('feb')
  );
}

/**
 * Resolves a name as usual, then refuses it when any of its addresses is private. Checked at
 * connection time, on the addresses actually connected to, so a name that changes its answer
 * between registration and delivery (DNS rebinding) is caught too.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address))) {
      const refused = Object.assign(new Error(`${hostname} resolves to a private address`), {
        code: 'EPRIVATE',
      });
      return callback(refused, '', 0);
    }
    if (options.all)
      return (callback as never as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

/**
 * POSTs a webhook body and answers the status; the response body is not read. Redirects are
 * not followed. Names resolving to private addresses are refused unless `allowPrivate` (the
 * test suite's local receiver).
 */
export function guardedPost(o: {
  url: string;
  headers: Record<string, string>;
  body: string;
  allowPrivate: boolean;
}): Promise<{ status: number }> {
  const url = new URL(o.url);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: { ...o.headers, 'content-length': Buffer.byteLength(o.body) },
        lookup: o.allowPrivate ? undefined : publicOnlyLookup,
        timeout: TIMEOUT_MS,
      },
      (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0 });
      },
    );
    req.on('timeout', () => req.destroy(new Error('the endpoint did not answer in time')));
    req.on('error', reject);
    req.end(o.body);
  });
}
