import { useEffect, useRef, useState } from 'react';
import { ApiError, apiDownload, apiRequest, isRetryable } from '../../../../lib/api-client';
import { showSuccessToast } from '../../../../lib/toasts';
import { needsUpgrade, type TDownloadFormat } from '../../api/download';
import { useReviewPrompt } from '../../hooks/use-review-prompt';
import { DOWNLOAD_RETRY, TriesRunOutError, withRetries } from './download-retry';

export const FORMAT_NAMES: Record<TDownloadFormat, string> = { pdf: 'PDF', docx: 'Word document' };

type TMetadata = {
  assetFlakeId?: string;
  formats: { format: TDownloadFormat; available: boolean }[];
};
/** A download in progress: which try it is on, so the screen can say so. */
export type TDownloading = { format: TDownloadFormat; attempt: number; tries: number };
export type TDownloadFailure = { format: TDownloadFormat; message: string };
export type TUpgradePanel = { reason: string; freePdfAvailable: boolean; assetId: string | null };

export function triesRunOutMessage(format: TDownloadFormat, tries: number): string {
  return `Your ${FORMAT_NAMES[format]} could not be downloaded after ${tries} tries. Check your connection, then choose Try again. If it keeps failing, contact us and we will send it to you.`;
}

/**
 * Downloads a finished document with the waiting rules of SPEC §7: passing failures are
 * tried again every 3 seconds up to 20 tries, shown as they happen; a plan that does not
 * cover the download opens the freemium panel instead.
 */
export function useFileDownload(documentId: string) {
  const [downloading, setDownloading] = useState<TDownloading | null>(null);
  const [failure, setFailure] = useState<TDownloadFailure | null>(null);
  const [panel, setPanel] = useState<TUpgradePanel | null>(null);
  const review = useReviewPrompt();
  const running = useRef<AbortController | null>(null);

  // Leaving the page stops the waiting; nothing downloads behind the customer's back.
  useEffect(() => () => running.current?.abort(), []);

  const start = async (format: TDownloadFormat) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setFailure(null);
    setDownloading({ format, attempt: 1, tries: DOWNLOAD_RETRY.tries });
    try {
      const { fileName } = await withRetries(
        () =>
          apiDownload(
            `/asset-instance/download/${encodeURIComponent(documentId)}?format=${format}`,
          ),
        {
          ...DOWNLOAD_RETRY,
          retryOn: isRetryable,
          signal: controller.signal,
          onRetry: ({ attempt, tries }) => setDownloading({ format, attempt: attempt + 1, tries }),
        },
      );
      setPanel(null);
      showSuccessToast(`${fileName} downloaded`);
      void review.offer(documentId);
    } catch (error) {
      if (controller.signal.aborted) return;
      if (needsUpgrade(error)) {
        const meta = await apiRequest<TMetadata>(
          `/asset-instance/download/metadata/${encodeURIComponent(documentId)}`,
        ).catch(() => null);
        setPanel({
          reason: error instanceof ApiError ? error.message : '',
          freePdfAvailable: meta?.formats.find((f) => f.format === 'pdf')?.available ?? false,
          assetId: meta?.assetFlakeId ?? null,
        });
      } else if (error instanceof TriesRunOutError) {
        setFailure({ format, message: triesRunOutMessage(format, error.tries) });
      } else {
        setFailure({ format, message: error instanceof Error ? error.message : String(error) });
      }
    } finally {
      if (running.current === controller) {
        running.current = null;
        setDownloading(null);
      }
    }
  };

  return {
    start: (format: TDownloadFormat) => void start(format),
    stop: () => {
      running.current?.abort();
      running.current = null;
      setDownloading(null);
    },
    downloading,
    failure,
    panel,
    closePanel: () => setPanel(null),
    review: { documentId: review.documentId, close: review.close },
  };
}
