import { MESSAGES } from '@app/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { showErrorToast } from '../../../lib/toasts';
import {
  allowanceKey,
  fetchConversation,
  useRateResponse,
  useRefreshHistory,
} from '../api/conversations';
import { fetchDraftConversation } from '../api/drafts';
import { streamQuestion } from '../api/stream-question';
import type { TAiMode, TChatMessage, TSentiment, TStreamEvent } from '../lib/types';

const blank = (id: string, entity: 'AI' | 'USER', message: string): TChatMessage => ({
  id,
  entity,
  message,
  sentiment: 'NONE',
  citations: [],
  recommendedQuestions: [],
  timestamp: new Date().toISOString(),
});

/** SPEC §4 AI message streaming: how one event changes the answer it belongs to. */
export function applyEvent(message: TChatMessage, event: TStreamEvent): TChatMessage {
  const next = { ...message, isStreaming: true, serverId: event.messageId ?? message.serverId };
  if (event.error) return { ...next, error: event.error, isThinking: false, isResearching: false };
  switch (event.type) {
    case 'thinking':
      return { ...next, isThinking: true };
    case 'search_streaming':
    case 'tool_call':
    case 'tool_stream':
      return { ...next, isResearching: true };
    case 'citations':
      return {
        ...next,
        isResearching: false,
        citations: [...message.citations, ...(event.citations ?? [])],
        recommendedQuestions: event.recommendedQuestions ?? message.recommendedQuestions,
      };
    case 'content':
      return {
        ...next,
        isThinking: false,
        isResearching: false,
        message: message.message + (event.content ?? ''),
      };
    // A draft arrives in pieces between its start and end markers; the end carries it whole.
    case 'draft_artifact_start':
      return {
        ...next,
        isResearching: false,
        artifact: {
          artifactId: event.artifactId ?? '',
          title: event.title ?? '',
          templateId: event.templateId ?? '',
          htmlContent: '',
          answers: null,
          complete: false,
        },
      };
    case 'draft_artifact_content':
      return message.artifact
        ? {
            ...next,
            artifact: {
              ...message.artifact,
              htmlContent: message.artifact.htmlContent + (event.htmlContent ?? ''),
            },
          }
        : next;
    case 'draft_artifact_end':
      return {
        ...next,
        artifact: {
          artifactId: event.artifactId ?? message.artifact?.artifactId ?? '',
          title: event.title ?? message.artifact?.title ?? '',
          templateId: event.templateId ?? message.artifact?.templateId ?? '',
          htmlContent: event.htmlContent ?? message.artifact?.htmlContent ?? '',
          answers: event.answers ?? {},
          complete: true,
        },
      };
    case 'draft_footnote_start':
      return { ...next, footnote: '' };
    case 'draft_footnote_content':
      return { ...next, footnote: (message.footnote ?? '') + (event.content ?? '') };
    default:
      return next;
  }
}

const settled = (m: TChatMessage): TChatMessage => ({
  ...m,
  isThinking: false,
  isResearching: false,
  isStreaming: false,
});

/** The assistant's conversation: loading a thread, asking, streaming, starting over, rating. */
export function useAssistantChat(opts: { userId?: string; mode?: TAiMode } = {}) {
  const mode = opts.mode ?? 'ask';
  const [threadId, setThreadId] = useState<string | null>(null);
  const [messages, setMessages] = useState<TChatMessage[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [streaming, setStreaming] = useState(false);
  const controller = useRef<AbortController | null>(null);
  // Bumped by every action that changes the conversation, so a load that finishes after the
  // customer has already asked or started over does not put the old thread back.
  const generation = useRef(0);
  const rate = useRateResponse();
  const refreshHistory = useRefreshHistory();
  const queryClient = useQueryClient();

  const open = useCallback(
    async (id?: string | null) => {
      controller.current?.abort();
      const mine = ++generation.current;
      setLoading(true);
      setLoadError(null);
      try {
        const conversation =
          mode === 'draft'
            ? await fetchDraftConversation({ threadId: id })
            : await fetchConversation({ threadId: id });
        if (mine !== generation.current) return;
        setThreadId(conversation.threadId);
        setMessages(conversation.responses);
      } catch {
        if (mine === generation.current) setLoadError(MESSAGES.conversationLoadFailed);
      } finally {
        if (mine === generation.current) setLoading(false);
      }
    },
    [mode],
  );

  useEffect(() => {
    void open();
    return () => controller.current?.abort();
  }, [open]);

  const newChat = useCallback(() => {
    generation.current += 1;
    controller.current?.abort();
    setLoading(false);
    setThreadId(null);
    setMessages([]);
    setLoadError(null);
  }, []);

  const ask = useCallback(
    async (question: string) => {
      const text = question.trim();
      if (!text || streaming) return;
      generation.current += 1;
      setLoading(false);
      const abort = new AbortController();
      controller.current = abort;
      // The answer keeps its key while it streams (no remount); the server's id is kept beside it.
      const answerId = `pending-${Date.now()}`;
      setMessages((list) => [
        ...list,
        blank(`question-${Date.now()}`, 'USER', text),
        { ...blank(answerId, 'AI', ''), isStreaming: true, isThinking: true },
      ]);
      const update = (change: (m: TChatMessage) => TChatMessage) =>
        setMessages((list) => list.map((m) => (m.id === answerId ? change(m) : m)));
      setStreaming(true);
      try {
        await streamQuestion({
          message: text,
          threadId,
          mode: mode === 'review' ? 'ask' : mode,
          thinking: true,
          userId: opts.userId,
          signal: abort.signal,
          onRemaining: (remaining) =>
            queryClient.setQueryData(
              allowanceKey,
              (old: { limit: number; canUseAI: boolean } | undefined) =>
                old ? { ...old, remaining } : old,
            ),
          onEvent: (event) => {
            if (event.threadId) setThreadId(event.threadId);
            update((m) => applyEvent(m, event));
          },
        });
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'AbortError')) {
          update((m) => ({ ...m, error: (error as Error).message || MESSAGES.unexpected }));
        }
      } finally {
        update(settled);
        setStreaming(false);
        void refreshHistory();
      }
    },
    [streaming, threadId, mode, opts.userId, refreshHistory, queryClient],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  /** Shows the rating at once, then tells the server; undoes it if the server refuses. */
  const rateAnswer = useCallback(
    (messageId: string, sentiment: TSentiment) => {
      if (!threadId) return;
      const isIt = (m: TChatMessage) => (m.serverId ?? m.id) === messageId;
      const before = messages.find(isIt)?.sentiment ?? 'NONE';
      const set = (s: TSentiment) =>
        setMessages((list) => list.map((m) => (isIt(m) ? { ...m, sentiment: s } : m)));
      set(sentiment);
      rate.mutate(
        { messageId, threadId, sentiment },
        {
          onError: () => {
            set(before);
            showErrorToast(MESSAGES.ratingFailed);
          },
        },
      );
    },
    [messages, threadId, rate],
  );

  return {
    mode,
    threadId,
    messages,
    loading,
    loadError,
    streaming,
    ask,
    stop,
    newChat,
    open,
    rateAnswer,
  };
}

export type TAssistantChat = ReturnType<typeof useAssistantChat>;
