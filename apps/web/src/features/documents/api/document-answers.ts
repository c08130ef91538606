import { MESSAGES, type TAnswers, type TQuestionnaire, ZQuestionnaire } from '@app/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql, type ResultOf } from '../../../graphql/graphql';
import { answered } from '../../../graphql/wire-types';
import { ApiError, apiRequest, graphqlBody, graphqlRequest } from '../../../lib/api-client';

const GET_MY_DOCUMENT = graphql(`
  query getMyDocument($d: String!) {
    getMyDocument(documentId: $d) {
      id title templateId status progress answers questionnaire documentType updatedAt myRole
    }
  }
`);

const SAVE_DOCUMENT_ANSWERS = graphql(`
  mutation saveDocumentAnswers($d: String!, $a: JSON!) {
    saveDocumentAnswers(documentId: $d, answers: $a) {
      document { id progress status updatedAt }
      missing { path label message }
      invalid { path label message }
    }
  }
`);

const COMPLETE_DOCUMENT = graphql(`
  mutation completeDocument($d: String!) {
    completeDocument(documentId: $d) { id status }
  }
`);

type TRawDocument = NonNullable<ResultOf<typeof GET_MY_DOCUMENT>['getMyDocument']>;

/**
 * One of the customer's documents as the questionnaire screen needs it: the wire's record
 * with its questionnaire parsed by the domain's schema and its answers read as answers.
 * myRole is OWNER or the role it was shared with the viewer as; absent is read as OWNER.
 */
export type TQuestionnaireDocument = Omit<TRawDocument, 'questionnaire' | 'answers'> & {
  questionnaire: TQuestionnaire;
  answers: TAnswers;
};

export type TSaveAnswersResult = ResultOf<typeof SAVE_DOCUMENT_ANSWERS>['saveDocumentAnswers'];
export type TAnswerProblem = TSaveAnswersResult['missing'][number];

export const questionnaireDocumentQueryKey = (documentId: string) =>
  ['documents', 'questionnaire', documentId] as const;

export function questionnaireDocumentQueryOptions(documentId: string) {
  return queryOptions({
    queryKey: questionnaireDocumentQueryKey(documentId),
    queryFn: async (): Promise<TQuestionnaireDocument> => {
      const data = await graphqlRequest(GET_MY_DOCUMENT, { d: documentId });
      const doc = data?.getMyDocument;
      if (!doc) throw new ApiError(404, 'NOT_FOUND', MESSAGES.notFound);
      // The same schema the server checked the template with; it also fills in defaults
      // (required: true, minItems: 0) that the stored JSON may leave out.
      const questionnaire = ZQuestionnaire.safeParse(doc.questionnaire);
      if (!questionnaire.success) throw new ApiError(500, 'BAD_TEMPLATE', MESSAGES.unexpected);
      const answers =
        doc.answers && typeof doc.answers === 'object' && !Array.isArray(doc.answers)
          ? (doc.answers as TAnswers)
          : {};
      return { ...doc, answers, questionnaire: questionnaire.data };
    },
    // The screen keeps its own copy of the answers while open; a cached copy from an
    // earlier visit could be older than what was saved since, so none is kept.
    gcTime: 0,
    staleTime: 0,
    // No access (or no such document) will not change by asking again.
    retry: (failures, error) =>
      !(error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN')) &&
      failures < 2,
  });
}

export function useQuestionnaireDocument(documentId: string) {
  return useQuery(questionnaireDocumentQueryOptions(documentId));
}

export function saveDocumentAnswers(documentId: string, answers: TAnswers) {
  return graphqlRequest(SAVE_DOCUMENT_ANSWERS, { d: documentId, a: answers }).then((data) =>
    answered(data.saveDocumentAnswers),
  );
}

// Browsers cap keepalive bodies at 64 KB; bigger answers rely on the last regular save.
const KEEPALIVE_LIMIT = 60_000;

/** Best effort as the page goes away: the request may outlive the page, its answer is not read. */
export function sendAnswersOnLeave(documentId: string, answers: TAnswers): void {
  const body = graphqlBody(SAVE_DOCUMENT_ANSWERS, { d: documentId, a: answers });
  if (JSON.stringify(body).length > KEEPALIVE_LIMIT) return;
  apiRequest('/graphql', { method: 'POST', body, keepalive: true }).catch(() => undefined);
}

export function useCompleteDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) =>
      graphqlRequest(COMPLETE_DOCUMENT, { d: documentId }).then((data) => data.completeDocument),
    onSuccess: () => client.invalidateQueries({ queryKey: ['documents'] }),
  });
}
