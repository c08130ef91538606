import { MESSAGES } from '@app/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CUSTOMER, renderApp } from '../../../test/render-app';
import { userSubscriptionsData } from '../../billing/api/user-subscriptions-fixture';
import { EMPTY_CONVERSATION, json, streamResponse } from '../test/assistant-test-kit';

const ids = { threadId: 't-7', messageId: 'm-8' };
const DRAFT_HTML =
  '<article><h2>Mutual Non-Disclosure Agreement</h2><p>Between <strong>Acme Pty Ltd</strong> and Beta Pty Ltd.</p><p>Dated <mark data-gap="true">[Date of the agreement]</mark>.</p></article>';
const ANSWERS = { parties: [{ name: 'Acme Pty Ltd' }, { name: 'Beta Pty Ltd' }] };
const artifact = { artifactId: 'a-1', templateId: 'mutual-non-disclosure-agreement' };
const title = 'Mutual Non-Disclosure Agreement';

// A draft streamed as the server sends it: its HTML split over two pieces, an unsafe bit
// inside to prove the browser sanitises what it shows.
const DRAFT_EVENTS = [
  { type: 'search_streaming', query: 'draft an NDA', ...ids },
  { type: 'tool_call', name: 'template_search', arguments: {}, ...ids },
  { type: 'content', content: 'Here is a first draft of your NDA.', ...ids },
  { type: 'draft_artifact_start', ...artifact, title, ...ids },
  {
    type: 'draft_artifact_content',
    artifactId: 'a-1',
    htmlContent: DRAFT_HTML.slice(0, 60),
    ...ids,
  },
  { type: 'draft_artifact_content', artifactId: 'a-1', htmlContent: DRAFT_HTML.slice(60), ...ids },
  {
    type: 'draft_artifact_end',
    ...artifact,
    title,
    htmlContent: `${DRAFT_HTML}<img src="x" onerror="alert(1)"><script>alert(2)</script>`,
    answers: ANSWERS,
    ...ids,
  },
  { type: 'draft_footnote_start', ...ids },
  { type: 'draft_footnote_content', content: 'Filled from our conversation: Parties.', ...ids },
  { type: 'draft_footnote_end', ...ids },
];

const DRAFTS_EMPTY = {
  ...EMPTY_CONVERSATION,
  GetDraftConversation: { getDraftConversation: { threadId: null, responses: [], artifacts: [] } },
};
const withPlan = (canUseAI: boolean) => {
  const data = userSubscriptionsData();
  return {
    getUserSubscriptions: { ...data, activeSubscription: { ...data.activeSubscription, canUseAI } },
  };
};

