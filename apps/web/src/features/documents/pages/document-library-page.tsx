import { DOCUMENT_CATEGORIES, type TDocumentCategory } from '@app/domain';
import { Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../lib/ui/query-state';
import { useLibraryDocuments } from '../api/library-documents';
import { LibraryCategoryChips } from '../components/library-category-chips';
import { LibraryDocumentCard } from '../components/library-document-card';

const isCategory = (value: string | null): value is TDocumentCategory =>
  (DOCUMENT_CATEGORIES as readonly string[]).includes(value ?? '');

/**
 * /documents/document-library?q=&filter=popular&category=: search and browse the templates.
 * The URL holds the search, so the header search and shared links land on the same view.
 */
export function DocumentLibraryPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const category = params.get('category');
  const popular = params.get('filter') === 'popular';
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

  const documents = useLibraryDocuments({
    q: q.trim(),
    category: isCategory(category) ? category : undefined,
    popular,
  });

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
        popular={popular}
        category={isCategory(category) ? category : null}
        onPopular={(on) => setParam('filter', on ? 'popular' : null)}
        onCategory={(c) => setParam('category', c)}
      />
      <QueryState query={documents} loadingLabel="Loading documents" />
      {documents.data && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="library-count">
            {documents.data.length === 1 ? '1 document' : `${documents.data.length} documents`}
            {q.trim() ? ` for “${q.trim()}”` : ''}
          </Text>
          {documents.data.length === 0 ? (
            <Text>No documents match. Try fewer or different words, or clear the filters.</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="library-results">
              {documents.data.map((d) => (
                <LibraryDocumentCard key={d.id} document={d} />
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </Stack>
  );
}
