import type { TBusinessSearchResult } from '@app/domain';
import type { TBusinessRegistry } from '../registry-port.js';
import { generateRegister } from './generate-register.js';
import { buildNameIndex, type TNameIndex } from './name-index.js';

const namesOf = (e: TBusinessSearchResult) =>
  [e.mainName, e.legalName, e.mainTradingName, ...e.businessName]
    .map((n) => n?.organisationName ?? n?.fullName)
    .filter((n): n is string => Boolean(n));

type TLoaded = {
  entities: TBusinessSearchResult[];
  index: TNameIndex;
  byAbn: Map<string, TBusinessSearchResult>;
  byAcn: Map<string, TBusinessSearchResult>;
};

/**
 * The register inside the server, built on first use (about a second of work that a server
 * which never searches does not pay) and kept for the life of the process.
 */
export function createEmbeddedRegistry(
  opts: { entities?: () => TBusinessSearchResult[] } = {},
): TBusinessRegistry & { size(): number } {
  let loaded: TLoaded | undefined;
  const load = (): TLoaded => {
    if (loaded) return loaded;
    const entities = (opts.entities ?? generateRegister)();
    loaded = {
      entities,
      index: buildNameIndex(entities.map(namesOf)),
      byAbn: new Map(entities.map((e) => [e.ABN.identifierValue, e])),
      byAcn: new Map(entities.flatMap((e) => (e.ASICNumber ? [[e.ASICNumber, e] as const] : []))),
    };
    return loaded;
  };
  return {
    async searchByName({ name, limit, onlyRegistered }) {
      const { entities, index } = load();
      const accept = onlyRegistered
        ? (id: number) => entities[id]!.entityStatus === 'Registered'
        : () => true;
      return index.search(name, accept, limit).map((id) => entities[id]!);
    },
    async findByAbn(abn) {
      return load().byAbn.get(abn);
    },
    async findByAcn(acn) {
      return load().byAcn.get(acn);
    },
    size: () => load().entities.length,
  };
}
