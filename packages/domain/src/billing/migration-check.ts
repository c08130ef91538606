import { catalogueItem } from './catalogue.js';
import {
  isInPlanClass,
  MIGRATION_ALLOWED_PLANS,
  NOT_UPGRADEABLE_PLANS,
  PAY_PER_DOC_PLANS,
} from './plan-classes.js';
import { monthlyPriceInCents } from './pricing.js';
import type { TUserSubscription } from './subscription.js';

// The subscription migration check of SPEC §4, run before asking for a migration preview.
// Every condition applies in both directions, as the spec lists them: a plan that cannot
// be upgraded is changed through ChangeSubscription (with its survey), not migrated.

export const MIGRATION_DIRECTIONS = ['upgrade', 'downgrade'] as const;
export type TMigrationDirection = (typeof MIGRATION_DIRECTIONS)[number];

export const MIGRATION_REFUSALS = [
  'unknown-plan',
  'not-upgradeable',
  'not-allowed',
  'target-pay-per-doc',
  'target-not-recurring',
  'price-not-higher',
  'price-not-lower',
  'different-category',
  'no-active-subscription',
] as const;
export type TMigrationRefusal = (typeof MIGRATION_REFUSALS)[number];

export type TMigrationCheck = { ok: true } | { ok: false; reason: TMigrationRefusal };

const refuse = (reason: TMigrationRefusal): TMigrationCheck => ({ ok: false, reason });

export function checkMigration(options: {
  currentHandle: string;
  targetHandle: string;
  subscriptions: readonly Pick<TUserSubscription, 'handle' | 'state'>[];
  direction?: TMigrationDirection;
  /** A scheduled downgrade (ChangeSubscription) may leave the top of the ladder. */
  scheduledDowngrade?: boolean;
}): TMigrationCheck {
  const { currentHandle, targetHandle, subscriptions, direction = 'upgrade' } = options;
  const current = catalogueItem(currentHandle);
  const target = catalogueItem(targetHandle);
  if (!current || !target) return refuse('unknown-plan');
  if (isInPlanClass(NOT_UPGRADEABLE_PLANS, current.handle) && !options.scheduledDowngrade) {
    return refuse('not-upgradeable');
  }
  if (!isInPlanClass(MIGRATION_ALLOWED_PLANS, current.handle)) return refuse('not-allowed');
  if (isInPlanClass(PAY_PER_DOC_PLANS, target.handle)) return refuse('target-pay-per-doc');

  const currentMonthly = monthlyPriceInCents(current);
  const targetMonthly = monthlyPriceInCents(target);
  if (currentMonthly === null || targetMonthly === null) return refuse('target-not-recurring');
  // Compared per month so a quarterly plan and a yearly plan are weighed fairly.
  if (direction === 'upgrade' && !(targetMonthly > currentMonthly)) {
    return refuse('price-not-higher');
  }
  if (direction === 'downgrade' && !(targetMonthly < currentMonthly)) {
    return refuse('price-not-lower');
  }

  if (current.rights.categoryType !== target.rights.categoryType) {
    return refuse('different-category');
  }
  const holdsCurrent = subscriptions.some(
    (s) => s.handle === current.handle && (s.state === 'active' || s.state === 'trialing'),
  );
  return holdsCurrent ? { ok: true } : refuse('no-active-subscription');
}
