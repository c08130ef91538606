import { Box, Group, Rating, Text } from '@mantine/core';

/** A lawyer's average stars and how many reviews it comes from, read out in words. */
export function LawyerRating({ rating }: { rating: { average: number; count: number } | null }) {
  if (!rating) {
    return (
      <Text size="sm" c="dimmed">
        No reviews yet
      </Text>
    );
  }
  const average = rating.average.toFixed(1);
  const reviews = rating.count === 1 ? '1 review' : `${rating.count} reviews`;
  return (
    <Group
      gap={6}
      wrap="nowrap"
      aria-label={`Rated ${average} out of 5 from ${reviews}`}
      role="img"
    >
      <Rating value={rating.average} fractions={10} readOnly size="sm" aria-hidden />
      <Text size="sm" aria-hidden>
        {average} · {reviews}
      </Text>
    </Group>
  );
}

/** One review's stars, read out as a number. */
export function Stars({ value }: { value: number }) {
  return (
    <Box role="img" aria-label={value === 1 ? '1 star' : `${value} stars`}>
      <Rating value={value} readOnly size="sm" aria-hidden />
    </Box>
  );
}
