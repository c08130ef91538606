import { getOperationAST, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { createBuilder } from './builder.js';
import { variableProblems } from './variable-problems.js';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await signUpCustomer(t.api)).token;
});
afterAll(() => t.close());

const LIBRARY =
  'query Library($l: Int, $q: String) { getLibraryDocuments(limit: $l, q: $q) { id } }';
const CREATE_FOLDER = 'mutation Create($n: String!) { createDocumentFolder(name: $n) { id } }';

function expectBadInput(res: { status: number; body: any }, fields: Record<string, string>) {
  expect(res.status).toBeLessThan(500);
  expect(res.body.data ?? null).toBeNull();
  const [error] = res.body.errors;
  expect(error.extensions).toEqual({ code: 'BAD_INPUT', fields });
  const [first] = Object.keys(fields);
  expect(error.message).toBe(`${first}: ${fields[first!]}`);
}

describe('variables of the wrong type', () => {
  it('names a string sent for an Int', async () => {
    expectBadInput(await t.api.graphql(LIBRARY, { l: 'ten' }, token), {
      l: 'must be a whole number from -2147483648 to 2147483647',
    });
  });

  it('names an Int past 32 bits, a fraction and 2^53', async () => {
    for (const l of [2 ** 31, 1.5, 2 ** 53]) {
      expectBadInput(await t.api.graphql(LIBRARY, { l }, token), {
        l: 'must be a whole number from -2147483648 to 2147483647',
      });
    }
  });

  it('names an object sent for a String', async () => {
    expectBadInput(await t.api.graphql(LIBRARY, { q: { $ne: '' } }, token), { q: 'must be text' });
  });

  it('names a required variable sent as null or left out', async () => {
    expectBadInput(await t.api.graphql(CREATE_FOLDER, { n: null }, token), { n: 'is required' });
    expectBadInput(await t.api.graphql(CREATE_FOLDER, {}, token), { n: 'is required' });
  });

  it('names each wrong field of an input object', async () => {
    const res = await t.api.graphql(
      'mutation Buy($p: PaymentProfileInput!) { createSubscription(paymentProfile: $p) { __typename } }',
      { p: { paymentMethodId: 7, currentSubscriptionPrice: 'free', extra: true } },
      token,
    );
    expectBadInput(res, {
      'p.extra': 'is not a field of PaymentProfileInput',
      'p.currentSubscriptionPrice': 'must be a whole number from -2147483648 to 2147483647',
      'p.paymentMethodId': 'must be text',
      'p.pricePointHandle': 'is required',
    });
  });

  it('names list items by index', async () => {
    const res = await t.api.graphql(
      'query Preview($c: [String!]) { previewCheckout(productHandle: "x", couponCodes: $c) { __typename } }',
      { c: ['OK', 5, null] },
      token,
    );
    expectBadInput(res, { 'c.1': 'must be text', 'c.2': 'is required' });
  });
});

describe('literals in the query text', () => {
  it('names an Int literal past 32 bits by its argument', async () => {
    const res = await t.api.graphql(
      '{ getLibraryDocuments(limit: 99999999999) { id } }',
      {},
      token,
    );
    expect(res.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_INPUT',
      fields: { limit: 'must be a whole number from -2147483648 to 2147483647' },
    });
  });

  it('names a literal object missing a required field', async () => {
    const res = await t.api.graphql(
      'mutation { createSubscription(paymentProfile: { paymentMethodId: "pm" }) { __typename } }',
      {},
      token,
    );
    expect(res.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_INPUT',
      fields: { 'paymentProfile.pricePointHandle': 'is required' },
    });
  });
});

describe('strings that cannot be stored', () => {
  it('refuses them in variables and literals, and writes nothing', async () => {
    expectBadInput(await t.api.graphql(CREATE_FOLDER, { n: 'Le\uD800ases' }, token), {
      n: 'must be valid Unicode text (it has an unpaired surrogate)',
    });
    expectBadInput(
      await t.api.graphql(
        'mutation { createDocumentFolder(name: "Le\\u0000ases") { id } }',
        {},
        token,
      ),
      { name: 'must not contain NUL characters' },
    );
    expectBadInput(
      await t.api.graphql(
        'mutation Save($a: JSON!) { saveDocumentAnswers(documentId: "d", answers: $a) { __typename } }',
        { a: { parties: [{ name: 'x\u0000' }] } },
        token,
      ),
      { 'a.parties.0.name': 'must not contain NUL characters' },
    );
    const folders = await t.api.graphql('{ getMyFolders { name } }', {}, token);
    expect(folders.body).toEqual({ data: { getMyFolders: [] } });
  });
});

describe('variable checks by type', () => {
  // A schema of its own, for input types the product's schema does not use yet.
  const builder = createBuilder();
  const Colour = builder.enumType('Colour', { values: ['RED', 'BLUE'] as const });
  builder.queryField('paint', (t) =>
    t.string({
      args: {
        colour: t.arg({ type: Colour }),
        at: t.arg({ type: 'DateTime' }),
        grid: t.arg({ type: ['Int'] }),
      },
      resolve: () => 'ok',
    }),
  );
  const schema = builder.toSchema();
  const problems = (variables: Record<string, unknown>) => {
    const document = parse(
      'query($c: Colour, $at: DateTime, $g: [Int]) { paint(colour: $c, at: $at, grid: $g) }',
    );
    return variableProblems(schema, getOperationAST(document)!, variables);
  };

  it('names an enum sent as a number or an unknown value', () => {
    expect(problems({ c: 1 })).toEqual({ c: 'must be one of BLUE, RED' });
    expect(problems({ c: 'GREEN' })).toEqual({ c: 'must be one of BLUE, RED' });
    expect(problems({ c: 'RED' })).toBeUndefined();
  });

  it('names a DateTime sent as a number or loose text', () => {
    const iso = 'must be an ISO 8601 date and time, such as 2026-11-21T09:30:00Z';
    expect(problems({ at: 5 })).toEqual({ at: iso });
    expect(problems({ at: '5' })).toEqual({ at: iso });
    expect(problems({ at: '2026-11-21T09:30:00Z' })).toBeUndefined();
  });

  it('names list items by index, and nesting past the limit', () => {
    expect(problems({ g: [1, 'x'] })).toEqual({ 'g.1': expect.stringMatching(/whole number/) });
    expect(problems({ g: [1, [2]] })).toEqual({ 'g.1': expect.stringMatching(/whole number/) });
    let deep: unknown = 1;
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(problems({ g: deep })).toEqual({ 'g.0': 'is nested more than 40 levels deep' });
  });
});
