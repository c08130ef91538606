import { officersNeeded } from '@app/domain';
import { AppError } from '../../../platform/errors.js';
import type { TCompanySigning, TPlacedFieldInput } from './inputs.js';
import { FIELD_MESSAGES } from './messages.js';
import { FIELD_TYPES, fieldWhere, type TFieldType, type TLaidField } from './types.js';

export type TLayoutRecipient = { name: string; email: string; role: string };

const MIN_WIDTH = 0.02;
const MIN_HEIGHT = 0.01;
// Fractions arrive from a browser's pixel arithmetic: a field flush with an edge may be a
// hair over it, which is not a field off the page.
const EDGE_SLACK = 0.001;

const refuse = (message: string): never => {
  throw new AppError('BAD_INPUT', message, { fields: { fields: message } });
};

const isFieldType = (type: string): type is TFieldType =>
  (FIELD_TYPES as readonly string[]).includes(type);

/**
 * The sender's fields, checked against the document and the recipients: each on a real page
 * and inside it, of a known type, for a recipient who acts on the document.
 */
export function checkPlacedFields(o: {
  fields: readonly TPlacedFieldInput[];
  recipients: readonly TLayoutRecipient[];
  pageCount: number;
}): TLaidField[] {
  return o.fields.map((f, i) => {
    if (!isFieldType(f.type)) return refuse(FIELD_MESSAGES.unknownType(i + 1));
    const type = f.type;
    const where = fieldWhere({ type, page: f.page });
    const recipientIndex = o.recipients.findIndex((r) => r.email === f.recipientEmail);
    const recipient = o.recipients[recipientIndex];
    if (!recipient) return refuse(FIELD_MESSAGES.notRecipient(where, f.recipientEmail));
    if (recipient.role === 'VIEWER')
      return refuse(FIELD_MESSAGES.viewerField(where, recipient.name));
    if (f.page < 0 || f.page >= o.pageCount)
      return refuse(FIELD_MESSAGES.noSuchPage(`${type.toLowerCase()} field`, o.pageCount));
    if (f.width < MIN_WIDTH || f.height < MIN_HEIGHT) return refuse(FIELD_MESSAGES.tooSmall(where));
    const inside =
      f.x >= -EDGE_SLACK &&
      f.y >= -EDGE_SLACK &&
      f.x + f.width <= 1 + EDGE_SLACK &&
      f.y + f.height <= 1 + EDGE_SLACK;
    if (!inside) return refuse(FIELD_MESSAGES.outsidePage(where));
    const x = Math.max(0, f.x);
    const y = Math.max(0, f.y);
    return {
      recipientIndex,
      page: f.page,
      x,
      y,
      width: Math.min(f.width, 1 - x),
      height: Math.min(f.height, 1 - y),
      type,
      required: f.required ?? true,
    };
  });
}

/** Every recipient who signs needs somewhere to sign. */
export function checkEverySignerSigns(
  fields: readonly TLaidField[],
  recipients: readonly TLayoutRecipient[],
  signerIndexes: readonly number[],
): void {
  for (const index of signerIndexes) {
    const signs = fields.some((f) => f.recipientIndex === index && f.type === 'SIGNATURE');
    if (!signs) refuse(FIELD_MESSAGES.noSignatureField(recipients[index]!.name));
  }
}

/** Each company's officers, as recipient indexes, checked to fit the s 127(1) choice. */
export function officersOf(
  company: TCompanySigning,
  recipients: readonly TLayoutRecipient[],
): number[] {
  const emails = [...new Set(company.officerEmails)];
  if (emails.length !== officersNeeded(company.execution)) {
    refuse(FIELD_MESSAGES.officerCount(company.name, officersNeeded(company.execution)));
  }
  return emails.map((email) => {
    const index = recipients.findIndex((r) => r.email === email);
    if (recipients[index]?.role !== 'SIGNER')
      refuse(FIELD_MESSAGES.officerNotSigner(company.name, email));
    return index;
  });
}
