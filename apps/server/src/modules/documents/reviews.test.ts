import { REVIEW_MESSAGES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNda } from '../../test-support/documents-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const startedDocument = (token: string) => startNda(t, token);

const review = (over: Record<string, unknown> = {}) => ({
  action: 'Submit',
  agreedToTermsAndConditions: true,
  rating: 5,
  reviewText: 'Clear questions, and the PDF was ready at once.',
  title: 'Quick and clear',
  userEmail: 'someone.else@example.com',
  userName: 'Olivia N.',
  ...over,
});

const submit = (token: string | undefined, assetId: string, body: unknown) =>
  t.api.post(`/reviews/product/${assetId}`, body, token);

describe('reviews of a document', () => {
  it('stores a review and answers HasErrors false with the review id', async () => {
    const { token, input } = await signUpCustomer(t.api);
    const id = await startedDocument(token);
    expect((await t.api.get(`/reviews/product/${id}`, token)).body).toEqual({ review: null });

    const res = await submit(token, id, review());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ HasErrors: false, reviewId: expect.any(String) });

    const mine = await t.api.get(`/reviews/product/${id}`, token);
    expect(mine.body.review).toMatchObject({
      reviewId: res.body.reviewId,
      rating: 5,
      title: 'Quick and clear',
      reviewText: 'Clear questions, and the PDF was ready at once.',
      userName: 'Olivia N.',
    });
    // The account's e-mail is kept, not whatever the form said.
    const [stored] = await t.deps.database.db.query.documentReviews.findMany({
      where: (r, { eq }) => eq(r.id, res.body.reviewId),
    });
    expect(stored?.userEmail).toBe(input.email);
  });

  it('replaces the first review with a second from the same person', async () => {
    const { token } = await signUpCustomer(t.api);
    const id = await startedDocument(token);
    const first = await submit(token, id, review({ rating: 2, title: 'Hmm' }));
    const second = await submit(token, id, review({ rating: 4, title: 'Better on reflection' }));
    expect(second.body.reviewId).toBe(first.body.reviewId);
    const mine = await t.api.get(`/reviews/product/${id}`, token);
    expect(mine.body.review).toMatchObject({ rating: 4, title: 'Better on reflection' });
  });

  it('lets someone the document is shared with review it', async () => {
    const owner = await signUpCustomer(t.api);
    const viewer = await signUpCustomer(t.api);
    const id = await startedDocument(owner.token);
    await t.api.post(
      '/v2/shareDocument',
      { documentId: id, email: viewer.input.email, role: 'VIEWER' },
      owner.token,
    );
    const res = await submit(viewer.token, id, review());
    expect(res.body.HasErrors).toBe(false);
  });

  it("refuses a review of another user's document as if it did not exist", async () => {
    const owner = await signUpCustomer(t.api);
    const stranger = await signUpCustomer(t.api);
    const id = await startedDocument(owner.token);
    const res = await submit(stranger.token, id, review());
    expect(res.status).toBe(404);
    expect((await t.api.get(`/reviews/product/${id}`, stranger.token)).status).toBe(404);
    expect((await submit(stranger.token, 'no-such-document', review())).status).toBe(404);
    expect((await submit(undefined, id, review())).status).toBe(401);
  });

  it('answers bad input with HasErrors and the field to fix, storing nothing', async () => {
    const { token } = await signUpCustomer(t.api);
    const id = await startedDocument(token);
    const unrated = await submit(token, id, review({ rating: 0 }));
    expect(unrated.status).toBe(400);
    expect(unrated.body).toMatchObject({
      HasErrors: true,
      reviewId: null,
      error: {
        code: 'BAD_INPUT',
        message: `rating: ${REVIEW_MESSAGES.ratingRequired}`,
        fields: { rating: 'Your rating is required' },
      },
    });
    const noTerms = await submit(token, id, review({ agreedToTermsAndConditions: false }));
    expect(noTerms.body.error.fields).toEqual({
      agreedToTermsAndConditions: REVIEW_MESSAGES.termsRequired,
    });
    const long = await submit(token, id, review({ title: 'x'.repeat(151) }));
    expect(long.body.error.fields.title).toBe('Title must be 150 characters or fewer');
    expect((await t.api.get(`/reviews/product/${id}`, token)).body.review).toBeNull();
  });
});
