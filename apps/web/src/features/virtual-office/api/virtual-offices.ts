import type {
  TFinaliseVirtualOffice,
  TRecordVirtualOfficeMail,
  TStartVirtualOffice,
  TVirtualOffice,
  TVirtualOfficeMailItem,
} from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiDownload, apiRequest, apiUrl } from '../../../lib/api-client';

// The virtual office REST paths (SPEC §7 and the office's own pages), one hook each.

const officesKey = ['virtual-offices'] as const;
const officeKey = (id: string) => ['virtual-offices', id] as const;

export function useVirtualOffices() {
  return useQuery({
    queryKey: officesKey,
    queryFn: () => apiRequest<TVirtualOffice[]>('/vo/list'),
  });
}

export function useVirtualOffice(id: string) {
  return useQuery({
    queryKey: officeKey(id),
    queryFn: () => apiRequest<TVirtualOffice>(`/vo/${encodeURIComponent(id)}`),
  });
}

export function useStartVirtualOffice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TStartVirtualOffice) =>
      apiRequest<{ virtualOffice: TVirtualOffice }>('/vo/start', { method: 'POST', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: officesKey }),
  });
}

/** POST /search/business/acn (the businesses area's lookup): is the ACN a Registered company. */
export function checkAcn(acn: string, signal?: AbortSignal) {
  return apiRequest<{ available: boolean; entityName: string | null }>('/search/business/acn', {
    method: 'POST',
    body: { acn },
    signal,
  });
}

/**
 * POST /upload/virtual-office-signature, then the PNG PUT to the signed URL; answers the
 * link the finalise names.
 */
export async function uploadSignature(opts: { png: Blob; userId: string; fileName: string }) {
  const { signedUrl, downloadUrl } = await apiRequest<{ signedUrl: string; downloadUrl: string }>(
    '/upload/virtual-office-signature',
    { method: 'POST', body: { fileName: opts.fileName, fileType: 'PNG', userId: opts.userId } },
  );
  const put = await fetch(apiUrl(signedUrl), {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: opts.png,
  });
  if (!put.ok) throw new ApiError(put.status, 'UPLOAD', 'upload refused');
  return downloadUrl;
}

export function finaliseVirtualOffice(input: TFinaliseVirtualOffice) {
  return apiRequest<{ virtualOffice: TVirtualOffice }>('/vo/finalise-payment', {
    method: 'POST',
    body: input,
  });
}

export function downloadConsent(id: string) {
  return apiDownload(`/vo/${encodeURIComponent(id)}/consent`);
}

export function downloadMailScan(officeId: string, mailId: string) {
  return apiDownload(`/vo/${encodeURIComponent(officeId)}/mail/${encodeURIComponent(mailId)}/scan`);
}

/** Staff: every active office, to record mail against. */
export function useStaffOffices(enabled: boolean) {
  return useQuery({
    queryKey: ['virtual-offices', 'staff'],
    queryFn: () => apiRequest<TVirtualOffice[]>('/vo/admin/list'),
    enabled,
  });
}

/** Staff: uploads the scan (a PDF) as an ordinary upload, then records the mail item. */
export function useRecordMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (o: {
      officeId: string;
      userId: string;
      scan: File;
      input: Omit<TRecordVirtualOfficeMail, 'scanFileName'>;
    }) => {
      const link = await apiRequest<{ signedUrl: string; fileName: string }>(
        '/upload/my-document-upload',
        { method: 'POST', body: { fileName: o.scan.name, fileType: 'PDF', userId: o.userId } },
      );
      const put = await fetch(apiUrl(link.signedUrl), {
        method: 'PUT',
        headers: { 'content-type': 'application/pdf' },
        body: o.scan,
      });
      if (!put.ok) throw new ApiError(put.status, 'UPLOAD', 'The scan could not be uploaded.');
      return apiRequest<{ mail: TVirtualOfficeMailItem }>(
        `/vo/${encodeURIComponent(o.officeId)}/mail`,
        { method: 'POST', body: { ...o.input, scanFileName: link.fileName } },
      );
    },
    onSuccess: (_r, o) => client.invalidateQueries({ queryKey: officeKey(o.officeId) }),
  });
}
