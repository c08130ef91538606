import { Alert, Chip, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useFreeSlots } from '../api/advice';
import { browserTimeZone, slotsByDay } from '../lib/times';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far ahead the picker looks: two weeks keeps one short request. */
const LOOK_AHEAD_DAYS = 21;

/** A day, then a time on it, both in the customer's zone; the chosen start goes to onChange. */
export function SlotPicker({
  advisorId,
  value,
  onChange,
}: {
  advisorId: string | null;
  value: string | null;
  onChange: (start: string | null) => void;
}) {
  const timeZone = browserTimeZone();
  // Fixed for the life of the picker, so the request does not change on every render.
  const [range] = useState(() => {
    const from = new Date();
    return { from, to: new Date(from.getTime() + LOOK_AHEAD_DAYS * DAY_MS) };
  });
  const slots = useFreeSlots(advisorId, range.from, range.to);
  const days = useMemo(() => slotsByDay(slots.data ?? [], timeZone), [slots.data, timeZone]);
  const [dayKey, setDayKey] = useState<string | null>(null);
  const day = days.find((d) => d.key === dayKey) ?? days[0];

  if (!advisorId) return <Text c="dimmed">Choose an advisor to see their free times.</Text>;
  if (slots.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">Loading free times</Text>
      </Group>
    );
  }
  if (slots.isError) {
    return (
      <Alert color="red" title="Free times could not be loaded">
        {slots.error.message}
      </Alert>
    );
  }
  if (days.length === 0 || !day) {
    return (
      <Alert color="gray" title="No free times soon" data-testid="no-slots">
        This advisor has no free times in the next three weeks. Choose another advisor.
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Select
        label="Date"
        data={days.map((d) => ({ value: d.key, label: d.label }))}
        value={day.key}
        onChange={(k) => {
          setDayKey(k);
          onChange(null);
        }}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <fieldset
        aria-label={`Times on ${day.label} (${timeZone})`}
        style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
      >
        <Text size="sm" fw={500} mb={4}>
          Time{' '}
          <Text span c="dimmed" size="xs">
            ({timeZone.replace('_', ' ')} time)
          </Text>
        </Text>
        <Chip.Group multiple={false} value={value ?? ''} onChange={(v) => onChange(v || null)}>
          <Group gap="xs">
            {day.slots.map((s) => (
              <Chip key={s.value} value={s.value} variant="outline">
                {s.label}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </fieldset>
    </Stack>
  );
}
