/**
 * A browser's open screen reading one GraphQL subscription as server-sent events: the text so
 * far, how many results (`event: next`) have arrived, a wait for the nth, and a way to close.
 */
export async function openEventStream(baseUrl: string, query: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      accept: 'text/event-stream',
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ query }),
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      text += decoder.decode(value, { stream: true });
    }
  })().catch(() => {});
  const events = () => (text.match(/event: next/g) ?? []).length;
  /** Resolves once `n` results have arrived (the test times out otherwise). */
  const received = async (n: number) => {
    while (events() < n) await new Promise((r) => setTimeout(r, 10));
    return text;
  };
  // The stream is subscribed once the server has answered its headers; give it a moment.
  await new Promise((r) => setTimeout(r, 50));
  return {
    status: response.status,
    text: () => text,
    events,
    received,
    stop: () => controller.abort(),
  };
}
