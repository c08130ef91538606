import { SimpleGrid } from '@mantine/core';
import { useChunkedList } from '../../../lib/use-chunked-list';
import type { TLibraryDocument } from '../api/library-documents';
import { LibraryDocumentCard } from './library-document-card';

// Three rows of three on a desktop, the first few cards on a phone: the first screen. The
// rest follow a few rows at a time, so the whole library is never one long task.
const FIRST_SCREEN = 9;
const STEP = 9;

/** The library's cards, in the order the search ranks them. */
export function LibraryResults({ documents }: { documents: readonly TLibraryDocument[] }) {
  // A new search gives a new list (the same answer again keeps its identity in the query
  // cache), and a new list starts again from its first screen.
  const { shown, complete } = useChunkedList(documents, {
    first: FIRST_SCREEN,
    step: STEP,
    view: documents,
  });
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      data-testid="library-results"
      aria-busy={!complete}
    >
      {shown.map((d) => (
        <LibraryDocumentCard key={d.id} document={d} />
      ))}
    </SimpleGrid>
  );
}
