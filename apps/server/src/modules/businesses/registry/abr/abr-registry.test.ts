import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../../platform/errors.js';
import { createAbrRegistry } from './abr-registry.js';

const GUID = '2b1f6a52-8d1e-4c4f-9d0e-2f8f4c1a7e11';

// Answers as the ABR's JSON services do (JSONP, AbnDetails / AcnDetails / MatchingNames).
const ENTITIES: Record<string, object> = {
  '53004085616': {
    Abn: '53004085616',
    AbnStatus: 'Active',
    AbnStatusEffectiveFrom: '1999-11-01',
    Acn: '004085616',
    AddressDate: '2020-01-01',
    AddressPostcode: '2061',
    AddressState: 'NSW',
    BusinessName: ['KIRRIBILLI PLUMBING'],
    EntityName: 'HARBOUR PLUMBING PTY LTD',
    EntityTypeCode: 'PRV',
    EntityTypeName: 'Australian Private Company',
    Gst: '2000-07-01',
    Message: '',
  },
  '33051775556': {
    Abn: '33051775556',
    AbnStatus: 'Cancelled',
    Acn: '051775556',
    AddressPostcode: '3000',
    AddressState: 'VIC',
    BusinessName: [],
    EntityName: 'HARBOUR FREIGHT PTY LTD',
    EntityTypeCode: 'PRV',
    EntityTypeName: 'Australian Private Company',
    Gst: null,
    Message: '',
  },
  '51824753556': {
    Abn: '51824753556',
    AbnStatus: 'Active',
    Acn: '',
    AddressPostcode: '2600',
    AddressState: 'ACT',
    BusinessName: [],
    EntityName: 'HARBOUR, MEI',
    EntityTypeCode: 'IND',
    EntityTypeName: 'Individual/Sole Trader',
    Gst: '',
    Message: '',
  },
};
const NOT_FOUND = { Abn: '', Message: 'No records found' };

describe('the ABR ABN Lookup adapter', () => {
  let server: Server;
  let baseUrl: string;
  const seen: URL[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://abr.test');
      seen.push(url);
      const cb = url.searchParams.get('callback');
      const send = (body: object) => res.end(`${cb}(${JSON.stringify(body)})`);
      if (url.searchParams.get('guid') !== GUID)
        return send({ Message: 'The GUID entered is not recognised' });
      if (url.pathname === '/json/AbnDetails.aspx') {
        return send(ENTITIES[url.searchParams.get('abn') ?? ''] ?? NOT_FOUND);
      }
      if (url.pathname === '/json/AcnDetails.aspx') {
        const acn = url.searchParams.get('acn');
        return send(
          Object.values(ENTITIES).find((e) => (e as { Acn: string }).Acn === acn) ?? NOT_FOUND,
        );
      }
      if (url.pathname === '/json/MatchingNames.aspx') {
        return send({
          Message: '',
          Names: Object.values(ENTITIES).map((e, i) => ({
            Abn: (e as { Abn: string }).Abn,
            AbnStatus: '0000000001',
            IsCurrent: true,
            Name: (e as { EntityName: string }).EntityName,
            NameType: 'Entity Name',
            Postcode: '2000',
            Score: 100 - i,
            State: 'NSW',
          })),
        });
      }
      res.statusCode = 500;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/json`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads an ABN, with the GUID, as the product search result', async () => {
    const abr = createAbrRegistry({ guid: GUID, baseUrl });
    const found = await abr.findByAbn('53004085616');
    expect(found).toEqual({
      ABN: { identifierValue: '53004085616' },
      ASICNumber: '004085616',
      entityStatus: 'Registered',
      entityType: 'Australian Private Company',
      mainName: { organisationName: 'HARBOUR PLUMBING PTY LTD' },
      legalName: null,
      mainTradingName: { organisationName: 'KIRRIBILLI PLUMBING' },
      businessName: [{ organisationName: 'KIRRIBILLI PLUMBING' }],
      mainBusinessPhysicalAddress: { stateCode: 'NSW', postcode: '2061' },
      goodsAndServicesTaxFrom: '2000-07-01',
    });
    expect(seen.at(-1)?.searchParams.get('guid')).toBe(GUID);
    expect(await abr.findByAbn('11111111111')).toBeUndefined();
  });

  it('names a sole trader as people write it and reads an ACN', async () => {
    const abr = createAbrRegistry({ guid: GUID, baseUrl });
    const trader = await abr.findByAbn('51824753556');
    expect(trader?.legalName).toEqual({ fullName: 'MEI HARBOUR' });
    expect(trader?.ASICNumber).toBeNull();
    expect(trader?.goodsAndServicesTaxFrom).toBeNull();
    expect((await abr.findByAcn('051775556'))?.entityStatus).toBe('Deregistered');
  });

  it('searches names, keeping Registered entities when asked and at most the limit', async () => {
    const abr = createAbrRegistry({ guid: GUID, baseUrl });
    const live = await abr.searchByName({ name: 'harbour', limit: 15, onlyRegistered: true });
    expect(live.map((e) => e.ABN.identifierValue)).toEqual(['53004085616', '51824753556']);
    const one = await abr.searchByName({ name: 'harbour', limit: 1, onlyRegistered: false });
    expect(one).toHaveLength(1);
    const search = seen.findLast((u) => u.pathname.endsWith('MatchingNames.aspx'))!;
    expect(search.searchParams.get('name')).toBe('harbour');
  });

  it('answers UNAVAILABLE when the ABR cannot be reached or fails', async () => {
    const away = createAbrRegistry({
      guid: GUID,
      baseUrl: 'http://127.0.0.1:9/json',
      timeoutMs: 2000,
    });
    await expect(away.findByAbn('53004085616')).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    const broken = createAbrRegistry({ guid: GUID, baseUrl: `${baseUrl}/missing` });
    const error = await broken.findByAbn('53004085616').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('UNAVAILABLE');
  });
});
