import { Box, Button, Drawer, Grid } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { TFeedItem } from '../api/suggestions';
import { FeedPanel } from './feed-panel';

/**
 * The document with its comments and suggestions beside it: a column that stays in view
 * while the document scrolls on a wide screen; on a narrow one a button above the document
 * opens them in a drawer, so the text keeps the whole width.
 */
export function BesideDocument(props: {
  documentId: string;
  feed: UseQueryResult<TFeedItem[]>;
  canResolve: boolean;
  children: ReactNode;
}) {
  const wide = useMediaQuery('(min-width: 64em)', undefined, { getInitialValueInEffect: false });
  const [open, setOpen] = useState(false);
  const panel = (withHeading: boolean) => (
    <FeedPanel
      documentId={props.documentId}
      feed={props.feed}
      canResolve={props.canResolve}
      withHeading={withHeading}
    />
  );
  if (wide)
    return (
      <Grid gutter="md">
        <Grid.Col span={8}>{props.children}</Grid.Col>
        <Grid.Col span={4}>
          <Box className="cw-feed-aside">{panel(true)}</Box>
        </Grid.Col>
      </Grid>
    );
  const pending = (props.feed.data ?? []).filter((i) => i.suggestion?.status === 'PENDING').length;
  return (
    <>
      <Box px="xs">
        <Button
          variant="light"
          fullWidth
          leftSection={<IconMessages size={16} aria-hidden="true" />}
          onClick={() => setOpen(true)}
        >
          Comments and suggestions{pending ? ` (${pending})` : ''}
        </Button>
      </Box>
      {/* A block of its own: the page's auto margins would size it to its widest line. */}
      <Box>{props.children}</Box>
      <Drawer
        opened={open}
        onClose={() => setOpen(false)}
        position="bottom"
        size="85%"
        title="Comments and suggestions"
      >
        {panel(false)}
      </Drawer>
    </>
  );
}
