import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BrandMark } from './brand-mark';

type TAuthLayoutProps = {
  title: string;
  /** The section for the browser title. */
  section: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
};

/** The frame of the signed-out pages: one card, centred, usable at 375 px. */
export function AuthLayout({ title, section, intro, children, footer }: TAuthLayoutProps) {
  useDocumentTitle(section);
  return (
    <Center component="main" mih="100dvh" p="md" bg="gray.0">
      <Stack w="100%" maw={440} gap="lg">
        <BrandMark />
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="md">
            <Title order={1} size="h2">
              {title}
            </Title>
            {intro && <Text c="dimmed">{intro}</Text>}
            {children}
          </Stack>
        </Paper>
        {footer && (
          <Text ta="center" size="sm">
            {footer}
          </Text>
        )}
      </Stack>
    </Center>
  );
}
