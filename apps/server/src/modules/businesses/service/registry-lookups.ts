import { BUSINESS_MESSAGES, type TBusinessSearchResult } from '@app/domain';
import type { TDeps } from '../../../platform/deps.js';
import { AppError } from '../../../platform/errors.js';

/** GET /asic/business/search: Registered entities only (§5), at most the cap asked for. */
export function searchBusinesses(o: { deps: TDeps; name: string; maxSearchResults: number }) {
  return o.deps.businessRegistry.searchByName({
    name: o.name,
    limit: o.maxSearchResults,
    onlyRegistered: true,
  });
}

/** POST /search/business/abn: the register's entry, whatever its status, so the page can say. */
export async function lookupBusinessByAbn(o: {
  deps: TDeps;
  abn: string;
}): Promise<TBusinessSearchResult> {
  const found = await o.deps.businessRegistry.findByAbn(o.abn);
  if (!found) throw new AppError('NOT_FOUND', BUSINESS_MESSAGES.businessNotFound);
  return found;
}

/**
 * POST /search/business/acn: whether the ACN is a company the product can act for, the
 * "Provided ACN is valid" of §5: on the register and Registered.
 */
export async function checkAcn(o: { deps: TDeps; acn: string }) {
  const found = await o.deps.businessRegistry.findByAcn(o.acn);
  const available = found?.entityStatus === 'Registered';
  return {
    available,
    entityName: available ? (found.mainName?.organisationName ?? null) : null,
  };
}
