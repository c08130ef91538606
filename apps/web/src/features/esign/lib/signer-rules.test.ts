import { describe, expect, it } from 'vitest';
import { missingFields } from '../components/field-inputs';
import { recipientErrors } from '../components/recipients-editor';
import { sameSiteCallback } from './callback';
import { outcomeOf } from './signer-outcome';
import type { TSignerSession, TSigningField } from './types';

const NOW = new Date('2026-11-25T10:00:00.000Z');

const SESSION: TSignerSession = {
  processId: 'sp-1',
  title: 'Mutual NDA',
  senderName: 'Alex Nguyen',
  recipientName: 'Ana Silva',
  recipientEmail: 'ana@example.com.au',
  role: 'SIGNER',
  status: 'SENT',
  documentPdfUrl: '/api/esign/sp-1/document.pdf?token=t',
  pageCount: 2,
  fields: [],
  needsCode: false,
  canSign: true,
  waitingFor: null,
  message: null,
  expiresAt: '2026-12-25T00:00:00.000Z',
};

describe('the page a signer is sent back to', () => {
  it('is a path on this site', () => {
    expect(sameSiteCallback('/documents/my-documents')).toBe('/documents/my-documents');
  });

  it.each([
    'https://evil.example.com/',
    '//evil.example.com',
    '/\\evil.example.com',
    'javascript:alert(1)',
    '/ok\n//evil',
    '',
    null,
  ])('is none for %j', (raw) => {
    expect(sameSiteCallback(raw)).toBeUndefined();
  });
});

describe("the signer's state", () => {
  it('lets a signer whose turn it is sign, consent first (the server says canSign after it)', () => {
    expect(outcomeOf(SESSION, NOW)).toBeUndefined();
    expect(outcomeOf({ ...SESSION, canSign: false }, NOW)).toBeUndefined();
  });

  it.each([
    ['SIGNED', 'signed'],
    ['COMPLETE', 'completed'],
    ['DECLINED', 'declined'],
    ['CANCELLED', 'cancelled'],
  ] as const)('reads %s as %s', (status, outcome) => {
    expect(outcomeOf({ ...SESSION, status }, NOW)).toBe(outcome);
  });

  it('waits for the signer before them in order', () => {
    expect(outcomeOf({ ...SESSION, canSign: false, waitingFor: 'Ben Li' }, NOW)).toBe('waiting');
  });

  it('is expired past the expiry, even if the server has not closed it yet', () => {
    expect(outcomeOf({ ...SESSION, expiresAt: '2026-11-25T09:59:59.000Z' }, NOW)).toBe('expired');
  });

  it('asks a viewer for nothing', () => {
    expect(outcomeOf({ ...SESSION, role: 'VIEWER', canSign: false }, NOW)).toBe('viewOnly');
  });
});

const field = (over: Partial<TSigningField>): TSigningField => ({
  id: 'f',
  page: 0,
  x: 0.1,
  y: 0.1,
  width: 0.2,
  height: 0.05,
  type: 'TEXT',
  required: true,
  recipientId: 'r-1',
  ...over,
});

describe('required fields', () => {
  const fields = [
    field({ id: 'sig', type: 'SIGNATURE' }),
    field({ id: 'text' }),
    field({ id: 'tick', type: 'CHECKBOX' }),
    field({ id: 'optional', required: false }),
  ];

  it('are missing until typed or ticked; the signature fills its own', () => {
    expect(missingFields(fields, {}).map((f) => f.id)).toEqual(['text', 'tick']);
    expect(
      missingFields(fields, { text: { text: '  ' }, tick: { checked: true } }).map((f) => f.id),
    ).toEqual(['text']);
    expect(missingFields(fields, { text: { text: 'ABN 1' }, tick: { checked: true } })).toEqual([]);
  });
});

describe('recipients', () => {
  it('each need a name and an e-mail, and appear once', () => {
    expect(
      recipientErrors([
        { name: 'Ana', email: 'ana@example.com', role: 'SIGNER', verifyByCode: false, state: null },
        { name: '', email: 'not-an-email', role: 'SIGNER', verifyByCode: false, state: null },
        {
          name: 'Ana again',
          email: 'ANA@example.com',
          role: 'SIGNER',
          verifyByCode: false,
          state: null,
        },
      ]),
    ).toEqual({
      1: { name: 'Enter their name', email: 'Enter an e-mail address like name@example.com' },
      2: { email: 'This address is already a recipient' },
    });
  });
});
