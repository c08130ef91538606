import { DOCUMENT_CATEGORIES, type TDocumentCategory } from '@app/domain';
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

export const isLibraryCategory = (value: string | null): value is TDocumentCategory =>
  (DOCUMENT_CATEGORIES as readonly string[]).includes(value ?? '');

/**
 * The library's filters as its address holds them (?q=&filter=popular&category=). The page
 * and the route's prefetch both read them here, so both ask for the same list.
 */
export function libraryFiltersFrom(params: URLSearchParams): TLibraryFilters {
  const category = params.get('category');
  return {
    q: (params.get('q') ?? '').trim(),
    category: isLibraryCategory(category) ? category : undefined,
    popular: params.get('filter') === 'popular',
  };
}

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
