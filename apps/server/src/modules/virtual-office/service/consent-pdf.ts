import { formatAcn } from '@app/domain';
import { PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import { createFontSet, type TFontStack } from '../../../platform/pdf/font-stack.js';
import { wrapText } from '../../../platform/pdf/text-fit.js';

// The occupier's written consent to a company using its premises as the registered office
// (Corporations Act 2001 s 100(1)(b): a company that does not occupy the premises needs the
// occupier's consent in writing, kept by the company), followed by the officeholder's signed
// authorisation for us to act as the virtual office.

export type TConsentInput = {
  occupier: string;
  address: string;
  companyName: string;
  acn: string;
  reference: string;
  /** dd/MM/yyyy strings, as the reader reads them. */
  consentDate: string;
  signedDate: string;
  authoriser: { fullName: string; roles: string };
  signaturePng: Uint8Array;
};

const PAGE = { width: 595.28, height: 841.89 };
const LEFT = 64;
const WIDTH = PAGE.width - 2 * LEFT;
const INK = rgb(0.1, 0.1, 0.12);

type TLine = { text: string; font: TFontStack; size: number; gapBefore: number };

export async function writeConsentPdf(input: TConsentInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const set = createFontSet(pdf);
  const regular = set.stack({ family: 'open-sans', weight: 400, style: 'normal' });
  const bold = set.stack({ family: 'open-sans', weight: 700, style: 'normal' });
  const acn = formatAcn(input.acn);
  const paragraphs: [string, TFontStack, number, number][] = [
    ['Consent of occupier to use of premises as registered office', bold, 16, 0],
    ['Corporations Act 2001 (Cth) section 100', regular, 10, 6],
    [`Premises: ${input.address}`, bold, 11, 22],
    [`Company: ${input.companyName} (ACN ${acn})`, bold, 11, 6],
    [`Mailbox reference: ${input.reference}`, regular, 11, 6],
    [
      `${input.occupier}, being the occupier of the premises named above, consents to ${input.companyName} (ACN ${acn}) using those premises as the address of its registered office for as long as the company holds a virtual office plan at them.`,
      regular,
      11,
      18,
    ],
    [`Signed for ${input.occupier} on ${input.consentDate}.`, regular, 11, 12],
    ['Authorisation by the company', bold, 13, 30],
    [
      `I, ${input.authoriser.fullName}, ${input.authoriser.roles} of ${input.companyName} (ACN ${acn}), authorise ${input.occupier} to receive mail for the company at the premises and to provide the address above as the company's registered office.`,
      regular,
      11,
      10,
    ],
    [`Signed by ${input.authoriser.fullName} on ${input.signedDate}:`, regular, 11, 12],
  ];
  const lines = await set.settle(() =>
    paragraphs.flatMap(([text, font, size, gap]) =>
      wrapText(font.fit(text), WIDTH, (s) => font.widthOf(s, size)).map(
        (t, i): TLine => ({ text: t, font, size, gapBefore: i === 0 ? gap : 0 }),
      ),
    ),
  );
  const page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - 72;
  for (const line of lines) {
    y -= line.gapBefore + line.size * 1.45;
    line.font.draw(page, line.text, { x: LEFT, y, size: line.size, color: INK });
  }
  const signature = await pdf.embedPng(input.signaturePng);
  const scaled = signature.scaleToFit(220, 80);
  page.drawImage(signature, { x: LEFT, y: y - 16 - scaled.height, ...scaled });

  pdf.setTitle(`Registered office consent: ${input.companyName}`, { showInWindowTitleBar: true });
  pdf.setAuthor(input.occupier);
  pdf.setCreator('Clausewell');
  pdf.setProducer('Clausewell');
  pdf.setLanguage('en-AU');
  return pdf.save();
}
