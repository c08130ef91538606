import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TCompanyRegister } from '@app/domain';
import { afterAll, beforeAll, expect } from 'vitest';
import { defineCompanyChangeJobs } from '../modules/company-changes/review-reminders.js';
import { signUpCustomer, startTestApp, type TTestApp } from './test-app.js';

// What the company-change tests share: a registered office, a register with a resident
// director and two members, a new director to appoint, and an app whose customers each
// hold a linked company with that register set up.

// Friday 27 November 2026, 11:00 in Sydney (AEDT).
export const COMPANY_CHANGES_NOW = new Date('2026-11-27T00:00:00Z');
export const office = { line1: '1 Harbour St', suburb: 'Sydney', state: 'NSW', postcode: '2000' };

export const companyRegister = (name: string): TCompanyRegister => ({
  companyName: name,
  registeredOffice: office as TCompanyRegister['registeredOffice'],
  principalPlace: office as TCompanyRegister['principalPlace'],
  officeholders: [
    {
      id: 'oh-1',
      firstName: 'Alex',
      lastName: 'Tester',
      roles: ['DIRECTOR', 'SECRETARY'],
      dateOfBirth: '1980-05-01',
      directorId: '036000000000001',
      residentialAddress: office as TCompanyRegister['principalPlace'],
      australianResident: true,
      appointedOn: '2020-03-02',
    },
  ],
  shareClasses: [{ code: 'ORD', name: 'Ordinary', pricePerShareCents: 100 }],
  members: [
    {
      id: 'm-1',
      name: 'Alex Tester',
      address: office as never,
      holdings: [{ classCode: 'ORD', shares: 60, fullyPaid: true, beneficiallyHeld: true }],
    },
    {
      id: 'm-2',
      name: 'Sam Holder',
      address: office as never,
      holdings: [{ classCode: 'ORD', shares: 40, fullyPaid: true, beneficiallyHeld: true }],
    },
  ],
});

export const newDirector = {
  id: 'draft',
  firstName: 'Jordan',
  lastName: 'Newell',
  roles: ['DIRECTOR'],
  dateOfBirth: '1991-02-03',
  directorId: '036222222222222',
  residentialAddress: office,
  australianResident: true,
};

export function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cc-pdf-'));
  const file = path.join(dir, 'doc.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

export async function binary(t: TTestApp, pathname: string, token: string) {
  const res = await fetch(`${t.url}${pathname}`, { headers: { authorization: `Bearer ${token}` } });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

/**
 * Starts an app for the calling test file (its hooks are registered here) and hands out
 * customers who each hold their own linked company with the register set up.
 */
export function companyChangesApp() {
  const state = { t: undefined as unknown as TTestApp, abns: [] as string[], next: 0 };
  beforeAll(async () => {
    state.t = await startTestApp({
      clockStart: COMPANY_CHANGES_NOW,
      env: { LOG_LEVEL: process.env.CC_LOG ?? 'silent' },
    });
    defineCompanyChangeJobs(state.t.deps);
    const all = await state.t.deps.businessRegistry.searchByName({
      name: 'pty',
      limit: 1000,
      onlyRegistered: true,
    });
    state.abns = all.filter((e) => e.ASICNumber).map((e) => e.ABN.identifierValue);
  });
  afterAll(() => state.t.close());

  /** A customer with a linked company whose register is set up. */
  async function customerWithCompany(name = 'Harbour Tiles Pty Ltd') {
    const { t } = state;
    const me = await signUpCustomer(t.api);
    const linked = await t.api.post('/api/entity/byob', { abn: nextCompanyAbn() }, me.token);
    expect(linked.status).toBe(200);
    const businessId = linked.body.business.businessId as string;
    const setUp = await t.api.post(
      `/api/company-changes/companies/${businessId}/register`,
      { register: companyRegister(name), registeredOn: '2019-12-02' },
      me.token,
    );
    expect(setUp.status, JSON.stringify(setUp.body)).toBe(200);
    return { ...me, businessId };
  }

  /** The ABN of a registered company no customer of this app has linked yet. */
  const nextCompanyAbn = () => state.abns[state.next++];

  return { app: () => state.t, customerWithCompany, nextCompanyAbn };
}
