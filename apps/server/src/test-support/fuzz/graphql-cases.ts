import fc from 'fast-check';
import type {
  GraphQLField,
  GraphQLInputType,
  GraphQLNamedType,
  GraphQLOutputType,
  GraphQLSchema,
} from 'graphql';
import { graphqlJs } from '../../platform/graphql/graphql-js.js';
import { anyHostile, hostileNumber, hostileString } from './hostile-values.js';
import type { TKnown } from './rest-cases.js';

const {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
} = graphqlJs;

/** One root field of the schema, as a document with one variable per argument. */
export type TOperationCase = {
  kind: 'query' | 'mutation';
  field: string;
  document: string;
  variables: (known: TKnown) => fc.Arbitrary<Record<string, unknown>>;
};

/** The scalar fields one level down, so their resolvers run too (none that take arguments). */
function selectionOf(type: GraphQLOutputType): string {
  const named: GraphQLNamedType = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return '{ __typename }';
  const leaves = Object.values(named.getFields())
    .filter((f) => f.args.length === 0 && isLeafType(getNamedType(f.type)))
    .map((f) => f.name);
  return `{ __typename ${leaves.join(' ')} }`;
}

function documentOf(kind: string, field: GraphQLField<unknown, unknown>): string {
  const args = field.args;
  const defs = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const uses = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const head = args.length ? `${kind} Fuzz(${defs})` : `${kind} Fuzz`;
  return `${head} { ${field.name}${args.length ? `(${uses})` : ''} ${selectionOf(field.type)} }`;
}

/** A value of the declared type whose contents are hostile: what passes GraphQL's own checks. */
function wellTyped(type: GraphQLInputType, name: string, known: TKnown): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return present(type.ofType, name, known);
  return fc.option(present(type, name, known), { nil: null, freq: 6 });
}

function present(type: GraphQLInputType, name: string, known: TKnown): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return present(type.ofType, name, known);
  if (isListType(type)) return fc.array(wellTyped(type.ofType, name, known), { maxLength: 4 });
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    return fc.record(
      Object.fromEntries(fields.map((f) => [f.name, wellTyped(f.type, f.name, known)])),
      { requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name) },
    );
  }
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
  switch (type.name) {
    case 'Int':
      return fc.oneof(
        fc.constantFrom(-(2 ** 31), 2 ** 31 - 1, 0, -1, 1),
        fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
      );
    case 'Float':
      return hostileNumber;
    case 'Boolean':
      return fc.boolean();
    case 'JSON':
      return anyHostile;
    case 'DateTime':
      return fc.oneof(
        fc.constantFrom('2026-11-21T00:00:00Z', '0001-01-01', '9999-12-31T23:59:59.999Z'),
        hostileString,
      );
    default: {
      const real = (known[name] ?? []).filter((v): v is string => typeof v === 'string');
      return real.length
        ? fc.oneof(
            { weight: 2, arbitrary: fc.constantFrom(...real) },
            { weight: 3, arbitrary: hostileString },
          )
        : hostileString;
    }
  }
}

/** Variables for one operation: mostly well typed, some of any type, some left out. */
function variablesFor(field: GraphQLField<unknown, unknown>) {
  return (known: TKnown) =>
    fc
      .record(
        Object.fromEntries(
          field.args.map((a) => [
            a.name,
            fc.oneof(
              { weight: 5, arbitrary: wellTyped(a.type, a.name, known) },
              { weight: 2, arbitrary: anyHostile },
              { weight: 1, arbitrary: fc.constant(undefined) },
            ),
          ]),
        ),
      )
      .map((vars) => Object.fromEntries(Object.entries(vars).filter(([, v]) => v !== undefined)));
}

/** Every query and mutation of the schema (subscriptions stream, and are left to their tests). */
export function operationCases(schema: GraphQLSchema): TOperationCase[] {
  const cases: TOperationCase[] = [];
  for (const [kind, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      cases.push({
        kind,
        field: field.name,
        document: documentOf(kind, field),
        variables: variablesFor(field),
      });
    }
  }
  return cases;
}
