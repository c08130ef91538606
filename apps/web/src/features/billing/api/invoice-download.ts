import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import type { TInvoice } from './user-subscriptions';

// GET {invoice.downloadUrl}: the invoice PDF, fetched with the session's token.

export function useDownloadInvoice() {
  return useMutation({
    mutationFn: (invoice: Pick<TInvoice, 'downloadUrl'>) => apiDownload(invoice.downloadUrl),
  });
}
