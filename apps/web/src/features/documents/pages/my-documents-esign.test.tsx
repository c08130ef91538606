import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FINISHED, openMyDocuments, openRowMenu } from './my-documents-test-kit';

const SENT = { ...FINISHED, id: 'doc-2', title: 'Supply agreement', status: 'SENT_FOR_SIGNATURE' };
const SIGNED = { ...FINISHED, id: 'doc-3', title: 'Loan deed', status: 'SIGN_COMPLETE' };
const DECLINED = { ...FINISHED, id: 'doc-4', title: 'Lease', status: 'DECLINED' };

describe('My documents with e-signing', () => {
  it('labels each e-sign status in words', async () => {
    openMyDocuments({ documents: [SENT, SIGNED, DECLINED] });
    const status = async (title: string) =>
      within(await screen.findByRole('listitem', { name: title })).getByTestId('document-status')
        .textContent;
    expect(await status('Supply agreement')).toBe('Sent for signature');
    expect(await status('Loan deed')).toBe('Signed by everyone');
    expect(await status('Lease')).toBe('Signing declined');
  });

  it('filters by the e-sign keys, which the server answers', async () => {
    const { calls } = openMyDocuments({ documents: [] });
    await screen.findByText('You have no documents yet.');
    fireEvent.click(screen.getByRole('textbox', { name: 'Show' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sent for signature' }));
    await waitFor(() =>
      expect(
        calls
          .map((c) => c.body as { query?: string; variables?: { f?: unknown } } | undefined)
          .filter((b) => b?.query?.includes('getMyDocuments'))
          .map((b) => b?.variables?.f),
      ).toContain('sentForSignature'),
    );
    expect(await screen.findByText('No documents match “Sent for signature”.')).toBeTruthy();
  });

  it("offers Sign and send on a finished document's menu, and Signing once it is out", async () => {
    openMyDocuments({ documents: [FINISHED, SENT] });
    await openRowMenu('Mutual NDA');
    const send = await screen.findByRole('menuitem', { name: 'Sign and send' });
    expect(send.getAttribute('href')).toBe('/documents/doc-1/sign');
    fireEvent.keyDown(send, { key: 'Escape' });
    await openRowMenu('Supply agreement');
    const signing = await screen.findByRole('menuitem', { name: 'Signing' });
    expect(signing.getAttribute('href')).toBe('/documents/doc-2/sign');
  });
});
