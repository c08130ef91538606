import { describe, expect, it } from 'vitest';
import { COLLABORATION_ROLES } from '../shared/enums.js';
import { fieldErrors } from '../shared/validation.js';
import { roleAllows, SHARE_ROLES, SHARING_MESSAGES, ZShareDocument } from './sharing.js';
import {
  ACTIVE_DOCUMENT_FILTER_KEYS,
  DOCUMENT_FILTER_KEYS,
  ZDocumentFilterKey,
} from './sharing-filter-keys.js';

const errors = (input: unknown) => {
  const r = ZShareDocument.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
};

describe('collaboration roles', () => {
  it('lets the owner do everything, an editor read and edit, the others only read', () => {
    const table = Object.fromEntries(
      COLLABORATION_ROLES.map((role) => [
        role,
        (['read', 'edit', 'own'] as const).filter((need) => roleAllows(role, need)),
      ]),
    );
    expect(table).toEqual({
      EDITOR: ['read', 'edit'],
      OWNER: ['read', 'edit', 'own'],
      SUGGESTER: ['read'],
      VIEWER: ['read'],
    });
  });

  it('shares only as EDITOR, SUGGESTER or VIEWER', () => {
    expect(SHARE_ROLES).toEqual(['EDITOR', 'SUGGESTER', 'VIEWER']);
    expect(
      ZShareDocument.parse({ documentId: 'd', email: ' Ruby@Example.com ', role: 'VIEWER' }),
    ).toEqual({
      documentId: 'd',
      email: 'ruby@example.com',
      role: 'VIEWER',
    });
    expect(errors({ documentId: 'd', email: 'a@b.co', role: 'OWNER' }).role).toBe(
      SHARING_MESSAGES.ownerRole,
    );
    expect(errors({ documentId: 'd', email: 'a@b.co', role: 'ADMIN' }).role).toBe(
      SHARING_MESSAGES.roleInvalid,
    );
    expect(errors({ documentId: 'd', email: 'nope', role: 'VIEWER' }).email).toBe(
      'Not a valid email address',
    );
    expect(errors({ email: 'a@b.co', role: 'VIEWER' }).documentId).toBe('documentId is required');
  });
});

describe('document filter keys', () => {
  it('shows shared and every e-sign filter, keeping completion and review hidden', () => {
    expect(DOCUMENT_FILTER_KEYS).toHaveLength(12);
    expect(ACTIVE_DOCUMENT_FILTER_KEYS).toContain('shared');
    for (const key of ['signComplete', 'sendingBulkSignature', 'awaitingMySignature'])
      expect(ZDocumentFilterKey.safeParse(key).success).toBe(true);
    const hidden = DOCUMENT_FILTER_KEYS.filter(
      (key) => !(ACTIVE_DOCUMENT_FILTER_KEYS as readonly string[]).includes(key),
    );
    for (const key of hidden) expect(ZDocumentFilterKey.safeParse(key).success).toBe(false);
    expect(hidden).toHaveLength(2);
  });
});
