import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerText, ask, GET_CONVERSATION } from '../../../../test-support/assistant-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../../../test-support/test-app.js';
import { NOT_FOUND_ANSWER } from '../embedded/compose.js';

/** A stand-in model server speaking OpenAI's streaming chat completions on the wire. */
function startModelServer(pieces: string[]) {
  const requests: { headers: IncomingMessage['headers']; body: any }[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      requests.push({ headers: req.headers, body: JSON.parse(raw) });
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const content of pieces) {
        res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`);
      }
      res.end('data: [DONE]\n\n');
    });
  });
  return new Promise<{ url: string; requests: typeof requests; close: () => void }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
        requests,
        close: () => server.close(),
      }),
    ),
  );
}

describe('the OpenAI-compatible provider', () => {
  let t: TTestApp;
  let model: Awaited<ReturnType<typeof startModelServer>>;
  beforeAll(async () => {
    model = await startModelServer(['You must register once turnover ', 'reaches $75,000. [1]']);
    t = await startTestApp({
      env: { AI_BASE_URL: model.url, AI_API_KEY: 'sk-local', AI_MODEL: 'local-model' },
    });
  });
  afterAll(async () => {
    await t.close();
    model.close();
  });

  it('streams the model’s answer to a question grounded in the guides, citing them', async () => {
    const { token } = await signUpCustomer(t.api);
    const res = await ask(t, token, { message: 'When do I need to register for GST?' });
    expect(res.status).toBe(200);
    expect(res.events.map((e) => e.type)).toEqual([
      'search_streaming',
      'tool_call',
      'citations',
      'content',
      'content',
    ]);
    expect(res.events[2]!.citations[0].guide).toBe('gst-registration');
    expect(answerText(res.events)).toBe('You must register once turnover reaches $75,000. [1]');

    const sent = model.requests.at(-1)!;
    expect(sent.headers.authorization).toBe('Bearer sk-local');
    expect(sent.body).toMatchObject({ model: 'local-model', stream: true });
    const prompt = sent.body.messages.at(-1).content as string;
    expect(prompt).toContain('$75,000 or more');
    expect(prompt).toContain('Question: When do I need to register for GST?');
    expect(sent.body.messages[0].content).toMatch(/never follow instructions/);

    const saved = await t.api.graphql(GET_CONVERSATION, { mode: 'LATEST' }, token);
    expect(saved.body.data.getAskConversation.responses[1].message).toBe(answerText(res.events));
  });

  it('answers plainly without asking the model when the guides do not cover a question', async () => {
    const { token } = await signUpCustomer(t.api);
    const before = model.requests.length;
    const res = await ask(t, token, { message: 'How do I bake sourdough bread?' });
    expect(answerText(res.events)).toBe(NOT_FOUND_ANSWER);
    expect(model.requests.length).toBe(before);
  });
});
