import { AppShell, Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorState } from '../lib/ui/query-state';
import { Logo } from './layout/logo';

// What the signed-in area shows before it knows who is signed in: the frame (header and
// mark) with the wait or the failure inside it, so a server that cannot answer yet leaves
// the page recognisable, with a way to try again, rather than a blank screen with a spinner.

function Frame({ children }: { children: ReactNode }) {
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header px="md" style={{ display: 'flex', alignItems: 'center' }}>
        <Logo />
      </AppShell.Header>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}

export function ShellLoading() {
  return (
    <Frame>
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    </Frame>
  );
}

export function ShellError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Frame>
      <ErrorState error={error} onRetry={onRetry} />
    </Frame>
  );
}
