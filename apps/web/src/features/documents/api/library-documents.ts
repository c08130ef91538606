import type { TDocumentCategory } from '@app/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/api-client';

export type TLibraryDocument = {
  id: string;
  title: string;
  description: string;
  documentType: TDocumentCategory;
  popularity: number;
  updatedAt: string;
  rights: { canDownload: boolean };
};

export type TLibraryFilters = { q: string; category?: TDocumentCategory; popular: boolean };

const GET_LIBRARY_DOCUMENTS = /* GraphQL */ `
  query getLibraryDocuments($q: String, $category: String, $filter: String) {
    getLibraryDocuments(q: $q, category: $category, filter: $filter) {
      id title description documentType popularity updatedAt rights { canDownload }
    }
  }
`;

export function libraryDocumentsQueryOptions(filters: TLibraryFilters) {
  return queryOptions({
    queryKey: ['documents', 'library', filters],
    queryFn: () =>
      graphqlRequest<{ getLibraryDocuments: TLibraryDocument[] }>(GET_LIBRARY_DOCUMENTS, {
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
