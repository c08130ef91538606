import { previewPieces, type TRenderedBlock, type TRenderedDocument } from '@app/domain';
import { Box, Divider, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { SIGNATURE_FONT } from '../questionnaire/signature-field';
import classes from './document-preview.module.css';

/** Text with the preview's gaps (answers still needed) marked, named by their question. */
function Words({ text }: { text: string }) {
  return (
    <>
      {previewPieces(text).map((piece, index) =>
        piece.gap ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces have no identity but order
          <mark key={index} className={classes.gap}>
            {piece.text}
          </mark>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}

const HEADING_SIZES = { 1: 'h3', 2: 'h4', 3: 'h5' } as const;

function Block({ block }: { block: TRenderedBlock }) {
  switch (block.type) {
    case 'heading':
      return (
        // One level below the page's own title; sized as a document sets its headings.
        <Title
          order={(block.level + 1) as 2 | 3 | 4}
          size={HEADING_SIZES[block.level]}
          className={classes.heading}
        >
          <Words text={block.text} />
        </Title>
      );
    case 'paragraph':
      return (
        <Text className={classes.text}>
          <Words text={block.text} />
        </Text>
      );
    case 'pageBreak':
      return <Divider variant="dashed" my="sm" aria-hidden="true" />;
    case 'clause':
      return (
        <div className={classes.clause} data-depth={block.depth}>
          <Text className={classes.text}>
            <span className={classes.number}>{block.label}</span>
            {block.title && (
              <strong>
                <Words text={block.title} />
                {block.text ? ' ' : ''}
              </strong>
            )}
            {block.text && <Words text={block.text} />}
          </Text>
          {block.children.map((child, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rendered blocks are positional
            <Block key={index} block={child} />
          ))}
        </div>
      );
    case 'party':
      return (
        <div className={classes.party}>
          <Text fw={700} className={classes.text}>
            <Words text={block.name} />
          </Text>
          {block.details.map((detail) => (
            <Text key={`${detail.label ?? ''}${detail.text}`} className={classes.text}>
              {detail.label ? `${detail.label} ` : ''}
              <Words text={detail.text} />
            </Text>
          ))}
          {block.role && (
            <Text className={classes.text} fs="italic">
              <Words text={block.role} />
            </Text>
          )}
        </div>
      );
    case 'signature':
      return (
        <div className={classes.signature}>
          {block.statement && (
            <Text className={classes.text}>
              <Words text={block.statement} />
            </Text>
          )}
          <Box className={classes.signLine}>
            {block.signature?.kind === 'typed' && (
              <span style={{ fontFamily: SIGNATURE_FONT, fontSize: 22 }}>
                {block.signature.name}
              </span>
            )}
            {block.signature?.kind === 'image' && (
              <Image src={block.signature.dataUrl} alt="Drawn signature" mah={48} w="auto" />
            )}
          </Box>
          <Text size="xs" c="dimmed">
            Signature of <Words text={block.party} />
          </Text>
          {block.signatory && (
            <Text className={classes.text}>
              <Words text={block.signatory} />
              {block.capacity ? ', ' : ''}
              {block.capacity && <Words text={block.capacity} />}
            </Text>
          )}
          {block.date && (
            <Text className={classes.text}>
              Date: <Words text={block.date} />
            </Text>
          )}
        </div>
      );
  }
}

/** A rendered document laid out as a page: what the PDF will say, in the browser. */
export function DocumentPreview({
  document,
  label,
}: {
  document: TRenderedDocument;
  /** Names the region for assistive technology, e.g. 'Preview of Employment Contract'. */
  label: string;
}) {
  return (
    <Paper
      withBorder
      shadow="xs"
      radius="sm"
      className={classes.page}
      component="article"
      aria-label={label}
      data-testid="document-preview"
    >
      {/* The body opens with its own title, as the PDF does. */}
      <Stack gap="xs">
        {document.blocks.map((block, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rendered blocks are positional
          <Block key={index} block={block} />
        ))}
      </Stack>
    </Paper>
  );
}
