import { COMPLIANCE_MESSAGES } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CUSTOMER, renderApp } from '../../../test/render-app';
import {
  ASIC_PLAN,
  BUSINESS,
  CALENDAR,
  FRAME,
  OTHER_BUSINESS,
  QUEUE_ROW,
} from '../test/compliance-test-kit';

type TCall = { url: string; body: unknown };
const variablesOf = (calls: TCall[], field: string) =>
  calls
    .filter((c) => String((c.body as { query?: string } | undefined)?.query).includes(`${field}(`))
    .map((c) => (c.body as { variables: Record<string, unknown> }).variables);

const businesses = (list = [BUSINESS, OTHER_BUSINESS]) => ({
  'GET /businesses/list': () => Response.json(list),
});

describe('compliance plans', () => {
  it('shows both plans with their fixed first-year prices and a way to buy each', async () => {
    renderApp('/businesses/companies/compliance-plans', { graphql: FRAME });
    const business = await screen.findByTestId('plan-BUSINESS_COMPLIANCE');
    expect(within(business).getByText(/\$199/)).toBeTruthy();
    expect(within(business).getByText(/then \$299(\.00)? a year/)).toBeTruthy();
    expect(
      within(business)
        .getByRole('link', { name: 'Buy Business Compliance yearly' })
        .getAttribute('href'),
    ).toBe('/checkout/business-compliance?origin=%2Fcompliance%2Fmanage-compliance');
    const asic = screen.getByTestId('plan-ASIC_COMPLIANCE');
    expect(within(asic).getByText(/\$799/)).toBeTruthy();
    expect(within(asic).getByText(/Annual company review/)).toBeTruthy();
  });

  it('offers the plans to a customer who holds none', async () => {
    renderApp('/compliance/manage-compliance', {
      graphql: { ...FRAME, PlanSubscriptions: { planSubscriptions: [] } },
      routes: businesses([]),
    });
    expect(await screen.findByTestId('no-compliance-plan')).toBeTruthy();
    expect(await screen.findByText(/Add a business to My businesses/)).toBeTruthy();
  });

  it('attaches a held plan to the chosen business and shows its calendar with statuses', async () => {
    const { calls } = renderApp('/compliance/manage-compliance', {
      graphql: {
        ...FRAME,
        PlanSubscriptions: { planSubscriptions: [ASIC_PLAN] },
        ComplianceCalendar: { complianceCalendar: CALENDAR },
        AttachCompliancePlan: {
          attachCompliancePlan: {
            id: 'p-1',
            businessId: 'b-2',
            subscriptionId: 's-asic',
            kind: 'ASIC_COMPLIANCE',
            planHandle: 'asic-compliance-plan',
            attachedAt: '2026-09-01T00:00:00.000Z',
          },
        },
      },
      routes: businesses(),
    });
    const form = await screen.findByTestId('attach-plan');
    expect(within(form).getByText('Attach your ASIC Compliance plan to a business')).toBeTruthy();
    const attach = within(form).getByRole('button', { name: 'Attach plan' });
    expect(attach.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(form).getByRole('textbox', { name: 'Business' }));
    fireEvent.click(await screen.findByRole('option', { name: OTHER_BUSINESS.entityName }));
    fireEvent.click(attach);
    await waitFor(() =>
      expect(variablesOf(calls, 'attachCompliancePlan')).toEqual([
        { businessId: 'b-2', subscriptionId: 's-asic', bundleId: null },
      ]),
    );
    expect(await screen.findByText(COMPLIANCE_MESSAGES.attached)).toBeTruthy();

    const rows = await screen.findAllByTestId('calendar-item');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Business name renewal10/09/2026Overdue',
      'Annual company review20/09/2026Due soon',
    ]);
  });

  it('saves the dates the calendar works from', async () => {
    const { calls } = renderApp('/compliance/manage-compliance?businessId=b-1', {
      graphql: {
        ...FRAME,
        PlanSubscriptions: { planSubscriptions: [{ ...ASIC_PLAN, attachedBusinessId: 'b-1' }] },
        ComplianceCalendar: {
          complianceCalendar: {
            ...CALENDAR,
            registeredOn: null,
            businessNameRenewalOn: null,
            items: [],
          },
        },
        SetComplianceDates: { setComplianceDates: CALENDAR },
      },
      routes: businesses(),
    });
    expect(await screen.findByTestId('calendar-empty')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Company registration date/), {
      target: { value: '2020-09-20' },
    });
    fireEvent.click(screen.getByLabelText(/consent to use our registered office/));
    fireEvent.click(screen.getByRole('button', { name: 'Save dates' }));
    await waitFor(() =>
      expect(variablesOf(calls, 'setComplianceDates')).toEqual([
        {
          input: {
            businessId: 'b-1',
            registeredOn: '2020-09-20',
            businessNameRenewalOn: null,
            registeredOfficeConsentOnFile: true,
          },
        },
      ]),
    );
    expect(await screen.findAllByTestId('calendar-item')).toHaveLength(2);
  });

  it('shows staff the work queue, where they mark an item done', async () => {
    const { calls } = renderApp('/compliance/manage-compliance', {
      user: { ...CUSTOMER, isAdmin: true },
      graphql: {
        ...FRAME,
        PlanSubscriptions: { planSubscriptions: [] },
        ComplianceWorkQueue: { complianceWorkQueue: [QUEUE_ROW] },
        MarkComplianceItemDone: {
          markComplianceItemDone: {
            ...QUEUE_ROW.item,
            status: 'DONE',
            doneAt: '2026-09-02T00:00:00.000Z',
          },
        },
      },
      routes: businesses([]),
    });
    const queue = await screen.findByTestId('work-queue');
    const row = await within(queue).findByTestId('queue-row');
    expect(row.textContent).toContain('Harbourside Bakery Pty Ltd');
    expect(row.textContent).toContain('ASIC Compliance');
    fireEvent.click(
      within(row).getByRole('button', {
        name: 'Mark Annual company review for Harbourside Bakery Pty Ltd done',
      }),
    );
    await waitFor(() =>
      expect(variablesOf(calls, 'markComplianceItemDone')).toEqual([{ itemId: 'i-2' }]),
    );
  });

  it('shows no work queue to customers', async () => {
    const { calls } = renderApp('/compliance/manage-compliance', {
      graphql: { ...FRAME, PlanSubscriptions: { planSubscriptions: [] } },
      routes: businesses([]),
    });
    expect(await screen.findByTestId('no-compliance-plan')).toBeTruthy();
    expect(screen.queryByTestId('work-queue')).toBeNull();
    expect(variablesOf(calls, 'complianceWorkQueue')).toEqual([]);
  });
});

describe('every page of the area', () => {
  it.each([
    ['/businesses/companies/compliance-plans', 'Compliance plans'],
    ['/compliance/manage-compliance', 'Compliance'],
    ['/consultations/accounting-tax-plans', 'Accounting & Tax'],
    ['/consultations/accounting-plans', 'Accounting plans'],
    ['/consultations/tax-compliance', 'Tax compliance'],
    ['/consultations/manage-my-business', 'Choose a business'],
    ['/consultations/manage-my-business/b-1/business', BUSINESS.entityName],
  ])('%s has its heading, even before its data arrives', async (url, heading) => {
    renderApp(url, {
      graphql: {
        ...FRAME,
        PlanSubscriptions: { planSubscriptions: [] },
        AttachedPlans: { attachedPlans: [] },
        ComplianceCalendar: { complianceCalendar: { ...CALENDAR, items: [] } },
      },
      routes: businesses([BUSINESS]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it('says a business that is not the customer’s is not found', async () => {
    renderApp('/consultations/manage-my-business/b-9/business', {
      graphql: { ...FRAME, AttachedPlans: { attachedPlans: [] } },
      routes: businesses([BUSINESS]),
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('We could not find that business in your account.')).toBeTruthy();
  });
});
