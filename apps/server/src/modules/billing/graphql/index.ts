import type { TBuilder } from '../../../platform/graphql/builder.js';
import { billingLiveEvents } from './live.js';
import { billingMutations } from './mutations.js';
import { billingQueries } from './queries.js';
import { billingTypes } from './types.js';

export function registerBillingGraphql(builder: TBuilder) {
  const types = billingTypes(builder);
  billingQueries(builder, types);
  billingMutations(builder, types);
  billingLiveEvents(builder);
}
