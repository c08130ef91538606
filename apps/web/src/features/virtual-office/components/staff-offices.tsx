import { Alert, Loader, Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useStaffOffices } from '../api/virtual-offices';
import { RecordMailForm } from './record-mail-form';

/** Staff: pick an active office and record mail received for it. */
export function StaffOffices() {
  const offices = useStaffOffices(true);
  const [officeId, setOfficeId] = useState<string | null>(null);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Mail handling (staff)
      </Title>
      {offices.isPending && <Loader size="sm" aria-label="Loading virtual offices" />}
      {offices.isError && (
        <Alert color="red" variant="light" role="alert">
          {offices.error.message}
        </Alert>
      )}
      {offices.data && (
        <Select
          label="Virtual office"
          placeholder={offices.data.length ? 'Choose an office' : 'No active offices'}
          data={offices.data.map((o) => ({
            value: o.id,
            label: `${o.reference} · ${o.businessName}`,
          }))}
          value={officeId}
          onChange={setOfficeId}
          searchable
        />
      )}
      {officeId && <RecordMailForm key={officeId} officeId={officeId} />}
    </Stack>
  );
}
