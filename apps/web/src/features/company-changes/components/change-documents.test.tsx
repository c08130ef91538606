import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import type { TChangeDocumentSigning, TDocumentSigning } from '../api/change-signing';
import { changeView, FRAME_GRAPHQL } from '../test/company-changes-test-kit';

const DOCUMENTS = [
  { kind: 'directors-resolution', title: "Directors' resolution" },
  { kind: 'consent-to-act-0', title: 'Consent to act: Jordan Newell' },
  { kind: 'share-transfer-1', title: 'Share transfer form 2' },
];

const signing = (patch: Partial<TDocumentSigning>): TDocumentSigning => ({
  processId: 'sp-1',
  state: 'SENT',
  signed: 0,
  total: 1,
  sentAt: '2026-11-27T00:00:00.000Z',
  completedAt: null,
  signedPdfUrl: null,
  ...patch,
});

function signingOf(consent: TDocumentSigning | null): TChangeDocumentSigning[] {
  return [
    {
      ...DOCUMENTS[0]!,
      signers: [{ name: 'Alex Tester', email: 'alex@example.com' }],
      signing: signing({
        processId: 'sp-done',
        state: 'COMPLETED',
        signed: 1,
        total: 1,
        completedAt: '2026-11-27T02:00:00.000Z',
        signedPdfUrl: '/api/esign/sp-done/signed.pdf',
      }),
    },
    { ...DOCUMENTS[1]!, signers: [{ name: 'Jordan Newell', email: '' }], signing: consent },
    {
      ...DOCUMENTS[2]!,
      signers: [
        { name: 'Sam Holder', email: '' },
        { name: 'Alex Tester', email: 'alex@example.com' },
      ],
      signing: signing({ processId: 'sp-transfer', state: 'SIGNING', signed: 1, total: 2 }),
    },
  ];
}

describe('sending a change’s documents for signature', () => {
  it('shows each signing, and sends a document to the signers the change suggests', async () => {
    let sent = false;
    const app = renderApp('/companies/company-change/ch-1', {
      graphql: FRAME_GRAPHQL,
      routes: {
        'GET /company-changes/ch-1': () =>
          Response.json(
            changeView({
              status: 'PendingPayment',
              changes: [{ type: 'CHANGE_COMPANY_NAME', newName: 'Harbour Stone Pty Ltd' }],
              documents: DOCUMENTS,
            }),
          ),
        'GET /company-changes/ch-1/signing': () =>
          Response.json(signingOf(sent ? signing({ processId: 'sp-new' }) : null)),
        'POST /company-changes/ch-1/documents/consent-to-act-0/signing': () => {
          sent = true;
          return Response.json(signing({ processId: 'sp-new' }));
        },
      },
    });

    const resolution = await screen.findByRole('article', { name: "Directors' resolution" });
    expect(await within(resolution).findByText('Signed by everyone')).toBeTruthy();
    expect(within(resolution).getByRole('button', { name: 'Download signed PDF' })).toBeTruthy();
    expect(within(resolution).queryByRole('button', { name: 'Send for signature' })).toBeNull();

    const transfer = screen.getByRole('article', { name: 'Share transfer form 2' });
    expect(within(transfer).getByText('Sent · 1 of 2 signed')).toBeTruthy();
    expect(
      within(transfer).getByRole('link', { name: 'Follow the signing' }).getAttribute('href'),
    ).toBe('/documents/signing/sp-transfer');

    const consent = screen.getByRole('article', { name: 'Consent to act: Jordan Newell' });
    fireEvent.click(within(consent).getByRole('button', { name: 'Send for signature' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText(/Name/) as HTMLInputElement).value).toBe('Jordan Newell');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to 1 signer' }));
    expect(await within(dialog).findByText('Enter the signer’s e-mail address')).toBeTruthy();
    expect(app.calls.some((c) => c.url.endsWith('/signing') && c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/E-mail/), {
      target: { value: 'jordan@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to 1 signer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      app.calls.find((c) => c.url === '/company-changes/ch-1/documents/consent-to-act-0/signing')
        ?.body,
    ).toEqual({ signers: [{ name: 'Jordan Newell', email: 'jordan@example.com' }] });
    expect(await within(consent).findByText('Sent · 0 of 1 signed')).toBeTruthy();
    expect(within(consent).queryByRole('button', { name: 'Send for signature' })).toBeNull();
  });

  it('keeps the dialog open with the reason when the server refuses', async () => {
    renderApp('/companies/company-change/ch-1', {
      graphql: FRAME_GRAPHQL,
      routes: {
        'GET /company-changes/ch-1': () =>
          Response.json(
            changeView({
              changes: [{ type: 'CHANGE_COMPANY_NAME', newName: 'Harbour Stone Pty Ltd' }],
              documents: DOCUMENTS,
            }),
          ),
        'GET /company-changes/ch-1/signing': () => Response.json(signingOf(null)),
        'POST /company-changes/ch-1/documents/consent-to-act-0/signing': () =>
          Response.json(
            { error: { code: 'PAYMENT_REQUIRED', message: 'Your free e-signature is used.' } },
            { status: 402 },
          ),
      },
    });
    const consent = await screen.findByRole('article', { name: 'Consent to act: Jordan Newell' });
    fireEvent.click(await within(consent).findByRole('button', { name: 'Send for signature' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/E-mail/), {
      target: { value: 'jordan@example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a signer' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove signer 2' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to 1 signer' }));
    expect(await within(dialog).findByText('Your free e-signature is used.')).toBeTruthy();
    expect(
      within(dialog).getByRole('link', { name: 'See plans with e-signing' }).getAttribute('href'),
    ).toContain('/pricing');
  });
});
