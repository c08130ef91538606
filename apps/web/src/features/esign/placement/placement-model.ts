import type { TSigningFieldType } from '../lib/types';

/** A field the sender is placing: fractions of the page, origin top-left, for a recipient. */
export type TPlacedDraft = {
  key: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  type: TSigningFieldType;
  /** Index into the recipients who act on the document. */
  recipient: number;
  required: boolean;
};

export type TPlacementRecipient = { name: string; email: string };

export const FIELD_KINDS: { type: TSigningFieldType; label: string }[] = [
  { type: 'SIGNATURE', label: 'Signature' },
  { type: 'INITIALS', label: 'Initials' },
  { type: 'DATE', label: 'Date' },
  { type: 'NAME', label: 'Name' },
  { type: 'TEXT', label: 'Text' },
  { type: 'CHECKBOX', label: 'Checkbox' },
];

export const labelOf = (type: TSigningFieldType) =>
  FIELD_KINDS.find((k) => k.type === type)?.label ?? type;

/** One colour per recipient, in order, so whose field is whose shows at a glance. */
export const RECIPIENT_COLOURS = ['blue', 'grape', 'teal', 'orange', 'pink', 'cyan', 'lime', 'red'];
export const colourOf = (recipient: number) =>
  RECIPIENT_COLOURS[recipient % RECIPIENT_COLOURS.length]!;

const SIZES: Record<TSigningFieldType, { width: number; height: number }> = {
  SIGNATURE: { width: 0.3, height: 0.06 },
  INITIALS: { width: 0.1, height: 0.05 },
  DATE: { width: 0.18, height: 0.03 },
  NAME: { width: 0.3, height: 0.03 },
  TEXT: { width: 0.3, height: 0.03 },
  CHECKBOX: { width: 0.035, height: 0.025 },
};

export const MIN_WIDTH = 0.02;
export const MIN_HEIGHT = 0.015;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The field kept whole on its page. */
export function keptOnPage(f: TPlacedDraft): TPlacedDraft {
  const width = clamp(f.width, MIN_WIDTH, 1);
  const height = clamp(f.height, MIN_HEIGHT, 1);
  return { ...f, width, height, x: clamp(f.x, 0, 1 - width), y: clamp(f.y, 0, 1 - height) };
}

let counter = 0;
const newKey = () => `field-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/**
 * A new field centred on `at` (where it was dropped), or at a default spot low on the page,
 * stepped down for each field already there so added fields do not hide each other.
 */
export function newField(o: {
  type: TSigningFieldType;
  page: number;
  recipient: number;
  at?: { x: number; y: number };
  existing: readonly TPlacedDraft[];
}): TPlacedDraft {
  const size = SIZES[o.type];
  const onPage = o.existing.filter((f) => f.page === o.page).length;
  const x = o.at ? o.at.x - size.width / 2 : 0.1;
  const y = o.at ? o.at.y - size.height / 2 : 0.62 + (onPage % 8) * 0.04;
  return keptOnPage({
    key: newKey(),
    page: o.page,
    x,
    y,
    ...size,
    type: o.type,
    recipient: o.recipient,
    required: o.type !== 'CHECKBOX',
  });
}

/** Every recipient who signs has at least one signature field. */
export function signersWithoutSignature(
  fields: readonly TPlacedDraft[],
  recipients: readonly TPlacementRecipient[],
): TPlacementRecipient[] {
  return recipients.filter(
    (_, i) => !fields.some((f) => f.recipient === i && f.type === 'SIGNATURE'),
  );
}
