import { Alert, Anchor, Button, Divider, List, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { paths } from '../../../paths';
import { useHelpCentreGuide } from '../api/guides';

function readableDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** /help-centre/{slug}: one guide for reading, with its sources and when it was reviewed. */
export function HelpCentreGuidePage() {
  const { slug = '' } = useParams();
  const guide = useHelpCentreGuide(slug);

  if (guide.isPending) {
    return (
      <Stack align="center" py="xl" role="status" aria-live="polite">
        <Loader aria-label="Loading the guide" />
      </Stack>
    );
  }
  if (guide.isError) {
    return (
      <Stack maw={720} mx="auto" py="md" gap="md">
        <Title order={1}>Guide not found</Title>
        <Alert color="red" title="Unable to show this guide">
          There is no guide at this address, or it could not be loaded.
        </Alert>
        <Anchor component={Link} to={paths.helpCentre()}>
          Back to the help centre
        </Anchor>
      </Stack>
    );
  }

  const data = guide.data;
  return (
    <Stack component="article" gap="lg" maw={720} mx="auto" py="md" w="100%">
      <Anchor component={Link} to={paths.helpCentre()} size="sm">
        Help centre · {data.topic}
      </Anchor>
      <div>
        <Title order={1}>{data.title}</Title>
        <Text size="sm" c="dimmed" mt={4}>
          Reviewed <time dateTime={data.reviewed}>{readableDate(data.reviewed)}</time>
        </Text>
      </div>
      {data.sections.map((section, i) => {
        const id = `section-${i + 1}`;
        return (
          <Stack component="section" gap="xs" key={section.heading} aria-labelledby={id}>
            <Title order={2} size="h3" id={id}>
              {section.heading}
            </Title>
            {section.text.split(/\n{2,}/).map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
          </Stack>
        );
      })}
      {data.questions.length > 0 && (
        <Stack component="section" gap="xs" aria-labelledby="guide-questions">
          <Title order={2} size="h3" id="guide-questions">
            Questions this guide answers
          </Title>
          <List spacing={4}>
            {data.questions.map((q) => (
              <List.Item key={q}>{q}</List.Item>
            ))}
          </List>
        </Stack>
      )}
      <Stack component="section" gap="xs" aria-labelledby="guide-sources">
        <Title order={2} size="h3" id="guide-sources">
          Sources
        </Title>
        <List spacing={4}>
          {data.sources.map((source) => (
            <List.Item key={source.url}>
              <Anchor href={source.url} target="_blank" rel="noopener noreferrer">
                {source.title}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Stack>
      <Divider />
      <Text size="sm" c="dimmed">
        This guide is general information, not legal advice for your situation.
      </Text>
      <Button component={Link} to={paths.ai()} variant="light" style={{ alignSelf: 'flex-start' }}>
        Ask the assistant
      </Button>
    </Stack>
  );
}
