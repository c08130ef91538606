import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { fakePdf, SIGNER_SESSION, stubDrawing } from '../test/esign-test-kit';

vi.mock('../lib/pdf-document', () => ({ openPdf: vi.fn(async () => fakePdf) }));

beforeEach(stubDrawing);

const LINK = '/esign/sp-1?token=t-1&callback_url=%2Fdocuments%2Fmy-documents';

type TCall = { url: string; body: unknown };
const variablesOf = (calls: TCall[], operation: string) =>
  calls
    .filter((c) =>
      String((c.body as { query?: string } | undefined)?.query).includes(`${operation}(`),
    )
    .map((c) => (c.body as { variables: Record<string, unknown> }).variables);

async function agreeAndContinue() {
  fireEvent.click(await screen.findByRole('checkbox', { name: 'I agree to sign electronically' }));
  fireEvent.click(screen.getByRole('button', { name: 'Continue to the document' }));
}

function drawSignature() {
  const pad = screen.getByRole('img', { name: 'Draw your signature' });
  fireEvent.pointerDown(pad, { pointerId: 1, clientX: 10, clientY: 20 });
  fireEvent.pointerMove(pad, { pointerId: 1, clientX: 40, clientY: 30 });
  fireEvent.pointerUp(pad, { pointerId: 1, clientX: 60, clientY: 25 });
}

describe('the signer page', () => {
  it('asks for consent, shows the whole document, takes a drawn signature and returns to the same site', async () => {
    const { calls } = renderApp(LINK, {
      user: null,
      graphql: {
        SignerSession: { signerSession: SIGNER_SESSION },
        OpenAsSigner: { openAsSigner: { ...SIGNER_SESSION, status: 'VIEWED', canSign: true } },
        SignAsRecipient: {
          signAsRecipient: { ...SIGNER_SESSION, status: 'SIGNED', canSign: false },
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mutual NDA' })).toBeTruthy();
    expect(screen.getByText(/Electronic Transactions Act 1999 \(Cth\)/)).toBeTruthy();
    // Nothing to sign before consent.
    expect(screen.getByRole('button', { name: 'Continue to the document' })).toHaveProperty(
      'disabled',
      true,
    );
    await agreeAndContinue();

    expect(await screen.findByRole('img', { name: 'Page 1' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Page 2' })).toBeTruthy();
    expect(screen.getAllByTestId('field-highlight')).toHaveLength(2);
    expect(screen.getByText('Please sign by Friday.')).toBeTruthy();
    expect(variablesOf(calls, 'openAsSigner')).toEqual([
      { p: 'sp-1', t: 't-1', consent: true, code: null },
    ]);

    // Signing without a signature says what is missing.
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText(/Add your signature first/)).toBeTruthy();
    expect(variablesOf(calls, 'signAsRecipient')).toEqual([]);

    drawSignature();
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByRole('heading', { name: 'You have signed' })).toBeTruthy();
    expect(variablesOf(calls, 'signAsRecipient')).toEqual([
      { p: 'sp-1', t: 't-1', s: { style: 'DRAWN', imagePngBase64: 'iVBORw0KGgo=' }, v: [] },
    ]);
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      '/documents/my-documents',
    );
  });

  it('never offers a way back to another site', async () => {
    renderApp('/esign/sp-1?token=t-1&callback_url=https%3A%2F%2Fevil.example.com', {
      user: null,
      graphql: { SignerSession: { signerSession: { ...SIGNER_SESSION, status: 'SIGNED' } } },
    });
    expect(await screen.findByRole('heading', { name: 'You have signed' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull();
  });

  it('asks for the e-mailed code when the sender wants one', async () => {
    const { calls } = renderApp(LINK, {
      user: null,
      graphql: {
        SignerSession: { signerSession: { ...SIGNER_SESSION, needsCode: true } },
        SendSignerCode: { sendSignerCode: true },
        OpenAsSigner: { openAsSigner: { ...SIGNER_SESSION, status: 'VIEWED', canSign: true } },
      },
    });
    await agreeAndContinue();
    expect(
      await screen.findByRole('heading', { name: 'Enter the code we e-mailed you' }),
    ).toBeTruthy();
    expect(variablesOf(calls, 'sendSignerCode')).toEqual([{ p: 'sp-1', t: 't-1' }]);
    '482913'.split('').forEach((digit, index) => {
      fireEvent.change(screen.getByLabelText(`Digit ${index + 1} of the code`), {
        target: { value: digit },
      });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByRole('img', { name: 'Page 1' })).toBeTruthy();
    expect(variablesOf(calls, 'openAsSigner')).toEqual([
      { p: 'sp-1', t: 't-1', consent: true, code: '482913' },
    ]);
  });

  it('declines with a reason', async () => {
    const { calls } = renderApp(LINK, {
      user: null,
      graphql: {
        SignerSession: { signerSession: SIGNER_SESSION },
        OpenAsSigner: { openAsSigner: { ...SIGNER_SESSION, status: 'VIEWED', canSign: true } },
        DeclineAsRecipient: {
          declineAsRecipient: { ...SIGNER_SESSION, status: 'DECLINED', canSign: false },
        },
      },
    });
    await agreeAndContinue();
    fireEvent.click(await screen.findByRole('button', { name: 'Decline to sign' }));
    const decline = await screen.findByRole('button', { name: 'Decline' });
    expect(decline).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByRole('textbox', { name: /Why are you declining/ }), {
      target: { value: 'The fee in clause 4 is wrong' },
    });
    fireEvent.click(decline);
    expect(await screen.findByRole('heading', { name: 'You declined to sign' })).toBeTruthy();
    expect(variablesOf(calls, 'declineAsRecipient')).toEqual([
      { p: 'sp-1', t: 't-1', r: 'The fee in clause 4 is wrong' },
    ]);
  });

  it.each([
    [{ canSign: false, waitingFor: 'Ben Li' }, 'Waiting for Ben Li to sign first'],
    [{ status: 'CANCELLED', canSign: false }, 'This signing request was cancelled'],
    [{ status: 'COMPLETE', canSign: false }, 'This document is signed by everyone'],
    [{ canSign: false, expiresAt: '2000-01-01T00:00:00.000Z' }, 'This signing request has expired'],
  ] as const)('says plainly when there is nothing to sign (%o)', async (change, heading) => {
    renderApp(LINK, {
      user: null,
      graphql: { SignerSession: { signerSession: { ...SIGNER_SESSION, ...change } } },
    });
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'I agree to sign electronically' })).toBeNull();
  });

  it("shows the server's reason when the link cannot be opened", async () => {
    renderApp(LINK, {
      user: null,
      routes: {
        'POST /graphql': () =>
          Response.json({
            errors: [
              { message: 'This signing link has expired.', extensions: { code: 'NOT_FOUND' } },
            ],
          }),
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'This signing link cannot be opened' }),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByText('This signing link has expired.')).toBeTruthy());
  });
});
