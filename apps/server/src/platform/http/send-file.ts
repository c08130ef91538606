import type { FastifyReply } from 'fastify';
import { downloadFileName } from '../files/content-disposition.js';

export type TFileToSend = { bytes: Uint8Array; fileName: string; contentType: string };

/**
 * Answers a customer's own file: saved under its name with its type's extension (or shown in
 * the browser, `inline`), and never kept by a shared cache. The name must already be plain
 * ASCII without quotes (a download name the server made, not one the customer typed: those go
 * through attachmentDisposition).
 */
export function sendPrivateFile(
  reply: FastifyReply,
  file: TFileToSend,
  disposition: 'attachment' | 'inline' = 'attachment',
) {
  return reply
    .type(file.contentType)
    .header(
      'content-disposition',
      `${disposition}; filename="${downloadFileName(file.fileName, file.contentType)}"`,
    )
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.bytes));
}
