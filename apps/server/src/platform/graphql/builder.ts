import SchemaBuilder from '@pothos/core';
import type { TViewer } from '../auth/viewer.js';
import type { TDeps } from '../deps.js';

export type TGraphqlContext = { deps: TDeps; viewer?: TViewer; ip: string };

type TScalars = {
  DateTime: { Input: Date; Output: Date };
  JSON: { Input: unknown; Output: unknown };
};

export type TBuilder = PothosSchemaTypes.SchemaBuilder<
  PothosSchemaTypes.ExtendDefaultTypes<{ Context: TGraphqlContext; Scalars: TScalars }>
>;

export function createBuilder(): TBuilder {
  const builder = new SchemaBuilder<{ Context: TGraphqlContext; Scalars: TScalars }>({});
  builder.scalarType('DateTime', {
    serialize: (d) => d.toISOString(),
    parseValue: (v) => {
      const d = new Date(String(v));
      if (Number.isNaN(d.getTime())) throw new TypeError('DateTime must be an ISO 8601 date');
      return d;
    },
  });
  // Free-form data whose shape is checked by zod at the edge (answers, questionnaires).
  builder.scalarType('JSON', { serialize: (v) => v, parseValue: (v) => v });
  builder.queryType({});
  builder.mutationType({});
  builder.subscriptionType({});
  return builder;
}
