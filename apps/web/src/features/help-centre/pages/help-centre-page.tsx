import {
  Alert,
  Anchor,
  Card,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../paths';
import { type THelpCentreGuideSummary, useHelpCentreGuides } from '../api/guides';

const SEARCH_DELAY_MS = 250;

/** /help-centre: every guide under its topic, or the guides a search finds, best first. */
export function HelpCentrePage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DELAY_MS);
  const query = debounced.trim();
  const guides = useHelpCentreGuides(query);
  const list = guides.data;

  return (
    <Stack gap="lg" maw={960} mx="auto" py="md" w="100%">
      <div>
        <Title order={1}>Help centre</Title>
        <Text c="dimmed" mt={4}>
          Plain-English guides to Australian business law, each with its official sources.
        </Text>
      </div>
      <TextInput
        label="Search the guides"
        placeholder="For example: unfair dismissal, GST, privacy policy"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      <div aria-live="polite" role="status">
        {guides.isFetching && <Loader size="sm" aria-label="Loading guides" />}
        {list && query && (
          <Text size="sm">
            {list.guides.length === 0
              ? `No guides match “${query}”. Try other words, or ask the assistant.`
              : `${list.guides.length} ${list.guides.length === 1 ? 'guide matches' : 'guides match'} “${query}”.`}
          </Text>
        )}
      </div>
      {guides.isError && (
        <Alert color="red" title="Unable to load the help centre">
          The guides could not be loaded. Check your connection and try again.
        </Alert>
      )}
      {list && query && <GuideCards guides={list.guides} />}
      {list &&
        !query &&
        list.topics.map((topic) => {
          const inTopic = list.guides.filter((g) => g.topic === topic);
          if (inTopic.length === 0) return null;
          const id = `topic-${topic.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
          return (
            <Stack component="section" gap="sm" key={topic} aria-labelledby={id}>
              <Title order={2} size="h3" id={id}>
                {topic}
              </Title>
              <GuideCards guides={inTopic} />
            </Stack>
          );
        })}
      {list && (!query || list.guides.length === 0) && (
        <Text size="sm">
          Cannot find what you need?{' '}
          <Anchor component={Link} to={paths.ai()}>
            Ask the assistant
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}

function GuideCards({ guides }: { guides: readonly THelpCentreGuideSummary[] }) {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {guides.map((guide) => (
        <Card component="li" withBorder padding="md" key={guide.slug}>
          <Anchor component={Link} to={paths.helpCentreGuide(guide.slug)} fw={600}>
            {guide.title}
          </Anchor>
          <Text size="sm" c="dimmed" mt={4}>
            {guide.summary}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
