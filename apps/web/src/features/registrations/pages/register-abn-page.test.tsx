import { REGISTRATION_MESSAGES as M } from '@app/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CUSTOMER, renderApp } from '../../../test/render-app';
import { userSubscriptionsData } from '../../billing/api/user-subscriptions-fixture';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

const APPROVED = {
  id: 'abn-1',
  kind: 'ABN_REGISTRATION',
  status: 'APPROVED',
  form: {},
  abn: '51824753556',
  businessId: 'b-7',
  decisionReason: null,
  createdAt: '2026-08-10T01:00:00.000Z',
  timeline: [{ status: 'APPROVED', at: '2026-08-10T01:00:00.000Z', reason: null }],
};

function server() {
  const sent: { operation: string; variables?: any }[] = [];
  const routes = {
    'POST /graphql': (raw: unknown) => {
      const body = raw as { query: string; variables?: any };
      const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
      sent.push({ operation, variables: body.variables });
      if (operation === 'SaveAbnApplication')
        return json({
          data: { saveAbnApplication: { ...APPROVED, status: 'INCOMPLETE', abn: null } },
        });
      if (operation === 'SubmitRegistrationApplication')
        return json({ data: { submitRegistrationApplication: APPROVED } });
      if (operation === 'GetUserSubscriptions')
        return json({ data: { getUserSubscriptions: userSubscriptionsData() } });
      return json({ data: { getUser: { emailVerified: true, ...CUSTOMER } } });
    },
  };
  return { routes, sent };
}

const fill = (name: RegExp | string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('applying for an ABN', () => {
  it('asks the eligibility questions and explains a refusal before anything is sent', {
    timeout: 60_000,
  }, async () => {
    const s = server();
    renderApp('/register-abn', { routes: s.routes });
    const group = await screen.findByRole('radiogroup', { name: /carrying on, or starting/ });
    fireEvent.click(group.querySelector('input[value="no"]')!);
    expect(
      await screen.findByText(/gives an ABN only to an entity carrying on an enterprise/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit to the ABR' }));
    expect(await screen.findByText(M.abnActivity, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(M.personGivenNames)).toBeTruthy();
    expect(s.sent.map((c) => c.operation)).not.toContain('SaveAbnApplication');
  });

  it('lodges a sole trader’s application and shows the ABN issued', {
    timeout: 60_000,
  }, async () => {
    const s = server();
    const app = renderApp('/register-abn', { routes: s.routes });
    const enterprise = await screen.findByRole('radiogroup', { name: /carrying on, or starting/ });
    fireEvent.click(enterprise.querySelector('input[value="yes"]')!);
    const hobby = screen.getByRole('radiogroup', { name: /hobby/ });
    fireEvent.click(hobby.querySelector('input[value="no"]')!);
    fill('Sole trader: given names', 'Mia');
    fill('Sole trader: family name', 'Nguyen');
    fireEvent.change(screen.getByLabelText('Sole trader: date of birth'), {
      target: { value: '1990-05-04' },
    });
    fill('Main business activity', 'Mobile dog grooming');
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-09-01' } });
    fill(/Business address: street address/, '3 Wattle Lane');
    fill(/Business address: suburb/, 'Fitzroy');
    fill(/Business address: postcode/, '3065');
    fireEvent.click(screen.getByRole('button', { name: 'Submit to the ABR' }));
    expect(await screen.findByText('Your ABN is 51824753556')).toBeTruthy();
    const saved = s.sent.find((c) => c.operation === 'SaveAbnApplication')!;
    expect(saved.variables.data).toMatchObject({
      carryingOnEnterprise: true,
      hobbyOrEmployee: false,
      entityType: 'SOLE_TRADER',
      applicant: { givenNames: 'Mia', familyName: 'Nguyen', dateOfBirth: '1990-05-04' },
    });
    expect(s.sent.find((c) => c.operation === 'SubmitRegistrationApplication')?.variables).toEqual({
      id: 'abn-1',
    });
    expect(
      screen.getByRole('link', { name: 'Register a business name for it' }).getAttribute('href'),
    ).toBe('/register-business-name?abnApplicationId=abn-1');
    expect(app.router.state.location.search).toBe('?applicationId=abn-1');
  });

  it('offers the three registrations to choose from', async () => {
    renderApp('/registration/new-registration', { routes: server().routes });
    expect(await screen.findByRole('link', { name: 'Register a company' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply for an ABN' }).getAttribute('href')).toBe(
      '/register-abn',
    );
    expect(
      screen.getByRole('link', { name: 'Register a business name' }).getAttribute('href'),
    ).toBe('/register-business-name');
  });
});
