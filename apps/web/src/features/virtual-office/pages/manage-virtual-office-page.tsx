import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useSignedInUser } from '../../../lib/session';
import { paths } from '../../../paths';
import { downloadConsent, useVirtualOffice } from '../api/virtual-offices';
import { AuthorisationModal } from '../components/authorisation-modal';
import { MailList } from '../components/mail-list';
import { OfficeSummary } from '../components/office-summary';
import { RecordMailForm } from '../components/record-mail-form';

/**
 * /businesses/manage-my-business/virtual-office/{id}, and the same page reached from a company
 * (.../company/{id}/vo/{id}) or a business (.../business/{id}/vo/{id}).
 */
export function ManageVirtualOfficePage() {
  const { virtualOfficeId = '' } = useParams();
  const user = useSignedInUser();
  const office = useVirtualOffice(virtualOfficeId);
  const [authorising, setAuthorising] = useState(false);
  const consent = useMutation({ mutationFn: () => downloadConsent(virtualOfficeId) });
  const staff = user.isAdmin || Boolean(user.impersonatedBy);

  return (
    <Stack gap="lg" maw={880}>
      <Anchor component={Link} to={paths.virtualOffice()} size="sm">
        All virtual offices
      </Anchor>
      <Title order={1}>Virtual office</Title>
      {office.isPending && <Loader size="sm" aria-label="Loading the virtual office" />}
      {office.isError && (
        <Alert color="red" variant="light" role="alert">
          {office.error.message}
        </Alert>
      )}
      {office.data && (
        <>
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <OfficeSummary office={office.data} />
              {office.data.status === 'Active' ? (
                <Group gap="xs" wrap="wrap">
                  <Button
                    variant="light"
                    onClick={() => consent.mutate()}
                    loading={consent.isPending}
                  >
                    Download registered office consent (PDF)
                  </Button>
                </Group>
              ) : (
                <Stack gap="xs">
                  <Text size="sm">
                    Once your plan is paid, sign the authorisation to start using this address.
                  </Text>
                  <Group gap="xs" wrap="wrap">
                    <Button onClick={() => setAuthorising(true)}>Sign the authorisation</Button>
                    <Anchor
                      component={Link}
                      to={paths.checkout(office.data.planHandle, {
                        virtualOfficeId: office.data.id,
                      })}
                      size="sm"
                    >
                      Pay for this office
                    </Anchor>
                  </Group>
                </Stack>
              )}
              {consent.isError && (
                <Alert color="red" variant="light" role="alert">
                  {consent.error.message}
                </Alert>
              )}
            </Stack>
          </Paper>
          {office.data.status === 'Active' && <MailList office={office.data} />}
          {staff && office.data.status === 'Active' && <RecordMailForm officeId={office.data.id} />}
          <AuthorisationModal
            office={authorising ? office.data : null}
            onClose={() => setAuthorising(false)}
          />
        </>
      )}
    </Stack>
  );
}
