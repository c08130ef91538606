// An iCalendar invite (RFC 5545) calendar programs accept: one event whose UID stays the
// same for the life of the consultation, so a moved time (higher SEQUENCE) updates the
// entry already in the customer's calendar and a cancellation (METHOD:CANCEL) removes it.

export type TInvite = {
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence: number;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
};

const utc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values escape backslash, semicolon, comma and newline (RFC 5545 §3.3.11). */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Parameter values with separators in them are quoted; quotes themselves are dropped. */
const param = (value: string) => `"${value.replace(/"/g, '')}"`;

/** Lines longer than 75 octets are folded: CRLF then a space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (size + n > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildInvite(i: TInvite): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Clausewell//Consultations//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${i.method}`,
    'BEGIN:VEVENT',
    `UID:${i.uid}`,
    `SEQUENCE:${i.sequence}`,
    `DTSTAMP:${utc(i.stamp)}`,
    `DTSTART:${utc(i.start)}`,
    `DTEND:${utc(i.end)}`,
    `SUMMARY:${text(i.summary)}`,
    `DESCRIPTION:${text(i.description)}`,
    `LOCATION:${text(i.location)}`,
    `ORGANIZER;CN=${param(i.organizer.name)}:mailto:${i.organizer.email}`,
    `ATTENDEE;CN=${param(i.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:${i.attendee.email}`,
    `STATUS:${i.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${text(i.summary)}`,
    'TRIGGER:-PT15M',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
