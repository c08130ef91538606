import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { ACTIVE, errorResponse, FRAME_GRAPHQL, PENDING } from '../test/virtual-office-test-kit';

const AUTHORISE = '/businesses/virtual-office?virtualOfficeId=vo-1';
const SIGNED_URL = '/api/files/uploads/u-customer/sig.png?expires=1&signature=s';
const DOWNLOAD_URL = '/api/files/uploads/u-customer/sig.png?expires=2&signature=d';

// jsdom has no canvas: a stand-in context that records nothing, and a PNG blob.
beforeEach(() => {
  const ctx = new Proxy({}, { get: () => () => undefined });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    ctx as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((cb) => {
    cb(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }));
  });
});
afterEach(() => vi.restoreAllMocks());

const dialog = () => screen.findByRole('dialog', { name: 'Virtual office authorisation' });
const submit = () => screen.getByRole('button', { name: 'Sign and finish' }) as HTMLButtonElement;

function routes(extra: Record<string, (body: unknown) => Response> = {}) {
  return {
    'GET /vo/list': () => Response.json([PENDING]),
    'GET /businesses/list': () => Response.json([]),
    'POST /search/business/acn': (body: unknown) =>
      Response.json({ available: (body as { acn: string }).acn === '004085616' }),
    ...extra,
  };
}

async function fillNamesAndRole(d: HTMLElement) {
  fireEvent.change(within(d).getByRole('textbox', { name: /First name/ }), {
    target: { value: 'Mei' },
  });
  fireEvent.change(within(d).getByRole('textbox', { name: /Last name/ }), {
    target: { value: 'Harbour' },
  });
  fireEvent.click(within(d).getByRole('checkbox', { name: 'Director' }));
}

async function signByTyping(d: HTMLElement) {
  fireEvent.click(within(d).getByRole('button', { name: 'Type your signature instead' }));
  fireEvent.change(within(d).getByRole('textbox', { name: 'Type your name to sign' }), {
    target: { value: 'Mei Harbour' },
  });
}

async function typeAcn(d: HTMLElement, acn: string) {
  fireEvent.change(within(d).getByRole('textbox', { name: /Company ACN/ }), {
    target: { value: acn },
  });
}

