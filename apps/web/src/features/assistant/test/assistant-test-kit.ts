/** A streamed answer as the server sends it: `data: ` lines of JSON events. */
export function streamResponse(events: readonly Record<string, unknown>[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      // Split mid-event, as a network may deliver it.
      const text = events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join('');
      const middle = Math.floor(text.length / 2);
      controller.enqueue(encoder.encode(text.slice(0, middle)));
      controller.enqueue(encoder.encode(text.slice(middle)));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

const ids = { threadId: 't-1', messageId: 'm-2' };

export const GST_CITATION = {
  number: 1,
  url: 'https://www.ato.gov.au/businesses-and-organisations/gst-excise-and-indirect-taxes/gst/registering-for-gst',
  title: 'ATO – Registering for GST',
  guideTitle: 'GST registration and the $75,000 threshold',
};

export const GST_ANSWER_EVENTS = [
  { type: 'thinking', content: 'Looking for guides that answer this.', ...ids },
  { type: 'search_streaming', query: 'When do I need to register for GST?', ...ids },
  {
    type: 'citations',
    citations: [GST_CITATION],
    recommendedQuestions: ['What must a tax invoice show?'],
    ...ids,
  },
  { type: 'content', content: 'You must register for GST when your ', ...ids },
  { type: 'content', content: 'GST turnover is $75,000 or more. [1]', ...ids },
];

import { CUSTOMER } from '../../../test/render-app';
import { userSubscriptionsData } from '../../billing/api/user-subscriptions-fixture';

export const EMPTY_CONVERSATION = {
  // The app frame reads the plan for its banner.
  GetUserSubscriptions: { getUserSubscriptions: userSubscriptionsData() },
  Notifications: { notifications: [], unreadNotificationsCount: 0 },
  GetAskConversation: { getAskConversation: { threadId: null, responses: [] } },
  GetConversationHistory: { getConversationHistory: [] },
  GetAiAllowance: { getAiAllowance: { limit: 5, remaining: 5, canUseAI: false } },
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/**
 * A GraphQL route answering what the app frame needs and the empty conversation, with
 * `conversation` deciding how GetAskConversation is answered (late, or with an error).
 */
export function graphqlWithConversation(conversation: () => Promise<Response> | Response) {
  return (body: unknown) => {
    const query = String((body as { query?: string }).query);
    if (query.includes('query GetAskConversation')) return conversation();
    if (/\bgetUser\b/.test(query)) return json({ data: { getUser: CUSTOMER } });
    const name = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    return json({ data: (EMPTY_CONVERSATION as Record<string, unknown>)[name] ?? {} });
  };
}

export { json };
