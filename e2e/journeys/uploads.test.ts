import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../support/accounts.js';
import { seriousA11yViolations } from '../support/axe.js';
import { launchBrowser, MOBILE, newPage, screenshot, uniqueEmail } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// A small, well-formed one-page PDF.
function pdfBytes(text: string): Buffer {
  const content = `BT /F1 14 Tf 50 780 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) body += `${String(at).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The same PDF encrypted with Debian's qpdf (AES-256), so it needs `password` to open. */
function lockedPdfBytes(text: string, password: string): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'cw-locked-'));
  writeFileSync(path.join(dir, 'plain.pdf'), pdfBytes(text));
  execFileSync('qpdf', [
    '--encrypt',
    password,
    `${password}-owner`,
    '256',
    '--',
    path.join(dir, 'plain.pdf'),
    path.join(dir, 'locked.pdf'),
  ]);
  return readFileSync(path.join(dir, 'locked.pdf'));
}

async function signUp(page: Page) {
  await page.goto('/sign-up');
  await page.getByLabel('First name').fill('Priya');
  await page.getByLabel('Last name').fill('Shah');
  await page.getByLabel('Email').fill(uniqueEmail('priya'));
  await page.getByLabel('Password', { exact: true }).fill('wattle-grove-2026');
  await createAccount(page);
}

describe('uploads and folders', () => {
  it('uploads a PDF into a new folder, finds it there, and opens the folder by link', async () => {
    const { context, page } = await newPage(browser);
    await signUp(page);
    await page.goto('/documents/my-documents');
    await page.getByTestId('my-documents-empty').waitFor();

    await page.getByRole('button', { name: 'New folder' }).click();
    await page.getByLabel('Folder name').fill('Leases');
    await page.getByRole('button', { name: 'Create folder' }).click();
    const folderCard = page.getByRole('listitem', { name: 'Folder Leases' });
    await folderCard.waitFor();

    await folderCard.getByRole('link', { name: 'Leases' }).click();
    await page.waitForURL(/\/documents\/my-documents\?folder=/);
    const folderId = new URL(page.url()).searchParams.get('folder')!;
    await page.getByTestId('folder-empty').waitFor();

    // The Upload button opens the file picker; the picked file goes into this folder.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await (await chooser).setFiles({
      name: 'harbour lease.pdf',
      mimeType: 'application/pdf',
      buffer: pdfBytes('Lease of 12 Harbour Street'),
    });
    const row = page.getByRole('listitem', { name: 'harbour lease.pdf' });
    await row.waitFor();
    expect(await row.getByTestId('document-status').innerText()).toMatch(/uploaded/i);

    // At the top level the file sits inside the folder, not beside it.
    await page.getByRole('link', { name: 'All folders' }).click();
    await folderCard.waitFor();
    await row.waitFor({ state: 'detached' });

    // A link to the folder opens My documents there.
    await page.goto(`/go-to/folder/${folderId}?source=e2e`);
    await page.waitForURL(`**/documents/my-documents?folder=${folderId}`);
    await row.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'uploads-folder');

    // An unknown folder goes to the fallback instead.
    await page.goto(
      '/go-to/folder/00000000000000000000000000?fallback=/documents/document-library',
    );
    await page.waitForURL('**/documents/document-library');
    await context.close();
  });

  it('unlocks a password-protected PDF after a wrong try', async () => {
    const { context, page } = await newPage(browser);
    await signUp(page);
    await page.goto('/documents/my-documents');
    await page.getByTestId('my-documents-empty').waitFor();
    await page.getByTestId('upload-input').setInputFiles({
      name: 'bank statement.pdf',
      mimeType: 'application/pdf',
      buffer: lockedPdfBytes('Statement', 'harbour-2026'),
    });
    const row = page.getByRole('listitem', { name: 'bank statement.pdf' });
    await row.getByTestId('document-locked').waitFor();

    await row.getByRole('button', { name: 'Unlock bank statement.pdf' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unlock PDF' });
    await dialog.getByLabel('PDF password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Unlock' }).click();
    await dialog.getByText('The password is incorrect.').waitFor();
    await dialog.getByLabel('PDF password').fill('harbour-2026');
    await dialog.getByRole('button', { name: 'Unlock' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByTestId('document-locked').waitFor({ state: 'detached' });
    await row.getByRole('button', { name: 'Download bank statement.pdf' }).waitFor();
    await context.close();
  });

  it('refuses a file that is not what it claims, on a phone', async () => {
    const { context, page } = await newPage(browser, MOBILE);
    await signUp(page);
    await page.goto('/documents/my-documents');
    await page.getByTestId('my-documents-empty').waitFor();
    await page.getByTestId('upload-input').setInputFiles({
      name: 'invoice.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ this is really a program'),
    });
    await page.getByText('Failed to upload file. Please try again later.').waitFor();
    await page
      .getByText("The file's contents are not a PDF file. Upload a real PDF file.")
      .waitFor();
    expect(await page.getByTestId('my-document').count()).toBe(0);
    await screenshot(page, 'uploads-refused-mobile');
    await context.close();
  });
});
