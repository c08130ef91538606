import SchemaBuilder from '@pothos/core';
import type { TViewer } from '../auth/viewer.js';
import type { TDeps } from '../deps.js';

export type TGraphqlContext = { deps: TDeps; viewer?: TViewer; ip: string };

export type TBuilder = PothosSchemaTypes.SchemaBuilder<
  PothosSchemaTypes.ExtendDefaultTypes<{
    Context: TGraphqlContext;
    Scalars: { DateTime: { Input: Date; Output: Date } };
  }>
>;

export function createBuilder(): TBuilder {
  const builder = new SchemaBuilder<{
    Context: TGraphqlContext;
    Scalars: { DateTime: { Input: Date; Output: Date } };
  }>({});
  builder.scalarType('DateTime', {
    serialize: (d) => d.toISOString(),
    parseValue: (v) => {
      const d = new Date(String(v));
      if (Number.isNaN(d.getTime())) throw new TypeError('DateTime must be an ISO 8601 date');
      return d;
    },
  });
  builder.queryType({});
  return builder;
}
