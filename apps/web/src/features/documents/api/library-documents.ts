import type { TDocumentCategory } from '@app/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';

const GET_LIBRARY_DOCUMENTS = graphql(`
  query getLibraryDocuments($q: String, $category: DocumentCategory, $filter: String) {
    getLibraryDocuments(q: $q, category: $category, filter: $filter) {
      id title description documentType popularity updatedAt rights { canDownload }
    }
  }
`);

export type TLibraryDocument = ResultOf<
  typeof GET_LIBRARY_DOCUMENTS
>['getLibraryDocuments'][number];

export type TLibraryFilters = { q: string; category?: TDocumentCategory; popular: boolean };

export function libraryDocumentsQueryOptions(filters: TLibraryFilters) {
  return queryOptions({
    queryKey: ['documents', 'library', filters],
    queryFn: () =>
      graphqlRequest(GET_LIBRARY_DOCUMENTS, {
        q: filters.q || null,
        category: filters.category ?? null,
        filter: filters.popular ? 'popular' : null,
      }).then((data) => data.getLibraryDocuments),
    // The library changes with releases, not while someone browses.
    staleTime: 10 * 60_000,
  });
}

export function useLibraryDocuments(filters: TLibraryFilters) {
  return useQuery({ ...libraryDocumentsQueryOptions(filters), placeholderData: keepPreviousData });
}
