import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../shared/validation.js';
import {
  addCalendarMonths,
  availableLicences,
  documentLicenceStatus,
  formatLicenceEnd,
  isLicenceAvailable,
  LICENCE_MESSAGES,
  licenceExpiry,
  licenceStatus,
  licencesFrom,
  licensableDocuments,
  type TDocumentLicence,
  ZAttachLicence,
} from './licence.js';

const now = new Date('2026-11-21T00:00:00Z');
const future = '2027-03-21T13:00:00.000Z';
const past = '2026-11-01T00:00:00.000Z';
const licence = (over: Partial<TDocumentLicence> = {}): TDocumentLicence => ({
  assetFlakeId: null,
  expiresAt: future,
  subscriptionId: 'sub-1',
  ...over,
});

describe('licence status (SPEC §4)', () => {
  it('is valid when assigned and unexpired, expired when assigned and past, else invalid', () => {
    expect(licenceStatus(licence({ assetFlakeId: 'doc-1' }), now)).toBe('valid');
    expect(licenceStatus(licence({ assetFlakeId: 'doc-1', expiresAt: past }), now)).toBe('expired');
    expect(licenceStatus(licence(), now)).toBe('invalid');
    expect(licenceStatus(licence({ expiresAt: past }), now)).toBe('invalid');
  });

  it('expires at the exact instant, not a moment later', () => {
    const l = licence({ assetFlakeId: 'd', expiresAt: '2026-11-21T00:00:00.000Z' });
    expect(licenceStatus(l, new Date('2026-11-20T23:59:59.999Z'))).toBe('valid');
    expect(licenceStatus(l, now)).toBe('expired');
  });

  it('counts unassigned, unexpired licences as available, soonest to lapse first', () => {
    expect(isLicenceAvailable(licence(), now)).toBe(true);
    expect(isLicenceAvailable(licence({ expiresAt: past }), now)).toBe(false);
    expect(isLicenceAvailable(licence({ assetFlakeId: 'doc-1' }), now)).toBe(false);
    const later = licence({ subscriptionId: 'later', expiresAt: '2027-04-01T00:00:00.000Z' });
    const sooner = licence({ subscriptionId: 'sooner', expiresAt: '2027-02-01T00:00:00.000Z' });
    expect(availableLicences([later, licence({ expiresAt: past }), sooner], now)).toEqual([
      sooner,
      later,
    ]);
  });

  it("gives a document its best licence's standing", () => {
    const list = [
      licence({ assetFlakeId: 'a', expiresAt: past }),
      licence({ assetFlakeId: 'a' }),
      licence({ assetFlakeId: 'b', expiresAt: past }),
    ];
    expect(documentLicenceStatus(list, 'a', now)).toEqual({ status: 'valid', expiresAt: future });
    expect(documentLicenceStatus(list, 'b', now)).toEqual({ status: 'expired', expiresAt: past });
    expect(documentLicenceStatus(list, 'c', now)).toEqual({ status: 'invalid', expiresAt: null });
  });

  it('reads the preference leniently, dropping entries that do not parse', () => {
    expect(licencesFrom(undefined)).toEqual([]);
    expect(licencesFrom({ licences: 'x' })).toEqual([]);
    expect(
      licencesFrom({
        licences: [licence(), { assetFlakeId: 1 }, { ...licence(), expiresAt: 'soon' }],
      }),
    ).toEqual([licence()]);
  });
});

describe('which documents may be offered (SPEC §5)', () => {
  const docs = [
    { assetFlakeId: 'done', status: 'COMPLETED', title: 'Done' },
    { assetFlakeId: 'draft', status: 'IN_PROGRESS', title: 'Draft' },
    { assetFlakeId: 'signed', status: 'SIGN_COMPLETE', title: 'Signed' },
    { assetFlakeId: null, status: 'COMPLETED', title: 'No asset' },
    { assetFlakeId: 'licensed', status: 'COMPLETED', title: 'Licensed' },
    { assetFlakeId: 'lapsed', status: 'COMPLETED', title: 'Lapsed' },
  ];
  it('offers completed or in-progress documents with an asset id and no valid licence', () => {
    const licences = [
      licence({ assetFlakeId: 'licensed' }),
      licence({ assetFlakeId: 'lapsed', expiresAt: past }),
    ];
    expect(licensableDocuments(docs, licences, now).map((d) => d.title)).toEqual([
      'Done',
      'Draft',
      'Lapsed',
    ]);
  });
});

describe('four months on the Sydney calendar (SPEC §9)', () => {
  it('adds calendar months and clamps to the end of a shorter month', () => {
    expect(addCalendarMonths({ year: 2026, month: 11, day: 21 }, 4)).toEqual({
      year: 2027,
      month: 3,
      day: 21,
    });
    expect(addCalendarMonths({ year: 2026, month: 10, day: 31 }, 4)).toEqual({
      year: 2027,
      month: 2,
      day: 28,
    });
    expect(addCalendarMonths({ year: 2027, month: 10, day: 31 }, 4)).toEqual({
      year: 2028,
      month: 2,
      day: 29,
    });
  });

  it('ends at Sydney midnight closing the same day four months on', () => {
    // 21 Nov 2026 09:00 in Sydney (daylight saving, +11) → covers up to the end of 21 Mar 2027,
    // which Sydney still spends in daylight saving: the licence ends at 13:00 UTC.
    const end = licenceExpiry(new Date('2026-11-20T22:00:00Z'));
    expect(end.toISOString()).toBe('2027-03-21T13:00:00.000Z');
    expect(formatLicenceEnd(end.toISOString())).toBe('21/03/2027');
  });

  it('takes the purchase day in Sydney, not in UTC', () => {
    // 31 Oct 2026 14:00 UTC is already 1 Nov in Sydney.
    const end = licenceExpiry(new Date('2026-10-31T14:00:00Z'));
    expect(formatLicenceEnd(end.toISOString())).toBe('01/03/2027');
  });

  it('crosses the end of daylight saving (April) with a +10 midnight', () => {
    const end = licenceExpiry(new Date('2026-12-15T01:00:00Z'));
    expect(end.toISOString()).toBe('2027-04-15T14:00:00.000Z');
  });
});

describe('attachLicence input', () => {
  const errors = (input: unknown) => {
    const r = ZAttachLicence.safeParse(input);
    return r.success ? {} : fieldErrors(r.error);
  };
  it('needs at least one chosen document', () => {
    expect(errors({ licenceInputs: [] }).licenceInputs).toBe(LICENCE_MESSAGES.chooseDocument);
    expect(errors({ licenceInputs: [{ assetFlakeId: ' ', assetTitle: 'x' }] })).toEqual({
      'licenceInputs.0.assetFlakeId': LICENCE_MESSAGES.chooseDocument,
    });
  });
  it('refuses the same document twice in one call', () => {
    const one = { assetFlakeId: 'a', assetTitle: 'A' };
    expect(errors({ licenceInputs: [one, one] }).licenceInputs).toBe(
      LICENCE_MESSAGES.duplicateDocument,
    );
  });
  it('accepts a list of documents', () => {
    expect(
      ZAttachLicence.parse({ licenceInputs: [{ assetFlakeId: 'a', assetTitle: ' A ' }] }),
    ).toEqual({
      licenceInputs: [{ assetFlakeId: 'a', assetTitle: 'A' }],
    });
  });
});
