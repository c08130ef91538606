import { MESSAGES } from '@app/domain';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session';
import { closeButtonProps, showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { paths } from '../../../paths';
import { uploadToMyDocuments, useInvalidateUploads } from '../api/uploads';

export type TUploadPurpose = 'store' | 'review';
export type TUploadProgress = { fileName: string; fraction: number } | null;

// SPEC §9: wait 3 s after an upload for review before moving to the review screen.
const REVIEW_WAIT_MS = 3000;

/** Refusals the customer can act on (too big, not the type it claims) keep their reason. */
function failureMessage(error: unknown): { title?: string; message: string } {
  if (error instanceof ApiError && [400, 401, 409, 410, 413].includes(error.status)) {
    return { title: MESSAGES.uploadFailed, message: error.message };
  }
  return { message: MESSAGES.uploadFailed };
}

/**
 * Uploads a file into My documents (the current folder). A plain upload shows its
 * progress; an upload for AI review shows the persistent toast of SPEC §8, then goes to the
 * review screen.
 */
export function useUploadDocument(folderId: string | null) {
  const { data: user } = useCurrentUser();
  const invalidate = useInvalidateUploads();
  const navigate = useNavigate();
  const [progress, setProgress] = useState<TUploadProgress>(null);

  const upload = async (file: File, purpose: TUploadPurpose) => {
    const toastId =
      purpose === 'review'
        ? notifications.show({
            closeButtonProps,
            message: MESSAGES.uploadProgress,
            loading: true,
            autoClose: false,
            withCloseButton: false,
          })
        : undefined;
    setProgress({ fileName: file.name, fraction: 0 });
    try {
      const done = await uploadToMyDocuments(file, {
        userId: user?.flakeId,
        folderId,
        onProgress: (fraction) => setProgress({ fileName: file.name, fraction }),
      });
      await invalidate();
      if (purpose === 'review') {
        await new Promise((r) => setTimeout(r, REVIEW_WAIT_MS));
        if (toastId) notifications.hide(toastId);
        navigate(paths.aiReviewDocument(done.fileId, done.downloadUrl));
      } else {
        showSuccessToast(`${file.name} uploaded`);
      }
    } catch (error) {
      if (toastId) notifications.hide(toastId);
      const { title, message } = failureMessage(error);
      showErrorToast(message, title);
    } finally {
      setProgress(null);
    }
  };

  return { upload, progress, busy: progress !== null };
}
