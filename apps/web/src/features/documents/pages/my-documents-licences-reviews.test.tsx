import { LICENCE_MESSAGES, MESSAGES, REVIEW_MESSAGES } from '@app/domain';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER } from '../../../test/render-app';
import {
  FINISHED,
  LICENCES,
  openMyDocuments,
  openRowMenu,
  stubFileSaving,
} from './my-documents-test-kit';

afterEach(() => {
  vi.useRealTimers();
  // The toast store outlives a render; earlier toasts would queue later ones.
  act(() => notifications.clean());
});

describe('licence attach dialog', () => {
  it('is offered with an unused licence; Confirm waits for a choice; errors read "Error: …"', async () => {
    let fail = true;
    const app = openMyDocuments({
      licences: LICENCES,
      attach: () =>
        fail
          ? Response.json({
              errors: [
                {
                  message: LICENCE_MESSAGES.alreadyLicensed,
                  extensions: { code: 'CONFLICT' },
                },
              ],
            })
          : Response.json({
              data: {
                attachLicence: [
                  {
                    assetFlakeId: 'doc-1',
                    assetTitle: 'Mutual NDA',
                    subscriptionId: 'sub-1',
                    expiresAt: '2027-03-21T13:00:00.000Z',
                  },
                ],
              },
            }),
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Attach licence' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByTestId('licence-attach-dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveProperty('disabled', true);
    expect(dialog.textContent).toContain('21/03/2027');

    fireEvent.click(within(dialog).getByLabelText('Mutual NDA'));
    expect(confirm).toHaveProperty('disabled', false);
    fireEvent.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      `Error: ${LICENCE_MESSAGES.alreadyLicensed}`,
    );

    fail = false;
    fireEvent.click(confirm);
    expect(await screen.findByText('“Mutual NDA” is licensed until 21/03/2027')).toBeTruthy();
    expect(app.attached.at(-1)).toEqual([{ assetFlakeId: 'doc-1', assetTitle: 'Mutual NDA' }]);
    await waitFor(() => expect(screen.queryByTestId('licence-attach-dialog')).toBeNull());
  });

  it('is not offered without an unused licence', async () => {
    openMyDocuments();
    await screen.findByRole('listitem', { name: 'Mutual NDA' });
    expect(screen.queryByRole('button', { name: 'Attach licence' })).toBeNull();
  });
});

describe('after a download', () => {
  const downloadRoutes = (review: unknown, submitted: unknown[], answer: () => Response) => ({
    'GET /asset-instance/download/doc-1': () =>
      new Response('%PDF-1.7', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="Mutual-NDA.pdf"',
        },
      }),
    'GET /reviews/product/doc-1': () => Response.json({ review }),
    'POST /reviews/product/doc-1': (body: unknown) => {
      submitted.push(body);
      return answer();
    },
  });

  it('asks for a review, checks it as the server does, and thanks the customer', async () => {
    stubFileSaving();
    const submitted: unknown[] = [];
    openMyDocuments({
      routes: downloadRoutes(null, submitted, () =>
        Response.json({ HasErrors: false, reviewId: 'r-1' }),
      ),
    });
    await openRowMenu('Mutual NDA');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Download PDF' }));
    const modal = await screen.findByTestId('review-modal');
    expect(screen.getByText(REVIEW_MESSAGES.heading)).toBeTruthy();

    fireEvent.click(within(modal).getByRole('button', { name: 'Submit review' }));
    expect(await within(modal).findByText('Your rating is required')).toBeTruthy();
    expect(within(modal).getByText(REVIEW_MESSAGES.termsRequired)).toBeTruthy();
    expect(submitted).toEqual([]);

    fireEvent.click(within(modal).getByLabelText('4 stars'));
    fireEvent.change(within(modal).getByLabelText('Title (optional)'), {
      target: { value: 'Quick' },
    });
    fireEvent.click(within(modal).getByLabelText(/I agree to the terms/));
    fireEvent.click(within(modal).getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText(MESSAGES.reviewSubmitted)).toBeTruthy();
    expect(submitted).toEqual([
      {
        action: 'Submit',
        agreedToTermsAndConditions: true,
        rating: 4,
        title: 'Quick',
        reviewText: '',
        userEmail: CUSTOMER.email,
        userName: CUSTOMER.name,
      },
    ]);
  });

  it("says 'Review could not be submitted' when the server reports errors", async () => {
    stubFileSaving();
    openMyDocuments({
      routes: {
        ...downloadRoutes(null, [], () => Response.json({ HasErrors: true, reviewId: null })),
        // A different document id keeps this test's prompt apart from the previous one's.
        'GET /asset-instance/download/doc-9': () =>
          new Response('%PDF', { headers: { 'content-disposition': 'filename="x.pdf"' } }),
        'GET /reviews/product/doc-9': () => Response.json({ review: null }),
        'POST /reviews/product/doc-9': () => Response.json({ HasErrors: true, reviewId: null }),
      },
      documents: [{ ...FINISHED, id: 'doc-9' }],
    });
    await openRowMenu('Mutual NDA');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Download PDF' }));
    const modal = await screen.findByTestId('review-modal');
    fireEvent.click(within(modal).getByLabelText('5 stars'));
    fireEvent.click(within(modal).getByLabelText(/I agree to the terms/));
    fireEvent.click(within(modal).getByRole('button', { name: 'Submit review' }));
    expect(await within(modal).findByText(MESSAGES.reviewFailed)).toBeTruthy();
  });

  it('does not ask again once the customer has reviewed the document', async () => {
    stubFileSaving();
    const app = openMyDocuments({
      documents: [{ ...FINISHED, id: 'doc-7' }],
      routes: {
        'GET /asset-instance/download/doc-7': () =>
          new Response('%PDF', { headers: { 'content-disposition': 'filename="x.pdf"' } }),
        'GET /reviews/product/doc-7': () =>
          Response.json({ review: { reviewId: 'r', rating: 5, title: '', reviewText: '' } }),
      },
    });
    await openRowMenu('Mutual NDA');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Download PDF' }));
    await screen.findByText('x.pdf downloaded');
    await waitFor(() =>
      expect(app.calls.some((c) => c.url === '/reviews/product/doc-7')).toBe(true),
    );
    expect(screen.queryByTestId('review-modal')).toBeNull();
  });
});

