import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { PROCESS, stubDrawing } from '../test/esign-test-kit';

beforeEach(stubDrawing);

const DOCUMENT = {
  id: 'doc-1',
  title: 'Mutual NDA',
  status: 'COMPLETED',
  myRole: 'OWNER',
  templateId: null,
  answers: {},
};

type TCall = { url: string; body: unknown };
const variablesOf = (calls: TCall[], operation: string) =>
  calls
    .filter((c) =>
      String((c.body as { query?: string } | undefined)?.query).includes(`${operation}(`),
    )
    .map((c) => (c.body as { variables: Record<string, unknown> }).variables);

function openSendPage(allowance = { unlimited: false, freeRemaining: 1 }) {
  return renderApp('/documents/doc-1/sign', {
    graphql: {
      DocumentToSign: { getMyDocument: DOCUMENT },
      EsignAllowance: { esignAllowance: allowance },
      SigningProcessesForDocument: { signingProcessesForDocument: [] },
      BulkSignatureSends: { bulkSignatureSends: [] },
      SendForSignature: { sendForSignature: { ...PROCESS, recipients: [] } },
      SelfSign: { selfSign: { ...PROCESS, status: 'SELF_SIGNED', recipients: [] } },
      SigningProcess: { signingProcess: PROCESS },
    },
  });
}

const fill = (label: string, value: string, index = 0) =>
  fireEvent.change(screen.getAllByRole('textbox', { name: label })[index] as HTMLElement, {
    target: { value },
  });

describe('sign and send', () => {
  it('sends a finished document to two signers in order, with a code for the second', async () => {
    const { calls, router } = openSendPage();
    expect(await screen.findByText('Mutual NDA')).toBeTruthy();
    expect((await screen.findByTestId('esign-allowance')).textContent).toMatch(
      /1 free e-signature/,
    );

    // Sending with blanks names each problem.
    fireEvent.click(screen.getByRole('button', { name: 'Send for signature' }));
    expect(await screen.findByText('Enter their name')).toBeTruthy();

    fill('Name', 'Ana Silva');
    fill('E-mail', 'ana@example.com.au');
    fireEvent.click(screen.getByRole('button', { name: 'Add recipient' }));
    fill('Name', 'Ben Li', 1);
    fill('E-mail', 'ben@example.com.au', 1);
    fireEvent.click(
      screen.getAllByRole('checkbox', {
        name: 'Ask for a code e-mailed to them before they sign',
      })[1] as HTMLElement,
    );
    fill('Message to the recipients', 'Please sign by Friday.');
    fireEvent.click(screen.getByRole('button', { name: 'Send for signature' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/documents/signing/sp-1'));
    expect(variablesOf(calls, 'sendForSignature')).toEqual([
      {
        input: {
          documentId: 'doc-1',
          recipients: [
            {
              name: 'Ana Silva',
              email: 'ana@example.com.au',
              role: 'SIGNER',
              verifyByCode: false,
              state: null,
            },
            {
              name: 'Ben Li',
              email: 'ben@example.com.au',
              role: 'SIGNER',
              verifyByCode: true,
              state: null,
            },
          ],
          order: 'SEQUENTIAL',
          message: 'Please sign by Friday.',
          expiresOn: null,
          remindEveryDays: 3,
          signFirst: null,
        },
      },
    ]);
  });

  it('signs it myself in one step with a typed signature', async () => {
    const { calls, router } = openSendPage();
    fireEvent.click(await screen.findByRole('radio', { name: 'Sign myself' }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Type' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign the document' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/documents/signing/sp-1'));
    expect(variablesOf(calls, 'selfSign')).toEqual([
      { d: 'doc-1', s: { style: 'TEXT', text: 'Alex Nguyen', font: 'caveat' } },
    ]);
  });

  it('shows the way to a plan once the free e-signature is used, never a dead end', async () => {
    openSendPage({ unlimited: false, freeRemaining: 0 });
    expect(await screen.findByText('You have used your free e-signature')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'See plans with e-signing' }).getAttribute('href'),
    ).toBe('/pricing?tab=legal');
    expect(screen.getByRole('button', { name: 'Send for signature' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('keeps what was typed when the customer looks at another way of sending and comes back', async () => {
    openSendPage();
    expect(await screen.findByText('Mutual NDA')).toBeTruthy();
    fill('Name', 'Ana Silva');
    fill('E-mail', 'ana@example.com.au');
    fireEvent.click(screen.getByRole('radio', { name: 'Send to a list' }));
    expect(await screen.findByText('Recipient list (CSV)')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Sign myself' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Send for signature' }));
    const name = (await screen.findAllByRole('textbox', { name: 'Name' }))[0] as HTMLInputElement;
    expect(name.value).toBe('Ana Silva');
    expect((screen.getAllByRole('textbox', { name: 'E-mail' })[0] as HTMLInputElement).value).toBe(
      'ana@example.com.au',
    );
  });
});
