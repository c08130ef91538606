import { TIMINGS } from '@app/domain';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';

type TProvidersProps = {
  queryClient: QueryClient;
  /** 'test' turns off Mantine transitions and portals for component tests. */
  env?: 'default' | 'test';
  children: ReactNode;
};

export function Providers({ queryClient, env = 'default', children }: TProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
        env={env}
      >
        {/* SPEC §8: toasts close after 3.5 s; Mantine draws no progress bar. */}
        <Notifications autoClose={TIMINGS.toastAutoCloseMs} position="top-right" />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
