import { MESSAGES } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CUSTOMER, renderApp } from '../../../test/render-app';

const ADMIN = { ...CUSTOMER, flakeId: 'u-admin', name: 'Ada Admin', isAdmin: true };
const MAILS = [
  {
    id: 'm-2',
    to: 'casey@example.com',
    subject: 'Reset your Clausewell password',
    text: 'Hi Casey,\n\nOpen this link:\n\nhttp://localhost:3000/reset-password?token=abc123\n\n<b>not html</b>',
    createdAt: '2026-11-20T01:00:00.000Z',
  },
  {
    id: 'm-1',
    to: 'lee@example.com',
    subject: 'Finish creating your Clausewell account',
    text: 'http://localhost:3000/verify-email?token=def456',
    createdAt: '2026-11-20T00:00:00.000Z',
  },
];

describe('admin outbox page', () => {
  it('lists the kept mail with its links clickable and filters by recipient', async () => {
    const app = renderApp('/admin/outbox', {
      user: ADMIN,
      routes: {
        'GET /api/admin/outbox': () => Response.json({ delivery: 'outbox', mails: MAILS }),
      },
    });
    const mails = await screen.findAllByTestId('outbox-mail');
    expect(mails).toHaveLength(2);
    const reset = within(mails[0]!);
    expect(reset.getByRole('heading', { name: 'Reset your Clausewell password' })).toBeTruthy();
    expect(reset.getByRole('link').getAttribute('href')).toBe(
      'http://localhost:3000/reset-password?token=abc123',
    );
    // Mail text is shown as text, never as markup.
    expect(mails[0]!.textContent).toContain('<b>not html</b>');
    expect(mails[0]!.querySelector('b')).toBeNull();

    fireEvent.change(screen.getByLabelText(/^Recipient/), { target: { value: 'lee@example.com' } });
    await waitFor(() =>
      expect(app.calls.some((call) => call.url === '/api/admin/outbox?to=lee%40example.com')).toBe(
        true,
      ),
    );
    expect(screen.getByRole('navigation', { name: 'Administration' })).toBeTruthy();
  });

  it('is closed to non-admins and asks the server nothing', async () => {
    const app = renderApp('/admin/outbox');
    expect(await screen.findByText(MESSAGES.forbidden)).toBeTruthy();
    expect(app.calls.some((call) => call.url.startsWith('/api/admin/outbox'))).toBe(false);
  });
});
