import { DOCUMENT_CATEGORIES, type TDocumentCategory } from '@app/domain';
import { Box, Chip, Flex } from '@mantine/core';
import { CATEGORY_LABELS } from './category-labels';

type TProps = {
  popular: boolean;
  category: TDocumentCategory | null;
  onPopular: (on: boolean) => void;
  onCategory: (category: TDocumentCategory | null) => void;
};

/**
 * The library's filters. On a phone they are one row of chips that scrolls sideways, so the
 * first results stay in view; from tablet width up they wrap as space needs. Each chip is a checkbox, so Tab
 * reaches it (the browser scrolls it into view) and a screen reader names its state.
 */
export function LibraryCategoryChips({ popular, category, onPopular, onCategory }: TProps) {
  return (
    <Box
      role="group"
      aria-label="Filter documents"
      data-testid="library-filters"
      // Room above and below so focus rings are not cut off by the scrolling box.
      py={4}
      px={2}
      style={{ overflowX: 'auto', scrollbarWidth: 'thin', overscrollBehaviorX: 'contain' }}
    >
      <Flex gap="xs" wrap={{ base: 'nowrap', sm: 'wrap' }} w={{ base: 'max-content', sm: 'auto' }}>
        <Chip checked={popular} onChange={onPopular}>
          Popular
        </Chip>
        {DOCUMENT_CATEGORIES.map((c) => (
          <Chip key={c} checked={category === c} onChange={(on) => onCategory(on ? c : null)}>
            {CATEGORY_LABELS[c]}
          </Chip>
        ))}
      </Flex>
    </Box>
  );
}
