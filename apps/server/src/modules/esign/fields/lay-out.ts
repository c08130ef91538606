import { PDFDocument } from 'pdf-lib';
import { withSignatureBlocks } from '../processes/signature-page.js';
import {
  checkEverySignerSigns,
  checkPlacedFields,
  officersOf,
  type TLayoutRecipient,
} from './check-placement.js';
import { type TCompanyBlock, withCompanyPages } from './company-pages.js';
import type { TCompanySigning, TPlacedFieldInput } from './inputs.js';
import type { TLaidField } from './types.js';

/**
 * The PDF to sign and its fields. By default every signer gets a block on signature pages
 * appended to the document; with fields the sender placed, those are used on the document's
 * own pages instead. Companies signing under s 127(1) always get their execution block, with
 * the fields for their officers, so the capacities are printed where they sign.
 */
export async function layOutFields(o: {
  pdf: Uint8Array;
  recipients: readonly TLayoutRecipient[];
  placed?: readonly TPlacedFieldInput[] | null;
  companies?: readonly TCompanySigning[] | null;
}): Promise<{ pdf: Uint8Array; fields: TLaidField[]; pageCount: number }> {
  const signerIndexes = o.recipients.flatMap((r, i) => (r.role !== 'VIEWER' ? [i] : []));
  const companies: TCompanyBlock[] = (o.companies ?? []).map((c) => {
    const officers = officersOf(c, o.recipients);
    return {
      name: c.name,
      acn: c.acn,
      execution: c.execution,
      officers: officers.map((recipientIndex) => ({
        recipientIndex,
        name: o.recipients[recipientIndex]!.name,
      })),
    };
  });
  const officers = new Set(companies.flatMap((c) => c.officers.map((x) => x.recipientIndex)));
  let fields: TLaidField[];
  let pdf: Uint8Array;
  if (o.placed && o.placed.length > 0) {
    const pageCount = (await PDFDocument.load(o.pdf)).getPageCount();
    fields = checkPlacedFields({ fields: o.placed, recipients: o.recipients, pageCount });
    pdf = o.pdf;
  } else {
    const individuals = signerIndexes.filter((i) => !officers.has(i));
    const blocks = await withSignatureBlocks(
      o.pdf,
      individuals.map((i) => ({
        recipientIndex: i,
        name: o.recipients[i]!.name,
        role: o.recipients[i]!.role,
      })),
    );
    fields = blocks.fields;
    pdf = blocks.pdf;
  }
  const withCompanies = await withCompanyPages(pdf, companies);
  const all = [...fields, ...withCompanies.fields];
  checkEverySignerSigns(all, o.recipients, signerIndexes);
  return { pdf: withCompanies.pdf, fields: all, pageCount: withCompanies.pageCount };
}
