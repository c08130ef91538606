import { MESSAGES, REFERRAL_PAYOUT_PERCENT } from '@app/domain';
import {
  Alert,
  Button,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useSignedInUser } from '../../../lib/session';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { useReferralLink } from '../api/referral-link';
import { ReferralLedgerSection } from '../components/referral-ledger-section';

/** SPEC §8: 'Link copied!' once the clipboard has it, the failure wording when it could not. */
async function copyLink(link: string) {
  try {
    await navigator.clipboard.writeText(link);
    showSuccessToast(MESSAGES.referralLinkCopied);
  } catch {
    showErrorToast(MESSAGES.referralLinkFailed);
  }
}

/** /referral-program: the customer's link to share, and how the payout works (SPEC §1, §8). */
export function ReferralProgramPage() {
  const user = useSignedInUser();
  const link = useReferralLink(user);
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>Referral program</Title>
      <Text>
        Share your link with other businesses. When someone signs up through it and buys a plan, you
        earn {REFERRAL_PAYOUT_PERCENT}% of their first payment, paid to you in cash.
      </Text>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Your referral link
          </Title>
          {link.isPending ? (
            <Loader size="sm" aria-label={MESSAGES.referralCardLoading} />
          ) : link.isError ? (
            <Alert color="red" role="alert">
              {MESSAGES.referralLinkFailed}
            </Alert>
          ) : (
            <Group gap="xs" align="flex-end" wrap="wrap">
              <TextInput
                label="Referral link"
                value={link.data}
                readOnly
                onFocus={(e) => e.currentTarget.select()}
                style={{ flex: '1 1 240px' }}
              />
              <Button
                leftSection={<IconCopy size={16} aria-hidden="true" />}
                onClick={() => void copyLink(link.data)}
              >
                Copy link
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
      <ReferralLedgerSection user={user} />
      <Stack gap="xs">
        <Title order={2} size="h4">
          How it works
        </Title>
        <List type="ordered" spacing="xs">
          <List.Item>Copy your link and share it by e-mail, message or social media.</List.Item>
          <List.Item>Your contact signs up on Clausewell through the link.</List.Item>
          <List.Item>
            When they buy a plan, {REFERRAL_PAYOUT_PERCENT}% of their first payment is owed to you
            as a cash payout.
          </List.Item>
        </List>
      </Stack>
    </Stack>
  );
}
