import { useState } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { needsUpgrade, type TDownloadFormat, useDownloadDocument } from '../api/download';
import { useReviewPrompt } from './use-review-prompt';

type TMetadata = {
  assetFlakeId?: string;
  freePdfRemaining: number;
  formats: { format: TDownloadFormat; available: boolean }[];
};
type TPanel = {
  documentId: string;
  reason: string;
  freePdfAvailable: boolean;
  /** For a pay-per-document purchase; null when the document's details could not be read. */
  assetId: string | null;
};

/** Downloads a document; when the plan does not cover it, opens the freemium panel instead. */
export function useDocumentDownload() {
  const download = useDownloadDocument();
  const [panel, setPanel] = useState<TPanel | null>(null);
  const review = useReviewPrompt();

  const start = (documentId: string, format: TDownloadFormat) =>
    download.mutate(
      { documentId, format },
      {
        onSuccess: ({ fileName }) => {
          setPanel(null);
          showSuccessToast(`${fileName} downloaded`);
          void review.offer(documentId);
        },
        onError: async (error) => {
          if (!needsUpgrade(error)) return showErrorToast(error.message);
          const meta = await apiRequest<TMetadata>(
            `/asset-instance/download/metadata/${encodeURIComponent(documentId)}`,
          ).catch(() => null);
          const pdf = meta?.formats.find((f) => f.format === 'pdf');
          setPanel({
            documentId,
            reason: error.message,
            freePdfAvailable: pdf?.available ?? false,
            assetId: meta?.assetFlakeId ?? null,
          });
        },
      },
    );

  return {
    start,
    pending: download.isPending,
    panel,
    closePanel: () => setPanel(null),
    /** The document whose review prompt is showing, after a download. */
    review: { documentId: review.documentId, close: review.close },
  };
}
