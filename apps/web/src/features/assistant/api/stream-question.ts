import { MESSAGES } from '@app/domain';
import { ApiError, apiUrl } from '../../../lib/api-client';
import { getToken } from '../../../lib/auth-token';
import type { TAiMode, TStreamEvent } from '../lib/types';

/** The AI streaming POST of SPEC §7. */
export const AI_STREAM_PATH = '/ai/stream';

export type TStreamQuestion = {
  message: string;
  threadId: string | null;
  mode?: TAiMode;
  /** The uploaded document a review is about. */
  documentId?: string;
  thinking?: boolean;
  userId?: string;
  signal?: AbortSignal;
  onEvent: (event: TStreamEvent) => void;
  /** Questions left today, as the server counts them once this one is spent. */
  onRemaining?: (remaining: number) => void;
};

/** Pulls whole `data: ` events out of the text read so far; returns what is left over. */
export function takeEvents(buffer: string, onEvent: (event: TStreamEvent) => void): string {
  const blocks = buffer.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    for (const line of block.split(/\r?\n/)) {
      if (!line.startsWith('data:')) continue;
      try {
        onEvent(JSON.parse(line.slice(5).trim()) as TStreamEvent);
      } catch (error) {
        // SPEC §8: stream parse errors are logged only.
        console.warn('Unreadable AI stream event', error);
      }
    }
  }
  return rest;
}

/**
 * Sends a question and hands each streamed event to `onEvent` as it arrives (fetch and the
 * body's ReadableStream: EventSource cannot POST or carry the bearer token).
 */
export async function streamQuestion(opts: TStreamQuestion): Promise<void> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(apiUrl(AI_STREAM_PATH), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({
        message: opts.message,
        mode: opts.mode ?? 'ask',
        threadId: opts.threadId,
        documentId: opts.documentId,
        thinking: opts.thinking ?? false,
        userId: opts.userId,
      }),
      signal: opts.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK', MESSAGES.networkFailed);
  }
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => undefined)) as
      | { error?: { code?: string; message?: string } }
      | undefined;
    throw new ApiError(
      response.status,
      body?.error?.code ?? 'INTERNAL',
      body?.error?.message ?? MESSAGES.unexpected,
    );
  }
  const remaining = Number(response.headers.get('x-ai-remaining-questions') ?? Number.NaN);
  if (Number.isFinite(remaining)) opts.onRemaining?.(remaining);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer = takeEvents(buffer + value, opts.onEvent);
  }
  takeEvents(`${buffer}\n\n`, opts.onEvent);
}
