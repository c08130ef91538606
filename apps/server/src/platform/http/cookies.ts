import type { FastifyReply, FastifyRequest } from 'fastify';

export function readCookie(req: FastifyRequest, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name)
      return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

export function setCookie(
  reply: FastifyReply,
  name: string,
  value: string,
  opts: { maxAgeSeconds: number; secure: boolean },
) {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${opts.maxAgeSeconds}`,
    'Path=/',
    'SameSite=Lax',
    'HttpOnly',
  ];
  if (opts.secure) parts.push('Secure');
  reply.header('set-cookie', parts.join('; '));
}
