import { useMutation } from '@tanstack/react-query';
import { graphql } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../lib/api-client';
import type { TChatMessage, TDraftArtifact } from '../lib/types';
import { RESPONSE_FIELDS, type TConversation, toChatMessage } from './conversations';

const ARTIFACT_FIELDS = graphql(`
  fragment DraftArtifactFields on DraftArtifact {
    artifactId messageId threadId message htmlContent templateId answers
  }
`);

const GET_DRAFT_CONVERSATION = graphql(
  `query GetDraftConversation($mode: ConversationMode, $threadId: String) {
    getDraftConversation(mode: $mode, threadId: $threadId) {
      threadId
      responses { ...AiResponseFields }
      artifacts { ...DraftArtifactFields }
    }
  }`,
  [RESPONSE_FIELDS, ARTIFACT_FIELDS],
);

const UPDATE_DRAFT_ARTIFACT = graphql(
  `mutation UpdateDraftArtifact($threadId: String!, $messageId: String!, $artifactId: String!, $htmlContent: String!) {
    updateDraftArtifact(threadId: $threadId, messageId: $messageId, artifactId: $artifactId, htmlContent: $htmlContent) {
      ...DraftArtifactFields
    }
  }`,
  [ARTIFACT_FIELDS],
);

// The questionnaire's own operations: a document is started from the template, then the
// drafted answers are saved into it, and the questionnaire opens with them.
const START_DRAFT_DOCUMENT = graphql(`
  mutation StartDraftDocument($templateId: String!) { startDocument(templateId: $templateId) { id } }
`);
const SAVE_DRAFT_ANSWERS = graphql(`
  mutation SaveDraftAnswers($documentId: String!, $answers: JSON!) {
    saveDocumentAnswers(documentId: $documentId, answers: $answers) { __typename }
  }
`);

/** A drafting thread, each answer carrying the draft it made. */
export function fetchDraftConversation(opts: { threadId?: string | null }): Promise<TConversation> {
  return graphqlRequest(GET_DRAFT_CONVERSATION, {
    mode: 'LATEST',
    threadId: opts.threadId ?? null,
  }).then((d) => {
    const c = d.getDraftConversation;
    const byMessage = new Map(c.artifacts.map((a) => [a.messageId, a]));
    return {
      threadId: c.threadId ?? null,
      responses: c.responses.map((r): TChatMessage => {
        const message = toChatMessage(r);
        const a = byMessage.get(r.id);
        if (!a) return message;
        const artifact: TDraftArtifact = {
          artifactId: a.artifactId,
          title: a.message,
          templateId: a.templateId,
          htmlContent: a.htmlContent,
          answers: (a.answers ?? {}) as Record<string, unknown>,
          complete: true,
        };
        return { ...message, artifact };
      }),
    };
  });
}

export function useUpdateDraftArtifact() {
  return useMutation({
    mutationFn: (v: {
      threadId: string;
      messageId: string;
      artifactId: string;
      htmlContent: string;
    }) => graphqlRequest(UPDATE_DRAFT_ARTIFACT, v).then((d) => d.updateDraftArtifact),
  });
}

/** Starts the draft's template as one of the customer's documents, with the drafted answers. */
export function useOpenDraftInQuestionnaire() {
  return useMutation({
    mutationFn: async (v: { templateId: string; answers: Record<string, unknown> }) => {
      const started = await graphqlRequest(START_DRAFT_DOCUMENT, { templateId: v.templateId });
      const documentId = started.startDocument.id;
      await graphqlRequest(SAVE_DRAFT_ANSWERS, { documentId, answers: v.answers });
      return documentId;
    },
  });
}
