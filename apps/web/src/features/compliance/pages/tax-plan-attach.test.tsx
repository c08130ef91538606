import { MESSAGES, TAX_PLAN_ATTACH_DELAY_MS } from '@app/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { ABN_RESULT, BUSINESS, FRAME, TAX_PLAN } from '../test/compliance-test-kit';

const error = (status: number, code: string, message: string) =>
  Response.json({ error: { code, message } }, { status });

function start(attach: () => Response) {
  return renderApp('/consultations/tax-compliance', {
    graphql: {
      ...FRAME,
      PlanSubscriptions: { planSubscriptions: [TAX_PLAN] },
      AttachedPlans: { attachedPlans: [] },
      ComplianceCalendar: {
        complianceCalendar: {
          businessId: 'b-1',
          registeredOn: null,
          businessNameRenewalOn: null,
          registeredOfficeConsentOnFile: false,
          items: [],
        },
      },
    },
    routes: {
      'POST /search/business/abn': (body) =>
        (body as { abn: string }).abn === ABN_RESULT.ABN.identifierValue
          ? Response.json(ABN_RESULT)
          : error(404, 'NOT_FOUND', 'We could not find a business with that number.'),
      'POST /entity/byob': () => Response.json({ business: BUSINESS }),
      'POST /business/tax/attach-compliance-plan/b-1': attach,
      'GET /businesses/list': () => Response.json([BUSINESS]),
    },
  });
}

async function findAndAdd() {
  fireEvent.change(await screen.findByRole('textbox', { name: 'ABN' }), {
    target: { value: '51 824 753 556' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Find business' }));
  expect(await screen.findByText('Harbourside Bakery Pty Ltd')).toBeTruthy();
  vi.useFakeTimers({ shouldAdvanceTime: false });
  fireEvent.click(screen.getByRole('button', { name: 'Add business and attach plan' }));
}

const attachCalls = (calls: { url: string }[]) =>
  calls.filter((c) => c.url.startsWith('/business/tax/attach-compliance-plan/'));

describe('attaching a tax plan to a business found by ABN', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds the business, waits 1.1 s, attaches the plan and opens the business page', async () => {
    const { calls, router } = start(() =>
      Response.json({ attachedPlan: { id: 'p-1', businessId: 'b-1' } }),
    );
    await findAndAdd();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(calls.some((c) => c.url === '/entity/byob')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Adding the business to your account...');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TAX_PLAN_ATTACH_DELAY_MS - 1);
    });
    expect(attachCalls(calls)).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    vi.useRealTimers();
    await waitFor(() => expect(attachCalls(calls)).toHaveLength(1));
    expect((attachCalls(calls)[0] as { body?: unknown }).body).toEqual({
      subscriptionId: 's-tax',
      bundleId: null,
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/consultations/manage-my-business/b-1/business'),
    );
    expect(await screen.findByText(MESSAGES.taxPlanAttached)).toBeTruthy();
  });

  it('says so when the plan cannot be attached, and stays on the page', async () => {
    const { router } = start(() =>
      error(409, 'CONFLICT', 'This business already has that kind of plan attached.'),
    );
    await findAndAdd();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TAX_PLAN_ATTACH_DELAY_MS);
    });
    vi.useRealTimers();
    expect(await screen.findByText(MESSAGES.taxPlanAttachFailed)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/consultations/tax-compliance');
  });

  it('names an ABN the register does not know, and skipping goes to the business chooser', async () => {
    const { calls, router } = start(() => Response.json({}));
    fireEvent.change(await screen.findByRole('textbox', { name: 'ABN' }), {
      target: { value: '11 111 111 111' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Find business' }));
    expect(await screen.findByText('We could not find a business with that number.')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Add business and attach plan' }).hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/consultations/manage-my-business'),
    );
    expect(calls.some((c) => c.url === '/entity/byob')).toBe(false);
  });

  it('shows the tax plans to a customer who holds none', async () => {
    renderApp('/consultations/tax-compliance', {
      graphql: { ...FRAME, PlanSubscriptions: { planSubscriptions: [] } },
    });
    expect(await screen.findByTestId('plan-TAX')).toBeTruthy();
    expect(screen.queryByTestId('tax-plan-attach')).toBeNull();
  });
});
