import { COMPANY_CHANGE_MESSAGES } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { changeView, FRAME_GRAPHQL, REGISTER } from '../test/company-changes-test-kit';

const field = (name: RegExp | string, scope?: HTMLElement) =>
  (scope ? within(scope) : screen).getByLabelText(name, {
    exact: typeof name !== 'string',
  }) as HTMLInputElement;
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

describe('company change pages', () => {
  it('chooses the changes for a company and opens the change', async () => {
    const app = renderApp('/company-change/select-changes?businessId=b-1', {
      graphql: FRAME_GRAPHQL,
      routes: {
        'GET /company-changes/companies/b-1/register': () =>
          Response.json({
            businessId: 'b-1',
            acn: '004085616',
            entityName: 'Harbour Tiles Pty Ltd',
            register: REGISTER,
            registeredOn: '2019-12-02',
          }),
        'POST /company-changes': () => Response.json(changeView()),
        'GET /company-changes/ch-1': () => Response.json(changeView()),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(COMPANY_CHANGE_MESSAGES.noChangesChosen)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Change company name' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Add officeholder' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Change company details' },
      { timeout: 5000 },
    );
    expect(
      app.calls.find((c) => c.url === '/company-changes' && c.method === 'POST')?.body,
    ).toEqual({
      businessId: 'b-1',
      types: ['CHANGE_COMPANY_NAME', 'ADD_OFFICEHOLDER'],
    });
    expect(app.router.state.location.pathname).toBe('/companies/company-change/ch-1');
  });

  it('fills the forms, sends each with the effective date, and shows the deadline and problems', async () => {
    const saved = changeView({
      effectiveDate: '2026-11-20',
      changes: [{ type: 'CHANGE_COMPANY_NAME', newName: 'Harbour Stone Pty Ltd' }],
      problems: [{ change: null, message: COMPANY_CHANGE_MESSAGES.noResidentDirector }],
      deadline: {
        dueDate: '2026-09-29',
        today: '2026-11-27',
        daysLeft: -59,
        band: 'OVER_ONE_MONTH',
        lateFeeCents: 41100,
        fees: {} as never,
      },
    });
    const app = renderApp('/companies/company-change/ch-1', {
      graphql: FRAME_GRAPHQL,
      routes: {
        'GET /company-changes/ch-1': () => Response.json(changeView()),
        'POST /company-changes/ch-1': () => Response.json(saved),
      },
    });
    const nameSection = await screen.findByRole('region', { name: 'Change company name' });
    type(field(/New company name/, nameSection), 'Harbour Stone Pty Ltd');
    const officer = screen.getByRole('region', { name: 'Add officeholder' });
    type(field(/First name/, officer), 'Jordan');
    type(field(/Last name/, officer), 'Newell');
    type(field(/Date of birth/, officer), '1991-02-03');
    type(field(/Director ID/, officer), '036222222222222');
    type(field(/Street address/, officer), '9 Bay Rd');
    type(field(/Suburb/, officer), 'Manly');
    type(field(/Postcode/, officer), '2095');
    fireEvent.click(
      within(officer).getByRole('checkbox', { name: 'Ordinarily lives in Australia' }),
    );
    type(field(/Date the change took effect/), '2026-11-20');
    fireEvent.click(screen.getByRole('button', { name: 'Save and check' }));

    expect(
      await screen.findByText(COMPANY_CHANGE_MESSAGES.noResidentDirector, {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText(/late fee of \$411\.00/)).toBeTruthy();
    const body = app.calls.find((c) => c.url === '/company-changes/ch-1' && c.method === 'POST')
      ?.body as {
      effectiveDate: string;
      changes: { type: string }[];
    };
    expect(body.effectiveDate).toBe('2026-11-20');
    expect(body.changes).toEqual([
      { type: 'CHANGE_COMPANY_NAME', newName: 'Harbour Stone Pty Ltd' },
      {
        type: 'ADD_OFFICEHOLDER',
        officeholder: {
          id: 'new',
          firstName: 'Jordan',
          lastName: 'Newell',
          roles: ['DIRECTOR'],
          dateOfBirth: '1991-02-03',
          directorId: '036222222222222',
          residentialAddress: {
            line1: '9 Bay Rd',
            suburb: 'Manly',
            state: 'NSW',
            postcode: '2095',
          },
          australianResident: false,
        },
      },
    ]);
  });

  it('asks for at least one role of a new officeholder', async () => {
    renderApp('/companies/company-change/ch-1', {
      graphql: FRAME_GRAPHQL,
      routes: {
        'GET /company-changes/ch-1': () =>
          Response.json(changeView({ types: ['ADD_OFFICEHOLDER'] })),
      },
    });
    const officer = await screen.findByRole('region', { name: 'Add officeholder' });
    fireEvent.click(within(officer).getByRole('checkbox', { name: 'Director' }));
    expect(await within(officer).findByText(COMPANY_CHANGE_MESSAGES.roleRequired)).toBeTruthy();
  });

  it('pays with the saved card and shows the lodged change', async () => {
    const ready = changeView({
      status: 'PendingPayment',
      effectiveDate: '2026-11-20',
      types: ['CHANGE_COMPANY_NAME'],
      changes: [{ type: 'CHANGE_COMPANY_NAME', newName: 'Harbour Stone Pty Ltd' }],
      after: { ...REGISTER, companyName: 'Harbour Stone Pty Ltd' },
    });
    const app = renderApp('/companies/company-change/ch-1', {
      graphql: FRAME_GRAPHQL,
      routes: {
        'GET /company-changes/ch-1': () => Response.json(ready),
        'POST /company-changes/ch-1/pay': () =>
          Response.json({
            ...ready,
            status: 'Submitted',
            lodgementReference: 'LDG-1',
            deadline: null,
          }),
      },
    });
    const pay = await screen.findByRole('button', { name: 'Pay and lodge with ASIC' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(pay);
    expect(await screen.findByText(/Reference LDG-1/, {}, { timeout: 5000 })).toBeTruthy();
    expect(app.calls.find((c) => c.url === '/company-changes/ch-1/pay')?.body).toEqual({
      paymentMethodId: 'pm_1',
    });
    expect(screen.getByText('Harbour Stone Pty Ltd', { selector: 'p' })).toBeTruthy();
  });

  it('compares the three ways of making a change', async () => {
    renderApp('/businesses/companies/change-comparison', { graphql: FRAME_GRAPHQL });
    for (const name of ['Do it yourself with ASIC', 'With Clausewell', 'With a lawyer']) {
      expect(await screen.findByRole('region', { name })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Start a change' }).getAttribute('href')).toBe(
      '/company-change/select-company',
    );
  });
});
