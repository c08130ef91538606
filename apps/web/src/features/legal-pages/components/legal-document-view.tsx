import { Anchor, Divider, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { TLegalBlock, TLegalDocument } from '../content/legal-document';
import { useScrollToSection } from './use-scroll-to-section';

type TLegalDocumentViewProps = {
  document: TLegalDocument;
  /** The companion page (terms or privacy), linked at the end. */
  other: { label: string; to: string };
};

/** A legal page laid out for reading: a measure of about 70 characters, headed sections. */
export function LegalDocumentView({ document, other }: TLegalDocumentViewProps) {
  useScrollToSection();
  return (
    <Stack component="article" gap="lg" maw={720} mx="auto" py="md" data-testid="legal-document">
      <div>
        <Title order={1}>{document.title}</Title>
        <Text size="sm" c="dimmed" mt={4}>
          Last updated {document.updated}
        </Text>
      </div>
      <Text size="lg">{document.summary}</Text>
      {document.sections.map((section) => (
        <Stack component="section" gap="xs" key={section.id} aria-labelledby={section.id}>
          <Title order={2} size="h3" id={section.id}>
            {section.heading}
          </Title>
          {section.blocks.map((block, index) => (
            // Blocks are fixed content in a fixed order, so their position is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: static content.
            <Block block={block} key={index} />
          ))}
        </Stack>
      ))}
      <Divider />
      <Text size="sm">
        See also our{' '}
        <Anchor component={Link} to={other.to} underline="always">
          {other.label}
        </Anchor>
        .
      </Text>
    </Stack>
  );
}

function Block({ block }: { block: TLegalBlock }) {
  if (typeof block === 'string') return <Text>{block}</Text>;
  return (
    <List spacing={6}>
      {block.list.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}
