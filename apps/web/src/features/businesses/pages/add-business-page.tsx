import { BUSINESS_MESSAGES } from '@app/domain';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSignedInUser } from '../../../lib/session';
import { showSuccessToast } from '../../../lib/toasts';
import { paths } from '../../../paths';
import { type TLinkChoice, useLinkBusiness } from '../api/link-business';
import { BusinessFinder, type TFinderChoice } from '../components/business-finder';
import { linkErrorMessage } from '../components/link-error';

/** /businesses/add-my-own-business-info: find a business on the register and add it. */
export function AddBusinessPage() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const link = useLinkBusiness();
  const [picked, setPicked] = useState<TFinderChoice>(null);
  const onChoice = useCallback((choice: TFinderChoice) => setPicked(choice), []);

  const confirm = () => {
    if (!picked) return;
    const choice: TLinkChoice =
      'abn' in picked ? picked : { acn: picked.acn, userId: user.flakeId };
    link.mutate(choice, {
      onSuccess: (business) => {
        showSuccessToast(`${business.entityName}: ${BUSINESS_MESSAGES.businessLinked}`);
        void navigate(paths.businessDetails(business.businessId));
      },
    });
  };

  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Anchor component={Link} to={paths.manageMyBusiness()} size="sm">
          ← My businesses
        </Anchor>
        <Title order={1}>Add existing business</Title>
        <Text c="dimmed" maw={600}>
          Already have a business? Find it on the Australian Business Register and add it to your
          account to keep its details, documents and plans in one place.
        </Text>
      </Stack>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <BusinessFinder onChoice={onChoice} />
      </Paper>
      {link.isError && (
        <Alert color="red" variant="light" role="alert" title="This business could not be added">
          {linkErrorMessage(link.error)}
        </Alert>
      )}
      {/* Kept in view under a long list of results, so a choice is one tap from adding. */}
      <Group
        justify="flex-end"
        gap="sm"
        pos="sticky"
        bottom={0}
        py="sm"
        bg="var(--mantine-color-body)"
        style={{ zIndex: 1 }}
      >
        <Button variant="default" component={Link} to={paths.manageMyBusiness()}>
          Cancel
        </Button>
        <Button onClick={confirm} disabled={!picked} loading={link.isPending}>
          Add business
        </Button>
      </Group>
    </Stack>
  );
}
