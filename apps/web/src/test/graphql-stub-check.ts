import {
  buildSchema,
  defaultFieldResolver,
  execute,
  type GraphQLError,
  type GraphQLObjectType,
  type GraphQLSchema,
  parse,
  validate,
} from 'graphql';
import sdl from '../graphql/schema.graphql?raw';

// Every GraphQL request a web test answers with a stub is checked against the server's
// schema (the committed schema.graphql, kept current by `npm run schema`): the document
// must be valid, and the stubbed data must be an answer the server could give to it.

let schema: GraphQLSchema | undefined;
const theSchema = () => {
  schema ??= buildSchema(sdl);
  return schema;
};

type TExchange = {
  query?: unknown;
  variables?: unknown;
  /** The stubbed body: `{ data, errors }`. */
  answer: unknown;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type TPath = { prev: TPath | undefined; key: string | number };
const pathToArray = (path: TPath | undefined): (string | number)[] =>
  path ? [...pathToArray(path.prev), path.key] : [];

const describeErrors = (errors: readonly GraphQLError[]) =>
  errors.map((e) => (e.path ? `${e.path.join('.')}: ${e.message}` : e.message));

/** What is wrong with one stubbed exchange; empty when the server could have answered so. */
export function checkGraphqlExchange(exchange: TExchange): string[] {
  if (typeof exchange.query !== 'string') return ['the request has no query'];
  let document: ReturnType<typeof parse>;
  try {
    document = parse(exchange.query);
  } catch (error) {
    return [`the query does not parse: ${(error as Error).message}`];
  }
  const invalid = validate(theSchema(), document);
  if (invalid.length > 0) return describeErrors(invalid).map((m) => `query: ${m}`);
  const data = isRecord(exchange.answer) ? exchange.answer.data : undefined;
  // A refusal (data null, errors given) is not checked against the query.
  if (!isRecord(data)) return [];
  // Each record of the stub is seen as the source of the fields read from it, with its type.
  const records = new Map<object, { type: GraphQLObjectType; path: string }>();
  const result = execute({
    schema: theSchema(),
    document,
    rootValue: data,
    variableValues: isRecord(exchange.variables) ? exchange.variables : undefined,
    fieldResolver: (source, args, context, info) => {
      if (isRecord(source) && !records.has(source)) {
        const path = pathToArray(info.path).slice(0, -1).join('.');
        records.set(source, { type: info.parentType, path: path || 'data' });
      }
      return defaultFieldResolver(source, args, context, info);
    },
  });
  if ('then' in result) return ['the stub answers with a promise; answer with plain data'];
  const problems = describeErrors(result.errors ?? []).map((m) => `stub: ${m}`);
  // A field the type does not have is a misspelt or renamed one: execution alone skips it.
  for (const [record, { type, path }] of records) {
    const fields = type.getFields();
    for (const key of Object.keys(record)) {
      if (key !== '__typename' && !(key in fields)) {
        problems.push(`stub: ${path}.${key}: ${type.name} has no field "${key}"`);
      }
    }
  }
  return problems;
}
