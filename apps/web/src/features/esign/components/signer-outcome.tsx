import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type TOutcome =
  | 'signed'
  | 'completed'
  | 'declined'
  | 'cancelled'
  | 'expired'
  | 'waiting'
  | 'viewOnly';

type TProps = {
  outcome: TOutcome;
  title: string;
  senderName: string;
  waitingFor?: string | null;
  /** A same-site page to return to, already checked. */
  callback?: string;
};

const ICONS: Record<TOutcome, { icon: ReactNode; color: string }> = {
  signed: { icon: <IconCircleCheck aria-hidden />, color: 'teal' },
  completed: { icon: <IconCircleCheck aria-hidden />, color: 'teal' },
  declined: { icon: <IconInfoCircle aria-hidden />, color: 'gray' },
  cancelled: { icon: <IconInfoCircle aria-hidden />, color: 'gray' },
  expired: { icon: <IconClockHour4 aria-hidden />, color: 'orange' },
  waiting: { icon: <IconClockHour4 aria-hidden />, color: 'blue' },
  viewOnly: { icon: <IconInfoCircle aria-hidden />, color: 'blue' },
};

function wording(p: TProps): { heading: string; body: string } {
  switch (p.outcome) {
    case 'signed':
      return {
        heading: 'You have signed',
        body: `Thank you. “${p.title}” is signed by you. When everyone has signed, each of you receives the signed PDF by e-mail.`,
      };
    case 'completed':
      return {
        heading: 'This document is signed by everyone',
        body: `“${p.title}” is complete. The signed PDF was e-mailed to everyone who took part.`,
      };
    case 'declined':
      return {
        heading: 'You declined to sign',
        body: `${p.senderName} has been told, with your reason. There is nothing more to do.`,
      };
    case 'cancelled':
      return {
        heading: 'This signing request was cancelled',
        body: `${p.senderName} cancelled it, so it can no longer be signed. Ask them if you expected to sign.`,
      };
    case 'expired':
      return {
        heading: 'This signing request has expired',
        body: `It can no longer be signed. Ask ${p.senderName} to send it again.`,
      };
    case 'waiting':
      return {
        heading: `Waiting for ${p.waitingFor ?? 'someone else'} to sign first`,
        body: `“${p.title}” is signed in order. We will e-mail you when it is your turn.`,
      };
    case 'viewOnly':
      return {
        heading: 'You receive a copy',
        body: `${p.senderName} added you to receive “${p.title}”. You do not need to sign it.`,
      };
  }
}

/** Every state in which the signer has nothing (more) to do, said plainly. */
export function SignerOutcome(props: TProps) {
  const { heading, body } = wording(props);
  const look = ICONS[props.outcome];
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" role="status">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color={look.color}>
          {look.icon}
        </ThemeIcon>
        <Title order={2} size="h3">
          {heading}
        </Title>
        <Text maw={480}>{body}</Text>
        {props.callback ? (
          <Button component={Link} to={props.callback} mt="sm">
            Continue
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
