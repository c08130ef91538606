// A browser's open screen listening for a customer's plan changes: the GraphQL event stream
// (server-sent events) of refetchSubsSubscription, which live updates and Redis fan-out use.

const PLAN_EVENTS_QUERY = 'subscription($u: String!) { refetchSubsSubscription(userId: $u) }';

/** Opens the stream; `stop` ends it (a server waits for open requests when it closes). */
export async function openPlanEvents(baseUrl: string, token: string, userId: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      accept: 'text/event-stream',
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ query: PLAN_EVENTS_QUERY, variables: { u: userId } }),
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  return { status: response.status, reader, stop: () => controller.abort() };
}

/** Opens the stream and resolves `received` with the text once an event has arrived. */
export async function listenForPlanChange(baseUrl: string, token: string, userId: string) {
  const stream = await openPlanEvents(baseUrl, token, userId);
  const received = (async () => {
    let text = '';
    while (!text.includes('refetchSubsSubscription')) {
      const { value, done } = await stream.reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    return text;
  })().catch(() => '');
  return { status: stream.status, received, stop: stream.stop };
}