describe('virtual office authorisation form', () => {
  it('checks the ACN once typing pauses, saying it is checking, then whether it is valid', async () => {
    const app = renderApp(AUTHORISE, { graphql: FRAME_GRAPHQL, routes: routes() });
    const d = await dialog();
    for (const partial of ['0', '00', '004', '004 085', '004 085 61', '004 085 616']) {
      await typeAcn(d, partial);
    }
    expect(await within(d).findByText('Checking ACN...')).toBeTruthy();
    expect(await within(d).findByText('Provided ACN is valid', {}, { timeout: 3000 })).toBeTruthy();
    // Only the ACN typing paused on was looked up.
    const lookups = app.calls.filter((c) => c.url === '/search/business/acn');
    expect(lookups.map((c) => c.body)).toEqual([{ acn: '004085616' }]);

    await typeAcn(d, '004085617');
    expect(
      await within(d).findByText('Provided ACN is invalid', {}, { timeout: 3000 }),
    ).toBeTruthy();
    await typeAcn(d, '051775556');
    expect(
      await within(d).findByText('Provided ACN is invalid', {}, { timeout: 3000 }),
    ).toBeTruthy();
  });

  it('asks for at least one role when none is chosen', async () => {
    renderApp(AUTHORISE, { graphql: FRAME_GRAPHQL, routes: routes() });
    const d = await dialog();
    const director = within(d).getByRole('checkbox', { name: 'Director' });
    expect(within(d).queryByText('Please select at least one role')).toBeNull();
    fireEvent.click(director);
    fireEvent.click(director);
    expect(await within(d).findByText('Please select at least one role')).toBeTruthy();
    fireEvent.click(within(d).getByRole('checkbox', { name: 'Secretary' }));
    await waitFor(() =>
      expect(within(d).queryByText('Please select at least one role')).toBeNull(),
    );
  });

  it('keeps submit off until a signature is made, then uploads it, finalises and shows success', async () => {
    const app = renderApp(AUTHORISE, {
      graphql: FRAME_GRAPHQL,
      routes: routes({
        'POST /upload/virtual-office-signature': () =>
          Response.json({ signedUrl: SIGNED_URL, downloadUrl: DOWNLOAD_URL }),
        'PUT /files/uploads/u-customer/sig.png': () => Response.json({ fileName: 'sig.png' }),
        'POST /vo/finalise-payment': () => Response.json({ virtualOffice: ACTIVE }),
      }),
    });
    const d = await dialog();
    await fillNamesAndRole(d);
    await typeAcn(d, '004 085 616');
    await within(d).findByText('Provided ACN is valid', {}, { timeout: 3000 });
    expect(submit().disabled).toBe(true);
    await signByTyping(d);
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/payment-success'));
    expect(app.router.state.location.search).toBe('?type=virtualOffice&virtualOfficeId=vo-1');
    const finalise = app.calls.find((c) => c.url === '/vo/finalise-payment');
    expect(finalise?.body).toMatchObject({
      virtualOfficeId: 'vo-1',
      signatureUrl: DOWNLOAD_URL,
      acnNumber: '004085616',
      authorizer: { firstName: 'Mei', lastName: 'Harbour', role: ['director'] },
    });
    expect((finalise!.body as { signedDate: string }).signedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const upload = app.calls.find((c) => c.url === '/upload/virtual-office-signature');
    expect(upload?.body).toMatchObject({ fileType: 'PNG', userId: 'u-customer' });
  });

  it('takes a signature drawn on the pad, and asks for it again once cleared', async () => {
    renderApp(`${AUTHORISE}&acn=004085616`, { graphql: FRAME_GRAPHQL, routes: routes() });
    const d = await dialog();
    await fillNamesAndRole(d);
    await within(d).findByText('Provided ACN is valid', {}, { timeout: 3000 });
    expect(submit().disabled).toBe(true);
    const pad = within(d).getByTestId('signature-canvas');
    fireEvent.pointerDown(pad, { clientX: 10, clientY: 20, pointerId: 1 });
    fireEvent.pointerMove(pad, { clientX: 40, clientY: 30, pointerId: 1 });
    fireEvent.pointerMove(pad, { clientX: 80, clientY: 25, pointerId: 1 });
    fireEvent.pointerUp(pad, { pointerId: 1 });
    expect(await within(d).findByText('Signature added.')).toBeTruthy();
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(within(d).getByRole('button', { name: 'Clear signature' }));
    expect(await within(d).findByText('Draw your signature')).toBeTruthy();
    expect(submit().disabled).toBe(true);
  });

  it('shows the §8 failures, and reuses the uploaded signature when finalising again', async () => {
    let uploads = 0;
    let finalises = 0;
    const app = renderApp(`${AUTHORISE}&acn=004085616`, {
      graphql: FRAME_GRAPHQL,
      routes: routes({
        'POST /upload/virtual-office-signature': () => {
          uploads += 1;
          return uploads === 1
            ? errorResponse(500, 'INTERNAL', 'broken')
            : Response.json({ signedUrl: SIGNED_URL, downloadUrl: DOWNLOAD_URL });
        },
        'PUT /files/uploads/u-customer/sig.png': () => Response.json({ fileName: 'sig.png' }),
        'POST /vo/finalise-payment': () => {
          finalises += 1;
          return finalises === 1
            ? errorResponse(409, 'CONFLICT', 'not paid')
            : Response.json({ virtualOffice: ACTIVE });
        },
      }),
    });
    const d = await dialog();
    // The ACN came in the address: no box, but it is still checked.
    expect(within(d).queryByRole('textbox', { name: /Company ACN/ })).toBeNull();
    await within(d).findByText('Provided ACN is valid', {}, { timeout: 3000 });
    await fillNamesAndRole(d);
    await signByTyping(d);
    await waitFor(() => expect(submit().disabled).toBe(false));

    fireEvent.click(submit());
    expect(await within(d).findByText('Failed to upload signature, please try again')).toBeTruthy();
    fireEvent.click(submit());
    expect(await within(d).findByText(/^Error updating your virtual office/)).toBeTruthy();
    fireEvent.click(submit());
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/payment-success'));
    expect(uploads).toBe(2);
    expect(finalises).toBe(2);
  });
});

describe('virtual office pages', () => {
  it('shows the office, its address and received mail with downloads', async () => {
    renderApp('/businesses/manage-my-business/company/b-1/vo/vo-1', {
      graphql: FRAME_GRAPHQL,
      routes: { 'GET /vo/vo-1': () => Response.json(ACTIVE) },
    });
    expect(await screen.findByText('Level 12, 60 Margaret Street, Sydney NSW 2000')).toBeTruthy();
    expect(screen.getByText('Australian Taxation Office')).toBeTruthy();
    expect(screen.getByText('Received 26/11/2026')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Download registered office consent (PDF)' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', {
        name: 'Download the scan of the mail from Australian Taxation Office',
      }),
    ).toBeTruthy();
    // A customer does not see the staff form.
    expect(screen.queryByRole('button', { name: 'Record mail' })).toBeNull();
  });

  it("says so when the office is not the customer's", async () => {
    renderApp('/businesses/manage-my-business/virtual-office/vo-9', {
      graphql: FRAME_GRAPHQL,
      routes: {
        'GET /vo/vo-9': () =>
          errorResponse(404, 'NOT_FOUND', 'We could not find that virtual office.'),
      },
    });
    expect(await screen.findByText('We could not find that virtual office.')).toBeTruthy();
  });

  it('lists offices and offers a new one, paying for it through checkout', async () => {
    renderApp('/businesses/virtual-office', {
      graphql: FRAME_GRAPHQL,
      routes: routes(),
    });
    expect(await screen.findByText('Harbour Plumbing Pty Ltd')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay for this office' }).getAttribute('href')).toBe(
      '/checkout/virtual-office-quarterly?virtualOfficeId=vo-1',
    );
    expect(screen.getByRole('radio', { name: 'Perth' })).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Continue to payment' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('starts an office for the chosen business, location and plan, then goes to checkout', async () => {
    const app = renderApp('/businesses/virtual-office', {
      graphql: FRAME_GRAPHQL,
      routes: routes({
        'GET /vo/list': () => Response.json([]),
        'GET /businesses/list': () =>
          Response.json([
            {
              businessId: 'b-1',
              entityName: 'Harbour Plumbing Pty Ltd',
              businessStructure: 'Australian Private Company',
              acn: '004085616',
              entityStatus: 'Registered',
            },
          ]),
        'POST /vo/start': () => Response.json({ virtualOffice: { ...PENDING, id: 'vo-2' } }),
      }),
    });
    expect(
      await screen.findByText('You have no virtual office yet. Choose one below.'),
    ).toBeTruthy();
    fireEvent.click(await screen.findByRole('radio', { name: /Harbour Plumbing Pty Ltd/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Use this business' }));
    expect((await screen.findByTestId('chosen-business')).textContent).toBe(
      'Harbour Plumbing Pty Ltd',
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Perth' }));
    fireEvent.click(screen.getByRole('radio', { name: /^Yearly/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe('/checkout/virtual-office'),
    );
    expect(app.router.state.location.search).toBe('?virtualOfficeId=vo-2');
    expect(app.calls.find((c) => c.url === '/vo/start')?.body).toEqual({
      businessId: 'b-1',
      locationId: 'perth-cbd',
      planHandle: 'virtual-office',
    });
  });
});
