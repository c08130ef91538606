import { COMPLIANCE_MESSAGES, formatDateShort } from '@app/domain';
import {
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { showSuccessToast } from '../../../lib/toasts';
import { QueryState } from '../../../lib/ui/query-state';
import { useComplianceCalendar, useSetComplianceDates } from '../api/compliance';
import { StatusBadge } from './status-badge';

/** A business's compliance calendar: what is due when and where it stands, and its dates. */
export function CalendarPanel({ businessId }: { businessId: string }) {
  const calendar = useComplianceCalendar(businessId);
  const items = calendar.data?.items ?? [];
  return (
    <Stack gap="md">
      <QueryState query={calendar} loadingLabel="Loading the compliance calendar" />
      {calendar.data && (
        <>
          {items.length === 0 ? (
            <Text c="dimmed" data-testid="calendar-empty">
              Nothing is on this business's calendar yet. Give its registration date below and we
              work out its annual review and other due dates.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={320}>
              <Table striped aria-label="Compliance calendar">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>What</Table.Th>
                    <Table.Th>Due</Table.Th>
                    <Table.Th>Status</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((item) => (
                    <Table.Tr key={item.id} data-testid="calendar-item">
                      <Table.Td>{item.title}</Table.Td>
                      <Table.Td>{formatDateShort(item.dueOn)}</Table.Td>
                      <Table.Td>
                        <StatusBadge status={item.status} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <DatesForm
            businessId={businessId}
            registeredOn={calendar.data.registeredOn ?? ''}
            businessNameRenewalOn={calendar.data.businessNameRenewalOn ?? ''}
            consent={calendar.data.registeredOfficeConsentOnFile}
          />
        </>
      )}
    </Stack>
  );
}

function DatesForm(o: {
  businessId: string;
  registeredOn: string;
  businessNameRenewalOn: string;
  consent: boolean;
}) {
  const save = useSetComplianceDates();
  const [registeredOn, setRegisteredOn] = useState(o.registeredOn);
  const [renewal, setRenewal] = useState(o.businessNameRenewalOn);
  const [consent, setConsent] = useState(o.consent);
  useEffect(() => {
    setRegisteredOn(o.registeredOn);
    setRenewal(o.businessNameRenewalOn);
    setConsent(o.consent);
  }, [o.registeredOn, o.businessNameRenewalOn, o.consent]);
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const problem = save.error && !fields?.registeredOn ? save.error.message : null;
  return (
    <Paper withBorder p="md" radius="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(
            {
              businessId: o.businessId,
              registeredOn,
              businessNameRenewalOn: renewal || null,
              registeredOfficeConsentOnFile: consent,
            },
            { onSuccess: () => showSuccessToast(COMPLIANCE_MESSAGES.datesSaved) },
          );
        }}
      >
        <Stack gap="sm">
          <Title order={3} size="h5">
            Dates we work from
          </Title>
          <Group grow wrap="wrap" align="flex-start">
            <TextInput
              type="date"
              label="Company registration date"
              required
              value={registeredOn}
              onChange={(e) => setRegisteredOn(e.currentTarget.value)}
              error={fields?.registeredOn}
            />
            <TextInput
              type="date"
              label="Business name renewal date"
              value={renewal}
              onChange={(e) => setRenewal(e.currentTarget.value)}
              error={fields?.businessNameRenewalOn}
            />
          </Group>
          <Checkbox
            label="The occupier's consent to use our registered office is on file"
            checked={consent}
            onChange={(e) => setConsent(e.currentTarget.checked)}
          />
          {problem && (
            <Text c="red" size="sm" role="alert">
              {problem}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save dates
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
