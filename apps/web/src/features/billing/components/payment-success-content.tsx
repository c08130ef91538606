import {
  catalogueItem,
  paymentSuccessContent,
  type TPaymentSuccessType,
  type TPaymentType,
} from '@app/domain';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import type { TSessionUser } from '../../../lib/session';
import { paths, safeNextPath } from '../../../paths';
import type { TSubscriptionListItem } from '../api/user-subscriptions';
import { PayPerDocCards } from './pay-per-doc-cards';
import { ReferralCard } from './referral-card';
import { StaffProfiles } from './staff-profiles';
import { TeamInviteCard } from './team-invite-card';

export type TPaymentSuccessProps = {
  type: TPaymentSuccessType;
  planHandle?: string;
  paymentType?: TPaymentType;
  origin?: string;
  virtualOfficeId?: string;
  /** A promotion that came with the purchase, named on the screen. */
  offer?: string;
  user: TSessionUser;
  /** The new subscription once GetUserSubscriptions has it. */
  subscription?: TSubscriptionListItem;
  /** The modal closes when one of its links is followed. */
  onNavigate?: () => void;
};

/** Where the back button goes: the assistant, the page the purchase started from, or home. */
export function backTarget(origin: string | undefined): string {
  if (!origin) return paths.home();
  if (origin === 'ai') return paths.ai({ mode: 'ask' });
  return origin.startsWith('/') ? safeNextPath(origin) : paths.myDocuments();
}

function PlanStatus({ subscription }: { subscription: TSubscriptionListItem }) {
  const trialing = subscription.state === 'trialing';
  const next = trialing ? subscription.trialEndsAt : subscription.renewalDate;
  return (
    <Text size="sm" data-testid="plan-status">
      {trialing ? 'Your free trial is on' : 'Your plan is active'}
      {next ? `; ${trialing ? 'it ends' : 'it renews'} on ${formatDate(next)}` : ''}.
    </Text>
  );
}

/** The body of the payment success page and modal (SPEC §2.4), chosen by the domain rules. */
export function PaymentSuccessContent(props: TPaymentSuccessProps) {
  const { type, planHandle, paymentType, origin, subscription, onNavigate } = props;
  const content = paymentSuccessContent({ type, planHandle, origin, paymentType });
  const planName =
    subscription?.productName ?? (planHandle ? catalogueItem(planHandle)?.name : undefined);
  const unsigned = subscription?.needsSignedAgreement && !subscription.signed;

  return (
    <Stack gap="md" data-testid="payment-success" data-type={type}>
      <Paper withBorder radius="md" p="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconCircleCheck size={32} color="var(--mantine-color-teal-6)" aria-hidden="true" />
          <Stack gap={4}>
            <Text fw={600}>
              {planName
                ? `Thank you: your ${planName} plan is ready.`
                : 'Thank you for your purchase.'}
            </Text>
            {props.offer && <Text size="sm">{props.offer}</Text>}
            {subscription && <PlanStatus subscription={subscription} />}
            {content.directDebitText && (
              <Text size="sm" data-testid="direct-debit-text">
                {content.directDebitText}
              </Text>
            )}
          </Stack>
        </Group>
      </Paper>

      {unsigned && subscription && (
        <Alert color="blue" variant="light" title="One more step" data-testid="agreement-needed">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              Read and sign your service agreement so we can start working for you.
            </Text>
            <Button
              size="xs"
              component={Link}
              to={paths.subscriptionPlanAgreement({
                callback: paths.settingsSubscriptions(),
                subscriptionId: subscription.id,
              })}
              onClick={onNavigate}
            >
              Sign agreement
            </Button>
          </Stack>
        </Alert>
      )}

      {content.showAccountCard && (
        <PayPerDocCards user={props.user} accessText={content.accessText} onNavigate={onNavigate} />
      )}
      {props.virtualOfficeId && (
        <Paper withBorder radius="md" p="md" data-testid="virtual-office-card">
          <Stack gap="xs" align="flex-start">
            <Title order={2} size="h4">
              Your virtual office
            </Title>
            <Button
              variant="light"
              component={Link}
              to={paths.manageVirtualOffice(props.virtualOfficeId)}
              onClick={onNavigate}
            >
              Manage your virtual office
            </Button>
          </Stack>
        </Paper>
      )}
      {content.showAccountants && <StaffProfiles />}
      {content.showTeamInvite && <TeamInviteCard onNavigate={onNavigate} />}
      {content.showReferral && <ReferralCard user={props.user} />}

      <Group>
        <Button
          component={Link}
          to={backTarget(origin)}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
          onClick={onNavigate}
        >
          {content.backLabel}
        </Button>
      </Group>
    </Stack>
  );
}
