import type { TTestApp } from './test-app.js';

export type TEvent = Record<string, any> & { threadId: string; messageId: string };

/** The events of an answered stream, parsed from its `data: ` lines. */
export function parseEvents(body: string): TEvent[] {
  return body
    .split('\n\n')
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      if (!block.startsWith('data: ')) throw new Error(`not an SSE data line: ${block}`);
      return JSON.parse(block.slice('data: '.length)) as TEvent;
    });
}

/** Asks the assistant over the streaming POST and reads the whole stream. */
export async function ask(
  t: TTestApp,
  token: string,
  body: Record<string, unknown>,
): Promise<{ status: number; events: TEvent[]; body: any; headers: Headers }> {
  const res = await fetch(`${t.url}/ai/stream`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const streamed = res.headers.get('content-type')?.startsWith('text/event-stream');
  return {
    status: res.status,
    events: streamed ? parseEvents(text) : [],
    body: streamed ? text : JSON.parse(text),
    headers: res.headers,
  };
}

/** The text an answer streamed, its content events joined. */
export const answerText = (events: readonly TEvent[]) =>
  events
    .filter((e) => e.type === 'content')
    .map((e) => e.content)
    .join('');

export const RESPONSE_FIELDS =
  'id sentiment entity message timestamp status recommendedQuestions citations { number url title guide guideTitle }';

export const GET_CONVERSATION = `query($mode: ConversationMode, $threadId: String) {
  getAskConversation(mode: $mode, threadId: $threadId) { threadId responses { ${RESPONSE_FIELDS} } }
}`;
export const GET_HISTORY = '{ getConversationHistory { title mode timestamp threadId } }';
export const RATE = `mutation($messageId: String!, $sentiment: AiSentiment!, $threadId: String!) {
  rateCortexResponse(messageId: $messageId, sentiment: $sentiment, threadId: $threadId) { id sentiment }
}`;
