import type { DocumentNode, GraphQLError, GraphQLSchema, OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { AppError } from '../errors.js';
import { inputRefusal } from '../http/input-problems.js';
import { graphqlJs } from './graphql-js.js';
import { literalTextProblems, literalTypeProblems } from './literal-problems.js';
import { type TFieldProblems, variableProblems } from './variable-problems.js';

const { getOperationAST } = graphqlJs;

/** An AppError as the GraphQL error a client sees: its user message, code and fields. */
export function appErrorToGraphql(error: AppError): GraphQLError {
  return new graphqlJs.GraphQLError(error.userMessage, {
    extensions: { code: error.code, ...(error.fields ? { fields: error.fields } : {}) },
  });
}

const badInput = (problems: TFieldProblems) => appErrorToGraphql(inputRefusal(problems));

function requestProblems(args: {
  schema: GraphQLSchema;
  document: DocumentNode;
  operationName?: string | null;
  variableValues?: Record<string, unknown> | null;
}): TFieldProblems | undefined {
  const operation: OperationDefinitionNode | null | undefined = getOperationAST(
    args.document,
    args.operationName,
  );
  return (
    literalTextProblems(args.document) ??
    (operation ? variableProblems(args.schema, operation, args.variableValues) : undefined)
  );
}

/**
 * GraphQL's edge: variables that do not fit their declared types, literals of the wrong
 * type, and strings that cannot be stored are answered with one BAD_INPUT error naming the
 * fields, before any resolver runs. Without it graphql-js reports these as errors that the
 * masking step cannot tell from a failing resolver.
 */
export function useInputCheck(): Plugin {
  return {
    onValidate({ params }) {
      return ({ valid, result, setResult }) => {
        if (valid) return;
        const errors = result as readonly GraphQLError[];
        const named = literalTypeProblems(params.schema, params.documentAST, errors);
        if (named) setResult([badInput(named.problems), ...named.rest]);
      };
    },
    onExecute({ args, setResultAndStopExecution }) {
      const problems = requestProblems(args);
      if (problems) setResultAndStopExecution({ errors: [badInput(problems)] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const problems = requestProblems(args);
      if (problems) setResultAndStopExecution({ errors: [badInput(problems)] });
    },
  };
}
