import { vi } from 'vitest';
import type { TSignerSession, TSigningProcess } from '../lib/types';

// What the e-sign page tests answer with: records as the server sends them.

export const SIGNER_SESSION: TSignerSession = {
  processId: 'sp-1',
  title: 'Mutual NDA',
  senderName: 'Alex Nguyen',
  recipientName: 'Ana Silva',
  recipientEmail: 'ana@example.com.au',
  role: 'SIGNER',
  status: 'SENT',
  documentPdfUrl: '/api/esign/sp-1/document?token=t-1',
  pageCount: 2,
  fields: [
    {
      id: 'f-sig',
      page: 1,
      x: 0.1,
      y: 0.7,
      width: 0.3,
      height: 0.06,
      type: 'SIGNATURE',
      required: true,
      recipientId: 'r-1',
    },
    {
      id: 'f-date',
      page: 1,
      x: 0.5,
      y: 0.7,
      width: 0.2,
      height: 0.04,
      type: 'DATE',
      required: true,
      recipientId: 'r-1',
    },
  ],
  needsCode: false,
  // True only once the signer has consented, as the server answers.
  canSign: false,
  waitingFor: null,
  message: 'Please sign by Friday.',
  expiresAt: '2099-12-31T13:00:00.000Z',
};

export const PROCESS: TSigningProcess = {
  id: 'sp-1',
  documentId: 'doc-1',
  title: 'Mutual NDA',
  status: 'IN_PROGRESS',
  order: 'SEQUENTIAL',
  message: null,
  expiresAt: '2026-12-24T13:00:00.000Z',
  createdAt: '2026-11-20T00:00:00.000Z',
  completedAt: null,
  signedPdfUrl: null,
  recipients: [
    {
      id: 'r-1',
      name: 'Ana Silva',
      email: 'ana@example.com.au',
      role: 'SIGNER',
      state: 'VIC',
      position: 1,
      status: 'SIGNED',
      sentAt: '2026-11-20T00:00:00.000Z',
      viewedAt: '2026-11-20T01:00:00.000Z',
      signedAt: '2026-11-20T01:05:00.000Z',
      declinedAt: null,
      declineReason: null,
    },
    {
      id: 'r-2',
      name: 'Ben Li',
      email: 'ben@example.com.au',
      role: 'SIGNER',
      state: null,
      position: 2,
      status: 'SENT',
      sentAt: '2026-11-20T01:05:00.000Z',
      viewedAt: null,
      signedAt: null,
      declinedAt: null,
      declineReason: null,
    },
  ],
  events: [
    { id: 'e-1', at: '2026-11-20T00:00:00.000Z', kind: 'sent', actor: 'Alex Nguyen', detail: null },
    { id: 'e-2', at: '2026-11-20T01:05:00.000Z', kind: 'signed', actor: 'Ana Silva', detail: null },
  ],
};

/** jsdom draws nothing: the canvas hands on a fixed PNG, and pdf.js is replaced by two pages. */
export function stubDrawing() {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(
    'data:image/png;base64,iVBORw0KGgo=',
  );
}

export const fakePdf = {
  pageCount: 2,
  aspect: async () => Math.SQRT2,
  draw: async () => {},
  close: () => {},
};
