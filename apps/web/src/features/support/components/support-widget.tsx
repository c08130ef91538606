import {
  Affix,
  Button,
  Drawer,
  Indicator,
  Loader,
  ScrollArea,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessageCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useEffect, useRef, useState } from 'react';
import { useSignedInUser } from '../../../lib/session';
import { onSupportWidgetShutdown } from '../../../lib/support-widget';
import {
  sendProblem,
  useMySupportConversation,
  useMySupportLive,
  useSendSupportMessage,
} from '../api/support';
import { ConversationView } from './conversation-view';
import { MessageForm } from './message-form';

/** SPEC §9: the support chat starts this long after the app loads. */
export const SUPPORT_CHAT_DELAY_MS = 2000;

/**
 * The floating Help button and its chat with the support team, for customers and lawyers
 * (admins answer from the inbox). Appears two seconds after the app loads; sign-out shuts it
 * down: the panel closes, its live stream stops and the conversation is forgotten here.
 */
export const SupportWidget = memo(function SupportWidget() {
  const user = useSignedInUser();
  const [ready, setReady] = useState(false);
  const [shut, setShut] = useState(false);
  const [opened, setOpened] = useState(false);
  const [engaged, setEngaged] = useState(false);
  const client = useQueryClient();

  useEffect(() => {
    const timer = setTimeout(() => setReady(true), SUPPORT_CHAT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(
    () =>
      onSupportWidgetShutdown(() => {
        setShut(true);
        setOpened(false);
        client.removeQueries({ queryKey: ['support'] });
      }),
    [client],
  );

  const on = ready && !shut && !user.isAdmin;
  // Nothing is asked of the server until the customer first opens the chat.
  const live = on && engaged;
  useMySupportLive(live);
  const conversation = useMySupportConversation(live);
  const unseen = useUnseenReplies(conversation.data?.messages, opened);

  if (!on) return null;
  return (
    <>
      <Affix position={{ bottom: 20, right: 20 }} zIndex={150}>
        <Indicator
          disabled={unseen.count === 0}
          label={unseen.count}
          size={18}
          color="red"
          offset={4}
        >
          <Button
            leftSection={<IconMessageCircle size={18} aria-hidden="true" />}
            radius="xl"
            size="md"
            aria-label={unseen.count > 0 ? `Help, ${unseen.count} new replies` : 'Help'}
            aria-haspopup="dialog"
            aria-expanded={opened}
            onClick={() => {
              setEngaged(true);
              setOpened(true);
            }}
          >
            Help
          </Button>
        </Indicator>
      </Affix>
      <SupportPanel opened={opened} onClose={() => setOpened(false)} />
      {/* Outside the panel, so a reply is announced whether or not the panel is open. */}
      <VisuallyHidden role="status" aria-live="polite">
        {unseen.announcement}
      </VisuallyHidden>
    </>
  );
});

/** Replies from support that arrived after the messages first seen; the panel open sees them. */
function useUnseenReplies(
  messages:
    | readonly { id: string; fromSupport: boolean; authorName: string; text: string }[]
    | undefined,
  opened: boolean,
) {
  const known = useRef<Set<string> | null>(null);
  const [count, setCount] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!messages) return;
    if (known.current === null) {
      known.current = new Set(messages.map((m) => m.id));
      return;
    }
    const fresh = messages.filter((m) => !known.current?.has(m.id));
    for (const m of fresh) known.current.add(m.id);
    const replies = fresh.filter((m) => m.fromSupport);
    const last = replies.at(-1);
    if (!last) return;
    setAnnouncement(`New reply from ${last.authorName}: ${last.text}`);
    if (!opened) setCount((n) => n + replies.length);
  }, [messages, opened]);
  useEffect(() => {
    if (opened) setCount(0);
  }, [opened]);
  return { count, announcement };
}

function SupportPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 48em)');
  const conversation = useMySupportConversation(opened);
  const send = useSendSupportMessage();
  const messages = conversation.data?.messages ?? [];
  const bottom = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the list grows.
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, opened]);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'md'}
      title="Chat with support"
      closeButtonProps={{ 'aria-label': 'Close support chat' }}
    >
      <Stack gap="md" h="100%">
        {conversation.isPending ? (
          <Loader size="sm" aria-label="Loading your conversation" />
        ) : conversation.isError ? (
          <Text c="red" role="alert">
            Your conversation could not be loaded. Close the chat and open it again to retry.
          </Text>
        ) : messages.length === 0 ? (
          <Text c="dimmed" size="sm">
            No messages yet. Ask the Clausewell support team anything: we usually answer within a
            business day, and our replies appear here.
          </Text>
        ) : (
          <ScrollArea.Autosize mah={phone ? '60vh' : '65vh'}>
            <ConversationView messages={messages} mine="customer" />
            <div ref={bottom} />
          </ScrollArea.Autosize>
        )}
        <MessageForm
          label="Your message"
          pending={send.isPending}
          error={sendProblem(send.error)}
          onSend={(text) => send.mutateAsync(text)}
        />
      </Stack>
    </Drawer>
  );
}
