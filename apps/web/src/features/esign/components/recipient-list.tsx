import { Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { RECIPIENT_STATUS, ROLE_LABELS, stateLabel } from '../lib/labels';
import { formatWhen } from '../lib/times';
import type { TSigningRecipient } from '../lib/types';

type TProps = {
  recipients: readonly TSigningRecipient[];
  sequential: boolean;
  /** False once the process is finished or cancelled: nothing can change any more. */
  open: boolean;
  onRemind: (recipientId: string) => void;
  onChangeEmail: (recipientId: string, email: string) => Promise<unknown>;
  reminding: string | null;
};

const ACTIVE = new Set(['SENT', 'VIEWED', 'CREATED']);

/** Each recipient's progress with its times, and what the sender can still do for them. */
export function RecipientList({
  recipients,
  sequential,
  open,
  onRemind,
  onChangeEmail,
  reminding,
}: TProps) {
  return (
    <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {[...recipients]
        .sort((a, b) => a.position - b.position)
        .map((r) => (
          <Paper key={r.id} withBorder p="sm" radius="md" component="li" data-testid="recipient">
            <RecipientRow
              recipient={r}
              sequential={sequential}
              open={open && ACTIVE.has(r.status)}
              onRemind={onRemind}
              onChangeEmail={onChangeEmail}
              reminding={reminding === r.id}
            />
          </Paper>
        ))}
    </Stack>
  );
}

function RecipientRow(props: {
  recipient: TSigningRecipient;
  sequential: boolean;
  open: boolean;
  onRemind: (id: string) => void;
  onChangeEmail: (id: string, email: string) => Promise<unknown>;
  reminding: boolean;
}) {
  const { recipient: r, open } = props;
  const [editing, setEditing] = useState(false);
  const [email, setEmail] = useState(r.email);
  const status = RECIPIENT_STATUS[r.status];
  const times = [
    r.sentAt && `Sent ${formatWhen(r.sentAt)}`,
    r.viewedAt && `Viewed ${formatWhen(r.viewedAt)}`,
    r.signedAt && `Signed ${formatWhen(r.signedAt)}`,
    r.declinedAt && `Declined ${formatWhen(r.declinedAt)}`,
  ].filter(Boolean);
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {/* The server numbers recipients from 1, in signing order. */}
            {props.sequential ? `${r.position}. ` : ''}
            {r.name}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {r.email} · {ROLE_LABELS[r.role]}
          </Text>
          {r.role !== 'VIEWER' ? (
            // Kept with the recipient at sending: the law their signing was judged by.
            <Text size="sm" data-testid="recipient-state">
              <Text span fw={600}>
                State:
              </Text>{' '}
              {r.state ? stateLabel(r.state) : 'as the document’s law'}
            </Text>
          ) : null}
        </div>
        <Badge
          variant="light"
          color={status.color}
          c={`${status.color}.9`}
          style={{ flexShrink: 0 }}
        >
          {status.label}
        </Badge>
      </Group>
      {times.length > 0 ? (
        <Stack gap={0}>
          {times.map((time) => (
            <Text key={time as string} size="xs">
              {time}
            </Text>
          ))}
        </Stack>
      ) : null}
      {r.declineReason ? <Text size="sm">Reason: “{r.declineReason}”</Text> : null}
      {open && editing ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void props.onChangeEmail(r.id, email).then(() => setEditing(false));
          }}
        >
          <Group align="flex-end" gap="xs">
            <TextInput
              label={`New e-mail for ${r.name}`}
              type="email"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button type="submit" size="sm">
              Save and resend
            </Button>
            <Button variant="default" size="sm" onClick={() => setEditing(false)}>
              Keep
            </Button>
          </Group>
        </form>
      ) : null}
      {open && !editing ? (
        <Group gap="xs">
          {r.status !== 'CREATED' ? (
            <Button
              variant="light"
              size="xs"
              loading={props.reminding}
              onClick={() => props.onRemind(r.id)}
            >
              Remind now
            </Button>
          ) : null}
          <Button variant="subtle" size="xs" onClick={() => setEditing(true)}>
            Change e-mail
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
