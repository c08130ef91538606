import { BUSINESS_MESSAGES } from '@app/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { FRAME_GRAPHQL, LINKED, LINKED_DETAILS } from '../test/businesses-test-kit';

describe('My businesses', () => {
  it('says there are none yet and offers to add an existing business', async () => {
    renderApp('/businesses/manage-my-business', {
      graphql: FRAME_GRAPHQL,
      routes: { 'GET /businesses/list': () => Response.json([]) },
    });
    expect(await screen.findByText(BUSINESS_MESSAGES.listEmpty)).toBeTruthy();
    const adds = screen.getAllByRole('link', { name: 'Add existing business' });
    expect(adds.length).toBe(2);
    expect(adds[0]!.getAttribute('href')).toBe('/businesses/add-my-own-business-info');
  });

  it('lists each business with its structure, ACN and status, linking to its details', async () => {
    renderApp('/businesses/manage-my-business?company=true', {
      graphql: FRAME_GRAPHQL,
      routes: {
        'GET /businesses/list': () =>
          Response.json([
            LINKED,
            {
              ...LINKED,
              businessId: 'b-2',
              entityName: 'Mei Harbour',
              acn: null,
              businessStructure: 'Individual/Sole Trader',
            },
          ]),
      },
    });
    const list = await screen.findByRole('list', { name: 'Your businesses' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText(/ACN 004 085 616/)).toBeTruthy();
    expect(within(items[0]!).getByText('Registered')).toBeTruthy();
    expect(within(items[1]!).queryByText(/ACN/)).toBeNull();
    expect(
      within(items[0]!)
        .getByRole('link', { name: 'Harbour Plumbing Pty Ltd' })
        .getAttribute('href'),
    ).toBe('/businesses/manage-my-business/business/b-1/details');
  });

  it('shows the error with Retry when the list cannot load', async () => {
    renderApp('/businesses/manage-my-business', {
      graphql: FRAME_GRAPHQL,
      routes: {
        'GET /businesses/list': () =>
          Response.json(
            { error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } },
            { status: 500 },
          ),
      },
    });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it("shows a business's details from the register", async () => {
    renderApp('/businesses/manage-my-business/business/b-1/details', {
      graphql: FRAME_GRAPHQL,
      routes: { 'GET /businesses/b-1/details': () => Response.json(LINKED_DETAILS) },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Harbour Plumbing Pty Ltd' }),
    ).toBeTruthy();
    expect(screen.getByText('53 004 085 616')).toBeTruthy();
    expect(screen.getByText('Kirribilli Plumbing')).toBeTruthy();
    expect(screen.getByText('Registered from 01/07/2015')).toBeTruthy();
  });

  it('links a company to its changes, review, compliance and virtual office, and a sole trader to the last two', async () => {
    renderApp('/businesses/manage-my-business/business/b-1/details', {
      graphql: FRAME_GRAPHQL,
      routes: { 'GET /businesses/b-1/details': () => Response.json(LINKED_DETAILS) },
    });
    const manage = await screen.findByRole('navigation', { name: 'Manage this business' });
    const hrefs = within(manage)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      `/company-change/select-changes?businessId=${LINKED_DETAILS.businessId}`,
      `/company-review/business/what-to-expect/${LINKED_DETAILS.businessId}`,
      '/compliance/manage-compliance',
      '/businesses/virtual-office',
    ]);
  });

  it('offers a sole trader no company changes', async () => {
    renderApp('/businesses/manage-my-business/business/b-1/details', {
      graphql: FRAME_GRAPHQL,
      routes: {
        'GET /businesses/b-1/details': () => Response.json({ ...LINKED_DETAILS, acn: null }),
      },
    });
    const manage = await screen.findByRole('navigation', { name: 'Manage this business' });
    expect(within(manage).queryByRole('link', { name: 'Make a change to the company' })).toBeNull();
    expect(within(manage).getByRole('link', { name: 'Virtual office' })).toBeTruthy();
  });
});
