import type { TVerifyAnswer } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiUrl } from '../../../lib/api-client';

export const VERIFY_MAX_BYTES = 20 * 1024 * 1024;
const FAILED = 'We could not check this file just now. Please try again.';

/** Sends the PDF itself (no form encoding) for the server to check its seal. */
export async function verifySealedPdf(file: File): Promise<TVerifyAnswer> {
  if (file.size > VERIFY_MAX_BYTES) {
    throw new ApiError(413, 'BAD_INPUT', 'This file is over 20 MB, the largest PDF we can check.');
  }
  let response: Response;
  try {
    response = await fetch(apiUrl('/esign/verify'), {
      method: 'POST',
      headers: { 'content-type': 'application/pdf', accept: 'application/json' },
      body: file,
    });
  } catch {
    throw new ApiError(0, 'NETWORK', FAILED);
  }
  const body = (await response.json().catch(() => undefined)) as
    | (TVerifyAnswer & { message?: string; error?: { message?: string } })
    | undefined;
  if (!response.ok || !body) {
    const message = body?.message ?? body?.error?.message ?? FAILED;
    throw new ApiError(response.status, `HTTP_${response.status}`, message);
  }
  return body;
}

export function useVerifySealedPdf() {
  return useMutation({ mutationFn: verifySealedPdf });
}
