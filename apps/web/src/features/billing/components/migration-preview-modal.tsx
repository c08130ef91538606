import { catalogueItem, MESSAGES } from '@app/domain';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMigrateSubscription } from '../api/migrate-subscription';
import { useMigrationPreview } from '../api/migration-preview';
import { useIdempotencyKey } from '../hooks/use-idempotency-key';
import type { TMigrationRequest, TPurchaseSuccess } from '../hooks/use-plan-purchase';
import { intervalWords, MigrationQuote } from './migration-quote';

type TProps = {
  request: TMigrationRequest | null;
  onClose: () => void;
  onMigrated: (result: TPurchaseSuccess) => void;
};

/** The migration preview (prorated adjustment, credit applied, due now) and its confirmation. */
export function MigrationPreviewModal({ request, onClose, onMigrated }: TProps) {
  const preview = useMigrationPreview(
    request
      ? { subscriptionId: request.subscription.id, productHandle: request.targetHandle }
      : null,
  );
  const migrate = useMigrateSubscription();
  const key = useIdempotencyKey();
  const target = request ? catalogueItem(request.targetHandle) : undefined;

  const close = () => {
    if (migrate.isPending) return;
    migrate.reset();
    key.renew();
    onClose();
  };

  const confirm = () => {
    if (!request) return;
    migrate.mutate(
      {
        subscriptionId: request.subscription.id,
        targetProduct: request.targetHandle,
        extraUpgradeProps: request.couponCodes.length
          ? { couponCodes: request.couponCodes }
          : undefined,
        idempotencyKey: key.current(),
      },
      {
        onSuccess: (subscription) => {
          key.renew();
          migrate.reset();
          onMigrated({
            planHandle: subscription.product,
            paymentType: subscription.paymentType,
            nothingCharged: preview.data?.payment_due_in_cents === 0,
            ...(request.couponCodes.length
              ? { offer: `Offer applied: ${request.couponCodes.join(', ')}` }
              : {}),
          });
        },
      },
    );
  };

  const failure = migrate.error;
  return (
    <Modal opened={request !== null} onClose={close} title="Change your plan" size="md">
      {request && (
        <Stack gap="md">
          <Text size="sm">
            From <strong>{request.subscription.productName}</strong> to{' '}
            <strong>{target?.name ?? request.targetHandle}</strong>, starting today. The time left
            on your current plan is credited against the new one.
          </Text>
          {preview.isPending && <Loader size="sm" aria-label="Pricing the change" />}
          {preview.isError && (
            <Alert color="red" variant="light" role="alert">
              {preview.error.message}
            </Alert>
          )}
          {preview.data && (
            <Stack gap="xs">
              <MigrationQuote quote={preview.data} interval={intervalWords(target)} />
              {request.couponCodes.length > 0 && (
                <Text size="xs" c="dimmed">
                  Coupon {request.couponCodes.join(', ')} is applied when you confirm.
                </Text>
              )}
            </Stack>
          )}
          {failure && (
            <Alert color="red" variant="light" role="alert" data-testid="migration-error">
              <Text size="sm">{MESSAGES.subscriptionChangeFailed}</Text>
              {failure.message !== MESSAGES.subscriptionChangeFailed && (
                <Text size="sm" mt={4}>
                  {failure.message}
                </Text>
              )}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={migrate.isPending}>
              Cancel
            </Button>
            <Button onClick={confirm} loading={migrate.isPending} disabled={!preview.data}>
              Confirm change
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