describe('pay-per-document in the download panel', () => {
  const refusal = () =>
    Response.json(
      { error: { code: 'PAYMENT_REQUIRED', message: 'Word downloads come with a paid plan.' } },
      { status: 402 },
    );

  it('cannot proceed without the asset id, and closing resets the choice', async () => {
    openMyDocuments({
      routes: {
        'GET /asset-instance/download/doc-1': refusal,
        'GET /asset-instance/download/metadata/doc-1': () =>
          Response.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 }),
      },
    });
    await openRowMenu('Mutual NDA');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Download Word' }));
    const card = await screen.findByTestId('pay-per-document');
    fireEvent.click(within(card).getByRole('button', { name: 'Buy this document' }));
    expect(within(card).getByRole('alert').textContent).toBe(LICENCE_MESSAGES.payPerDocNoAsset);
    expect(within(card).getByRole('button', { name: 'Proceed to payment' })).toHaveProperty(
      'disabled',
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('pay-per-document')).toBeNull());
    await openRowMenu('Mutual NDA');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Download Word' }));
    const again = await screen.findByTestId('pay-per-document');
    expect(within(again).queryByRole('button', { name: 'Proceed to payment' })).toBeNull();
  });

  it('goes to the pay-per-document checkout for this document', async () => {
    const app = openMyDocuments({
      routes: {
        'GET /asset-instance/download/doc-1': refusal,
        'GET /asset-instance/download/metadata/doc-1': () =>
          Response.json({
            assetFlakeId: 'doc-1',
            freePdfRemaining: 0,
            formats: [
              { format: 'pdf', available: false },
              { format: 'docx', available: false },
            ],
          }),
      },
    });
    await openRowMenu('Mutual NDA');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Download Word' }));
    const card = await screen.findByTestId('pay-per-document');
    fireEvent.click(within(card).getByRole('button', { name: 'Buy this document' }));
    expect(within(card).queryByRole('alert')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Proceed to payment' }));
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe('/checkout/pay-per-document'),
    );
    expect(app.router.state.location.search).toBe('?assetId=doc-1');
  });
});
