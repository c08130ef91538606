import { MESSAGES, type TBusinessListItem } from '@app/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { currentUserQueryKey } from '../../../lib/session';
import { CUSTOMER, stubServer, type TStubRoutes } from '../../../test/render-app';
import { errorResponse, HARBOUR, LINKED } from '../test/businesses-test-kit';
import { LinkBusinessPicker } from './link-business-picker';

const GONE: TBusinessListItem = {
  ...LINKED,
  businessId: 'b-gone',
  entityName: 'Old Harbour Freight Pty Ltd',
  entityStatus: 'Deregistered',
};

function renderPicker(routes: TStubRoutes, opts: { disabled?: boolean } = {}) {
  const server = stubServer(CUSTOMER, routes);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  queryClient.setQueryData(currentUserQueryKey, CUSTOMER);
  const linked: TBusinessListItem[] = [];
  render(
    <Providers queryClient={queryClient} env="test">
      <LinkBusinessPicker onLinked={(b) => linked.push(b)} disabled={opts.disabled} />
    </Providers>,
  );
  return { ...server, linked };
}

const confirmButton = () =>
  screen.getByRole('button', { name: 'Link business' }) as HTMLButtonElement;

describe('the link-business picker', () => {
  it('offers only Registered businesses and confirms only once one is chosen', async () => {
    const { linked } = renderPicker({
      'GET /businesses/list': () => Response.json([LINKED, GONE]),
    });
    const mine = await screen.findByRole('radio', { name: /Harbour Plumbing Pty Ltd/ });
    expect(screen.queryByRole('radio', { name: /Old Harbour Freight/ })).toBeNull();
    expect(confirmButton().disabled).toBe(true);
    fireEvent.click(mine);
    expect(confirmButton().disabled).toBe(false);
    fireEvent.click(confirmButton());
    expect(linked).toEqual([LINKED]);
  });

  it('stays off while the caller disables it, even with a business chosen', async () => {
    renderPicker({ 'GET /businesses/list': () => Response.json([LINKED]) }, { disabled: true });
    fireEvent.click(await screen.findByRole('radio', { name: /Harbour Plumbing Pty Ltd/ }));
    expect(confirmButton().disabled).toBe(true);
  });

  it('links a register result first, and says so by code when another account holds it', async () => {
    renderPicker({
      'GET /businesses/list': () => Response.json([]),
      'GET /asic/business/search': () => Response.json([HARBOUR]),
      'POST /entity/byob': () =>
        errorResponse(409, 'BUSINESS_OCCUPIED_BY_OTHER_USER', MESSAGES.entityLinkOccupied),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Find on the register' }));
    const box = await screen.findByRole('textbox', { name: /Business name, ABN or ACN/ });
    fireEvent.change(box, { target: { value: 'harbour' } });
    fireEvent.click(await screen.findByRole('radio', { name: /Harbour Plumbing Pty Ltd/ }));
    fireEvent.click(confirmButton());
    expect(
      await screen.findByText(MESSAGES.entityLinkOccupied, {}, { timeout: 5000 }),
    ).toBeTruthy();
  });
});
