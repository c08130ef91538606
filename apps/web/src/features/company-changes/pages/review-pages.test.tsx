import { COMPANY_CHANGE_MESSAGES } from '@app/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import type { TCompanyReviewView } from '../api/company-changes';
import { changeView, FRAME_GRAPHQL, REGISTER } from '../test/company-changes-test-kit';

function reviewView(patch: Partial<TCompanyReviewView> = {}): TCompanyReviewView {
  return {
    id: 'rv-1',
    businessId: 'b-1',
    acn: '004085616',
    companyName: 'Harbour Tiles Pty Ltd',
    reviewDate: '2026-10-15',
    dueDate: '2026-12-15',
    status: 'OPEN',
    solvencyResolvedOn: null,
    solvencyResolvedBy: null,
    completedAt: null,
    register: REGISTER,
    corrections: [],
    annualReviewFeeCents: 32900,
    feeSource: 'https://asic.gov.au/',
    lateness: null,
    ...patch,
  };
}

const registerView = {
  businessId: 'b-1',
  acn: '004085616',
  entityName: 'Harbour Tiles Pty Ltd',
  register: REGISTER,
  registeredOn: '2019-10-15',
};

describe('annual review pages', () => {
  it('starts the review and checks the statement, correcting a detail by a change', async () => {
    const app = renderApp('/company-review/business/what-to-expect/b-1', {
      graphql: FRAME_GRAPHQL,
      routes: {
        'GET /company-changes/companies/b-1/register': () => Response.json(registerView),
        'POST /company-reviews': () => Response.json(reviewView()),
        'GET /company-reviews/rv-1': () => Response.json(reviewView()),
        'POST /company-reviews/rv-1/corrections': () =>
          Response.json(
            changeView({ id: 'ch-9', reviewId: 'rv-1', types: ['CHANGE_COMPANY_ADDRESS'] }),
          ),
        'GET /company-changes/ch-9': () =>
          Response.json(
            changeView({ id: 'ch-9', reviewId: 'rv-1', types: ['CHANGE_COMPANY_ADDRESS'] }),
          ),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Start the review' }));
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Check the company statement' },
      { timeout: 5000 },
    );
    expect(app.router.state.location.search).toBe(
      '?businessId=b-1&reviewDate=2026-10-15&reviewId=rv-1',
    );
    expect(screen.getByText(/Alex Tester \(director\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Change company address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Correct these details' }));
    await screen.findByRole('region', { name: 'Change company address' }, { timeout: 5000 });
    expect(app.calls.find((c) => c.url === '/company-reviews/rv-1/corrections')?.body).toEqual({
      types: ['CHANGE_COMPANY_ADDRESS'],
    });
  });

  it('records the solvency resolution and names a date outside the two months', async () => {
    let answer = () =>
      Response.json(
        { error: { code: 'BAD_INPUT', message: COMPANY_CHANGE_MESSAGES.solvencyOutOfWindow } },
        { status: 400 },
      );
    const app = renderApp(
      '/company-review/check/?businessId=b-1&reviewDate=2026-10-15&reviewId=rv-1',
      {
        graphql: FRAME_GRAPHQL,
        routes: {
          'GET /company-reviews/rv-1': () => Response.json(reviewView()),
          'POST /company-reviews/rv-1/solvency': () => answer(),
        },
      },
    );
    fireEvent.change(await screen.findByLabelText(/Date resolved/), {
      target: { value: '2027-01-01' },
    });
    fireEvent.change(screen.getByLabelText(/Director confirming/), {
      target: { value: 'Alex Tester' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm resolution' }));
    expect(
      await screen.findByText(COMPANY_CHANGE_MESSAGES.solvencyOutOfWindow, {}, { timeout: 5000 }),
    ).toBeTruthy();
    answer = () =>
      Response.json(
        reviewView({
          status: 'SOLVENCY_CONFIRMED',
          solvencyResolvedOn: '2026-10-20',
          solvencyResolvedBy: 'Alex Tester',
        }),
      );
    fireEvent.change(screen.getByLabelText(/Date resolved/), { target: { value: '2026-10-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm resolution' }));
    expect(
      await screen.findByText('Resolved on 20 October 2026 by Alex Tester.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(
      app.calls.filter((c) => c.url === '/company-reviews/rv-1/solvency').at(-1)?.body,
    ).toEqual({
      resolvedOn: '2026-10-20',
      resolvedBy: 'Alex Tester',
    });
  });

  it('completes the review with the ASIC fee shown', async () => {
    renderApp('/company-review/rv-1/complete', {
      graphql: FRAME_GRAPHQL,
      routes: {
        'GET /company-reviews/rv-1': () =>
          Response.json(reviewView({ status: 'SOLVENCY_CONFIRMED' })),
        'POST /company-reviews/rv-1/complete': () =>
          Response.json(reviewView({ status: 'COMPLETED' })),
      },
    });
    expect(await screen.findByText('$329.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the review is complete' }));
    expect(await screen.findByText('Review complete', {}, { timeout: 5000 })).toBeTruthy();
  });
});
