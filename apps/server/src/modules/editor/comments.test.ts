import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishNda, gqlAs } from '../../test-support/documents-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../test-support/test-app.js';
import { EDITOR_MESSAGES } from './messages.js';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const THREAD = 'id status quote anchorFrom anchorTo comments { body authorName }';
const add = (token: string, vars: Record<string, unknown>) =>
  gqlAs(
    t,
    token,
    `mutation($d: ID!, $b: String!, $th: ID, $a: CommentAnchorInput) {
      addDocumentComment(documentId: $d, body: $b, threadId: $th, anchor: $a) { ${THREAD} } }`,
    vars,
  );
const setStatus = (token: string, d: string, th: string, s: string) =>
  gqlAs(
    t,
    token,
    `mutation($d: ID!, $th: ID!, $s: CommentStatus!) {
      setCommentThreadStatus(documentId: $d, threadId: $th, status: $s) { ${THREAD} } }`,
    { d, th, s },
  );
const list = (token: string, d: string) =>
  gqlAs(t, token, `query($d: ID!) { documentComments(documentId: $d) { ${THREAD} } }`, { d });

describe('comment threads', () => {
  it('starts a thread on words, takes replies, and resolves it', async () => {
    const { token } = await signUpCustomer(t.api);
    const id = await finishNda(t, token);
    const anchor = { from: 120, to: 141, quote: 'strictly confidential' };
    const started = await add(token, { d: id, b: 'Too strong?', a: anchor });
    expect(started.errors).toBeUndefined();
    const thread = started.data.addDocumentComment;
    expect(thread).toMatchObject({
      status: 'ACTIVE',
      quote: 'strictly confidential',
      anchorFrom: 120,
      anchorTo: 141,
    });
    const replied = await add(token, { d: id, b: 'Keep it.', th: thread.id });
    expect(replied.data.addDocumentComment.comments.map((c: { body: string }) => c.body)).toEqual([
      'Too strong?',
      'Keep it.',
    ]);
    const resolved = await setStatus(token, id, thread.id, 'RESOLVED');
    expect(resolved.data.setCommentThreadStatus.status).toBe('RESOLVED');
    const closed = await add(token, { d: id, b: 'One more', th: thread.id });
    expect(closed.errors?.[0]?.message).toBe(EDITOR_MESSAGES.threadClosed);
    const threads = (await list(token, id)).data.documentComments;
    expect(threads).toHaveLength(1);
    expect(threads[0].comments).toHaveLength(2);
    expect(threads[0].comments[0].authorName).toBeTruthy();
  });

  it('asks for the words a new thread is about and refuses an empty comment', async () => {
    const { token } = await signUpCustomer(t.api);
    const id = await finishNda(t, token);
    const noAnchor = await add(token, { d: id, b: 'Hello' });
    expect(JSON.stringify(noAnchor.errors)).toContain(EDITOR_MESSAGES.anchorRequired);
    const empty = await add(token, { d: id, b: '  ', a: { from: 1, to: 5, quote: 'This' } });
    expect(JSON.stringify(empty.errors)).toContain(EDITOR_MESSAGES.commentRequired);
  });

  it('refuses another user’s document and a thread of another document', async () => {
    const owner = await signUpCustomer(t.api);
    const stranger = await signUpCustomer(t.api);
    const id = await finishNda(t, owner.token);
    const other = await finishNda(t, owner.token);
    const anchor = { from: 1, to: 5, quote: 'This' };
    const thread = (await add(owner.token, { d: other, b: 'Mine', a: anchor })).data
      .addDocumentComment;
    for (const res of [
      await list(stranger.token, id),
      await add(stranger.token, { d: id, b: 'Hi', a: anchor }),
      await setStatus(stranger.token, other, thread.id, 'RESOLVED'),
    ]) {
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const cross = await add(owner.token, { d: id, b: 'Reply', th: thread.id });
    expect(cross.errors?.[0]?.message).toBe(EDITOR_MESSAGES.threadNotFound);
  });
});
