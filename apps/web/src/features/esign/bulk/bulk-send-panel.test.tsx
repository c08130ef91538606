import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { CUSTOMER, renderApp, stubServer } from '../../../test/render-app';
import type { TSigningRecipient } from '../lib/types';
import { PROCESS } from '../test/esign-test-kit';
import { BulkSendPanel, countRecipients } from './bulk-send-panel';

const SEND_PAGE_DATA = {
  DocumentToSign: {
    getMyDocument: {
      id: 'doc-1',
      title: 'Mutual NDA',
      status: 'COMPLETED',
      myRole: 'OWNER',
      templateId: 'mutual-non-disclosure-agreement',
      answers: {},
    },
  },
  EsignAllowance: { esignAllowance: { unlimited: true, freeRemaining: 0 } },
  SigningProcessesForDocument: { signingProcessesForDocument: [] },
  BulkSignatureSends: { bulkSignatureSends: [] },
};

const CSV = 'name,email\nAda One,ada@example.com\nBo Two,bo@example.com,approver\n';

async function chooseList(csv: string) {
  fireEvent.click(await screen.findByText('Send to a list'));
  await chooseFile(csv);
}

async function chooseFile(csv: string) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, {
    target: { files: [new File([csv], 'list.csv', { type: 'text/csv' })] },
  });
  await screen.findByTestId('bulk-count');
}

describe('sending to a list', () => {
  it('counts the people on the list, leaving out the header, and sends one copy each', async () => {
    const { calls } = renderApp('/documents/doc-1/sign', {
      graphql: {
        ...SEND_PAGE_DATA,
        SendBulkForSignature: {
          sendBulkForSignature: { id: 'b-1', documentId: 'doc-1', copies: 2 },
        },
      },
    });
    await chooseList(CSV);
    expect(screen.getByTestId('bulk-count').textContent).toMatch(/^2 recipients found/);
    fireEvent.click(screen.getByRole('button', { name: 'Send 2 copies' }));
    expect((await screen.findByTestId('bulk-sent')).textContent).toMatch(/2 copies are on the way/);
    const sent = calls.find((c) =>
      String(JSON.stringify(c.body)).includes('sendBulkForSignature('),
    );
    expect((sent?.body as { variables?: unknown } | undefined)?.variables).toEqual({
      input: { documentId: 'doc-1', csv: CSV, message: null },
    });
  });

  it('shows each bad line the server names on its own line', async () => {
    stubServer(CUSTOMER, {
      'POST /graphql': () =>
        Response.json({
          data: null,
          errors: [
            {
              message:
                'Line 2: enter a valid e-mail address. Line 3: the role must be signer, approver or witness.',
              extensions: { code: 'BAD_INPUT' },
            },
          ],
        }),
    });
    render(
      <Providers queryClient={createQueryClient()} env="test">
        <BulkSendPanel documentId="doc-1" blocked={false} />
      </Providers>,
    );
    await chooseFile('Ada,ada@\nBo,bo@example.com,boss');
    fireEvent.click(screen.getByRole('button', { name: 'Send 2 copies' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Line 2: enter a valid e-mail address.\nLine 3: the role must be signer, approver or witness.',
    );
  });

  it('counts lines the way the server reads them', () => {
    expect(countRecipients('name,email\n\nA,a@x.au\r\nB,b@x.au')).toBe(2);
    expect(countRecipients('A,a@x.au')).toBe(1);
  });

  it('reads a document out to a list as one: 3 of 5 signed, in progress until all are', async () => {
    renderApp('/documents/doc-1/sign', {
      graphql: {
        ...SEND_PAGE_DATA,
        DocumentToSign: {
          getMyDocument: {
            ...SEND_PAGE_DATA.DocumentToSign.getMyDocument,
            status: 'ESIGN_IN_PROGRESS',
          },
        },
        BulkSignatureSends: {
          bulkSignatureSends: [
            { id: 'b-2', copies: 5, signedCopies: 3, createdAt: '2026-03-02T01:00:00.000Z' },
            { id: 'b-1', copies: 2, signedCopies: 2, createdAt: '2026-02-02T01:00:00.000Z' },
          ],
        },
      },
    });
    const progress = await screen.findByTestId('bulk-progress');
    expect(progress.textContent).toContain('3 of 5 signed, in progress');
    expect(progress.textContent).toContain('2 of 2 signed');
    expect(progress.textContent).not.toContain('2 of 2 signed, in progress');
    expect(screen.getByRole('progressbar', { name: '3 of 5 signed' })).toBeTruthy();
  });

  it('counts a finished copy as signed by its signer, leaving out who only receives a copy', async () => {
    const [ana, ben] = PROCESS.recipients as [TSigningRecipient, TSigningRecipient];
    renderApp('/documents/doc-1/sign', {
      graphql: {
        ...SEND_PAGE_DATA,
        SigningProcessesForDocument: {
          signingProcessesForDocument: [
            {
              ...PROCESS,
              status: 'COMPLETED',
              recipients: [
                { ...ana, status: 'COMPLETE' },
                { ...ben, role: 'VIEWER', status: 'COMPLETE' },
              ],
            },
          ],
        },
      },
    });
    expect(await screen.findByText('1 of 1 signed')).toBeTruthy();
  });
});
