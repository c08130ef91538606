import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';
import type { TChatMessage, TSentiment } from '../lib/types';

export const RESPONSE_FIELDS = graphql(`
  fragment AiResponseFields on AiResponse {
    id entity message sentiment timestamp status recommendedQuestions
    citations { number url title guideTitle }
  }
`);

const GET_ASK_CONVERSATION = graphql(
  `query GetAskConversation($mode: ConversationMode, $threadId: String) {
    getAskConversation(mode: $mode, threadId: $threadId) {
      threadId responses { ...AiResponseFields }
    }
  }`,
  [RESPONSE_FIELDS],
);

const GET_CONVERSATION_HISTORY = graphql(`
  query GetConversationHistory { getConversationHistory { title mode timestamp threadId } }
`);

const RATE_CORTEX_RESPONSE = graphql(`
  mutation RateCortexResponse($messageId: String!, $sentiment: AiSentiment!, $threadId: String!) {
    rateCortexResponse(messageId: $messageId, sentiment: $sentiment, threadId: $threadId) {
      id sentiment
    }
  }
`);

/** A saved response as the chat shows it. */
export function toChatMessage(r: ResultOf<typeof RESPONSE_FIELDS>): TChatMessage {
  return {
    id: r.id,
    entity: r.entity,
    message: r.message,
    sentiment: r.sentiment,
    timestamp: String(r.timestamp),
    recommendedQuestions: [...r.recommendedQuestions],
    citations: r.citations.map((x) => ({ ...x })),
  };
}

export type THistoryEntry = { title: string; mode: string; timestamp: string; threadId: string };
export type TConversation = { threadId: string | null; responses: TChatMessage[] };

export const historyKey = ['assistant', 'history'] as const;

/** SPEC §4: LATEST opens the given (or most recent) thread; NEW starts with none. */
export function fetchConversation(opts: { threadId?: string | null }): Promise<TConversation> {
  return graphqlRequest(GET_ASK_CONVERSATION, {
    mode: 'LATEST',
    threadId: opts.threadId ?? null,
  }).then((d) => {
    const c = d.getAskConversation;
    return {
      threadId: c.threadId ?? null,
      // A failed or stopped answer comes back as it was left; it is shown as it stands.
      responses: c.responses.map(toChatMessage),
    };
  });
}

export function useConversationHistory(enabled = true) {
  return useQuery({
    queryKey: historyKey,
    enabled,
    queryFn: () =>
      graphqlRequest(GET_CONVERSATION_HISTORY).then(
        (d) =>
          d.getConversationHistory.map((h) => ({
            ...h,
            timestamp: String(h.timestamp),
          })) as THistoryEntry[],
      ),
  });
}

export function useRateResponse() {
  return useMutation({
    mutationFn: (v: { messageId: string; threadId: string; sentiment: TSentiment }) =>
      graphqlRequest(RATE_CORTEX_RESPONSE, v),
  });
}

export function useRefreshHistory() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: historyKey });
}

const GET_AI_ALLOWANCE = graphql(`
  query GetAiAllowance { getAiAllowance { limit remaining canUseAI } }
`);

export const allowanceKey = ['assistant', 'allowance'] as const;

/** The day's questions left; kept current by each answer's count (see useAssistantChat). */
export function useAiAllowance() {
  return useQuery({
    queryKey: allowanceKey,
    queryFn: () => graphqlRequest(GET_AI_ALLOWANCE).then((d) => d.getAiAllowance),
  });
}
