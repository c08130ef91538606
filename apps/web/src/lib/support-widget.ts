// SPEC §4: sign-out shuts down the support chat widget so the next person at this browser
// does not see the previous user's conversation. Every sign-out path calls the shutdown; the
// mounted widget (features/support) listens, closes its panel, stops its live stream and
// forgets what it showed.
const listeners = new Set<() => void>();

export function shutdownSupportWidget(): void {
  for (const listener of [...listeners]) listener();
}

/** The widget's side: called back at every shutdown; answers the unsubscribe. */
export function onSupportWidgetShutdown(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