async function draftAnNda() {
  fireEvent.change(await screen.findByRole('textbox', { name: 'What should I draft?' }), {
    target: { value: 'Draft an NDA between Acme Pty Ltd and Beta Pty Ltd' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Draft' }));
  const card = await screen.findByTestId('ai-draft');
  await waitFor(() =>
    expect(within(card).getByRole('button', { name: 'Open in questionnaire' })).toBeTruthy(),
  );
  return card;
}

const queryBodies = (calls: { url: string; body: unknown }[], field: string) =>
  calls
    .filter((c) => String((c.body as { query?: string })?.query).includes(`${field}(`))
    .map((c) => (c.body as { variables: unknown }).variables);

describe('drafting with the assistant', () => {
  it('streams a draft card, sanitised, and opens it in the questionnaire with its answers', async () => {
    const app = renderApp('/ai?mode=draft', {
      graphql: {
        ...DRAFTS_EMPTY,
        StartDraftDocument: { startDocument: { id: 'doc-5' } },
        SaveDraftAnswers: { saveDocumentAnswers: { __typename: 'SaveResult' } },
      },
      routes: { 'POST /ai/stream': () => streamResponse(DRAFT_EVENTS) },
    });
    const { calls } = app;
    const card = await draftAnNda();
    expect(within(card).getByRole('heading', { level: 3, name: title })).toBeTruthy();
    const body = within(card).getByTestId('ai-draft-body');
    expect(body.textContent).toContain('Between Acme Pty Ltd and Beta Pty Ltd.');
    expect(body.querySelector('mark[data-gap="true"]')?.textContent).toBe(
      '[Date of the agreement]',
    );
    expect(body.querySelector('img, script, [onerror]')).toBeNull();
    expect(screen.getByTestId('ai-footnote').textContent).toBe(
      'Filled from our conversation: Parties.',
    );
    expect(
      calls.filter((c) => c.url === '/ai/stream').map((c) => (c.body as { mode: string }).mode),
    ).toEqual(['draft']);

    fireEvent.click(within(card).getByRole('button', { name: 'Open in questionnaire' }));
    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe('/documents/questionnaire/doc-5'),
    );
    expect(queryBodies(calls, 'startDocument')).toEqual([{ templateId: artifact.templateId }]);
    expect(queryBodies(calls, 'saveDocumentAnswers')).toEqual([
      { documentId: 'doc-5', answers: ANSWERS },
    ]);
  });

  it('shows a customer without the assistant in their plan the way to one instead of editing', async () => {
    const { calls } = renderApp('/ai?mode=draft', {
      graphql: { ...DRAFTS_EMPTY, GetUserSubscriptions: withPlan(false) },
      routes: { 'POST /ai/stream': () => streamResponse(DRAFT_EVENTS) },
    });
    const card = await draftAnNda();
    fireEvent.click(within(card).getByRole('button', { name: 'Edit draft' }));
    const upgrade = await within(card).findByRole('status');
    expect(upgrade.textContent).toContain('Editing drafts needs a plan');
    expect(within(upgrade).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe(
      '/pricing',
    );
    expect(within(card).queryByRole('textbox')).toBeNull();
    expect(queryBodies(calls, 'updateDraftArtifact')).toEqual([]);
  });

  it('tells a customer with the plan when an edit could not be saved, and keeps it open', async () => {
    const { calls } = renderApp('/ai?mode=draft', {
      graphql: { ...DRAFTS_EMPTY, GetUserSubscriptions: withPlan(true) },
      routes: {
        'POST /ai/stream': () => streamResponse(DRAFT_EVENTS),
      },
    });
    const card = await draftAnNda();
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'Edit draft' })).toBeTruthy(),
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Edit draft' }));
    const editor = await within(card).findByRole('textbox', { name: `Edit ${title}` });
    editor.innerHTML = '<p>Edited <b>terms</b><script>x()</script></p>';
    fireEvent.click(within(card).getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(queryBodies(calls, 'updateDraftArtifact')).toEqual([
        {
          threadId: 't-7',
          messageId: 'm-8',
          artifactId: 'a-1',
          htmlContent: '<p>Edited <b>terms</b></p>',
        },
      ]),
    );
    // The stand-in does not answer the save: the customer is told it failed and keeps editing.
    expect(await screen.findByText(MESSAGES.draftUpdateFailed)).toBeTruthy();
    expect(within(card).getByRole('textbox', { name: `Edit ${title}` })).toBeTruthy();
  });

  it('saves an edit and shows the saved draft', async () => {
    renderApp('/ai?mode=draft', {
      graphql: {
        ...DRAFTS_EMPTY,
        GetUserSubscriptions: withPlan(true),
        UpdateDraftArtifact: {
          updateDraftArtifact: {
            ...artifact,
            ...ids,
            message: title,
            answers: ANSWERS,
            htmlContent: '<p>Edited <b>terms</b></p>',
          },
        },
      },
      routes: { 'POST /ai/stream': () => streamResponse(DRAFT_EVENTS) },
    });
    const card = await draftAnNda();
    fireEvent.click(within(card).getByRole('button', { name: 'Edit draft' }));
    const editor = await within(card).findByRole('textbox', { name: `Edit ${title}` });
    editor.innerHTML = '<p>Edited <b>terms</b></p>';
    fireEvent.click(within(card).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(MESSAGES.draftUpdated)).toBeTruthy();
    await waitFor(() =>
      expect(within(card).getByTestId('ai-draft-body').innerHTML).toBe(
        '<p>Edited <b>terms</b></p>',
      ),
    );
  });
});

