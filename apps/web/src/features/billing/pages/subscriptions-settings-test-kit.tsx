import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import type { TSubscriptionListItem } from '../api/user-subscriptions';
import { userSubscriptionsData } from '../api/user-subscriptions-fixture';
import { billingServer } from './billing-test-server';

// /settings/subscriptions rendered against the billing test server, for the page's tests.

export const CHANGE_FAILED =
  'An error occurred when processing your subscription change. Please try again later.';

export function openSettings(
  list: TSubscriptionListItem[],
  extra: Parameters<typeof billingServer>[0]['resolvers'] = {},
  routes: Record<string, (body: unknown) => Response> = {},
  data = userSubscriptionsData({ subscriptionList: list }),
) {
  const server = billingServer({ data, resolvers: extra });
  const update = (id: string, change: Partial<TSubscriptionListItem>) => {
    server.state.data = {
      ...server.state.data,
      subscriptionList: server.state.data.subscriptionList.map((s) =>
        s.id === id ? { ...s, ...change } : s,
      ),
    };
    return server.state.data.subscriptionList.find((s) => s.id === id);
  };
  const app = renderApp('/settings/subscriptions', {
    routes: { 'POST /graphql': server.handler, ...routes },
  });
  return { app, server, update };
}

// The first render loads the page's code on demand, which a busy machine can take a while over.
export const LOAD = { timeout: 5000 };
export const card = async (name: string) =>
  within(await screen.findByRole('listitem', { name }, LOAD));
