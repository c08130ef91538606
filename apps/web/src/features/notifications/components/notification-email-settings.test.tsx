import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';

const PREFERENCES = {
  notificationEmailPreferences: [
    {
      kind: 'TEAM_INVITE_ACCEPTED',
      label: 'Team invitations accepted',
      description: 'Someone you invited joins your team.',
      email: false,
      choosable: true,
    },
    {
      kind: 'MARKETPLACE_WORK_DONE',
      label: 'Work done, fee to release',
      description: 'Your lawyer marks the work done and waits for you to accept it.',
      email: true,
      choosable: true,
    },
    {
      kind: 'SIGNATURE_COMPLETED',
      label: 'Signings completed',
      description: 'Everyone has signed a document you sent for signature.',
      email: true,
      choosable: false,
    },
  ],
};

const setCalls = (calls: { body: unknown }[]) =>
  calls.filter((c) =>
    /setNotificationEmailPreference/.test(String((c.body as { query?: string })?.query)),
  );

describe('notification e-mails in account settings', () => {
  it('shows a switch per kind and saves a change', async () => {
    const { calls } = renderApp('/settings/email', {
      graphql: {
        NotificationEmailPreferences: PREFERENCES,
        SetNotificationEmailPreference: {
          setNotificationEmailPreference: {
            kind: 'MARKETPLACE_WORK_DONE',
            email: false,
            choosable: true,
          },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Notification e-mails' })).toBeTruthy();
    const workDone = await screen.findByRole('switch', { name: /Work done, fee to release/ });
    expect((workDone as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByRole('switch', { name: /Team invitations accepted/ }) as HTMLInputElement)
        .checked,
    ).toBe(false);
    // Always-mailed kinds are listed, not offered a switch.
    expect(screen.queryByRole('switch', { name: /Signings completed/ })).toBeNull();
    expect(screen.getByText('Signings completed')).toBeTruthy();

    fireEvent.click(workDone);
    await vi.waitFor(() => expect(setCalls(calls)).toHaveLength(1));
    expect((setCalls(calls)[0]!.body as { variables: unknown }).variables).toEqual({
      kind: 'MARKETPLACE_WORK_DONE',
      email: false,
    });
  });
});
