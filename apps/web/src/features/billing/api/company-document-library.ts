import { graphql, type ResultOf } from '../../../graphql/graphql';
import { answered } from '../../../graphql/wire-types';
import { graphqlRequest } from '../../../lib/api-client';

// GetCompanyDocumentLibrary: read here only for whether bulk e-sign is ready after the
// company plan trial starts.

const QUERY = graphql(`
  query GetCompanyDocumentLibrary($applicationId: String!) {
    getCompanyDocumentLibrary(applicationId: $applicationId) {
      applicationId canEsign sendBulkEsign { available }
    }
  }
`);

export type TCompanyDocumentLibrary = NonNullable<
  ResultOf<typeof QUERY>['getCompanyDocumentLibrary']
>;

export const companyDocumentLibraryQueryKey = ['businesses', 'company-document-library'] as const;

export function getCompanyDocumentLibrary(applicationId: string) {
  return graphqlRequest(QUERY, { applicationId }).then(({ getCompanyDocumentLibrary }) =>
    answered(getCompanyDocumentLibrary),
  );
}
