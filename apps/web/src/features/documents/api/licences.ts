import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql/graphql';
import { answered, type TFilled } from '../../../graphql/wire-types';
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

type TWireLicences = NonNullable<ResultOf<typeof GET_DOCUMENT_LICENCES>['getDocumentLicences']>;

export type TDocumentLicenceView = TFilled<
  NonNullable<TWireLicences['licences']>[number],
  'subscriptionId' | 'expiresAt' | 'available' | 'status'
>;
export type TLicensableDocument = TFilled<
  NonNullable<TWireLicences['documents']>[number],
  'assetFlakeId' | 'title' | 'status'
>;
export type TDocumentLicences = {
  availableCount: number;
  licences: TDocumentLicenceView[];
  documents: TLicensableDocument[];
};
export type TAttachedLicence = TFilled<
  NonNullable<ResultOf<typeof ATTACH_LICENCE>['attachLicence']>[number],
  'assetFlakeId' | 'assetTitle' | 'subscriptionId' | 'expiresAt'
>;

export const documentLicencesQueryKey = ['documents', 'licences'] as const;

export function documentLicencesQueryOptions() {
  return queryOptions({
    queryKey: documentLicencesQueryKey,
    queryFn: () =>
      graphqlRequest(GET_DOCUMENT_LICENCES).then(({ getDocumentLicences }) => {
        const wire = answered(getDocumentLicences);
        // The server fills these; see wire-types.ts.
        return {
          availableCount: wire.availableCount ?? 0,
          licences: (wire.licences ?? []) as TDocumentLicenceView[],
          documents: (wire.documents ?? []) as TLicensableDocument[],
        };
      }),
  });
}

export function useDocumentLicences() {
  return useQuery(documentLicencesQueryOptions());
}

export function useAttachLicence() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (licenceInputs: { assetFlakeId: string; assetTitle: string }[]) =>
      graphqlRequest(ATTACH_LICENCE, { licenceInputs }).then(
        (d) => (d.attachLicence ?? []) as TAttachedLicence[],
      ),
    // What a download allows changes with the licence, as does the dialog's list.
    onSuccess: () => client.invalidateQueries({ queryKey: ['documents'] }),
  });
}
