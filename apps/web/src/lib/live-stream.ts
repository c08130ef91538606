import { print } from '@0no-co/graphql.web';
import { useEffect, useRef } from 'react';
import { getToken } from './auth-token';

// Live pushes over GraphQL Yoga's server-sent events. The browser's EventSource cannot send the
// bearer header, and a session token in a URL ends up in logs and history, so the stream is
// read with fetch instead: the same GET and the same `text/event-stream` answer, with the token
// in its header.

const RETRY_FIRST_MS = 2000;
const RETRY_MAX_MS = 60_000;

/** The GET address of a GraphQL subscription, its query and variables in the query string. */
export function liveUrl(
  subscription: Parameters<typeof print>[0],
  variables: Record<string, unknown> = {},
) {
  const params = new URLSearchParams({
    query: print(subscription),
    variables: JSON.stringify(variables),
  });
  return `/graphql?${params}`;
}

/** Calls `onEvent` for every event of an SSE body until it ends. */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: { event: string; data: string }) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.search(/\r?\n\r?\n/);
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, '');
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split(/\r?\n/)) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      if (data.length > 0 || event !== 'message') onEvent({ event, data: data.join('\n') });
      end = buffer.search(/\r?\n\r?\n/);
    }
  }
}

/**
 * While mounted with a url, calls `onNext` for every pushed result. A dropped stream
 * reconnects with a growing pause; null turns it off.
 */
export function useLiveStream(url: string | null, onNext: () => void): void {
  const onNextRef = useRef(onNext);
  onNextRef.current = onNext;

  useEffect(() => {
    if (!url || typeof fetch !== 'function') return;
    const abort = new AbortController();
    let retryMs = RETRY_FIRST_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const connect = async () => {
      const token = getToken();
      if (!token || abort.signal.aborted) return;
      try {
        const response = await fetch(url, {
          headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
          signal: abort.signal,
        });
        const type = response.headers.get('content-type') ?? '';
        if (!response.ok || !response.body || !type.includes('text/event-stream')) {
          throw new Error(`live push refused (${response.status})`);
        }
        retryMs = RETRY_FIRST_MS;
        await readEventStream(response.body, ({ event }) => {
          if (event === 'next') onNextRef.current();
        });
      } catch {
        // Dropped, refused or offline: try again below unless we were closed on purpose.
      }
      if (abort.signal.aborted) return;
      timer = setTimeout(() => void connect(), retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    };

    void connect();
    return () => {
      abort.abort();
      if (timer) clearTimeout(timer);
    };
  }, [url]);
}
