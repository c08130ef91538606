import { describe, expect, it, vi } from 'vitest';
import { graphql } from '../graphql/graphql';
import { graphqlRequest } from '../lib/api-client';
import { checkGraphqlExchange } from './graphql-stub-check';
import { takeGraphqlStubProblems } from './graphql-traffic';

const GET_USER = 'query GetUser { getUser { email tenant impersonatedBy { name } } }';

describe('checking a GraphQL stub against the schema', () => {
  it('passes an answer the server could give', () => {
    const answer = {
      data: { getUser: { email: 'a@example.com', tenant: 'AU', impersonatedBy: null } },
    };
    expect(checkGraphqlExchange({ query: GET_USER, answer })).toEqual([]);
  });

  it('fails a stub with a misspelt field', () => {
    const answer = { data: { getUser: { emial: 'a@example.com', tenant: 'AU' } } };
    // The misspelling also leaves the real field out, which the schema requires.
    expect(checkGraphqlExchange({ query: GET_USER, answer })).toEqual([
      'stub: getUser.email: Cannot return null for non-nullable field User.email.',
      'stub: getUser.emial: User has no field "emial"',
    ]);
  });

  it('fails a misspelt field in a nested record', () => {
    const answer = {
      data: { getUser: { email: 'a', tenant: 'AU', impersonatedBy: { nmae: 'Sam' } } },
    };
    expect(checkGraphqlExchange({ query: GET_USER, answer })).toEqual([
      'stub: getUser.impersonatedBy.name: Cannot return null for non-nullable field UserSummary.name.',
      'stub: getUser.impersonatedBy.nmae: UserSummary has no field "nmae"',
    ]);
  });

  it('fails a value outside an enum', () => {
    const answer = { data: { getUser: { email: 'a', tenant: 'NZ' } } };
    expect(checkGraphqlExchange({ query: GET_USER, answer })[0]).toMatch(
      /^stub: getUser\.tenant: Enum "Tenant" cannot represent value: "NZ"/,
    );
  });

  it('fails a missing non-null field', () => {
    const query = `query PreviewCheckout($h: String!) { previewCheckout(productHandle: $h) {
      productHandle productName } }`;
    const answer = { data: { previewCheckout: { productHandle: 'legal' } } };
    expect(checkGraphqlExchange({ query, variables: { h: 'legal' }, answer })).toEqual([
      'stub: previewCheckout.productName: Cannot return null for non-nullable field CheckoutPreview.productName.',
    ]);
  });

  it('fails a query the schema does not have', () => {
    const problems = checkGraphqlExchange({ query: '{ getUser { emial } }', answer: {} });
    expect(problems).toEqual([
      'query: Cannot query field "emial" on type "User". Did you mean "email"?',
    ]);
  });

  it('leaves a refusal unchecked against the query', () => {
    const answer = { data: null, errors: [{ message: 'No', extensions: { code: 'FORBIDDEN' } }] };
    expect(checkGraphqlExchange({ query: GET_USER, answer })).toEqual([]);
  });

  it('checks what a test stubs with vi.stubGlobal, without the test asking', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ data: { getUser: { emial: 'a@example.com' } } }),
    );
    await graphqlRequest(graphql(`query GetUser { getUser { email } }`));
    expect(await takeGraphqlStubProblems()).toEqual([
      'GetUser: stub: getUser.email: Cannot return null for non-nullable field User.email.',
      'GetUser: stub: getUser.emial: User has no field "emial"',
    ]);
  });
});
