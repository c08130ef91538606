import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql/graphql';
import { ApiError, graphqlRequest } from '../../../lib/api-client';
import { liveUrl, useLiveStream } from '../../../lib/live-stream';

const MY_CONVERSATION = graphql(`
  query MySupportConversation {
    mySupportConversation { id closed messages { id fromSupport authorName text createdAt } }
  }
`);

const SEND = graphql(`
  mutation SendSupportMessage($text: String!) {
    sendSupportMessage(text: $text) {
      id closed messages { id fromSupport authorName text createdAt }
    }
  }
`);

const INBOX = graphql(`
  query SupportInbox {
    supportInbox { id customerName customerEmail lastMessageAt unreadCount }
  }
`);

const ONE = graphql(`
  query SupportConversation($id: ID!) {
    supportConversation(id: $id) {
      id closed customerName messages { id fromSupport authorName text createdAt }
    }
  }
`);

const REPLY = graphql(`
  mutation ReplySupport($id: ID!, $text: String!) {
    replySupport(id: $id, text: $text) {
      id closed customerName messages { id fromSupport authorName text createdAt }
    }
  }
`);

const CLOSE = graphql(`
  mutation CloseSupportConversation($id: ID!) { closeSupportConversation(id: $id) { id closed } }
`);

const CONVERSATION_CHANGED = graphql(
  `subscription SupportConversationChanged { supportConversationChanged }`,
);
const INBOX_CHANGED = graphql(`subscription SupportInboxChanged { supportInboxChanged }`);
const conversationLiveUrl = liveUrl(CONVERSATION_CHANGED);
const inboxLiveUrl = liveUrl(INBOX_CHANGED);

export type TMySupportConversation = ResultOf<typeof MY_CONVERSATION>['mySupportConversation'];
export type TSupportMessage = NonNullable<TMySupportConversation>['messages'][number];
export type TInboxEntry = ResultOf<typeof INBOX>['supportInbox'][number];

const mineKey = ['support', 'mine'] as const;
const inboxKey = ['support', 'inbox'] as const;
const oneKey = (id: string) => ['support', 'conversation', id] as const;

/** The problem with a message the server refused, as it named it. */
export function sendProblem(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError) return error.fields.text ?? error.message;
  return 'The message could not be sent. Check your connection and try again.';
}

export function useMySupportConversation(enabled: boolean) {
  return useQuery({
    queryKey: mineKey,
    queryFn: async () => (await graphqlRequest(MY_CONVERSATION)).mySupportConversation,
    enabled,
  });
}

export function useSendSupportMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) => (await graphqlRequest(SEND, { text })).sendSupportMessage,
    onSuccess: (conversation) => client.setQueryData(mineKey, conversation),
  });
}

/** While on, a reply (or a close) from the support team refreshes the conversation at once. */
export function useMySupportLive(on: boolean) {
  const client = useQueryClient();
  useLiveStream(on ? conversationLiveUrl : null, () => {
    void client.invalidateQueries({ queryKey: mineKey });
  });
}

export function useSupportInbox(enabled: boolean) {
  return useQuery({
    queryKey: inboxKey,
    queryFn: async () => (await graphqlRequest(INBOX)).supportInbox,
    enabled,
  });
}

export function useSupportConversation(id: string | null) {
  return useQuery({
    queryKey: oneKey(id ?? ''),
    queryFn: async () => (await graphqlRequest(ONE, { id: id ?? '' })).supportConversation,
    enabled: id !== null,
  });
}

export function useReplySupport(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) => (await graphqlRequest(REPLY, { id, text })).replySupport,
    onSuccess: (conversation) => {
      client.setQueryData(oneKey(id), conversation);
      void client.invalidateQueries({ queryKey: inboxKey });
    },
  });
}

export function useCloseSupportConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => graphqlRequest(CLOSE, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['support'] }),
  });
}

/** While an admin has the inbox open, any conversation's change refreshes it. */
export function useSupportInboxLive(on: boolean) {
  const client = useQueryClient();
  useLiveStream(on ? inboxLiveUrl : null, () => {
    void client.invalidateQueries({ queryKey: ['support'] });
  });
}
