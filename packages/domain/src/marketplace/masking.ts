// Before a quote is accepted the two sides may not swap contact details (the platform's fee
// and the customer's anonymity both depend on it): e-mail addresses, phone numbers and
// links are replaced by a notice in briefs and messages.

export const MASKED = '[contact details hidden until a quote is accepted]';

const EMAIL =
  /[A-Z0-9._%+-]+\s*(?:@|\(at\)|\[at\])\s*[A-Z0-9-]+(?:\s*(?:\.|\(dot\)|\[dot\])\s*[A-Z0-9-]+)+/gi;
const URL = /\b(?:https?:\/\/|www\.)\S+/gi;
// Eight or more digits, allowing spaces, dots, dashes, brackets and a leading +: Australian
// mobiles (04xx xxx xxx), landlines ((02) xxxx xxxx), +61 forms and 13/1300/1800 numbers.
const PHONE = /(?:\+|\()?(?:\d[\s().-]*){8,}\d/g;

/** The text with contact details replaced; `masked` says whether anything was. */
export function maskContactDetails(text: string): { text: string; masked: boolean } {
  let masked = false;
  const hide = () => {
    masked = true;
    return MASKED;
  };
  const out = text.replace(EMAIL, hide).replace(URL, hide).replace(PHONE, hide);
  return { text: out, masked };
}
