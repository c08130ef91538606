import { MESSAGES } from '@app/domain';
import { ApiError } from '../../../lib/api-client';
import { getToken } from '../../../lib/auth-token';

// POST /sandbox-gateway/setup-intents/{intentId}/confirm: the sandbox plays the card
// processor, so card and bank details go to it (never to our own API) and only the saved
// payment method's id comes back.

export type TCardDetails = {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
};

export type TBankDetails = { bsb: string; accountNumber: string; accountName: string };

export type TPaymentDetails = { card: TCardDetails } | { auBecsDebit: TBankDetails };

type TConfirmResult = { paymentMethodId: string; status: string };

type TErrorBody = { message?: unknown; error?: { message?: unknown; code?: unknown } };

const NETWORK_MESSAGE = 'We could not reach Clausewell. Check your connection and try again.';

export async function confirmSandboxSetupIntent(options: {
  intentId: string;
  clientSecret: string;
  details: TPaymentDetails;
}): Promise<TConfirmResult> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(
      `/sandbox-gateway/setup-intents/${encodeURIComponent(options.intentId)}/confirm`,
      {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ clientSecret: options.clientSecret, ...options.details }),
      },
    );
  } catch {
    throw new ApiError(0, 'NETWORK', NETWORK_MESSAGE);
  }
  const body = (await response.json().catch(() => ({}))) as TErrorBody & TConfirmResult;
  if (!response.ok) {
    // The processor answers `{ message }`; our own error handler `{ error: { message } }`.
    const message =
      typeof body.message === 'string'
        ? body.message
        : typeof body.error?.message === 'string'
          ? body.error.message
          : MESSAGES.unexpected;
    const code = typeof body.error?.code === 'string' ? body.error.code : 'BAD_INPUT';
    throw new ApiError(response.status, code, message);
  }
  return { paymentMethodId: body.paymentMethodId, status: body.status };
}
