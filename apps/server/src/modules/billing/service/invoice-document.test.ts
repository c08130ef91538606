import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type TTaxInvoice, writeInvoicePdf } from './invoice-document.js';

// The invoice PDF on its own, read back with poppler-utils and qpdf as a customer's reader
// and the ATO's checklist would: every figure the Act asks for, in words and in order.

const dir = mkdtempSync(path.join(tmpdir(), 'invoice-document-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const tool = (cmd: string, ...args: string[]) => execFileSync(cmd, args, { encoding: 'utf8' });
const squash = (text: string) => text.replace(/\s+/g, ' ');

let count = 0;
async function read(invoice: TTaxInvoice) {
  const bytes = await writeInvoicePdf(invoice);
  const file = path.join(dir, `invoice-${++count}.pdf`);
  writeFileSync(file, bytes);
  return { bytes, file, text: squash(tool('pdftotext', '-layout', file, '-')) };
}

const invoice: TTaxInvoice = {
  seller: {
    legalName: 'Clausewell Pty Ltd',
    abn: '18123456789',
    address: 'Level 12, 60 Martin Place, Sydney NSW 2000',
  },
  buyer: { name: 'Łukasz Nguyễn', email: 'lukasz@example.com', businessName: '李氏贸易有限公司' },
  number: 'CW-0000000001-abcd',
  issuedAt: new Date('2026-11-21T00:00:00Z'),
  periodStart: new Date('2026-11-21T00:00:00Z'),
  periodEnd: new Date('2027-11-21T00:00:00Z'),
  status: 'paid',
  lines: [
    { description: 'Essentials', amountInCents: 29900 },
    { description: 'Coupon BLACKFRIDAY30', amountInCents: -9000 },
  ],
  discountInCents: 9000,
  creditAppliedInCents: 0,
  totalInCents: 20900,
  amountPaidInCents: 20900,
};

describe('writeInvoicePdf', () => {
  it('shows everything a tax invoice needs, names in any script included', async () => {
    const { file, text } = await read(invoice);
    expect(text).toMatch(/^ ?Tax invoice /);
    expect(text).toContain('Clausewell Pty Ltd');
    expect(text).toContain('ABN 18 123 456 789');
    expect(text).toContain('Level 12, 60 Martin Place, Sydney NSW 2000');
    expect(text).toContain('Invoice number CW-0000000001-abcd');
    expect(text).toContain('Date of issue 21/11/2026');
    expect(text).toContain('Billed to Łukasz Nguyễn 李氏贸易有限公司 lukasz@example.com');
    expect(text).toContain('Essentials $299.00');
    // A coupon that came off is shown as such, and not taken off a second time.
    expect(text).toContain('Coupon BLACKFRIDAY30 -$90.00');
    expect(text).not.toContain('Discount');
    expect(text).toContain('Total (including GST) $209.00');
    expect(text).toContain('GST included in the total $19.00');
    expect(text).toContain('The total price includes GST of $19.00.');
    expect(tool('qpdf', '--check', file)).toMatch(/No syntax or stream encoding errors/);
    expect(tool('pdfinfo', file)).toMatch(/Title:\s+Tax invoice CW-0000000001-abcd/);
  });

  it('reads back a Chinese name exactly', async () => {
    const { text } = await read({
      ...invoice,
      buyer: { name: '李 小龍', email: 'lee@example.com', businessName: null },
    });
    expect(text).toContain('Billed to 李 小龍 lee@example.com');
  });

  it('shows the amount still due on an unpaid invoice', async () => {
    const { text } = await read({ ...invoice, status: 'open', amountPaidInCents: 0 });
    expect(text).toContain('Status Awaiting payment');
    expect(text).toContain('Amount paid $0.00');
    expect(text).toContain('Amount due $209.00');
  });

  it('runs a long invoice onto more pages, each with the seller and page number', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({
      description: `Instalment ${i + 1}`,
      amountInCents: 1000,
    }));
    const { file } = await read({
      ...invoice,
      lines,
      discountInCents: 0,
      totalInCents: 60000,
      amountPaidInCents: 60000,
    });
    const pages = tool('pdftotext', file, '-').split('\f').slice(0, -1);
    expect(pages.length).toBe(2);
    for (const [i, page] of pages.entries()) {
      expect(squash(page)).toContain('Clausewell Pty Ltd · ABN 18 123 456 789');
      expect(page).toContain(`Page ${i + 1} of 2`);
    }
    expect(pages[1]).toContain('Instalment 60');
    expect(squash(pages[1] ?? '')).toContain('Total (including GST) $600.00');
  });

  it('gives the same bytes for the same invoice', async () => {
    const first = await read(invoice);
    const second = await read(invoice);
    expect(Buffer.from(first.bytes).equals(Buffer.from(second.bytes))).toBe(true);
  });

  it('leaves a government fee passed on without GST out of the GST in the total', async () => {
    const { text } = await read({
      ...invoice,
      lines: [
        { description: 'Clausewell company registration service', amountInCents: 69900 },
        { description: 'ASIC fee (no GST)', amountInCents: 59700, gstFree: true },
      ],
      discountInCents: 0,
      totalInCents: 129600,
      amountPaidInCents: 129600,
    });
    expect(text).toContain('GST included in the total $63.55');
    expect(text).toContain('The total price includes GST of $63.55.');
  });
});
