// Times shown to customers are Australian (Sydney), with the zone, as on the audit certificate.
const FORMAT = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

export const formatWhen = (iso: string | null | undefined): string =>
  iso ? FORMAT.format(new Date(iso)) : '';
