import { describe, expect, it } from 'vitest';
import { readEventStream } from '../../../lib/live-stream';
import { liveSubscriptionUrl } from './use-subscriptions-live';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe('live subscription push', () => {
  it('asks GraphQL Yoga for refetchSubsSubscription of the user', () => {
    const url = new URL(liveSubscriptionUrl('u-1'), 'http://localhost');
    expect(url.pathname).toBe('/graphql');
    expect(url.searchParams.get('query')).toMatch(
      /^subscription RefetchSubs\(\$userId: String!\) \{\s+refetchSubsSubscription\(userId: \$userId\)\s+\}$/,
    );
    expect(JSON.parse(url.searchParams.get('variables') ?? '')).toEqual({ userId: 'u-1' });
  });

  it('reads SSE events split across chunks, ignoring keep-alive comments', async () => {
    const events: { event: string; data: string }[] = [];
    await readEventStream(
      streamOf([
        ':\n\n',
        'event: next\ndata: {"data":{"refetchSubsSubscription":"u-1"}}\n',
        '\nevent: next\r\ndata: {"data":',
        '{"refetchSubsSubscription":"u-1"}}\r\n\r\n',
        'event: complete\ndata:\n\n',
      ]),
      (e) => events.push(e),
    );
    expect(events).toEqual([
      { event: 'next', data: '{"data":{"refetchSubsSubscription":"u-1"}}' },
      { event: 'next', data: '{"data":{"refetchSubsSubscription":"u-1"}}' },
      { event: 'complete', data: '' },
    ]);
  });
});
