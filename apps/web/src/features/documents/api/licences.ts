import type { TLicenceStatus } from '@app/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/api-client';

export type TDocumentLicenceView = {
  assetFlakeId: string | null;
  assetTitle: string | null;
  subscriptionId: string;
  expiresAt: string;
  status: TLicenceStatus;
  available: boolean;
};
export type TLicensableDocument = { assetFlakeId: string; title: string; status: string };
export type TDocumentLicences = {
  availableCount: number;
  licences: TDocumentLicenceView[];
  documents: TLicensableDocument[];
};
export type TAttachedLicence = {
  assetFlakeId: string;
  assetTitle: string;
  subscriptionId: string;
  expiresAt: string;
};

const GET_DOCUMENT_LICENCES = /* GraphQL */ `
  query getDocumentLicences {
    getDocumentLicences {
      availableCount
      licences { assetFlakeId assetTitle subscriptionId expiresAt status available }
      documents { assetFlakeId title status }
    }
  }
`;

const ATTACH_LICENCE = /* GraphQL */ `
  mutation attachLicence($licenceInputs: [LicenceInput!]!) {
    attachLicence(licenceInputs: $licenceInputs) { assetFlakeId assetTitle subscriptionId expiresAt }
  }
`;

export const documentLicencesQueryKey = ['documents', 'licences'] as const;

export function documentLicencesQueryOptions() {
  return queryOptions({
    queryKey: documentLicencesQueryKey,
    queryFn: () =>
      graphqlRequest<{ getDocumentLicences: TDocumentLicences }>(GET_DOCUMENT_LICENCES).then(
        (d) => d.getDocumentLicences,
      ),
  });
}

export function useDocumentLicences() {
  return useQuery(documentLicencesQueryOptions());
}

export function useAttachLicence() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (licenceInputs: { assetFlakeId: string; assetTitle: string }[]) =>
      graphqlRequest<{ attachLicence: TAttachedLicence[] }>(ATTACH_LICENCE, { licenceInputs }).then(
        (d) => d.attachLicence,
      ),
    // What a download allows changes with the licence, as does the dialog's list.
    onSuccess: () => client.invalidateQueries({ queryKey: ['documents'] }),
  });
}
