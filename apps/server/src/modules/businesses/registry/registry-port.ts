import type { TBusinessSearchResult } from '@app/domain';

/**
 * The Australian Business Register as the product asks it. The embedded register answers
 * offline; the ABR's ABN Lookup web services answer in production. Numbers are digits only.
 */
export type TBusinessRegistry = {
  /** Entities whose names match every word of `name`, best first, at most `limit`. */
  searchByName(opts: {
    name: string;
    limit: number;
    onlyRegistered: boolean;
  }): Promise<TBusinessSearchResult[]>;
  findByAbn(abn: string): Promise<TBusinessSearchResult | undefined>;
  findByAcn(acn: string): Promise<TBusinessSearchResult | undefined>;
};
