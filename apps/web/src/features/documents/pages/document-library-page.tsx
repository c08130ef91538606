import { Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../lib/ui/query-state';
import { libraryFiltersFrom, useLibraryDocuments } from '../api/library-documents';
import { LibraryCategoryChips } from '../components/library-category-chips';
import { LibraryResults } from '../components/library-results';

/**
 * /documents/document-library?q=&filter=popular&category=: search and browse the templates.
 * The URL holds the search, so the header search and shared links land on the same view.
 */
export function DocumentLibraryPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const filters = libraryFiltersFrom(params);
  const [term, setTerm] = useState(q);
  const [debounced] = useDebouncedValue(term.trim(), 250);

  useEffect(() => setTerm(q), [q]);
  useEffect(() => {
    if (debounced === q.trim()) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (debounced) next.set('q', debounced);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [debounced, q, setParams]);

  const setParam = (key: string, value: string | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });

  const documents = useLibraryDocuments(filters);

  return (
    <Stack gap="md">
      <Title order={1}>Document library</Title>
      <TextInput
        label="Search legal documents"
        type="search"
        placeholder="e.g. non-disclosure, employment, lease"
        value={term}
        onChange={(event) => setTerm(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={
          documents.isFetching ? <Loader size="xs" aria-label="Searching" /> : undefined
        }
        maw={560}
      />
      <LibraryCategoryChips
        popular={filters.popular}
        category={filters.category ?? null}
        onPopular={(on) => setParam('filter', on ? 'popular' : null)}
        onCategory={(c) => setParam('category', c)}
      />
      <QueryState query={documents} loadingLabel="Loading documents" />
      {documents.data && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="library-count">
            {documents.data.length === 1 ? '1 document' : `${documents.data.length} documents`}
            {filters.q ? ` for “${filters.q}”` : ''}
          </Text>
          {documents.data.length === 0 ? (
            <Text>No documents match. Try fewer or different words, or clear the filters.</Text>
          ) : (
            <LibraryResults documents={documents.data} />
          )}
        </>
      )}
    </Stack>
  );
}
