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

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

export function createBuilder(): TBuilder {
  const builder = new SchemaBuilder<{ Context: TGraphqlContext; Scalars: TScalars }>({});
  builder.scalarType('DateTime', {
    serialize: (d) => d.toISOString(),
    // Only ISO 8601 text: Date would also take numbers and loose forms like "5" (May 2001).
    parseValue: (v) => {
      const d = typeof v === 'string' && ISO_DATE_TIME.test(v) ? new Date(v) : undefined;
      if (!d || Number.isNaN(d.getTime())) {
        throw new TypeError('must be an ISO 8601 date and time, such as 2026-11-21T09:30:00Z');
      }
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
