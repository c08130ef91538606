import { MESSAGES } from '@app/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { asksForUser, CUSTOMER, renderApp, userAnswer } from '../../../test/render-app';

type TGraphqlBody = { query: string };

function openMyDocuments(emailVerified: boolean) {
  return renderApp('/documents/my-documents', {
    routes: {
      'POST /graphql': (raw) => {
        const { query } = raw as TGraphqlBody;
        if (query.includes('EmailVerification')) {
          return Response.json({ data: { getUser: { email: CUSTOMER.email, emailVerified } } });
        }
        if (asksForUser(raw)) return userAnswer(CUSTOMER);
        if (query.includes('getMyDocuments'))
          return Response.json({ data: { getMyDocuments: [] } });
        if (query.includes('getDocumentLicences')) {
          return Response.json({
            data: { getDocumentLicences: { availableCount: 0, licences: [], documents: [] } },
          });
        }
        return Response.json({ errors: [{ message: 'Unexpected call in test' }] });
      },
      'POST /auth/verify-email/resend': () =>
        Response.json({ message: MESSAGES.emailVerificationSent(CUSTOMER.email) }, { status: 202 }),
    },
  });
}

describe('My documents for a customer whose address is unconfirmed', () => {
  it('says why shared documents are not shown and sends a new link', async () => {
    const app = openMyDocuments(false);
    const notice = await screen.findByTestId('email-unverified');
    expect(notice.textContent).toContain(MESSAGES.emailUnverifiedShares(CUSTOMER.email));
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect((await within(notice).findByRole('status')).textContent).toBe(
      MESSAGES.emailVerificationSent(CUSTOMER.email),
    );
    // Signed in, the server uses the customer's own address; the page sends none.
    expect(app.calls.find((call) => call.url === '/auth/verify-email/resend')?.body).toEqual({});
  });

  it('says nothing once the address is confirmed', async () => {
    openMyDocuments(true);
    await screen.findByTestId('my-documents-empty');
    expect(screen.queryByTestId('email-unverified')).toBeNull();
  });
});
