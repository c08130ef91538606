import { decideNameAvailability, resultName, type TNameAvailability } from '@app/domain';
import type { TDeps } from '../../../platform/deps.js';

/**
 * Is the name free on the register? The register is searched by the name's distinctive
 * words (without its legal ending), and every Registered entity found is compared the way
 * ASIC compares names for identity.
 */
export async function checkCompanyName(o: {
  deps: TDeps;
  name: string;
}): Promise<TNameAvailability> {
  const words = o.name
    .replace(/\b(pty|ltd|proprietary|limited)\b\.?/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const found =
    words.length >= 2
      ? await o.deps.businessRegistry.searchByName({
          name: words,
          limit: 200,
          onlyRegistered: true,
        })
      : [];
  return decideNameAvailability(o.name, found.map(resultName));
}
