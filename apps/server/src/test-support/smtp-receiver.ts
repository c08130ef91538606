import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type TReceivedMail = { to: string; raw: string };

/**
 * A real SMTP server on a free local port: the app under test is pointed at `url`, and each
 * message it delivers arrives in `received` as sent over the wire.
 */
export async function startSmtpReceiver() {
  const received: TReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Stops listening; the app under test is closed first, so nothing is still sending. */
    close: () => {
      server.close();
    },
  };
}

export type TSmtpReceiver = Awaited<ReturnType<typeof startSmtpReceiver>>;
