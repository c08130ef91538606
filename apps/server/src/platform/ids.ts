import { randomBytes } from 'node:crypto';

// Crockford base32: sorts the same as the numbers it encodes and avoids look-alike letters.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
let lastTime = 0;
let lastRandom: Buffer = Buffer.alloc(0);

/**
 * A public id: 48 bits of milliseconds then 80 random bits, 26 characters.
 * Ids sort by creation time; within one millisecond the random part is incremented
 * so ids made in a burst still sort in order. 80 random bits make them unguessable.
 */
export function flakeId(now: number = Date.now()): string {
  let random: Buffer;
  if (now <= lastTime && lastRandom.length) {
    random = increment(lastRandom);
    now = lastTime;
  } else {
    random = randomBytes(10);
  }
  lastTime = now;
  lastRandom = random;
  return encodeTime(now) + encodeRandom(random);
}

function encodeTime(ms: number): string {
  let out = '';
  let t = ms;
  for (let i = 0; i < 10; i++) {
    out = ALPHABET[t % 32] + out;
    t = Math.floor(t / 32);
  }
  return out;
}

function encodeRandom(bytes: Buffer): string {
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  let out = '';
  for (let i = 0; i < 16; i++) {
    out = ALPHABET[Number(bits & 31n)] + out;
    bits >>= 5n;
  }
  return out;
}

function increment(bytes: Buffer): Buffer {
  const next = Buffer.from(bytes);
  for (let i = next.length - 1; i >= 0; i--) {
    if (next[i]! < 255) {
      next[i]! += 1;
      return next;
    }
    next[i] = 0;
  }
  return randomBytes(10);
}

export const FLAKE_ID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;
