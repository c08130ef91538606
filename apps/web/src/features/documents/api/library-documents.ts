import type { TDocumentCategory } from '@app/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql/graphql';
import type { TFilled, TNarrowed } from '../../../graphql/wire-types';
import { graphqlRequest } from '../../../lib/api-client';

const GET_LIBRARY_DOCUMENTS = graphql(`
  query getLibraryDocuments($q: String, $category: DocumentCategory, $filter: String) {
    getLibraryDocuments(q: $q, category: $category, filter: $filter) {
      id title description documentType popularity updatedAt rights { canDownload }
    }
  }
`);

type TWireLibraryDocument = NonNullable<
  ResultOf<typeof GET_LIBRARY_DOCUMENTS>['getLibraryDocuments']
>[number];

export type TLibraryDocument = TNarrowed<
  TFilled<TWireLibraryDocument, 'id' | 'title' | 'description' | 'popularity' | 'updatedAt'>,
  {
    documentType: TDocumentCategory;
    rights: TFilled<NonNullable<TWireLibraryDocument['rights']>, 'canDownload'>;
  }
>;

export type TLibraryFilters = { q: string; category?: TDocumentCategory; popular: boolean };

export function libraryDocumentsQueryOptions(filters: TLibraryFilters) {
  return queryOptions({
    queryKey: ['documents', 'library', filters],
    queryFn: () =>
      graphqlRequest(GET_LIBRARY_DOCUMENTS, {
        q: filters.q || null,
        category: filters.category ?? null,
        filter: filters.popular ? 'popular' : null,
        // The server fills these and sends only the domain's categories; see wire-types.ts.
      }).then((data) => (data.getLibraryDocuments ?? []) as TLibraryDocument[]),
    // The library changes with releases, not while someone browses.
    staleTime: 10 * 60_000,
  });
}

export function useLibraryDocuments(filters: TLibraryFilters) {
  return useQuery({ ...libraryDocumentsQueryOptions(filters), placeholderData: keepPreviousData });
}
