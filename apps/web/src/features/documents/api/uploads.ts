import {
  MESSAGES,
  type TUploadFileType,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_FILE_TYPES,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  uploadTypeFromName,
} from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { getToken } from '../../../lib/auth-token';
import { currentUserQueryKey } from '../../../lib/session';
import { myFoldersQueryKey } from './folders';
import { myDocumentsQueryKey } from './my-documents';

type TUploadLink = { signedUrl: string; fileName: string; downloadUrl: string };
export type TUploaded = { fileId: string; fileName: string; downloadUrl: string };

const typeFromMime = (mime: string): TUploadFileType | undefined =>
  UPLOAD_FILE_TYPES.find((t) => UPLOAD_CONTENT_TYPES[t] === mime);

/** The type to declare for a picked file, or undefined when we do not take it. */
export function uploadTypeOf(file: File): TUploadFileType | undefined {
  return uploadTypeFromName(file.name) ?? typeFromMime(file.type);
}

/** PUTs the bytes to the signed URL, reporting progress (fetch cannot report uploads). */
function putWithProgress(url: string, file: File, onProgress: (fraction: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('content-type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let message: string = MESSAGES.uploadFailed;
      let code = `HTTP_${xhr.status}`;
      try {
        const body = JSON.parse(xhr.responseText) as {
          error?: { message?: string; code?: string };
        };
        message = body.error?.message ?? message;
        code = body.error?.code ?? code;
      } catch {}
      reject(new ApiError(xhr.status, code, message));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', MESSAGES.uploadFailed));
    xhr.send(file);
  });
}

/**
 * The three steps of SPEC §7: ask for a signed link, PUT the file to it, then file it in My
 * documents (folderId null: the top level). Checks the browser can make are made first.
 */
export async function uploadToMyDocuments(
  file: File,
  opts: { userId: string | undefined; folderId: string | null; onProgress?: (f: number) => void },
): Promise<TUploaded> {
  if (!opts.userId || !getToken())
    throw new ApiError(401, 'UNAUTHENTICATED', MESSAGES.uploadNoSession);
  const fileType = uploadTypeOf(file);
  if (!fileType) throw new ApiError(400, 'BAD_INPUT', 'Choose a PDF, DOCX, PNG or JPEG file.');
  if (file.size > UPLOAD_LIMITS.maxBytes)
    throw new ApiError(413, 'BAD_INPUT', UPLOAD_MESSAGES.tooLarge);
  const link = await apiRequest<TUploadLink>('/upload/my-document-upload', {
    method: 'POST',
    body: { fileName: file.name, fileType, userId: opts.userId },
  });
  if (!link?.signedUrl || !link.fileName) {
    throw new ApiError(0, 'UPLOAD', MESSAGES.uploadMissingResult);
  }
  await putWithProgress(link.signedUrl, file, opts.onProgress ?? (() => undefined));
  const added = await apiRequest<{ fileId: string }>('/folder/add-upload-document', {
    method: 'POST',
    body: { originalFileName: file.name, uploadedFileName: link.fileName, folderId: opts.folderId },
  });
  return { fileId: added.fileId, fileName: link.fileName, downloadUrl: link.downloadUrl };
}

export function useInvalidateUploads() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: myDocumentsQueryKey }),
      client.invalidateQueries({ queryKey: myFoldersQueryKey }),
      client.invalidateQueries({ queryKey: currentUserQueryKey }),
    ]);
}

export function useUnlockPdf() {
  const invalidate = useInvalidateUploads();
  return useMutation({
    mutationFn: (v: { fileId: string; password: string; replace: boolean }) =>
      apiRequest<{ fileId: string | null; replaced: boolean }>('/unlock-pdf-password', {
        method: 'POST',
        body: {
          metadata: { fileId: v.fileId },
          replaceInput: { password: v.password, replace: v.replace },
        },
      }),
    onSuccess: invalidate,
  });
}
