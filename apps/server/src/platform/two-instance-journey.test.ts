import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCard } from '../test-support/billing-kit.js';
import { gqlAs, ndaExampleAnswers, startNda } from '../test-support/documents-kit.js';
import { lastLinkToken } from '../test-support/mailbox.js';
import { listenForPlanChange } from '../test-support/plan-events.js';
import { startS3TestServer, type TS3TestServer } from '../test-support/s3-test-server.js';
import { startTestApp, type TTestApp } from '../test-support/test-app.js';
import { makePdf, putFile } from '../test-support/upload-fixtures.js';

// One customer's whole journey served by two server instances on one PostgreSQL, one Redis and
// one S3-speaking store, every step on the other instance from the step before, as a load
// balancer without sticky sessions would send them. Nothing the customer needs may live in
// one instance's memory: sessions, the sandbox gateway, uploads, live events.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let s3: TS3TestServer;
let one: TTestApp;
let two: TTestApp;
/** Open event streams, closed before the servers (a server waits for its open requests). */
const streams: (() => void)[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  s3 = await startS3TestServer({
    bucket: 'clausewell-journey',
    region: 'ap-southeast-2',
    accessKeyId: 'CWJOURNEYKEY',
    secretAccessKey: 'cw-journey-secret-0123456789',
    now: () => one.clock.now(),
  });
  const env = { ...s3.env, REDIS_URL };
  one = await startTestApp({ env });
  two = await startTestApp({ env, sameDatabaseAs: one });
  // One moment on both instances, as two servers on one network time would see it.
  two.clock.set(one.clock.now());
});
afterAll(async () => {
  for (const stop of streams) stop();
  await two?.close();
  await one?.close();
  await s3?.close();
});

/** Listens on `app` for the customer's plan changes; closed with the servers. */
async function listenForPlans(app: TTestApp, token: string, userId: string) {
  const listener = await listenForPlanChange(app.url, token, userId);
  streams.push(listener.stop);
  return listener;
}

async function download(app: TTestApp, token: string, pathname: string) {
  const res = await fetch(`${app.url}${pathname}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe.runIf(onPostgres)(
  `one customer's journey across two server instances${onPostgres ? '' : ' (skipped: TEST_DATABASE_URL is not set)'}`,
  () => {
    it('signs up, writes a document, uploads, buys a plan and downloads, alternating instances', {
      timeout: 120_000,
    }, async () => {
      expect(one.deps.files.kind).toBe('s3');
      const email = `journey.${randomBytes(4).toString('hex')}@example.com`;
      const password = 'correct horse battery';

      // Sign up on one, follow the confirmation link on two, sign in again on one.
      const signUp = await one.api.post('/auth/sign-up', {
        email,
        password,
        firstName: 'Jordan',
        lastName: 'Traveller',
        tenant: 'AU',
      });
      expect(signUp.status).toBe(202);
      const link = lastLinkToken(one.sentMail, email, '/verify-email');
      expect(link).toBeDefined();
      const verified = await two.api.post('/auth/verify-email', { token: link, password });
      expect(verified.status).toBe(200);
      const userId = String(verified.body.user.flakeId ?? verified.body.user.id);
      const signedIn = await one.api.post('/auth/sign-in', { email, password });
      expect(signedIn.status).toBe(200);
      const token = signedIn.body.token as string;
      // A session made on one instance is known to the other.
      const me = await two.api.graphql('{ getUser { email } }', {}, token);
      expect(me.body.data.getUser.email).toBe(email);

      // Start a document on two, answer it on one, finish it on two.
      const documentId = await startNda(two, token);
      const saved = await gqlAs(
        one,
        token,
        'mutation($d: String!, $a: JSON!) { saveDocumentAnswers(documentId: $d, answers: $a) { document { id } } }',
        { d: documentId, a: ndaExampleAnswers() },
      );
      expect(saved.errors).toBeUndefined();
      const done = await gqlAs(
        two,
        token,
        'mutation($d: String!) { completeDocument(documentId: $d) { status } }',
        { d: documentId },
      );
      expect(done.data.completeDocument.status).toBe('COMPLETED');

      // Ask one for an upload link, PUT the file straight into the store, file it on two.
      const upload = await one.api.post(
        '/upload/my-document-upload',
        { fileName: 'lease.pdf', fileType: 'PDF', userId },
        token,
      );
      expect(upload.status).toBe(200);
      expect(new URL(upload.body.signedUrl).origin).toBe(s3.url);
      const pdf = await makePdf('Lease of 3 Journey Lane');
      expect((await putFile(one, upload.body.signedUrl, pdf, 'application/pdf')).status).toBe(200);
      const filed = await two.api.post(
        '/folder/add-upload-document',
        { originalFileName: 'lease.pdf', uploadedFileName: upload.body.fileName },
        token,
      );
      expect(filed.status).toBe(200);
      const fileId = filed.body.fileId as string;

      // Listen on one; add a card on one and buy a plan on two: the purchase's event,
      // published on two once it committed, reaches one through Redis.
      const listener = await listenForPlans(one, token, userId);
      expect(listener.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const { paymentMethodId } = await addCard(one, token);
      const bought = await two.api.graphql(
        `mutation($p: PaymentProfileInput!) {
          createSubscription(paymentProfile: $p) { successType invoice { status totalInCents } }
        }`,
        { p: { paymentMethodId, pricePointHandle: 'standard-annual-plan-current' } },
        token,
      );
      expect(bought.body.errors).toBeUndefined();
      expect(bought.body.data.createSubscription.invoice).toEqual({
        status: 'paid',
        totalInCents: 29900,
      });
      expect(await listener.received).toContain(`"refetchSubsSubscription":"${userId}"`);
      const plans = await one.api.graphql(
        '{ getUserSubscriptions { activeSubscription { handle isPaidUser } } }',
        {},
        token,
      );
      expect(plans.body.data.getUserSubscriptions.activeSubscription).toEqual({
        handle: 'standard-annual-plan-current',
        isPaidUser: true,
      });
      listener.stop();

      // Download the finished document in Word (the plan's right) on one, as PDF on two,
      // and the upload on one: the same bytes that went into the store.
      const word = await download(one, token, `/asset-instance/download/${documentId}?format=docx`);
      expect(word.res.status).toBe(200);
      expect(word.bytes.subarray(0, 2).toString()).toBe('PK');
      const asPdf = await download(two, token, `/asset-instance/download/${documentId}?format=pdf`);
      expect(asPdf.res.status).toBe(200);
      expect(asPdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const uploaded = await download(one, token, `/asset-instance/download/${fileId}`);
      expect(uploaded.res.status).toBe(200);
      expect(uploaded.bytes.equals(pdf)).toBe(true);
    });
  },
);
