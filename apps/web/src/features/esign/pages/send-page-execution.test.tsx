import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { PROCESS, stubDrawing } from '../test/esign-test-kit';

beforeEach(stubDrawing);

const DEED = {
  id: 'doc-1',
  title: 'Deed of Variation',
  status: 'COMPLETED',
  myRole: 'OWNER',
  templateId: 'deed-of-variation',
  answers: { governingLaw: 'NSW' },
};

type TCall = { url: string; body: unknown };
const sends = (calls: TCall[]) =>
  calls
    .filter((c) => String((c.body as { query?: string })?.query).includes('sendForSignature('))
    .map((c) => (c.body as { variables: { input: Record<string, unknown> } }).variables.input);

function openSendPage(document: Record<string, unknown> = DEED) {
  return renderApp('/documents/doc-1/sign', {
    graphql: {
      DocumentToSign: { getMyDocument: document },
      EsignAllowance: { esignAllowance: { unlimited: true, freeRemaining: 0 } },
      SigningProcessesForDocument: { signingProcessesForDocument: [] },
      BulkSignatureSends: { bulkSignatureSends: [] },
      SendForSignature: { sendForSignature: { ...PROCESS, recipients: [] } },
      SigningProcess: { signingProcess: PROCESS },
    },
  });
}

const fill = (label: string, value: string, index = 0) =>
  fireEvent.change(screen.getAllByRole('textbox', { name: label })[index] as HTMLElement, {
    target: { value },
  });

async function choose(label: string, option: string, index = 0) {
  fireEvent.click(screen.getAllByRole('textbox', { name: label })[index] as HTMLElement);
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const WITNESS_NEEDED =
  'The law of New South Wales needs a witness to sign a deed signed by an individual: add a recipient with the role Witness.';

describe('the signing rules on the send page', () => {
  it('asks for a witness to a New South Wales deed and sends once one is added', async () => {
    const { calls, router } = openSendPage();
    const warnings = await screen.findByTestId('execution-warnings');
    expect(
      within(warnings).getByText('Signing rules for this deed signed by an individual'),
    ).toBeTruthy();
    expect(within(warnings).getByText(WITNESS_NEEDED)).toBeTruthy();
    expect(
      within(warnings).getByRole('link', { name: /Conveyancing Act 1919 \(NSW\)/ }),
    ).toBeTruthy();

    fill('Name', 'Ana Silva');
    fill('E-mail', 'ana@example.com.au');
    fireEvent.click(screen.getByRole('button', { name: 'Send for signature' }));
    // The refusal is said where the button is, and nothing is sent.
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toContain(
      WITNESS_NEEDED,
    );
    expect(sends(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Add recipient' }));
    fill('Name', 'Wes Witness', 1);
    fill('E-mail', 'wes@example.com.au', 1);
    await choose('Role', 'Witness', 1);
    expect(screen.queryByText(WITNESS_NEEDED)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send for signature' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/documents/signing/sp-1'));
    expect(sends(calls)[0]?.recipients).toEqual([
      {
        name: 'Ana Silva',
        email: 'ana@example.com.au',
        role: 'SIGNER',
        verifyByCode: false,
        state: null,
      },
      {
        name: 'Wes Witness',
        email: 'wes@example.com.au',
        role: 'WITNESS',
        verifyByCode: false,
        state: null,
      },
    ]);
  });

  it('judges a signer by the State they sign in, and sends that State', async () => {
    const { calls } = openSendPage();
    await screen.findByTestId('execution-warnings');
    fill('Name', 'Will West');
    fill('E-mail', 'will@example.com.au');
    await choose('State or territory', 'Western Australia');
    const warnings = screen.getByTestId('execution-warnings');
    expect(
      within(warnings).getByText(
        'The law of Western Australia does not accept a deed signed by an individual signed electronically.',
      ),
    ).toBeTruthy();
    expect(
      within(warnings).getByText(
        'The law of Western Australia needs the witness to a deed signed by an individual to be present in person, not watching by video.',
      ),
    ).toBeTruthy();
    // New South Wales law no longer decides for anyone, so only Western Australia's is named.
    expect(within(warnings).queryByText(WITNESS_NEEDED)).toBeNull();

    await choose('State or territory', 'Victoria');
    expect(within(screen.getByTestId('execution-warnings')).queryByRole('listitem')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send for signature' }));
    await vi.waitFor(() => expect(sends(calls)).toHaveLength(1));
    expect(sends(calls)[0]?.recipients).toMatchObject([
      { email: 'will@example.com.au', state: 'VIC' },
    ]);
  });

  it('shows no signing rules for an agreement', async () => {
    openSendPage({ ...DEED, title: 'Mutual NDA', templateId: 'mutual-non-disclosure-agreement' });
    const warnings = await screen.findByTestId('execution-warnings');
    expect(warnings.textContent).toBe('');
  });
});
