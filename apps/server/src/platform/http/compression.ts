import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

// Answers the server builds (JSON, GraphQL, the HTML shell) are compressed on the fly.
// Event streams are left alone so each event reaches the browser as it is written, and
// downloads (PDF, Word, ZIP, octet-stream, plain text and CSV) keep their length and ranges.
const COMPRESSIBLE =
  /^(?:application\/(?:json|graphql-response\+json|javascript)|text\/(?:html|css|javascript)|image\/svg\+xml)(?:;|$)/;

/**
 * Brotli or gzip, whichever the browser prefers, for answers of at least 1 KB. Registered
 * before any route, because the plugin attaches itself to each route as it is added. Built
 * files already carry their own precompressed copies (static-web.ts), which it leaves as they are.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE,
    // Request bodies stay as sent: nothing of ours posts compressed bodies.
    globalDecompression: false,
  });
}
