import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { startTestApp, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { REQUEST_TIMEOUT_SECONDS: '1' } });
});
afterAll(() => t.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a request's headers, then its body one byte at a time, and stops as soon as the
 * server closes the connection. Answers whether it closed before the body was complete.
 */
async function trickle(bodyLength: number, everyMs: number) {
  const { port } = new URL(t.url);
  const socket: Socket = connect(Number(port), '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = '';
  let closed = false;
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1');
  });
  socket.on('error', () => {});
  socket.on('close', () => {
    closed = true;
  });
  socket.write(
    [
      'POST /auth/sign-in HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      `Content-Length: ${bodyLength}`,
      '',
      '',
    ].join('\r\n'),
  );
  let sent = 0;
  while (!closed && sent < bodyLength) {
    socket.write(' ');
    sent += 1;
    await pause(everyMs);
  }
  socket.destroy();
  return { closedEarly: sent < bodyLength, received };
}

describe('a request body sent too slowly', () => {
  it('is cut off: the server answers 408 and closes the connection', async () => {
    // Twenty seconds of trickling if nothing stops it.
    const { closedEarly, received } = await trickle(100, 200);
    expect(closedEarly).toBe(true);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('leaves ordinary requests alone', async () => {
    const res = await t.api.post('/auth/sign-in', {
      email: 'someone@example.com',
      password: 'whatever-it-is',
    });
    expect(res.status).toBe(401);
  });
});

describe('REQUEST_TIMEOUT_SECONDS', () => {
  it('defaults to ten minutes, enough for a 20 MB upload on a slow line', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp' }).REQUEST_TIMEOUT_SECONDS).toBe(600);
  });

  it('refuses a value that is not a whole number of seconds, naming the variable', () => {
    const load = () =>
      loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp', REQUEST_TIMEOUT_SECONDS: 'soon' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/REQUEST_TIMEOUT_SECONDS/);
  });
});
