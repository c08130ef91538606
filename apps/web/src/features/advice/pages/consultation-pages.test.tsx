import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LAWYER, renderApp as renderWholeApp } from '../../../test/render-app';
import { userSubscriptionsData } from '../../billing/api/user-subscriptions-fixture';
import { browserTimeZone } from '../lib/times';
import {
  ACCESS_LEGAL,
  ACCESS_NONE,
  CONSULTATION,
  JUNIPER,
  PAST,
  SLOTS,
} from '../test/advice-test-kit';

type TCall = { url: string; body: unknown };
const variablesOf = (calls: TCall[], field: string) =>
  calls
    .filter((c) => String((c.body as { query?: string } | undefined)?.query).includes(`${field}(`))
    .map((c) => (c.body as { variables: Record<string, unknown> }).variables);

// The app's frame reads the customer's plan on every page.
const renderApp = (url: string, o: Parameters<typeof renderWholeApp>[1] = {}) =>
  renderWholeApp(url, {
    ...o,
    graphql: {
      GetUserSubscriptions: { getUserSubscriptions: userSubscriptionsData() },
      ...o.graphql,
    },
  });

const timeLabel = (iso: string) =>
  new Intl.DateTimeFormat('en-AU', {
    timeZone: browserTimeZone(),
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));

describe('booking a consultation', () => {
  it('shows a customer without an advice plan the plan that opens it, never a dead end', async () => {
    renderApp('/consultations/new-consultation', {
      graphql: { ConsultationAccess: { consultationAccess: ACCESS_NONE } },
    });
    const panel = await screen.findByTestId('consultation-upgrade');
    expect(within(panel).getByText(/come with the Legal Advice plan/)).toBeTruthy();
    expect(
      within(panel).getByRole('link', { name: 'See the Legal Advice plan' }).getAttribute('href'),
    ).toBe('/pricing?tab=legal-advice-plan-quarterly');
    fireEvent.click(screen.getByText('Accounting'));
    expect(
      await screen.findByRole('link', { name: 'See the Accounting Advice plan' }),
    ).toBeTruthy();
  });

  it('books a lawyer at a free time shown in the customer’s zone', async () => {
    const { calls, router } = renderApp('/consultations/new-consultation', {
      graphql: {
        ConsultationAccess: { consultationAccess: ACCESS_LEGAL },
        Advisors: { advisors: [JUNIPER] },
        ConsultationSlots: { consultationSlots: SLOTS },
        BookConsultation: { bookConsultation: CONSULTATION },
        MyConsultations: { myConsultations: [CONSULTATION] },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Book consultation' }));
    expect(await screen.findByText('Choose an advisor.')).toBeTruthy();
    expect(variablesOf(calls, 'bookConsultation')).toEqual([]);

    const select = screen.getByRole('textbox', { name: 'Lawyer' });
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: /Juniper Quillfeather/ }));
    expect(await screen.findByTestId('advisor-summary')).toBeTruthy();
    const time = await screen.findByRole('radio', { name: timeLabel(SLOTS[1]!) });
    fireEvent.click(time);
    fireEvent.click(screen.getByText('Phone call'));
    fireEvent.change(screen.getByRole('textbox', { name: /Topic/ }), {
      target: { value: 'Shop lease renewal' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Book consultation' }));
    await vi.waitFor(() =>
      expect(variablesOf(calls, 'bookConsultation')).toEqual([
        {
          input: {
            advisorId: JUNIPER.id,
            start: SLOTS[1],
            media: 'AUDIO',
            topic: 'Shop lease renewal',
            timeZone: browserTimeZone(),
          },
        },
      ]),
    );
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe('/consultations/my-consultations'),
    );
  });
});

describe('my consultations', () => {
  it('lists upcoming and past, and cancels only after asking', async () => {
    const { calls } = renderApp('/consultations/my-consultations', {
      graphql: {
        MyConsultations: { myConsultations: [CONSULTATION, PAST] },
        CancelConsultation: { cancelConsultation: { ...CONSULTATION, status: 'CANCELED' } },
      },
    });
    const card = await screen.findByRole('listitem', { name: /Juniper Quillfeather/ });
    expect(within(card).getByText('Booked')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Join the video call' })).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(variablesOf(calls, 'cancelConsultation')).toEqual([]);

    fireEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    const again = await screen.findByRole('dialog');
    fireEvent.change(within(again).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Sorted it out' },
    });
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel consultation' }));
    await vi.waitFor(() =>
      expect(variablesOf(calls, 'cancelConsultation')).toEqual([
        { id: 'c-1', reason: 'Sorted it out' },
      ]),
    );

    fireEvent.click(screen.getByRole('tab', { name: /Past/ }));
    expect(await screen.findByText('Ask the franchisor for the disclosure document.')).toBeTruthy();
  });

  it('moves a consultation to another free time of the same advisor', async () => {
    const { calls } = renderApp('/consultations/my-consultations', {
      graphql: {
        MyConsultations: { myConsultations: [CONSULTATION] },
        ConsultationSlots: { consultationSlots: SLOTS },
        RescheduleConsultation: {
          rescheduleConsultation: { ...CONSULTATION, start: SLOTS[2], end: SLOTS[2] },
        },
      },
    });
    const card = await screen.findByRole('listitem', { name: /Juniper Quillfeather/ });
    fireEvent.click(within(card).getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog');
    const move = within(dialog).getByRole('button', { name: 'Move to this time' });
    expect(move.hasAttribute('disabled')).toBe(true);
    fireEvent.click(await within(dialog).findByRole('radio', { name: timeLabel(SLOTS[0]!) }));
    fireEvent.click(move);
    await vi.waitFor(() =>
      expect(variablesOf(calls, 'rescheduleConsultation')).toEqual([
        { id: 'c-1', start: SLOTS[0] },
      ]),
    );
    expect(variablesOf(calls, 'consultationSlots')[0]).toMatchObject({ advisorId: JUNIPER.id });
  });

  it('says so when there is nothing booked and offers the way to book', async () => {
    renderApp('/consultations/my-consultations', {
      graphql: { MyConsultations: { myConsultations: [] } },
    });
    // Both tabs say so; the upcoming one is shown first.
    const [empty] = await screen.findAllByTestId('consultations-empty');
    if (!empty) throw new Error('no empty state');
    expect(
      within(empty)
        .getByRole('link', { name: /Book a consultation/ })
        .getAttribute('href'),
    ).toBe('/consultations/new-consultation');
  });
});

describe('the advisor’s consultations', () => {
  it('shows the diary and shares notes after a call', async () => {
    const { calls } = renderApp('/lawyer-consultations', {
      user: LAWYER,
      graphql: {
        AdvisorConsultations: {
          advisorConsultations: { advisor: JUNIPER, consultations: [PAST, CONSULTATION] },
        },
        ShareConsultationNotes: { shareConsultationNotes: PAST },
      },
    });
    expect(await screen.findByRole('listitem', { name: 'Alex Nguyen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /Past/ }));
    const notes = await screen.findByRole('textbox', { name: /Notes for Alex Nguyen/ });
    fireEvent.change(notes, { target: { value: 'Send the lease to us.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Share notes' }));
    await vi.waitFor(() =>
      expect(variablesOf(calls, 'shareConsultationNotes')).toEqual([
        { id: 'c-0', notes: 'Send the lease to us.' },
      ]),
    );
  });
});
