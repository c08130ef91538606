import { Alert, Group, Loader, Modal, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import {
  type TDocumentVersion,
  type TVersionComparison,
  type TVersionDiffParagraph,
  useCompareVersions,
} from '../api/editor';
import './editor.css';

export function versionTitle(v: TDocumentVersion) {
  return v.name ? `Version ${v.number}: ${v.name}` : `Version ${v.number}`;
}

const words = (n: number) => (n === 1 ? '1 word' : `${n} words`);

/**
 * One side of the comparison: the older version shows what was deleted, the newer what was
 * inserted. Each mark says what it is to a screen reader, not only by its colour.
 */
function Side(props: { side: 'from' | 'to'; comparison: TVersionComparison }) {
  const { side, comparison } = props;
  const shown = side === 'from' ? 'DELETED' : 'INSERTED';
  const hidden = side === 'from' ? 'INSERTED' : 'DELETED';
  const version = comparison[side];
  const paragraphs = comparison.paragraphs.filter((p) => p.kind !== hidden);
  const label = (p: TVersionDiffParagraph) => (side === 'from' ? p.fromLabel : p.toLabel);
  return (
    <section aria-label={versionTitle(version)} data-testid={`compare-${side}`}>
      <Title order={3} size="h5" mb="xs">
        {versionTitle(version)}
      </Title>
      <div className="cw-diff">
        {paragraphs.map((p, i) => (
          <p
            // The paragraphs of a comparison never change order once shown.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            className={p.kind === 'SAME' ? 'cw-diff-same' : undefined}
          >
            {label(p) ? `${label(p)}. ` : ''}
            {p.segments
              .filter((s) => s.kind !== hidden)
              .map((s, j) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: segments are fixed once shown
                if (s.kind === 'SAME') return <span key={j}>{s.text}</span>;
                const Mark = shown === 'INSERTED' ? 'ins' : 'del';
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: segments are fixed once shown
                  <Mark key={j}>
                    <span className="cw-visually-hidden">
                      {shown === 'INSERTED' ? 'inserted: ' : 'deleted: '}
                    </span>
                    {s.text}
                  </Mark>
                );
              })}
          </p>
        ))}
      </div>
    </section>
  );
}

/** Two versions side by side (stacked on a phone), with what changed between them marked. */
export function VersionCompare(props: {
  documentId: string;
  versions: TDocumentVersion[];
  opened: boolean;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  const [fromId, setFromId] = useState<string | null>(props.versions[1]?.id ?? null);
  const [toId, setToId] = useState<string | null>(props.versions[0]?.id ?? null);
  // Compared only while the comparison is open.
  const comparison = useCompareVersions(props.documentId, props.opened ? fromId : null, toId);
  const options = props.versions.map((v) => ({ value: v.id, label: versionTitle(v) }));

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title="Compare versions"
      size="90rem"
      fullScreen={phone}
    >
      <Stack>
        <Group grow align="flex-end" wrap={phone ? 'wrap' : 'nowrap'}>
          <Select
            label="Compare"
            data={options}
            value={fromId}
            onChange={setFromId}
            allowDeselect={false}
          />
          <Select
            label="With"
            data={options}
            value={toId}
            onChange={setToId}
            allowDeselect={false}
          />
        </Group>
        <div role="status" aria-live="polite">
          {comparison.isFetching && <Loader size="sm" aria-label="Comparing versions" />}
          {comparison.data && !comparison.isFetching && (
            <Text size="sm">
              {comparison.data.insertedWords === 0 && comparison.data.deletedWords === 0
                ? 'These versions have the same wording.'
                : `${words(comparison.data.insertedWords)} inserted, ${words(
                    comparison.data.deletedWords,
                  )} deleted.`}
            </Text>
          )}
        </div>
        {comparison.isError && (
          <Alert color="red" title="The versions could not be compared">
            {comparison.error.message}
          </Alert>
        )}
        {comparison.data && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Side side="from" comparison={comparison.data} />
            <Side side="to" comparison={comparison.data} />
          </SimpleGrid>
        )}
      </Stack>
    </Modal>
  );
}
