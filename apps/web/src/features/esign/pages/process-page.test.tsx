import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import type { TSigningRecipient } from '../lib/types';
import { PROCESS } from '../test/esign-test-kit';

type TCall = { url: string; body: unknown };
const variablesOf = (calls: TCall[], operation: string) =>
  calls
    .filter((c) =>
      String((c.body as { query?: string } | undefined)?.query).includes(`${operation}(`),
    )
    .map((c) => (c.body as { variables: Record<string, unknown> }).variables);

describe('following a signing', () => {
  it('shows each recipient with times, the log, and reminds, changes an e-mail and cancels', async () => {
    const { calls } = renderApp('/documents/signing/sp-1', {
      graphql: {
        SigningProcess: { signingProcess: PROCESS },
        RemindSigner: {
          remindSigner: { id: 'r-2', sentAt: '2026-11-22T00:00:00.000Z', status: 'SENT' },
        },
        ChangeSignerEmail: {
          changeSignerEmail: { id: 'r-2', email: 'ben@li.example.com', status: 'SENT' },
        },
        CancelSigning: { cancelSigning: { ...PROCESS, status: 'DELETED' } },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mutual NDA' })).toBeTruthy();
    const [ana, ben] = screen.getAllByTestId('recipient') as [HTMLElement, HTMLElement];
    // In signing order, numbered from 1 as the server numbers them.
    expect(within(ana).getByText('1. Ana Silva')).toBeTruthy();
    expect(within(ben).getByText('2. Ben Li')).toBeTruthy();
    expect(within(ana).getByText('Signed')).toBeTruthy();
    expect(within(ana).getByText(/Signed 20 Nov 2026, 12:05 pm AEDT/)).toBeTruthy();
    // A signer who has signed has nothing left to chase.
    expect(within(ana).queryByRole('button', { name: 'Remind now' })).toBeNull();
    expect(within(ben).getByText('Sent')).toBeTruthy();
    // The State each was sent under, as kept: Ana's chosen, Ben's the document's own law.
    expect(within(ana).getByTestId('recipient-state').textContent).toBe('State: Victoria');
    expect(within(ben).getByTestId('recipient-state').textContent).toBe(
      'State: as the document’s law',
    );
    expect(screen.getByText('Signed (Ana Silva)')).toBeTruthy();

    fireEvent.click(within(ben).getByRole('button', { name: 'Remind now' }));
    await vi.waitFor(() => expect(variablesOf(calls, 'remindSigner')).toEqual([{ r: 'r-2' }]));

    fireEvent.click(within(ben).getByRole('button', { name: 'Change e-mail' }));
    fireEvent.change(within(ben).getByRole('textbox', { name: 'New e-mail for Ben Li' }), {
      target: { value: 'ben@li.example.com' },
    });
    fireEvent.click(within(ben).getByRole('button', { name: 'Save and resend' }));
    await vi.waitFor(() =>
      expect(variablesOf(calls, 'changeSignerEmail')).toEqual([
        { r: 'r-2', e: 'ben@li.example.com' },
      ]),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Cancel signing' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /Note to the recipients/ }), {
      target: { value: 'Terms changed' },
    });
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel signing' }),
    );
    await vi.waitFor(() =>
      expect(variablesOf(calls, 'cancelSigning')).toEqual([{ id: 'sp-1', note: 'Terms changed' }]),
    );
  });

  it('shows a territory by its name, and no State for a recipient who only receives a copy', async () => {
    const [ana, ben] = PROCESS.recipients as [TSigningRecipient, TSigningRecipient];
    renderApp('/documents/signing/sp-1', {
      graphql: {
        SigningProcess: {
          signingProcess: {
            ...PROCESS,
            recipients: [
              { ...ana, state: 'NT' },
              { ...ben, role: 'VIEWER' },
            ],
          },
        },
      },
    });
    const [first, second] = (await screen.findAllByTestId('recipient')) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(first).getByTestId('recipient-state').textContent).toBe(
      'State: Northern Territory',
    );
    expect(within(second).queryByTestId('recipient-state')).toBeNull();
  });

  it('offers the sealed PDF once everyone has signed', async () => {
    renderApp('/documents/signing/sp-1', {
      graphql: {
        SigningProcess: {
          signingProcess: {
            ...PROCESS,
            status: 'COMPLETED',
            completedAt: '2026-11-21T00:00:00.000Z',
            signedPdfUrl: '/api/esign/processes/sp-1/signed.pdf',
          },
        },
      },
    });
    expect(await screen.findByRole('button', { name: 'Download the signed PDF' })).toBeTruthy();
    expect(screen.getByText('Signed by everyone')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel signing' })).toBeNull();
  });
});
