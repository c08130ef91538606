import type { TVirtualOffice } from '@app/domain';
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSignedInUser } from '../../../lib/session';
import { paths } from '../../../paths';
import { useVirtualOffices } from '../api/virtual-offices';
import { AuthorisationModal } from '../components/authorisation-modal';
import { OfficeSummary } from '../components/office-summary';
import { StaffOffices } from '../components/staff-offices';
import { BuyVirtualOffice } from './buy-virtual-office';

/**
 * /businesses/virtual-office: the customer's virtual offices and getting a new one. With
 * ?virtualOfficeId= (and optionally ?acn=) the authorisation of that office opens at once.
 */
export function VirtualOfficePage() {
  const user = useSignedInUser();
  const [search, setSearch] = useSearchParams();
  const offices = useVirtualOffices();
  const [open, setOpen] = useState<TVirtualOffice | null>(null);
  const askedId = search.get('virtualOfficeId');
  const acnFromQuery = search.get('acn') ?? undefined;
  const asked = offices.data?.find((o) => o.id === askedId && o.status !== 'Active') ?? null;
  const authorising = open ?? asked;

  return (
    <Stack gap="xl" maw={960}>
      <Stack gap={4}>
        <Title order={1}>Virtual Office</Title>
        <Text c="dimmed">
          A CBD address for your company's registered office and mail, with the occupier's written
          consent and your mail scanned for you.
        </Text>
      </Stack>

      <Stack gap="sm">
        <Title order={2} size="h3">
          Your virtual offices
        </Title>
        {offices.isPending && <Loader size="sm" aria-label="Loading your virtual offices" />}
        {offices.isError && (
          <Alert color="red" variant="light" role="alert">
            {offices.error.message}
          </Alert>
        )}
        {offices.data?.length === 0 && (
          <Text c="dimmed" size="sm">
            You have no virtual office yet. Choose one below.
          </Text>
        )}
        {offices.data?.map((o) => (
          <Paper key={o.id} withBorder p="md" radius="md">
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
              <OfficeSummary office={o} />
              <Group gap="xs" wrap="wrap">
                {o.status === 'Active' ? (
                  <Button component={Link} to={paths.manageVirtualOffice(o.id)} variant="light">
                    Open
                  </Button>
                ) : (
                  <>
                    <Anchor
                      component={Link}
                      to={paths.checkout(o.planHandle, { virtualOfficeId: o.id })}
                      size="sm"
                    >
                      Pay for this office
                    </Anchor>
                    <Button onClick={() => setOpen(o)}>Sign the authorisation</Button>
                  </>
                )}
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>

      <BuyVirtualOffice />
      {user.isAdmin && <StaffOffices />}

      <AuthorisationModal
        office={authorising}
        acnFromQuery={authorising && authorising === asked ? acnFromQuery : undefined}
        onClose={() => {
          setOpen(null);
          if (askedId) setSearch({}, { replace: true });
        }}
      />
    </Stack>
  );
}
