import type { TVerifyAnswer } from '@app/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';

const HASH = 'ab'.repeat(32);
const answer = (value: TVerifyAnswer) => () =>
  new Response(JSON.stringify(value), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

async function choosePdf(routes: Parameters<typeof renderApp>[1]) {
  const view = renderApp('/esign/verify', { user: null, ...routes });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Verify a signed PDF' }),
  ).toBeTruthy();
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  const file = new File(['%PDF-1.7'], 'nda-signed.pdf', { type: 'application/pdf' });
  fireEvent.change(input, { target: { files: [file] } });
  return view;
}

describe('the verify page', () => {
  it('says an unaltered PDF completed here is unaltered, when and by whom', async () => {
    const view = await choosePdf({
      routes: {
        'POST /esign/verify': answer({
          intact: true,
          sealedHere: true,
          resultSha256: HASH,
          title: 'Mutual NDA',
          completedAt: '2026-11-27T01:02:03.000Z',
          signers: [
            { name: 'Ana Lima', email: 'ana@example.com', signedAt: '2026-11-26T23:00:00.000Z' },
            { name: 'Ben Ode', email: 'ben@example.com', signedAt: '2026-11-27T01:02:03.000Z' },
          ],
        }),
      },
    });
    const result = await screen.findByTestId('verify-result');
    expect(result.textContent).toContain(
      'Unaltered since it was completed on Clausewell on 27/11/2026, signed by Ana Lima and Ben Ode.',
    );
    expect(result.textContent).toContain(HASH);
    const call = view.fetchMock.mock.calls.find(([url]) => String(url) === '/api/esign/verify');
    const init = call?.[1];
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/pdf');
    expect(init?.body).toBeInstanceOf(File);
  });

  it('says a changed PDF has been changed, and names no one', async () => {
    await choosePdf({
      routes: {
        'POST /esign/verify': answer({
          intact: false,
          sealedHere: true,
          resultSha256: HASH,
          problem: 'This PDF has been changed since it was sealed.',
        }),
      },
    });
    const result = await screen.findByTestId('verify-result');
    expect(result.getAttribute('data-verdict')).toBe('changed');
    expect(result.textContent).toContain('This PDF has been changed since it was sealed');
    expect(result.textContent).not.toContain('signed by');
    // Said once, as the heading, not again in the words under it.
    expect(result.textContent?.split('changed since it was sealed')).toHaveLength(2);
  });

  it('says a PDF without our seal is not sealed by Clausewell', async () => {
    await choosePdf({
      routes: {
        'POST /esign/verify': answer({
          intact: false,
          sealedHere: false,
          resultSha256: HASH,
          problem: 'This PDF has no digital seal.',
        }),
      },
    });
    const result = await screen.findByTestId('verify-result');
    expect(result.textContent).toContain('Not sealed by Clausewell');
    await waitFor(() => expect(document.title).toBe('Clausewell | Verify a signed PDF'));
  });
});
