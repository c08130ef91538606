import { useMutation } from '@tanstack/react-query';
import { ApiError, apiDownload } from '../../../lib/api-client';

export type TDownloadFormat = 'pdf' | 'docx';

export function useDownloadDocument() {
  return useMutation({
    mutationFn: (v: { documentId: string; format: TDownloadFormat }) =>
      apiDownload(
        `/asset-instance/download/${encodeURIComponent(v.documentId)}?format=${v.format}`,
      ),
  });
}

/** A refusal the freemium panel answers (the free PDF is used, or Word needs a plan). */
export const needsUpgrade = (error: unknown) =>
  error instanceof ApiError && error.code === 'PAYMENT_REQUIRED';
