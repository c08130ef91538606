import { MESSAGES, TIMINGS } from '@app/domain';
import {
  ActionIcon,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { showSuccessToast } from '../../../lib/toasts';
import { ReferralCardSummary } from '../../referrals';
import { referralLink, useReferralPartnerKey } from '../api/create-partner';

/** The referral card of SPEC §2.4: the customer's link, ready to copy. */
export function ReferralCard({ user }: { user: { flakeId: string; email: string } }) {
  const partner = useReferralPartnerKey(user);
  const link = partner.data ? referralLink(partner.data) : null;

  return (
    <Paper withBorder radius="md" p="md" data-testid="referral-card">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Refer a friend
        </Title>
        <Text size="sm" c="dimmed">
          Share your link: when someone you refer buys a plan, you earn a 20% cash payout.
        </Text>
        {partner.isPending && (
          <Text size="sm" data-testid="referral-state">
            {MESSAGES.referralCardLoading}
          </Text>
        )}
        {partner.isError && (
          <Stack gap={4} role="alert">
            <Text size="sm" fw={600} c="red" data-testid="referral-state">
              {MESSAGES.referralCardError}
            </Text>
            <Text size="sm">{MESSAGES.referralLinkFailed}</Text>
            <Group>
              <Button variant="light" size="xs" onClick={() => partner.refetch()}>
                Try again
              </Button>
            </Group>
          </Stack>
        )}
        {link && <ReferralCardSummary user={user} />}
        {link && (
          <Group gap="xs" wrap="nowrap">
            <TextInput
              aria-label="Your referral link"
              value={link}
              readOnly
              style={{ flex: 1 }}
              onFocus={(e) => e.currentTarget.select()}
            />
            <CopyButton value={link} timeout={TIMINGS.copyCheckMarkMs}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? 'Copied' : 'Copy referral link'} withArrow>
                  <ActionIcon
                    size="lg"
                    variant={copied ? 'filled' : 'light'}
                    color={copied ? 'teal' : undefined}
                    aria-label={copied ? 'Copied' : 'Copy referral link'}
                    data-copied={copied || undefined}
                    onClick={() => {
                      copy();
                      showSuccessToast(MESSAGES.referralLinkCopied);
                    }}
                  >
                    {copied ? (
                      <IconCheck size={18} aria-hidden="true" />
                    ) : (
                      <IconCopy size={18} aria-hidden="true" />
                    )}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