describe('the day’s allowance', () => {
  it('shows the questions left today, and counts down as the server spends one', async () => {
    renderApp('/ai?mode=draft', {
      graphql: {
        ...DRAFTS_EMPTY,
        GetAiAllowance: { getAiAllowance: { limit: 5, remaining: 5, canUseAI: false } },
      },
      routes: {
        'POST /ai/stream': () => {
          const res = streamResponse(DRAFT_EVENTS);
          res.headers.set('x-ai-remaining-questions', '4');
          return res;
        },
      },
    });
    expect((await screen.findByTestId('ai-allowance')).textContent).toBe('5 questions left today');
    await draftAnNda();
    await waitFor(() =>
      expect(screen.getByTestId('ai-allowance').textContent).toBe('4 questions left today'),
    );
  });
});

const REVIEW = {
  documentId: 'doc-3',
  threadId: 't-3',
  title: 'Cleaning terms.pdf',
  kind: 'services',
  kindLabel: 'services agreement',
  findings: [
    {
      code: 'UNILATERAL_VARIATION',
      severity: 'HIGH',
      title: 'One party can change the terms alone',
      passage:
        'The Provider may vary these terms, including the fees, at any time in its sole discretion.',
      explanation: 'One party may change the terms or the price whenever it likes.',
      suggestedFix: 'Allow changes only by written agreement of both parties.',
      citation: {
        title: 'business.gov.au – Unfair contract terms',
        url: 'https://business.gov.au/products-and-services/fair-trading/unfair-contract-terms',
        guide: 'unfair-contract-terms',
      },
    },
    {
      code: 'MISSING_CLAUSE',
      severity: 'MEDIUM',
      title: 'Missing: dispute resolution',
      passage: null,
      explanation: 'A services agreement usually has dispute resolution; this one does not.',
      suggestedFix: 'Add a dispute clause.',
      citation: {
        title: 'Debt recovery',
        url: 'https://example.gov.au/debt',
        guide: 'debt-recovery',
      },
    },
  ],
};

describe('the document review page', () => {
  it('shows each finding beside its passage, with the source, the fix and the way to a lawyer', async () => {
    const { calls } = renderApp(
      `/ai/review-document/?documentId=doc-3&previewUrl=${encodeURIComponent('/files/u/doc.pdf?sig=1')}`,
      { graphql: { ...EMPTY_CONVERSATION, DocumentReview: { documentReview: REVIEW } } },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'AI document review' }),
    ).toBeTruthy();
    const summary = await screen.findByTestId('review-summary');
    expect(summary.textContent).toContain('reads as a services agreement. 2 findings to look at.');
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = items[0]!;
    expect(
      within(first).getByRole('heading', { name: 'One party can change the terms alone' }),
    ).toBeTruthy();
    expect(within(first).getByTestId('finding-passage').textContent).toContain(
      'The Provider may vary these terms',
    );
    expect(within(first).getByText('High risk')).toBeTruthy();
    expect(
      within(first)
        .getByRole('link', { name: 'business.gov.au – Unfair contract terms' })
        .getAttribute('href'),
    ).toBe(REVIEW.findings[0]!.citation.url);
    expect(within(items[1]!).getByText('Not in the document.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Open the uploaded document' }).getAttribute('href'),
    ).toBe('/files/u/doc.pdf?sig=1');
    expect(screen.getByRole('link', { name: 'Ask a lawyer to review it' })).toBeTruthy();
    expect(queryBodies(calls, 'documentReview')).toEqual([{ documentId: 'doc-3' }]);
  });

  it('names the problem when the document cannot be reviewed', async () => {
    renderApp('/ai/review-document/?documentId=doc-4&previewUrl=javascript%3Aalert(1)', {
      graphql: EMPTY_CONVERSATION,
      routes: {
        'POST /graphql': (body) => {
          const query = String((body as { query?: string }).query);
          if (query.includes('documentReview(')) {
            return json({
              data: null,
              errors: [
                {
                  message: 'The assistant could not read any text in this document.',
                  extensions: { code: 'BAD_INPUT' },
                },
              ],
            });
          }
          const name = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
          if (/\bgetUser\b/.test(query)) return json({ data: { getUser: CUSTOMER } });
          return json({ data: (EMPTY_CONVERSATION as Record<string, unknown>)[name] ?? {} });
        },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The assistant could not read any text in this document.');
    // A preview link that is not the server's own is not offered.
    expect(screen.queryByRole('link', { name: 'Open the uploaded document' })).toBeNull();
  });
});
