const SYDNEY = 'Australia/Sydney';

// Times on the audit page are Sydney time with the zone named (AEDT or AEST), so a reader
// in another state, or a court, knows which offset applies without being told.
const FORMAT = new Intl.DateTimeFormat('en-AU', {
  timeZone: SYDNEY,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
});

/** '27/11/2026, 12:02:03 AEDT'. */
export function australianTime(at: Date): string {
  return FORMAT.format(at);
}
