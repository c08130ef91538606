import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatSydneyDate } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCard, buy, CREATE } from '../../../test-support/billing-kit.js';
import { signUpCustomer, startTestApp, type TTestApp } from '../../../test-support/test-app.js';
import { coupons } from '../tables.js';

// GET /billing/invoices/:id/pdf over real HTTP, read back with poppler-utils and qpdf.

const SELLER = {
  BUSINESS_LEGAL_NAME: 'Clausewell Legal Pty Ltd',
  BUSINESS_ABN: '51824753556',
  BUSINESS_ADDRESS: '5 Smith Street, Fitzroy VIC 3065',
};

let t: TTestApp;
const dir = mkdtempSync(path.join(tmpdir(), 'invoice-pdf-'));
beforeAll(async () => {
  t = await startTestApp({ env: SELLER });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const tool = (cmd: string, ...args: string[]) => execFileSync(cmd, args, { encoding: 'utf8' });

async function download(invoiceId: string, token?: string) {
  return fetch(`${t.url}/billing/invoices/${invoiceId}/pdf`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** The invoice as a customer's reader shows it: status, type, the file and its text. */
async function readInvoice(invoiceId: string, token: string) {
  const res = await download(invoiceId, token);
  const file = path.join(dir, `${invoiceId}.pdf`);
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  const text = res.ok ? tool('pdftotext', '-layout', file, '-').replace(/\s+/g, ' ') : '';
  return { res, file, text };
}

async function customer(firstName: string, lastName: string) {
  const { token, input } = await signUpCustomer(t.api, { firstName, lastName });
  const { paymentMethodId } = await addCard(t, token);
  return { token, email: String(input.email), paymentMethodId };
}

describe('tax invoice PDF', () => {
  it("names the buyer '李 小龍' and their business on a $1,668 purchase, with the seller's ABN and the GST", async () => {
    const buyer = await customer('李', '小龍');
    const res = await t.api.graphql(
      CREATE,
      {
        p: {
          paymentMethodId: buyer.paymentMethodId,
          pricePointHandle: 'standard-annual-plan-lawyer',
        },
        x: { businessName: '小龍貿易有限公司' },
      },
      buyer.token,
    );
    expect(res.body.errors).toBeUndefined();
    const invoice = res.body.data.createSubscription.invoice;
    expect(invoice.totalInCents).toBe(166800);

    const { res: pdf, file, text } = await readInvoice(invoice.id, buyer.token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="${invoice.number}.pdf"`,
    );
    expect(text).toMatch(/^ ?Tax invoice /);
    expect(text).toContain('Clausewell Legal Pty Ltd');
    expect(text).toContain('ABN 51 824 753 556');
    expect(text).toContain('5 Smith Street, Fitzroy VIC 3065');
    expect(text).toContain(`Invoice number ${invoice.number}`);
    expect(text).toContain(`Date of issue ${formatSydneyDate(t.deps.clock.now())}`);
    expect(text).toContain(`Billed to 李 小龍 小龍貿易有限公司 ${buyer.email}`);
    expect(text).toContain('Legal Advice $1,668.00');
    expect(text).toContain('Total (including GST) $1,668.00');
    expect(text).toContain('GST included in the total $151.64');
    expect(text).toContain('The total price includes GST of $151.64.');
    expect(tool('qpdf', '--check', file)).toMatch(/No syntax or stream encoding errors/);
  });

  it("names 'Łukasz Nguyễn' and shows the coupon taken off", async () => {
    await t.deps.database.db
      .insert(coupons)
      .values({
        code: 'HALFOFF',
        discountType: 'percent',
        percentage: 50,
        createdAt: t.deps.clock.now(),
      })
      .onConflictDoNothing();
    const buyer = await customer('Łukasz', 'Nguyễn');
    const res = await buy(t, buyer.token, {
      handle: 'standard-annual-plan-current',
      paymentMethodId: buyer.paymentMethodId,
      couponCodes: ['HALFOFF'],
    });
    expect(res.body.errors).toBeUndefined();
    const invoice = res.body.data.createSubscription.invoice;

    const { res: pdf, file, text } = await readInvoice(invoice.id, buyer.token);
    expect(pdf.status).toBe(200);
    expect(text).toContain(`Billed to Łukasz Nguyễn ${buyer.email}`);
    expect(text).toContain('Essentials $299.00');
    // Whether the coupon is a line of its own or recorded against the invoice, it comes off once.
    expect(text).toMatch(/HALFOFF\)? -\$149\.50/);
    expect(text.match(/-\$149\.50/g)).toHaveLength(1);
    expect(text).toContain('Total (including GST) $149.50');
    expect(text).toContain('GST included in the total $13.59');
    expect(tool('qpdf', '--check', file)).toMatch(/No syntax or stream encoding errors/);
  });

  it("refuses another customer's invoice, as if it did not exist, and asks who is asking", async () => {
    const owner = await customer('Pat', 'Owner');
    const res = await buy(t, owner.token, {
      handle: 'standard-annual-plan-current',
      paymentMethodId: owner.paymentMethodId,
    });
    const invoiceId = res.body.data.createSubscription.invoice.id as string;
    const intruder = await signUpCustomer(t.api);

    const refused = await download(invoiceId, intruder.token);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({
      error: { code: 'NOT_FOUND', message: 'That invoice was not found.' },
    });
    expect((await download(invoiceId)).status).toBe(401);
    expect((await download(invoiceId, owner.token)).status).toBe(200);
  });
});
