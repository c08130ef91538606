import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import type { TOutboxMail } from '../api/admin-outbox';

// Shown in Australian time, like every time in the product.
const sentAt = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  dateStyle: 'short',
  timeStyle: 'medium',
});

const LINK = /https?:\/\/[^\s<>"]+/g;

type TSegment = { at: number; text: string; link: boolean };

/** The text cut into plain runs and links, each keyed by where it starts. */
function segments(text: string): TSegment[] {
  const out: TSegment[] = [];
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > at) out.push({ at, text: text.slice(at, match.index), link: false });
    out.push({ at: match.index, text: match[0], link: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) out.push({ at, text: text.slice(at), link: false });
  return out;
}

/** Plain-text mail with its links made clickable (text stays text: nothing is parsed as HTML). */
function MailText({ text }: { text: string }) {
  return (
    <Text component="pre" size="sm" style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }} m={0}>
      {segments(text).map((s) =>
        s.link ? (
          <Anchor key={s.at} href={s.text} style={{ wordBreak: 'break-all' }}>
            {s.text}
          </Anchor>
        ) : (
          <Fragment key={s.at}>{s.text}</Fragment>
        ),
      )}
    </Text>
  );
}

export function OutboxMail({ mail }: { mail: TOutboxMail }) {
  return (
    <Card
      withBorder
      radius="md"
      component="article"
      aria-label={mail.subject}
      data-testid="outbox-mail"
    >
      <Stack gap="xs">
        <Title order={2} size="h4">
          {mail.subject}
        </Title>
        <Text size="sm" c="dimmed">
          To <strong>{mail.to}</strong> · {sentAt.format(new Date(mail.createdAt))}
        </Text>
        <MailText text={mail.text} />
      </Stack>
    </Card>
  );
}
