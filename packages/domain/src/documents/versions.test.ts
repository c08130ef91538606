import { describe, expect, it } from 'vitest';
import { mutualNda } from './test-support/mutual-nda.js';
import {
  latestFinalised,
  pinDocument,
  pinnedVersion,
  type TVersionResult,
} from './version-model.js';
import {
  cloneTemplate,
  createTemplate,
  deleteVersion,
  finaliseVersion,
  restoreVersion,
  updateTemplate,
} from './versions.js';

const now = new Date('2026-11-21T00:00:00Z');
const later = new Date('2026-11-22T00:00:00Z');
const retitled = (title: string) => ({ ...mutualNda, metadata: { ...mutualNda.metadata, title } });

function ok(result: TVersionResult) {
  if (!result.ok) throw new Error(result.error);
  return result;
}

describe('template versions', () => {
  it('creates, edits in place and finalises a first version', () => {
    const created = ok(createTemplate({ template: mutualNda, now }));
    expect(created.version).toMatchObject({
      version: 1,
      status: 'CREATED',
      action: 'CREATE',
      basedOn: null,
    });
    const edited = ok(
      updateTemplate({
        history: created.history,
        version: 1,
        template: retitled('NDA'),
        now: later,
      }),
    );
    expect(edited.history).toHaveLength(1);
    expect(edited.version).toMatchObject({
      version: 1,
      status: 'IN_PROGRESS',
      updatedAt: later.toISOString(),
    });
    expect(edited.change).toEqual({
      event: 'UPDATE',
      templateId: 'mutual-nda',
      version: 1,
      at: later.toISOString(),
    });
    const final = ok(finaliseVersion({ history: edited.history, version: 1, now: later }));
    expect(final.version.status).toBe('FINALISED');
    expect(pinDocument(final.history)).toMatchObject({
      ok: true,
      pin: { templateId: 'mutual-nda', version: 1 },
    });
  });

  it('never changes a finalised version: an update makes a new draft', () => {
    const v1 = ok(
      finaliseVersion({
        history: ok(createTemplate({ template: mutualNda, now })).history,
        version: 1,
        now,
      }),
    );
    const pin = pinDocument(v1.history);
    const v2 = ok(
      updateTemplate({ history: v1.history, version: 1, template: retitled('NDA v2'), now: later }),
    );
    expect(v2.version).toMatchObject({
      version: 2,
      status: 'IN_PROGRESS',
      action: 'UPDATE',
      basedOn: { templateId: 'mutual-nda', version: 1 },
    });
    expect(v2.history.map((v) => [v.version, v.status, v.template.metadata.title])).toEqual([
      [1, 'FINALISED', 'Mutual Non-Disclosure Agreement'],
      [2, 'IN_PROGRESS', 'NDA v2'],
    ]);
    // New documents still come from version 1 until version 2 is finalised.
    expect(latestFinalised(v2.history)?.version).toBe(1);
    // Only one draft at a time.
    expect(updateTemplate({ history: v2.history, version: 1, template: mutualNda, now })).toEqual({
      ok: false,
      error: 'Version 2 is already being edited; change that one instead',
    });
    const v2final = ok(finaliseVersion({ history: v2.history, version: 2, now: later }));
    expect(latestFinalised(v2final.history)?.version).toBe(2);
    // A document pinned to version 1 still finds it, deleted or not.
    const deleted = ok(deleteVersion({ history: v2final.history, version: 1, now: later }));
    if (!pin.ok) throw new Error(pin.error);
    expect(pinnedVersion(deleted.history, pin.pin)).toMatchObject({
      version: 1,
      status: 'DELETED',
    });
  });

  it('restores an old version as a new draft', () => {
    let history = ok(createTemplate({ template: mutualNda, now })).history;
    history = ok(finaliseVersion({ history, version: 1, now })).history;
    history = ok(updateTemplate({ history, version: 1, template: retitled('Worse'), now })).history;
    history = ok(finaliseVersion({ history, version: 2, now })).history;
    const restored = ok(restoreVersion({ history, version: 1, now: later }));
    expect(restored.version).toMatchObject({
      version: 3,
      status: 'IN_PROGRESS',
      action: 'RESTORE',
      basedOn: { templateId: 'mutual-nda', version: 1 },
    });
    expect(restored.version.template.metadata.title).toBe('Mutual Non-Disclosure Agreement');
    expect(restored.history.map((v) => v.status)).toEqual([
      'FINALISED',
      'FINALISED',
      'IN_PROGRESS',
    ]);
  });

  it('clones into a separate template', () => {
    const source = ok(createTemplate({ template: mutualNda, now })).version;
    const clone = ok(
      cloneTemplate({ source, templateId: 'mutual-nda-vic', title: 'Mutual NDA (Victoria)', now }),
    );
    expect(clone.version).toMatchObject({
      templateId: 'mutual-nda-vic',
      version: 1,
      status: 'CREATED',
      action: 'CLONE',
      basedOn: { templateId: 'mutual-nda', version: 1 },
    });
    expect(clone.version.template.metadata).toMatchObject({
      id: 'mutual-nda-vic',
      title: 'Mutual NDA (Victoria)',
    });
    expect(cloneTemplate({ source, templateId: 'mutual-nda', now })).toMatchObject({ ok: false });
  });

  it('refuses impossible transitions with a reason', () => {
    const history = ok(createTemplate({ template: mutualNda, now })).history;
    expect(finaliseVersion({ history, version: 9, now })).toEqual({
      ok: false,
      error: 'Version 9 does not exist',
    });
    expect(pinDocument(history)).toEqual({
      ok: false,
      error: 'This template has no finalised version yet',
    });
    const gone = ok(deleteVersion({ history, version: 1, now })).history;
    expect(updateTemplate({ history: gone, version: 1, template: mutualNda, now })).toEqual({
      ok: false,
      error: 'Version 1 is deleted; restore it first',
    });
    expect(finaliseVersion({ history: gone, version: 1, now })).toMatchObject({ ok: false });
    expect(
      updateTemplate({
        history,
        version: 1,
        template: { ...mutualNda, metadata: { ...mutualNda.metadata, id: 'other' } },
        now,
      }),
    ).toMatchObject({ ok: false });
  });
});
