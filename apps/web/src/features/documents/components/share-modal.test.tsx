import { SHARE_ROLE_LABELS, SHARING_MESSAGES } from '@app/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDialog } from './panel-test-kit';
import { ShareModal } from './share-modal';

const UPLOADED = {
  id: 'doc-1',
  title: 'Signed lease.pdf',
  kind: 'upload',
  status: 'UPLOADED',
} as const;
const FINISHED = {
  id: 'doc-2',
  title: 'Mutual NDA',
  kind: 'template',
  status: 'COMPLETED',
} as const;
const noShares = () => Response.json({ shares: [] });

describe('share dialog', () => {
  it('shares an uploaded file to view only, and offers no role that would not work', async () => {
    const app = renderDialog(<ShareModal document={UPLOADED} onClose={() => {}} />, {
      'GET /v2/shareDocument/doc-1': noShares,
      'POST /v2/shareDocument': (body) =>
        Response.json({ ...(body as object), createdAt: 'x', updatedAt: 'x' }, { status: 201 }),
    });
    const access = await screen.findByLabelText('Access');
    expect(access.tagName).toBe('INPUT');
    expect((access as HTMLInputElement).value).toBe('Can view');
    expect(screen.queryByText(SHARE_ROLE_LABELS.EDITOR)).toBeNull();
    expect(screen.queryByText(SHARE_ROLE_LABELS.SUGGESTER)).toBeNull();
    expect(screen.getByTestId('share-view-only').textContent).toContain('cannot be changed');

    fireEvent.change(screen.getByLabelText('E-mail address'), {
      target: { value: 'ruby@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(app.calls.find((c) => c.method === 'POST')?.body).toEqual({
        documentId: 'doc-1',
        email: 'ruby@example.com',
        role: 'VIEWER',
      }),
    );
  });

  it('offers edit, suggest or view on a document made from a template', async () => {
    renderDialog(<ShareModal document={FINISHED} onClose={() => {}} />, {
      'GET /v2/shareDocument/doc-2': noShares,
    });
    const access = (await screen.findByLabelText('Access')) as HTMLSelectElement;
    expect(access.tagName).toBe('SELECT');
    expect([...access.options].map((o) => o.textContent)).toEqual([
      'Can edit',
      'Can suggest',
      'Can view',
    ]);
    expect(screen.queryByTestId('share-view-only')).toBeNull();
  });

  it("shows the server's refusal of a role beside the role", async () => {
    renderDialog(<ShareModal document={FINISHED} onClose={() => {}} />, {
      'GET /v2/shareDocument/doc-2': noShares,
      'POST /v2/shareDocument': () =>
        Response.json(
          {
            error: {
              code: 'BAD_INPUT',
              message: SHARING_MESSAGES.uploadViewOnly,
              fields: { role: SHARING_MESSAGES.uploadViewOnly },
            },
          },
          { status: 400 },
        ),
    });
    const access = (await screen.findByLabelText('Access')) as HTMLSelectElement;
    fireEvent.change(access, { target: { value: 'EDITOR' } });
    fireEvent.change(screen.getByLabelText('E-mail address'), {
      target: { value: 'ruby@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(SHARING_MESSAGES.uploadViewOnly)).toBeTruthy();
  });
});
