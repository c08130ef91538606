import type { FastifyReply, FastifyRequest } from 'fastify';
import type {
  DocumentNode,
  ExecutionResult,
  GraphQLSchema,
  OperationDefinitionNode,
} from 'graphql';
import { type FetchAPI, type Plugin, processRegularResult } from 'graphql-yoga';
import type { TDeps } from '../deps.js';
import { acceptedJsonMediaType, type TJsonMediaType } from './accepted-media.js';
import { answerKey, type TAnswerCache } from './answer-cache.js';
import { createDocumentCache } from './document-cache.js';
import { graphqlJs } from './graphql-js.js';
import { literalTextProblems } from './literal-problems.js';
import type { TMaskError } from './mask-error.js';
import { variableProblems } from './variable-problems.js';

// Distinct query texts kept: the web app sends a few dozen; room for other clients.
const DOCUMENTS_KEPT = 500;
// The same text Yoga passes its error masking for errors it does not know.
const UNEXPECTED = 'Unexpected error.';
const PARAMS = new Set(['query', 'operationName', 'variables']);

type TPlan = {
  document: DocumentNode;
  operation: OperationDefinitionNode;
  params: { query: string; operationName?: string | null; variables?: Record<string, unknown> };
  mediaType: TJsonMediaType;
};

/**
 * Ordinary POST /graphql queries and mutations answered straight from Fastify's parsed body,
 * without Yoga's Fetch Request/Response round trip and plugin chain: about a third of a hot
 * read's cost. Only query texts Yoga itself has parsed and validated are taken (so armor's
 * limits and the input check have passed on that exact text); everything else (first sight
 * of a text, GET, multipart, subscriptions, streams, extensions, variables the input check
 * refuses) is left to Yoga, which answers it as it always did.
 */
export function createFastPath(opts: {
  schema: GraphQLSchema;
  deps: TDeps;
  maskError: TMaskError;
  fetchAPI: () => FetchAPI;
  /** Finished answers of marked queries, when the server keeps them (see answer-cache.ts). */
  answers?: TAnswerCache;
}) {
  const documents = createDocumentCache(DOCUMENTS_KEPT);
  const stats = { answered: 0 };

  /** Yoga's plugin that keeps each text it validated, for the next time it is sent. */
  const rememberValidated: Plugin<{ params?: { query?: unknown } }> = {
    onValidate({ params, context }) {
      return ({ valid }) => {
        const query = context.params?.query;
        if (!valid || typeof query !== 'string' || documents.get(query)) return;
        // A literal the input check refuses is refused on every request: leave it to Yoga.
        if (literalTextProblems(params.documentAST)) return;
        documents.set(query, params.documentAST);
      };
    },
  };

  function plan(req: FastifyRequest): TPlan | undefined {
    if (req.method !== 'POST' || !isJson(req.headers['content-type'])) return;
    const body = req.body as Record<string, unknown> | null;
    if (!isPlainObject(body) || typeof body.query !== 'string') return;
    for (const key in body) if (!PARAMS.has(key) && body[key] != null) return;
    const { operationName, variables } = body;
    if (operationName != null && typeof operationName !== 'string') return;
    if (variables != null && !isPlainObject(variables)) return;
    const document = documents.get(body.query);
    if (!document) return;
    const operation = graphqlJs.getOperationAST(document, operationName);
    if (!operation || operation.operation === 'subscription') return;
    if (variableProblems(opts.schema, operation, variables)) return;
    const mediaType = acceptedJsonMediaType(req.headers.accept);
    if (!mediaType) return;
    return { document, operation, mediaType, params: body as TPlan['params'] };
  }

  async function answer(p: TPlan, req: FastifyRequest, reply: FastifyReply) {
    stats.answered++;
    const contentType = `${p.mediaType}; charset=utf-8`;
    const answers = opts.answers;
    const key =
      answers && req.viewer && answers.cacheable(p.operation)
        ? answerKey({ sessionId: req.viewer.sessionId, mediaType: p.mediaType, ...p.params })
        : undefined;
    const looked = key ? await answers?.look(key) : undefined;
    if (looked?.kept !== undefined) {
      return reply.status(200).header('content-type', contentType).send(looked.kept);
    }
    const began = looked?.began;
    let result: ExecutionResult;
    try {
      result = await graphqlJs.execute({
        schema: opts.schema,
        document: p.document,
        operationName: p.params.operationName,
        variableValues: p.params.variables,
        // As Yoga builds it: its request parts, then the app's own context.
        contextValue: {
          params: p.params,
          req,
          reply,
          deps: opts.deps,
          viewer: req.viewer,
          ip: req.ip,
        },
      });
    } catch (error) {
      result = { errors: [opts.maskError(error, UNEXPECTED)] };
    }
    if (!result.errors?.length) {
      const body = JSON.stringify(result);
      if (key && began) answers?.store(key, body, began);
      return reply.status(200).header('content-type', contentType).send(body);
    }
    // Errors are rare on hot reads: Yoga's own serialiser decides their status and shape.
    const masked = { ...result, errors: result.errors.map((e) => opts.maskError(e, UNEXPECTED)) };
    const response = processRegularResult(masked, opts.fetchAPI(), p.mediaType);
    response.headers.forEach((value, key) => {
      reply.header(key, value);
    });
    return reply.status(response.status).send(Buffer.from(await response.arrayBuffer()));
  }

  return { rememberValidated, plan, answer, stats, documents, answers: opts.answers };
}

export type TFastPath = ReturnType<typeof createFastPath>;

/** Yoga's test for a JSON body: the first type named, exactly, parameters allowed. */
function isJson(contentType: string | undefined): boolean {
  const first = contentType?.split(',')[0];
  return first === 'application/json' || !!first?.startsWith('application/json;');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
