import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedPost, isPrivateAddress } from './guarded-post.js';

// A webhook endpoint is named by the customer, so the server must never be led to call an
// address inside its own network, whatever the name resolves to on the day of delivery.

describe('private addresses', () => {
  it('knows this machine, private networks and link-local addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd12::1',
      'fe80::1',
      '::ffff:10.0.0.1',
    ])
      expect(isPrivateAddress(ip), ip).toBe(true);
  });

  it('lets public addresses through', () => {
    for (const ip of ['8.8.8.8', '172.32.0.1', '192.169.0.1', '2606:4700::1111', '::ffff:1.1.1.1'])
      expect(isPrivateAddress(ip), ip).toBe(false);
  });
});

describe('posting to an endpoint by name', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((_req, res) => res.writeHead(204).end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (allowPrivate: boolean) =>
    guardedPost({ url: `http://localhost:${port}/hook`, headers: {}, body: '{}', allowPrivate });

  it('refuses a name that resolves to this machine', async () => {
    await expect(post(false)).rejects.toThrow(/private address/);
  });

  it('reaches it when private addresses are allowed (the test receiver)', async () => {
    await expect(post(true)).resolves.toEqual({ status: 204 });
  });
});
