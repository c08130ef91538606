import { ADVICE_MESSAGES } from '@app/domain';
import { Alert, Button, Paper, Stack, Tabs, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { QueryState } from '../../../lib/ui/query-state';
import { type TConsultation, useAdvisorConsultations, useShareNotes } from '../api/advice';
import { ConsultationCard } from '../components/consultation-card';
import { isUpcoming } from '../lib/times';

/** /lawyer-consultations: the advisor's own diary, shown in their zone, and notes after calls. */
export function LawyerConsultationsPage() {
  const diary = useAdvisorConsultations();
  const now = new Date();
  const items = diary.data?.consultations ?? [];
  const upcoming = items.filter((c) => isUpcoming(c, now));
  const past = items.filter((c) => !isUpcoming(c, now)).reverse();
  const refused = diary.isError && /advisors/i.test(diary.error.message);
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1}>Consultations</Title>
      {refused ? (
        <Alert color="gray" title="No advisor profile">
          {ADVICE_MESSAGES.advisorsOnly} If you are a lawyer or accountant with us, ask us to link
          your profile to this account.
        </Alert>
      ) : (
        <QueryState query={diary} loadingLabel="Loading your consultations" />
      )}
      {diary.data && (
        <Tabs defaultValue="upcoming">
          <Tabs.List>
            <Tabs.Tab value="upcoming">Upcoming ({upcoming.length})</Tabs.Tab>
            <Tabs.Tab value="past">Past ({past.length})</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="upcoming" pt="md">
            <Diary
              items={upcoming}
              timeZone={diary.data.advisor.timeZone}
              empty="No upcoming consultations booked with you."
            />
          </Tabs.Panel>
          <Tabs.Panel value="past" pt="md">
            <Diary
              items={past}
              timeZone={diary.data.advisor.timeZone}
              empty="No past consultations yet."
              withNotes
            />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}

function Diary(o: {
  items: TConsultation[];
  timeZone: string;
  empty: string;
  withNotes?: boolean;
}) {
  if (o.items.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg" data-testid="diary-empty">
        <Text>{o.empty}</Text>
      </Paper>
    );
  }
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {o.items.map((c) => (
        <ConsultationCard key={c.id} c={c} timeZone={o.timeZone} heading={c.customerName}>
          {c.question && <Text size="sm">Question: {c.question}</Text>}
          {o.withNotes && c.status !== 'CANCELED' && <NotesForm c={c} />}
        </ConsultationCard>
      ))}
    </Stack>
  );
}

function NotesForm({ c }: { c: TConsultation }) {
  const share = useShareNotes();
  const [notes, setNotes] = useState(c.notes ?? '');
  return (
    <Stack gap="xs">
      <Textarea
        label={`Notes for ${c.customerName}`}
        description="Shared with the client as soon as you save: advice given and next steps."
        value={notes}
        onChange={(e) => setNotes(e.currentTarget.value)}
        maxLength={5000}
        autosize
        minRows={2}
      />
      <Button
        size="xs"
        style={{ alignSelf: 'flex-start' }}
        loading={share.isPending}
        disabled={!notes.trim()}
        onClick={() =>
          share.mutate(
            { id: c.id, notes: notes.trim() },
            {
              onSuccess: () => showSuccessToast(ADVICE_MESSAGES.notesShared),
              onError: (error) => showErrorToast(error.message),
            },
          )
        }
      >
        Share notes
      </Button>
    </Stack>
  );
}
