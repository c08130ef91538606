import { MARKETPLACE_RULES } from '@app/domain';

/**
 * The platform's share of each job in basis points, read once at boot from
 * MARKETPLACE_FEE_BASIS_POINTS (the product's default when unset); a bad value stops start-up.
 */
export function parseMarketplaceFee(raw: string | undefined): number {
  if (raw === undefined || raw === '') return MARKETPLACE_RULES.platformFeeBasisPoints;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 10_000) {
    throw new Error(
      'Invalid configuration:\n  MARKETPLACE_FEE_BASIS_POINTS: a whole number from 0 to 10000',
    );
  }
  return value;
}
