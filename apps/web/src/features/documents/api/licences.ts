import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql/graphql';
import { answered } from '../../../graphql/wire-types';
import { graphqlRequest } from '../../../lib/api-client';

const GET_DOCUMENT_LICENCES = graphql(`
  query getDocumentLicences {
    getDocumentLicences {
      availableCount
      licences { assetFlakeId assetTitle subscriptionId expiresAt status available }
      documents { assetFlakeId title status }
    }
  }
`);

const ATTACH_LICENCE = graphql(`
  mutation attachLicence($licenceInputs: [LicenceInput!]!) {
    attachLicence(licenceInputs: $licenceInputs) {
      assetFlakeId assetTitle subscriptionId expiresAt
    }
  }
`);

export type TDocumentLicences = NonNullable<
  ResultOf<typeof GET_DOCUMENT_LICENCES>['getDocumentLicences']
>;
export type TDocumentLicenceView = TDocumentLicences['licences'][number];
export type TLicensableDocument = TDocumentLicences['documents'][number];
export type TAttachedLicence = ResultOf<typeof ATTACH_LICENCE>['attachLicence'][number];

export const documentLicencesQueryKey = ['documents', 'licences'] as const;

export function documentLicencesQueryOptions() {
  return queryOptions({
    queryKey: documentLicencesQueryKey,
    queryFn: () =>
      graphqlRequest(GET_DOCUMENT_LICENCES).then(({ getDocumentLicences }) =>
        answered(getDocumentLicences),
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
      graphqlRequest(ATTACH_LICENCE, { licenceInputs }).then((d) => d.attachLicence),
    // What a download allows changes with the licence, as does the dialog's list.
    onSuccess: () => client.invalidateQueries({ queryKey: ['documents'] }),
  });
}
