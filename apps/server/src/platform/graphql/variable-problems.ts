import type {
  GraphQLInputType,
  GraphQLNamedInputType,
  GraphQLSchema,
  OperationDefinitionNode,
} from 'graphql';
import { fieldName, findInputProblem, type TInputPath } from '../http/input-problems.js';
import { graphqlJs } from './graphql-js.js';

const {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isRequiredInputField,
  typeFromAST,
} = graphqlJs;

// Checks a request's variables against the types its operation declares, the way GraphQL
// coerces them, but naming each value at fault by its path (input.field.0) with a message
// a person can act on. Runs before execution, so a refused request runs no resolver.

export type TFieldProblems = Record<string, string>;

const MAX_PROBLEMS = 10;

const SCALAR_PROBLEMS: Record<string, string> = {
  String: 'must be text',
  ID: 'must be text or a whole number',
  Int: 'must be a whole number from -2147483648 to 2147483647',
  Float: 'must be a finite number',
  Boolean: 'must be true or false',
};

/** What a value of this named input type must be, in words. */
export function typeProblem(type: GraphQLNamedInputType, thrown?: unknown): string {
  if (isEnumType(type)) {
    const values = type.getValues().map((v) => v.name);
    return `must be one of ${values.slice(0, 12).join(', ')}${values.length > 12 ? ', …' : ''}`;
  }
  if (isInputObjectType(type)) return 'must be an object';
  const builtIn = SCALAR_PROBLEMS[type.name];
  if (builtIn) return builtIn;
  // Custom scalars say what they expect in the error they throw (see builder.ts).
  const said = thrown instanceof Error ? thrown.message : '';
  return said && said.length <= 120 ? said : `must be a valid ${type.name}`;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

type TReport = (path: TInputPath, message: string) => void;

function checkLeaf(value: unknown, type: GraphQLNamedInputType, path: TInputPath, report: TReport) {
  if (isInputObjectType(type)) return checkObject(value, type, path, report);
  let parsed: unknown;
  try {
    parsed = (type as { parseValue(v: unknown): unknown }).parseValue(value);
  } catch (thrown) {
    return report(path, typeProblem(type, thrown));
  }
  if (parsed === undefined) report(path, typeProblem(type));
}

function checkObject(
  value: unknown,
  type: GraphQLNamedInputType,
  path: TInputPath,
  report: TReport,
) {
  if (!isInputObjectType(type)) return;
  if (!isObject(value)) return report(path, 'must be an object');
  const fields = type.getFields();
  for (const key of Object.keys(value)) {
    if (!Object.hasOwn(fields, key)) report([...path, key], `is not a field of ${type.name}`);
  }
  for (const field of Object.values(fields)) {
    const fieldValue = value[field.name];
    if (fieldValue === undefined) {
      if (isRequiredInputField(field)) report([...path, field.name], 'is required');
      continue;
    }
    checkValue(fieldValue, field.type, [...path, field.name], report);
  }
}

function checkValue(value: unknown, type: GraphQLInputType, path: TInputPath, report: TReport) {
  if (isNonNullType(type)) {
    if (value === null || value === undefined) return report(path, 'is required');
    return checkValue(value, type.ofType, path, report);
  }
  if (value === null || value === undefined) return;
  if (isListType(type)) {
    // GraphQL accepts one item where a list is expected, as a list of one.
    if (!Array.isArray(value)) return checkValue(value, type.ofType, path, report);
    value.forEach((item, i) => {
      checkValue(item, type.ofType, [...path, i], report);
    });
    return;
  }
  checkLeaf(value, getNamedType(type), path, report);
}

/** Every problem with the variables this operation declares, keyed by dotted path. */
export function variableProblems(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | null | undefined,
): TFieldProblems | undefined {
  const problems: TFieldProblems = {};
  let count = 0;
  const report: TReport = (path, message) => {
    const key = fieldName(path);
    if (count < MAX_PROBLEMS && !(key in problems)) {
      problems[key] = message;
      count += 1;
    }
  };
  const given = isObject(variables) ? variables : {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (!type) continue; // an unknown type is a validation error, reported before this runs
    if (!Object.hasOwn(given, name)) {
      if (isNonNullType(type) && !definition.defaultValue) report([name], 'is required');
      continue;
    }
    // Depth, prototype keys and unstorable text first: the walk below follows the type,
    // but a JSON scalar holds whatever the client sent.
    const hostile = findInputProblem(given[name], [name]);
    if (hostile) {
      report(hostile.path, hostile.message);
      continue;
    }
    checkValue(given[name], type, [name], report);
  }
  return count ? problems : undefined;
}
