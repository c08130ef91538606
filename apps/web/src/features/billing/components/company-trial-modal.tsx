import {
  BILLING_MESSAGES,
  COMPANY_PLAN_HANDLE,
  catalogueItem,
  FREE_TRIAL_DAYS,
  formatDollars,
  MESSAGES,
} from '@app/domain';
import { Alert, Button, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { formatDate } from '../../../lib/format';
import type { TSessionUser } from '../../../lib/session';
import { useMigrationPreview } from '../api/migration-preview';
import { useUserSubscriptions } from '../api/user-subscriptions';
import { trialPlanOf, useCompanyTrial } from '../hooks/use-company-trial';
import { intervalWords, MigrationQuote } from './migration-quote';
import { PaymentDetailsForm } from './payment-details-form';

type TProps = { user: TSessionUser; applicationId: string; opened: boolean; onClose: () => void };

const plan = catalogueItem(COMPANY_PLAN_HANDLE)!;

/** The company free-trial upgrade modal of SPEC §2.5, on the company application. */
export function CompanyTrialModal({ user, applicationId, opened, onClose }: TProps) {
  const trial = useCompanyTrial(user, applicationId);
  const { state } = trial;
  const subscriptions = useUserSubscriptions();
  // What starting would do for the plans held: the offer says so before anything is clicked.
  const route = subscriptions.data ? trialPlanOf(subscriptions.data).route : null;
  const changing = route === 'change-plan' || route === 'covered';
  const working = state.step === 'activating' || (state.step === 'card' && state.saving);

  const close = () => {
    if (working) return;
    trial.reset();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={
        changing
          ? 'Bulk e-signing comes with the company plan'
          : `Try the company plan free for ${FREE_TRIAL_DAYS} days`
      }
      size="lg"
      closeOnClickOutside={!working}
      closeOnEscape={!working}
      withCloseButton={!working}
    >
      <Stack gap="md" data-testid="company-trial-modal">
        {state.step === 'offer' && changing && (
          <>
            <Text size="sm">
              Sign your company's documents in one go: the company plan adds bulk e-signing for
              directors and shareholders. You already pay for a plan that includes every document,
              so the company plan replaces it rather than being added to it: you would never pay for
              two.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Not now
              </Button>
              <Button onClick={() => void trial.start()}>See what changing costs</Button>
            </Group>
          </>
        )}
        {state.step === 'offer' && !changing && (
          <>
            <Text size="sm">
              Sign your company's documents in one go: the company plan adds bulk e-signing for
              directors and shareholders, every document and the AI assistant.
            </Text>
            <List
              size="sm"
              spacing={4}
              icon={<IconCheck size={16} color="var(--mantine-color-teal-6)" aria-hidden="true" />}
            >
              <List.Item>Bulk e-signing of your company documents</List.Item>
              <List.Item>Every document in the library</List.Item>
              <List.Item>Up to 3 team members</List.Item>
            </List>
            <Text size="sm" c="dimmed">
              Free for {plan.trialInterval} days, then {formatDollars(plan.priceInCents)}/year.
              Cancel before the trial ends and you pay nothing.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Not now
              </Button>
              <Button onClick={() => void trial.start()}>Start my free trial</Button>
            </Group>
          </>
        )}
        {state.step === 'card' && (
          <>
            <Text size="sm">
              Add a card or bank account for when the trial ends. Nothing is charged today.
            </Text>
            <PaymentDetailsForm
              gateway={state.intent.gateway}
              submitLabel="Start free trial"
              paying={state.saving}
              error={state.error}
              onSubmit={(choice) => {
                if (choice.kind === 'new') void trial.payWith(choice.details);
                else void trial.payWithSaved(choice.paymentMethodId);
              }}
            />
          </>
        )}
        {state.step === 'change' && (
          <ChangeToCompanyPlan
            subscriptionId={state.subscriptionId}
            fromName={state.fromName}
            error={state.error}
            onConfirm={() => void trial.confirmChange()}
            onCancel={close}
          />
        )}
        {state.step === 'covered' && (
          <>
            <Alert color="yellow" variant="light" role="status" data-testid="trial-covered">
              Your {state.planName} plan already includes every document, and it cannot be changed
              to the company plan online. Nothing has been charged. Contact us and we will set up
              bulk e-signing for your company.
            </Alert>
            <Group justify="flex-end">
              <Button onClick={close}>Close</Button>
            </Group>
          </>
        )}
        {state.step === 'activating' && (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text size="sm">Activating your trial…</Text>
          </Group>
        )}
        {state.step === 'done' && (
          <>
            <Alert color="teal" variant="light" role="status" data-testid="trial-activated">
              <Text fw={600}>
                {state.changed
                  ? 'Your plan is now the company plan'
                  : BILLING_MESSAGES.trialActivated}
              </Text>
              {state.renewalDate && (
                <Text size="sm" mt={4} data-testid="trial-renewal">
                  Your plan renews on {formatDate(state.renewalDate)}.
                </Text>
              )}
            </Alert>
            <Group justify="flex-end">
              <Button onClick={close}>Continue</Button>
            </Group>
          </>
        )}
        {state.step === 'failed' && (
          <>
            <Alert color="red" variant="light" role="alert" data-testid="trial-failed">
              {MESSAGES.trialUpgradeFailed}
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Close
              </Button>
              <Button onClick={() => void trial.start()}>Try again</Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}

/** The change from a plan that covers documents to the company plan, priced before it is confirmed. */
function ChangeToCompanyPlan(props: {
  subscriptionId: string;
  fromName: string;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const preview = useMigrationPreview({
    subscriptionId: props.subscriptionId,
    productHandle: COMPANY_PLAN_HANDLE,
  });
  return (
    <Stack gap="md" data-testid="trial-change-plan">
      <Text size="sm">
        Your <strong>{props.fromName}</strong> plan changes to the <strong>company plan</strong>{' '}
        today. The time left on {props.fromName} is credited against it. There is no free trial when
        a paid plan changes.
      </Text>
      {preview.isPending && <Loader size="sm" aria-label="Pricing the change" />}
      {preview.isError && (
        <Alert color="red" variant="light" role="alert">
          {preview.error.message}
        </Alert>
      )}
      {preview.data && <MigrationQuote quote={preview.data} interval={intervalWords(plan)} />}
      {props.error && (
        <Alert color="red" variant="light" role="alert" data-testid="trial-change-error">
          {props.error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel}>
          Keep {props.fromName}
        </Button>
        <Button onClick={props.onConfirm} disabled={!preview.data}>
          {preview.data
            ? `Change plan and pay ${formatDollars(preview.data.payment_due_in_cents)}`
            : 'Change plan'}
        </Button>
      </Group>
    </Stack>
  );
}
