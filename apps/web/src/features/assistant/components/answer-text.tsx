import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TCitation } from '../lib/types';

/** A paragraph's text with each [n] turned into a link to the source it cites. */
function linked(paragraph: string, byNumber: Map<number, TCitation>, at: number): ReactNode[] {
  const nodes: ReactNode[] = [];
  let offset = at;
  for (const part of paragraph.split(/(\[\d+\])/)) {
    const number = /^\[(\d+)\]$/.exec(part)?.[1];
    const citation = number ? byNumber.get(Number(number)) : undefined;
    nodes.push(
      citation ? (
        <Anchor
          key={offset}
          href={citation.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Source ${citation.number}: ${citation.title}`}
        >
          {part}
        </Anchor>
      ) : (
        part
      ),
    );
    offset += part.length;
  }
  return nodes;
}

/**
 * An answer's paragraphs, each [n] a link to the source it cites. The text is rendered as
 * text, never as HTML, so nothing in an answer can run in the page.
 */
export function AnswerText({ text, citations }: { text: string; citations: TCitation[] }) {
  const byNumber = new Map(citations.map((c) => [c.number, c]));
  const paragraphs: ReactNode[] = [];
  let offset = 0;
  for (const paragraph of text.split(/\n{2,}/)) {
    paragraphs.push(
      <Text key={offset} size="sm" mb="xs" style={{ whiteSpace: 'pre-wrap' }}>
        {linked(paragraph, byNumber, offset)}
      </Text>,
    );
    offset += paragraph.length + 2;
  }
  return <>{paragraphs}</>;
}
