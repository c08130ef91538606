import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, GET_HISTORY, RESPONSE_FIELDS } from '../../test-support/assistant-kit.js';
import { addCard, buy } from '../../test-support/billing-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { AI_MESSAGES } from './messages.js';

const ARTIFACT_FIELDS = 'artifactId messageId threadId message htmlContent templateId answers';
const GET_DRAFTS = `query($mode: ConversationMode, $threadId: String, $contextId: String) {
  getDraftConversation(mode: $mode, threadId: $threadId, contextId: $contextId) {
    threadId responses { ${RESPONSE_FIELDS} } artifacts { ${ARTIFACT_FIELDS} }
  }
}`;
const UPDATE = `mutation($threadId: String!, $messageId: String!, $artifactId: String!, $htmlContent: String!) {
  updateDraftArtifact(threadId: $threadId, messageId: $messageId, artifactId: $artifactId, htmlContent: $htmlContent) {
    ${ARTIFACT_FIELDS}
  }
}`;
const START = 'mutation($templateId: String!) { startDocument(templateId: $templateId) { id } }';
const SAVE = `mutation($documentId: String!, $answers: JSON!) {
  saveDocumentAnswers(documentId: $documentId, answers: $answers) { __typename }
}`;

const NDA_REQUEST =
  'Please draft a mutual NDA between Harbour Fresh Foods Pty Ltd (ABN 11 123 456 780) and ' +
  'Coastline Kitchen Equipment Pty Ltd (ABN 12 345 678 901).';

