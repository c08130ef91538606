import type { ASTNode, DocumentNode, GraphQLError, GraphQLInputType, GraphQLSchema } from 'graphql';
import { textProblem } from '../http/input-problems.js';
import { graphqlJs } from './graphql-js.js';
import { type TFieldProblems, typeProblem } from './variable-problems.js';

// Values written into the query text itself (literals) rather than sent as variables.

const {
  getNamedType,
  isInputObjectType,
  isNonNullType,
  isRequiredInputField,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} = graphqlJs;

const VALUE_KINDS = new Set<string>([
  Kind.INT,
  Kind.FLOAT,
  Kind.STRING,
  Kind.BOOLEAN,
  Kind.NULL,
  Kind.ENUM,
  Kind.LIST,
  Kind.OBJECT,
]);

/** The dotted name of a literal: its argument (or variable default) and object fields. */
function literalName(
  node: ASTNode,
  parent: ASTNode | readonly ASTNode[] | undefined,
  ancestors: readonly (ASTNode | readonly ASTNode[])[],
) {
  const names: string[] = [];
  // graphql-js passes the parent apart from the other ancestors.
  for (const a of [...ancestors, parent, node]) {
    if (!a || Array.isArray(a)) continue;
    const n = a as ASTNode;
    if (n.kind === Kind.ARGUMENT || n.kind === Kind.OBJECT_FIELD) names.push(n.name.value);
    if (n.kind === Kind.VARIABLE_DEFINITION) names.push(n.variable.name.value);
  }
  return names.join('.') || 'query';
}

const textCache = new WeakMap<DocumentNode, TFieldProblems | null>();

/** Literal strings that cannot be stored (NUL, unpaired surrogates); cached per document. */
export function literalTextProblems(document: DocumentNode): TFieldProblems | undefined {
  const cached = textCache.get(document);
  if (cached !== undefined) return cached ?? undefined;
  let found: TFieldProblems | null = null;
  visit(document, {
    StringValue(node, _key, parent, _path, ancestors) {
      const problem = textProblem(node.value);
      if (problem && !found) found = { [literalName(node, parent, ancestors)]: problem };
    },
  });
  textCache.set(document, found);
  return found ?? undefined;
}

/** Why a literal does not fit the type expected where it stands. */
function literalProblem(node: ASTNode, type: GraphQLInputType | null | undefined, name: string) {
  if (!type) return { [name]: 'is not valid here' };
  if (node.kind === Kind.NULL && isNonNullType(type)) return { [name]: 'is required' };
  const named = getNamedType(type);
  if (node.kind === Kind.OBJECT && isInputObjectType(named)) {
    const given = new Set(node.fields.map((f) => f.name.value));
    const missing = Object.values(named.getFields()).filter(
      (f) => isRequiredInputField(f) && !given.has(f.name),
    );
    if (missing.length) {
      return Object.fromEntries(missing.map((f) => [`${name}.${f.name}`, 'is required']));
    }
  }
  return { [name]: typeProblem(named) };
}

/**
 * Validation errors about literal values, named: each error whose node is a literal (or an
 * object field of one) becomes a field problem; other validation errors are left alone.
 */
export function literalTypeProblems(
  schema: GraphQLSchema,
  document: DocumentNode,
  errors: readonly GraphQLError[],
): { problems: TFieldProblems; rest: GraphQLError[] } | undefined {
  const byNode = new Map<ASTNode, GraphQLError>();
  for (const error of errors) {
    const node = error.nodes?.[0];
    if (node && (VALUE_KINDS.has(node.kind) || node.kind === Kind.OBJECT_FIELD)) {
      byNode.set(node, error);
    }
  }
  if (!byNode.size) return undefined;
  const problems: TFieldProblems = {};
  const named = new Set<GraphQLError>();
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      enter(node, _key, parent, _path, ancestors) {
        const error = byNode.get(node);
        if (!error) return;
        const name = literalName(node, parent, ancestors);
        Object.assign(
          problems,
          node.kind === Kind.OBJECT_FIELD
            ? { [name]: 'is not an accepted field' }
            : literalProblem(node, typeInfo.getInputType(), name),
        );
        named.add(error);
      },
    }),
  );
  if (!named.size) return undefined;
  return { problems, rest: errors.filter((e) => !named.has(e)) };
}
