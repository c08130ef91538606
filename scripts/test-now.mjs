// The fixed "now" of the whole test suite: the web and domain unit tests fake their Date at
// it, the server integration tests start their manual clock at it, and the browser journeys
// start the server's clock and the browser's at it. `TEST_NOW=<instant> npm test` runs every
// layer on another day. The default lies well outside every sale window (EOFY in June, Black
// Friday to Cyber Monday at the end of November), also after the browser journeys move the
// server's clock eight days on, so a sale shows only where a test asks for one.

export const DEFAULT_TEST_NOW = '2026-08-10T01:00:00.000Z';

/** TEST_NOW from the environment as an ISO instant, or the default; a bad value stops the run. */
export function resolveTestNow(env = process.env) {
  const raw = env.TEST_NOW?.trim();
  if (!raw) return DEFAULT_TEST_NOW;
  // A zone is required: without one the same text means another instant on every machine.
  const zoned = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(raw);
  const at = new Date(raw);
  if (!zoned || Number.isNaN(at.getTime())) {
    throw new Error(
      `TEST_NOW: '${raw}' is not an instant with a time zone, such as 2026-11-27T01:00:00Z`,
    );
  }
  return at.toISOString();
}
