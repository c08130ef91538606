import { graphqlRequest } from '../../../lib/api-client';

// GetCompanyDocumentLibrary: read here only for whether bulk e-sign is ready after the
// company plan trial starts.

export type TCompanyDocumentLibrary = {
  applicationId: string;
  canEsign: boolean;
  sendBulkEsign: { available: boolean };
};

const QUERY = `query GetCompanyDocumentLibrary($applicationId: String!) {
  getCompanyDocumentLibrary(applicationId: $applicationId) {
    applicationId canEsign sendBulkEsign { available }
  }
}`;

export const companyDocumentLibraryQueryKey = ['businesses', 'company-document-library'] as const;

export function getCompanyDocumentLibrary(applicationId: string) {
  return graphqlRequest<{ getCompanyDocumentLibrary: TCompanyDocumentLibrary }>(QUERY, {
    applicationId,
  }).then((d) => d.getCompanyDocumentLibrary);
}
