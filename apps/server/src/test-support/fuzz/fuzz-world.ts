import { CATALOGUE } from '@app/domain';
import { buildApp } from '../../app.js';
import type { TRouteEntry } from '../../platform/http/input-guard.js';
import { finishNda, NDA_SLUG, startNda } from '../documents-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../test-app.js';
import { makePdf, uploadFile } from '../upload-fixtures.js';
import type { TKnown } from './rest-cases.js';

/**
 * A running app with one customer who owns something of everything: documents finished,
 * in progress and uploaded, a folder, and a card set-up half done. Real ids matter: a fuzz
 * that only sends random ids never gets past "not found" to the code behind it.
 */
export type TFuzzWorld = {
  t: TTestApp;
  /** The customer's bearer token, renewed if a fuzzed request signs them out. */
  token: () => string;
  /** Values that pass the edge, by the field name they belong to. */
  known: TKnown;
  routes: readonly TRouteEntry[];
  renewSession(): Promise<void>;
};

const PASSWORD = 'correct horse battery';
const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };

export async function startFuzzWorld(): Promise<TFuzzWorld> {
  const t = await startTestApp({ env: { LOG_LEVEL: 'error' } });
  const me = await signUpCustomer(t.api, { password: PASSWORD });
  let token = me.token;
  const userId = me.user.flakeId as string;
  const email = me.input.email as string;
  const gql = async (query: string, variables: Record<string, unknown> = {}) =>
    (await t.api.graphql(query, variables, token)).body.data;

  const finished = await finishNda(t, token);
  const started = await startNda(t, token);
  const folder = await gql('mutation { createDocumentFolder(name: "Fuzz") { id } }');
  const upload = await uploadFile(
    t,
    { token, flakeId: userId },
    {
      name: 'lease.pdf',
      type: 'PDF',
      bytes: await makePdf(),
    },
  );
  const added = await t.api.post(
    '/folder/add-upload-document',
    { originalFileName: 'lease.pdf', uploadedFileName: upload.link.fileName },
    token,
  );
  const intent = (await gql('{ createSetupIntent { intentId clientSecret } }')).createSetupIntent;

  const documents = [finished, started, added.body.fileId as string];
  const handles = CATALOGUE.map((c) => c.handle);
  const known: TKnown = {
    userId: [userId],
    flakeId: [userId],
    email: [email],
    userEmail: [email],
    password: [PASSWORD],
    documentId: documents,
    id: documents,
    assetId: documents,
    fileId: documents,
    assetFlakeId: documents,
    folderId: [folder.createDocumentFolder.id],
    parentId: [folder.createDocumentFolder.id],
    templateId: [NDA_SLUG],
    uploadedFileName: [upload.link.fileName],
    intentId: [intent.intentId],
    setupIntentId: [intent.intentId],
    clientSecret: [intent.clientSecret],
    productHandle: handles,
    pricePointHandle: handles,
    targetProduct: handles,
    handles,
    plan: handles,
    fileType: ['PDF', 'DOCX', 'png'],
    format: ['pdf', 'docx'],
    role: ['EDITOR', 'VIEWER'],
    action: ['Submit'],
    billingCycle: ['quarterly', 'upfront'],
    settingName: ['theme'],
    name: ['page_view', 'Leases'],
    firstName: ['Alex'],
    lastName: ['Tester'],
    phone: ['0412 345 678'],
    postcode: ['2000'],
    tenant: ['AU'],
    next: ['/documents'],
    fileName: ['lease.pdf'],
    originalFileName: ['lease.pdf'],
    title: ['Lease'],
    reviewText: ['Clear and quick.'],
    userName: ['Alex Tester'],
    rating: [5, 1],
    agreedToTermsAndConditions: [true],
    replace: [false, true],
    properties: [{ colour: 'dark' }, {}],
    metadata: [{ fileId: finished }, { uploadedFileName: upload.link.fileName }],
    replaceInput: [{ password: 'secret' }],
    card: [CARD],
    auBecsDebit: [{ bsb: '000-000', accountNumber: '000123456', accountName: 'Alex Tester' }],
    number: [CARD.number],
    expMonth: [CARD.expMonth],
    expYear: [CARD.expYear],
    cvc: [CARD.cvc],
    bsb: ['000-000'],
    accountNumber: ['000123456'],
    accountName: ['Alex Tester'],
    days: [1],
    q: ['lease'],
  };

  // A second instance of the same app on the same deps, never listening: its route table
  // is the one the server under test answers, so a route added later is fuzzed too.
  const shadow = await buildApp(t.deps);
  await shadow.ready();
  const routes = [...shadow.routeTable];
  await shadow.close();

  return {
    t,
    token: () => token,
    known,
    routes,
    async renewSession() {
      const res = await t.api.post('/auth/sign-in', { email, password: PASSWORD });
      if (res.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
      token = res.body.token;
    },
  };
}
