import { fieldErrors, REFERRAL_MESSAGES, ZReferralPayoutRequest } from '@app/domain';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ApiError } from '../../../lib/api-client';
import { formatCents } from '../../../lib/format';
import { showSuccessToast } from '../../../lib/toasts';
import { useRequestReferralPayout } from '../api/referral-ledger';

type TValues = { accountName: string; bsb: string; accountNumber: string; amount: string };

/** "12.50" as cents; NaN when it is not an amount of dollars and cents. */
function dollarsToCents(text: string): number {
  const clean = text.trim().replace(/^\$/, '').replace(/,/g, '');
  return /^\d+(\.\d{1,2})?$/.test(clean) ? Math.round(Number(clean) * 100) : Number.NaN;
}

function check(values: TValues, balanceInCents: number): Record<string, string> {
  const cents = dollarsToCents(values.amount);
  const result = ZReferralPayoutRequest.safeParse({
    ...values,
    amountInCents: Number.isNaN(cents) ? 0 : cents,
  });
  const errors: Record<string, string> = result.success ? {} : fieldErrors(result.error);
  const amountError = errors.amountInCents;
  delete errors.amountInCents;
  if (Number.isNaN(cents)) errors.amount = 'Amount must be in dollars, such as 25.00';
  else if (amountError) errors.amount = amountError;
  else if (cents > balanceInCents) errors.amount = REFERRAL_MESSAGES.payoutOverBalance;
  return errors;
}

/** Asks for the balance owed to be paid into a bank account (BSB and account number). */
export function PayoutRequestForm(props: { user: { flakeId: string }; balanceInCents: number }) {
  const { balanceInCents } = props;
  const request = useRequestReferralPayout(props.user);
  const form = useForm<TValues>({
    mode: 'controlled',
    initialValues: {
      accountName: '',
      bsb: '',
      accountNumber: '',
      amount: (balanceInCents / 100).toFixed(2),
    },
    validate: (values) => check(values, balanceInCents),
  });

  const submit = form.onSubmit((values) => {
    request.mutate(
      {
        accountName: values.accountName,
        bsb: values.bsb,
        accountNumber: values.accountNumber,
        amountInCents: dollarsToCents(values.amount),
      },
      { onSuccess: () => showSuccessToast(REFERRAL_MESSAGES.payoutRequested) },
    );
  });

  const failure =
    request.error instanceof ApiError
      ? (Object.values(request.error.fields)[0] ?? request.error.message)
      : request.error
        ? 'The payout could not be requested. Try again.'
        : null;

  return (
    <form onSubmit={submit} noValidate aria-labelledby="payout-form-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="payout-form-title">
          Request a payout of up to {formatCents(balanceInCents)}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Account name"
            autoComplete="name"
            required
            {...form.getInputProps('accountName')}
          />
          <TextInput
            label="BSB"
            description="6 digits"
            inputMode="numeric"
            required
            {...form.getInputProps('bsb')}
          />
          <TextInput
            label="Account number"
            description="6 to 10 digits"
            inputMode="numeric"
            required
            {...form.getInputProps('accountNumber')}
          />
          <TextInput
            label="Amount ($)"
            inputMode="decimal"
            required
            {...form.getInputProps('amount')}
          />
        </SimpleGrid>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={request.isPending}>
            Request payout
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
