import { Alert, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { formatCents } from '../../../lib/format';
import { useSignedInUser } from '../../../lib/session';
import {
  defaultPaymentMethod,
  PaymentDetailsForm,
  usePaymentAttempt,
  usePaymentMethods,
} from '../../billing';
import {
  applicationKey,
  payAndLodgeCompanyApplication,
  type TCompanyApplication,
} from '../api/company-application';

/** Australian prices include GST: the GST in a price is one eleventh of it. */
const gstIn = (cents: number) => Math.round(cents / 11);

/**
 * "Pay and lodge": the fees itemised (our service with its GST, ASIC's fee without), the
 * total, and the card or bank account to pay with, as the other purchases take them. A paid
 * application is lodged straight after the charge; a refused payment leaves it unlodged.
 */
export function PayAndLodge(props: { application: TCompanyApplication; blocked: boolean }) {
  const { application } = props;
  const user = useSignedInUser();
  const client = useQueryClient();
  const methods = usePaymentMethods();
  const attempt = usePaymentAttempt({
    user,
    charge: (payment) =>
      payAndLodgeCompanyApplication({
        id: application.id,
        paymentMethodId: payment.paymentMethodId,
      }),
  });
  const fee = application.governmentFee;
  const pay = async (choice: Parameters<typeof attempt.pay>[0]) => {
    const result = await attempt.pay(choice);
    if (result) client.setQueryData(applicationKey(result.id), result);
    // A refusal is written on the application too: read it again to show where it stands.
    else void client.invalidateQueries({ queryKey: applicationKey(application.id) });
  };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="pay-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="pay-title">
          Pay and lodge
        </Title>
        <Stack gap={6} aria-label="What you pay">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text size="sm">Clausewell company registration service</Text>
              <Text size="xs" c="dimmed">
                Includes GST of {formatCents(gstIn(application.serviceFeeInCents))}
              </Text>
            </div>
            <Text size="sm" fw={600}>
              {formatCents(application.serviceFeeInCents)}
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text size="sm">{fee.label}</Text>
              <Text size="xs" c="dimmed">
                Paid to ASIC as it is, no GST
              </Text>
            </div>
            <Text size="sm" fw={600}>
              {formatCents(fee.amountInCents)}
            </Text>
          </Group>
          <Divider />
          <Group justify="space-between">
            <Text fw={700}>Total</Text>
            <Text fw={700} data-testid="registration-total">
              {formatCents(application.totalInCents)}
            </Text>
          </Group>
        </Stack>
        {application.paymentStatus === 'PaymentFailed' && application.paymentFailure && (
          <Alert color="red" variant="light" title="Your last payment did not go through">
            {application.paymentFailure} Nothing was lodged. You can pay again below.
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          Paying lodges the application with ASIC at once. You will not be able to change it
          afterwards. The invoice is kept with your others in Subscriptions.
        </Text>
        {methods.isPending ? null : (
          <PaymentDetailsForm
            gateway={attempt.intent.data?.gateway}
            savedMethod={defaultPaymentMethod(methods.data ?? [])}
            submitLabel={`Pay ${formatCents(application.totalInCents)} and lodge`}
            paying={attempt.paying}
            disabled={props.blocked}
            error={attempt.error}
            onChange={attempt.clearError}
            onSubmit={(choice) => void pay(choice)}
          />
        )}
      </Stack>
    </Card>
  );
}
