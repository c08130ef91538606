import { mayChangeConsultation } from '@app/domain';
import { Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../lib/ui/query-state';
import { paths } from '../../../paths';
import { type TConsultation, useMyConsultations } from '../api/advice';
import { CancelDialog, RescheduleDialog } from '../components/change-dialogs';
import { ConsultationCard } from '../components/consultation-card';
import { browserTimeZone, isUpcoming } from '../lib/times';

/** /consultations/my-consultations: the customer's upcoming and past consultations. */
export function MyConsultationsPage() {
  const list = useMyConsultations();
  const now = new Date();
  const upcoming = (list.data ?? []).filter((c) => isUpcoming(c, now)).reverse();
  const past = (list.data ?? []).filter((c) => !isUpcoming(c, now));
  return (
    <Stack gap="lg" maw={880}>
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>My consultations</Title>
        <Button component={Link} to={paths.newConsultation()}>
          Book a consultation
        </Button>
      </Group>
      <QueryState query={list} loadingLabel="Loading your consultations" />
      {list.data && (
        <Tabs defaultValue="upcoming">
          <Tabs.List>
            <Tabs.Tab value="upcoming">Upcoming ({upcoming.length})</Tabs.Tab>
            <Tabs.Tab value="past">Past ({past.length})</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="upcoming" pt="md">
            <ConsultationList
              items={upcoming}
              now={now}
              empty="You have no upcoming consultations."
            />
          </Tabs.Panel>
          <Tabs.Panel value="past" pt="md">
            <ConsultationList
              items={past}
              now={now}
              empty="Your past consultations will appear here."
            />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}

function ConsultationList({
  items,
  now,
  empty,
}: {
  items: TConsultation[];
  now: Date;
  empty: string;
}) {
  const timeZone = browserTimeZone();
  const [changing, setChanging] = useState<{ c: TConsultation; what: 'move' | 'cancel' } | null>(
    null,
  );
  if (items.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg" data-testid="consultations-empty">
        <Stack gap="sm" align="flex-start">
          <Text>{empty}</Text>
          <Button component={Link} to={paths.newConsultation()} variant="light">
            Book a consultation with a lawyer or accountant
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((c) => {
          const changeable = isUpcoming(c, now) && mayChangeConsultation(new Date(c.start), now);
          return (
            <ConsultationCard
              key={c.id}
              c={c}
              timeZone={timeZone}
              heading={`${c.advisor.name}, ${c.advisor.title}`}
            >
              {isUpcoming(c, now) &&
                (changeable ? (
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setChanging({ c, what: 'move' })}
                    >
                      Reschedule
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => setChanging({ c, what: 'cancel' })}
                    >
                      Cancel
                    </Button>
                  </Group>
                ) : (
                  <Text size="xs" c="dimmed">
                    Starts within 24 hours: to change it, please contact us.
                  </Text>
                ))}
            </ConsultationCard>
          );
        })}
      </Stack>
      {changing?.what === 'move' && (
        <RescheduleDialog c={changing.c} onClose={() => setChanging(null)} />
      )}
      {changing?.what === 'cancel' && (
        <CancelDialog c={changing.c} onClose={() => setChanging(null)} />
      )}
    </>
  );
}
