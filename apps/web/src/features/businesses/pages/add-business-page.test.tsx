import { BUSINESS_MESSAGES, MESSAGES } from '@app/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import {
  errorResponse,
  FRAME_GRAPHQL,
  HARBOUR,
  HARBOUR_GONE,
  LINKED,
  LINKED_DETAILS,
  SOLE_TRADER,
} from '../test/businesses-test-kit';

const URL = '/businesses/add-my-own-business-info';
const box = () => screen.findByRole('textbox', { name: /Business name, ABN or ACN/ });
const addButton = () => screen.getByRole('button', { name: 'Add business' });
const type = async (text: string) => fireEvent.change(await box(), { target: { value: text } });

describe('Add existing business', () => {
  it('searches by name, offers only Registered results, and adds the one chosen', async () => {
    const app = renderApp(URL, {
      graphql: FRAME_GRAPHQL,
      routes: {
        'GET /asic/business/search': () => Response.json([HARBOUR, HARBOUR_GONE, SOLE_TRADER]),
        'POST /entity/byob': () => Response.json({ business: LINKED }),
        'GET /businesses/b-1/details': () => Response.json(LINKED_DETAILS),
        'GET /businesses/list': () => Response.json([LINKED]),
      },
    });
    await type('harbour');
    const choice = await screen.findByRole('radio', { name: /Harbour Plumbing Pty Ltd/ });
    expect(screen.queryByRole('radio', { name: /Harbour Freight/ })).toBeNull();
    expect(screen.getByRole('radio', { name: /Mei Harbour/ })).toBeTruthy();
    const search = app.calls.find((c) => c.url.startsWith('/asic/business/search'))!;
    expect(search.url).toContain('name=harbour');
    expect(search.url).toContain('maxSearchResults=15');

    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(choice);
    expect((addButton() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(addButton());
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Harbour Plumbing Pty Ltd' },
      { timeout: 5000 },
    );
    expect(app.calls.find((c) => c.url === '/entity/byob')?.body).toEqual({ abn: '53004085616' });
    expect(app.router.state.location.pathname).toBe(
      '/businesses/manage-my-business/business/b-1/details',
    );
  });

  it('shows the §8 message when the business is linked to another user', async () => {
    renderApp(URL, {
      graphql: FRAME_GRAPHQL,
      routes: {
        'GET /asic/business/search': () => Response.json([HARBOUR]),
        'POST /entity/byob': () =>
          errorResponse(409, 'BUSINESS_OCCUPIED_BY_OTHER_USER', MESSAGES.entityLinkOccupied),
      },
    });
    await type('harbour plumbing');
    fireEvent.click(await screen.findByRole('radio', { name: /Harbour Plumbing Pty Ltd/ }));
    fireEvent.click(addButton());
    expect(
      await screen.findByText(MESSAGES.entityLinkOccupied, {}, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('shows the general link message for any other failure', async () => {
    renderApp(URL, {
      graphql: FRAME_GRAPHQL,
      routes: {
        'GET /asic/business/search': () => Response.json([HARBOUR]),
        'POST /entity/byob': () => errorResponse(500, 'INTERNAL', MESSAGES.unexpected),
      },
    });
    await type('harbour');
    fireEvent.click(await screen.findByRole('radio', { name: /Harbour Plumbing Pty Ltd/ }));
    fireEvent.click(addButton());
    expect(await screen.findByText(MESSAGES.entityLinkOther, {}, { timeout: 5000 })).toBeTruthy();
  });

  it("checks an ACN as typed: invalid at once, then 'Checking ACN...' and valid, and adds it", async () => {
    const app = renderApp(URL, {
      graphql: FRAME_GRAPHQL,
      routes: {
        'POST /search/business/acn': () =>
          Response.json({ available: true, entityName: 'Harbour Plumbing Pty Ltd' }),
        'POST /entity/transform-byob': () => Response.json({ business: LINKED }),
        'GET /businesses/b-1/details': () => Response.json(LINKED_DETAILS),
      },
    });
    await type('004 085 617');
    expect(await screen.findByText(BUSINESS_MESSAGES.acnInvalid)).toBeTruthy();
    expect(app.calls.some((c) => c.url === '/search/business/acn')).toBe(false);

    await type('004 085 616');
    expect(await screen.findByText(BUSINESS_MESSAGES.acnChecking)).toBeTruthy();
    expect(await screen.findByText(BUSINESS_MESSAGES.acnValid, {}, { timeout: 3000 })).toBeTruthy();
    expect(app.calls.filter((c) => c.url === '/search/business/acn')).toHaveLength(1);
    await waitFor(() => expect((addButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(addButton());
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Harbour Plumbing Pty Ltd' },
      { timeout: 5000 },
    );
    expect(app.calls.find((c) => c.url === '/entity/transform-byob')?.body).toEqual({
      userId: 'u-customer',
      identifier: '004085616',
      isService: false,
    });
  });

  it('looks up an ABN, and will not offer a deregistered business', async () => {
    renderApp(URL, {
      graphql: FRAME_GRAPHQL,
      routes: { 'POST /search/business/abn': () => Response.json(HARBOUR_GONE) },
    });
    await type('51 824 753 557');
    expect(await screen.findByText(BUSINESS_MESSAGES.abnCheckDigits)).toBeTruthy();
    await type('33 051 775 556');
    expect(
      await screen.findByText(BUSINESS_MESSAGES.businessNotRegistered, {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
  });
});