describe('drafting in the assistant', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('streams the search, a note, the draft artifact and its footnote, in that order', async () => {
    const { token } = await signUpCustomer(t.api);
    const first = await ask(t, token, { message: NDA_REQUEST, mode: 'draft' });
    const threadId = first.events[0]!.threadId;
    const firstEnd = first.events.find((e) => e.type === 'draft_artifact_end')!;
    expect(firstEnd.answers.governingLaw).toBeUndefined();
    // A follow-up redrafts from the whole conversation.
    const res = await ask(t, token, {
      message: 'Make it under Queensland law please.',
      mode: 'draft',
      threadId,
    });
    expect(res.status).toBe(200);
    const types = res.events.map((e) => e.type);
    expect(types.slice(0, 3)).toEqual(['search_streaming', 'tool_call', 'tool_stream']);
    const start = types.indexOf('draft_artifact_start');
    const end = types.indexOf('draft_artifact_end');
    expect(types.indexOf('content')).toBeLessThan(start);
    expect(types.slice(start + 1, end).every((type) => type === 'draft_artifact_content')).toBe(
      true,
    );
    expect(types.slice(end + 1)).toEqual([
      'draft_footnote_start',
      'draft_footnote_content',
      'draft_footnote_end',
    ]);
    const ended = res.events[end]!;
    expect(ended.templateId).toBe('mutual-non-disclosure-agreement');
    // The pieces streamed make up the whole draft.
    const pieces = res.events
      .filter((e) => e.type === 'draft_artifact_content')
      .map((e) => e.htmlContent)
      .join('');
    expect(pieces).toBe(ended.htmlContent);
    expect(ended.htmlContent).toContain('Harbour Fresh Foods Pty Ltd');
    // Earlier turns of the thread count: the parties came from the first message.
    expect(ended.answers.governingLaw).toBe('QLD');
    expect(ended.answers.parties[0].abn).toBe('11 123 456 780');
    expect(ended.answers.parties[1].abn).toBeUndefined();
    const footnote = res.events.find((e) => e.type === 'draft_footnote_content')!.content;
    expect(footnote).toContain('12 345 678 901 is not a valid ABN');

    const saved = await t.api.graphql(GET_DRAFTS, { mode: 'LATEST' }, token);
    const conversation = saved.body.data.getDraftConversation;
    expect(conversation.threadId).toBe(threadId);
    expect(conversation.responses.map((r: { entity: string }) => r.entity)).toEqual([
      'USER',
      'AI',
      'USER',
      'AI',
    ]);
    expect(conversation.responses[3].message).toContain(footnote);
    expect(conversation.artifacts).toEqual([
      expect.objectContaining({ artifactId: firstEnd.artifactId }),
      expect.objectContaining({
        artifactId: ended.artifactId,
        messageId: res.events[0]!.messageId,
        threadId,
        message: 'Mutual Non-Disclosure Agreement',
        htmlContent: ended.htmlContent,
        answers: ended.answers,
      }),
    ]);
    const history = await t.api.graphql(GET_HISTORY, {}, token);
    expect(history.body.data.getConversationHistory[0]).toMatchObject({ threadId, mode: 'draft' });

    // The questionnaire takes the answers as they are: a document starts with them filled.
    const started = await t.api.graphql(START, { templateId: ended.templateId }, token);
    const documentId = started.body.data.startDocument.id;
    const filled = await t.api.graphql(SAVE, { documentId, answers: ended.answers }, token);
    expect(filled.body.errors).toBeUndefined();
  });

  it('answers plainly, with no artifact, when no template fits', async () => {
    const { token } = await signUpCustomer(t.api);
    const res = await ask(t, token, { message: 'Write me a poem about bread', mode: 'draft' });
    expect(res.events.some((e) => e.type?.startsWith('draft_artifact'))).toBe(false);
    const text = res.events
      .filter((e) => e.type === 'content')
      .map((e) => e.content)
      .join('');
    expect(text).toContain(AI_MESSAGES.draftNotMatched);
  });

  it('lets a customer with the assistant in their plan edit a draft, kept sanitised', async () => {
    const { token } = await signUpCustomer(t.api);
    const { paymentMethodId } = await addCard(t, token);
    const bought = await buy(t, token, { handle: 'standard-annual-plan-current', paymentMethodId });
    expect(bought.body.errors).toBeUndefined();
    const res = await ask(t, token, { message: NDA_REQUEST, mode: 'draft' });
    const ended = res.events.find((e) => e.type === 'draft_artifact_end')!;
    const ids = {
      threadId: ended.threadId,
      messageId: ended.messageId,
      artifactId: ended.artifactId,
    };
    const edited = await t.api.graphql(
      UPDATE,
      { ...ids, htmlContent: '<p onclick="steal()">Edited <script>x()</script><b>terms</b></p>' },
      token,
    );
    expect(edited.body.errors).toBeUndefined();
    expect(edited.body.data.updateDraftArtifact.htmlContent).toBe('<p>Edited <b>terms</b></p>');
    const saved = await t.api.graphql(GET_DRAFTS, { threadId: ids.threadId }, token);
    expect(saved.body.data.getDraftConversation.artifacts[0].htmlContent).toBe(
      '<p>Edited <b>terms</b></p>',
    );
    const empty = await t.api.graphql(UPDATE, { ...ids, htmlContent: '<p> </p>' }, token);
    expect(empty.body.errors?.[0]?.message).toBe(AI_MESSAGES.emptyDraft);
  });

  it('tells a customer without the plan to upgrade, and keeps the draft as it was', async () => {
    const { token } = await signUpCustomer(t.api);
    const res = await ask(t, token, { message: NDA_REQUEST, mode: 'draft' });
    const ended = res.events.find((e) => e.type === 'draft_artifact_end')!;
    const refused = await t.api.graphql(
      UPDATE,
      {
        threadId: ended.threadId,
        messageId: ended.messageId,
        artifactId: ended.artifactId,
        htmlContent: '<p>Mine now</p>',
      },
      token,
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.body.errors?.[0]?.message).toBe(AI_MESSAGES.draftEditNeedsPlan);
    const saved = await t.api.graphql(GET_DRAFTS, { mode: 'LATEST' }, token);
    expect(saved.body.data.getDraftConversation.artifacts[0].htmlContent).toBe(ended.htmlContent);
  });

  it('refuses another customer’s draft thread and draft', async () => {
    const owner = await signUpCustomer(t.api);
    const res = await ask(t, owner.token, { message: NDA_REQUEST, mode: 'draft' });
    const ended = res.events.find((e) => e.type === 'draft_artifact_end')!;
    const other = await signUpCustomer(t.api);
    const { paymentMethodId } = await addCard(t, other.token);
    await buy(t, other.token, { handle: 'standard-annual-plan-current', paymentMethodId });

    const read = await t.api.graphql(GET_DRAFTS, { threadId: ended.threadId }, other.token);
    expect(read.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const write = await t.api.graphql(
      UPDATE,
      {
        threadId: ended.threadId,
        messageId: ended.messageId,
        artifactId: ended.artifactId,
        htmlContent: '<p>Taken over</p>',
      },
      other.token,
    );
    expect(write.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const into = await ask(t, other.token, {
      message: NDA_REQUEST,
      mode: 'draft',
      threadId: ended.threadId,
    });
    expect(into.status).toBe(404);
    // The other customer's own drafts are empty; the owner's draft is untouched.
    const theirs = await t.api.graphql(GET_DRAFTS, { mode: 'LATEST' }, other.token);
    expect(theirs.body.data.getDraftConversation).toEqual({
      threadId: null,
      responses: [],
      artifacts: [],
    });
    const mine = await t.api.graphql(GET_DRAFTS, { threadId: ended.threadId }, owner.token);
    expect(mine.body.data.getDraftConversation.artifacts[0].htmlContent).toBe(ended.htmlContent);
  });
});
