import { ZMasterDataResponseSchema } from '@resonate/contracts/master-data';
import { ZIpDataResponseSchema } from '@resonate/contracts/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import TIME_ZONES from '#/modules/master-data/lists/time-zones.json' with { type: 'json' };
import { utcOffsetMinutes } from '#/modules/master-data/time-zones.ts';
import { createTestApp, type TTestApp } from '../../../test/create-test-app.ts';

describe('GET /api/GetMasterData', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const fetchData = async () => {
    const res = await t.app.inject({ url: '/api/GetMasterData' });
    expect(res.statusCode).toBe(200);
    return { res, body: ZMasterDataResponseSchema.parse(res.json()) };
  };

  it('matches the contract and can be cached', async () => {
    const { res, body } = await fetchData();
    expect(body.status).toBe(true);
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
  });

  it('has the spec defaults as id 1', async () => {
    const { body } = await fetchData();
    expect(body.data!.dateFormatList[0]).toEqual({ dateFormatID: 1, dateformat: 'DD-MM-YYYY' });
    expect(body.data!.timeFormatList[0]).toMatchObject({ timeFormatID: 1, pattern: 'hh:mm A' });
    expect(body.data!.timeFormatList[1]).toMatchObject({ timeFormatID: 2, pattern: 'HH:mm' });
  });

  it('lists every IANA zone the runtime knows, plus UTC, with unique stable ids', async () => {
    const { body } = await fetchData();
    const zones = body.data!.timeZoneList;
    const names = new Set(zones.map((zone) => zone.timeZone));
    for (const zone of [...Intl.supportedValuesOf('timeZone'), 'UTC'])
      expect(names).toContain(zone);
    expect(new Set(zones.map((zone) => zone.timeZoneID)).size).toBe(zones.length);
    // Ids come from the list in git: position + 1.
    TIME_ZONES.forEach((zone, index) => {
      expect(zones.find((z) => z.timeZone === zone)?.timeZoneID).toBe(index + 1);
    });
    expect(zones.find((zone) => zone.timeZone === 'UTC')?.utcOffsetMinutes).toBe(0);
  });

  it('computes offsets, including half hours and negatives', () => {
    const winter = new Date('2026-01-15T12:00:00Z');
    expect(utcOffsetMinutes('Asia/Calcutta', winter)).toBe(330);
    expect(utcOffsetMinutes('America/New_York', winter)).toBe(-300);
    expect(utcOffsetMinutes('America/New_York', new Date('2026-07-15T12:00:00Z'))).toBe(-240);
    expect(utcOffsetMinutes('Not/AZone', winter)).toBeUndefined();
  });

  it('has the reference lists', async () => {
    const { body } = await fetchData();
    const data = body.data!;
    expect(data.countries.length).toBeGreaterThanOrEqual(240);
    expect(data.currencies.length).toBeGreaterThanOrEqual(150);
    expect(data.countries).toContainEqual(expect.objectContaining({ code: 'IN', dialCode: '+91' }));
    expect(data.currencies).toContainEqual({
      currencyID: expect.any(Number),
      code: 'JPY',
      name: 'Japanese Yen',
      minorUnits: 0,
    });
    expect(new Set(data.countries.map((c) => c.code)).size).toBe(data.countries.length);
    expect(new Set(data.currencies.map((c) => c.code)).size).toBe(data.currencies.length);
    const languages = data.languages.map((language) => language.name);
    expect(languages).toEqual(expect.arrayContaining(['English (UK)', 'English (US)', 'French']));
    expect(languages.some((name) => name.startsWith('Chinese'))).toBe(true);
    expect(data.industries.length).toBeGreaterThan(5);
    expect(data.jobFunctions.length).toBeGreaterThan(5);
  });
});

describe('POST /api/GetIPData', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ipData = async (payload?: object, remoteAddress?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/GetIPData',
      payload,
      remoteAddress,
    });
    return { status: res.statusCode, body: res.json() };
  };

  it("describes the caller's own address by default", async () => {
    const { status, body } = await ipData({}, '127.0.0.1');
    expect(status).toBe(200);
    expect(ZIpDataResponseSchema.parse(body).data).toEqual({
      ipAddress: '127.0.0.1',
      version: 4,
      isPrivate: false,
      isLoopback: true,
      country: null,
      city: null,
    });
  });

  it('accepts no body at all', async () => {
    const { status } = await ipData(undefined, '::1');
    expect(status).toBe(200);
  });

  it('classifies a given address', async () => {
    expect((await ipData({ ipaddress: '192.168.1.20' })).body.data).toMatchObject({
      version: 4,
      isPrivate: true,
    });
    expect((await ipData({ ipaddress: '8.8.8.8' })).body.data).toMatchObject({
      isPrivate: false,
      isLoopback: false,
    });
    expect((await ipData({ ipaddress: 'fd00::1' })).body.data).toMatchObject({
      version: 6,
      isPrivate: true,
    });
    expect((await ipData({ ipaddress: '::ffff:10.0.0.1' })).body.data).toMatchObject({
      ipAddress: '10.0.0.1',
      version: 4,
      isPrivate: true,
    });
  });

  it('rejects an address that is not one', async () => {
    const { status, body } = await ipData({ ipaddress: '999.1.1.1' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: false, errors: { ipaddress: expect.any(String) } });
  });
});

describe('GET /api/GetMasterData transfer', () => {
  it('sends gzip when accepted, plain JSON otherwise, and 304 for a matching ETag', async () => {
    const { createTestApp } = await import('../../../test/create-test-app.ts');
    const { gunzipSync } = await import('node:zlib');
    const t = await createTestApp();
    try {
      const plain = await t.app.inject({ method: 'GET', url: '/api/GetMasterData' });
      const zipped = await t.app.inject({
        method: 'GET',
        url: '/api/GetMasterData',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
      expect(plain.json().data.dateFormatList[0]).toEqual({
        dateFormatID: 1,
        dateformat: 'DD-MM-YYYY',
      });
      const etag = String(plain.headers.etag);
      const again = await t.app.inject({
        method: 'GET',
        url: '/api/GetMasterData',
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    } finally {
      await t.close();
    }
  });

  it("answers the operator's privacy and terms links, or the operator the default pages name", async () => {
    const { createTestApp } = await import('../../../test/create-test-app.ts');
    const set = await createTestApp({
      env: {
        PRIVACY_URL: 'https://operator.example/privacy',
        TERMS_URL: 'https://operator.example/terms',
        OPERATOR_NAME: 'Operator GmbH',
        OPERATOR_EMAIL: 'legal@operator.example',
      },
    });
    try {
      const res = await set.app.inject({ method: 'GET', url: '/api/GetMasterData' });
      expect(ZMasterDataResponseSchema.parse(res.json()).data?.legal).toEqual({
        privacyUrl: 'https://operator.example/privacy',
        termsUrl: 'https://operator.example/terms',
        operatorName: 'Operator GmbH',
        operatorEmail: 'legal@operator.example',
      });
    } finally {
      await set.close();
    }
    // Another configuration in the same process gets its own answer, not the prepared one.
    const unset = await createTestApp();
    try {
      const res = await unset.app.inject({ method: 'GET', url: '/api/GetMasterData' });
      expect(res.json().data.legal).toEqual({
        privacyUrl: null,
        termsUrl: null,
        operatorName: 'Resonate Marketing Ltd',
        operatorEmail: 'billing@resonate.example',
      });
    } finally {
      await unset.close();
    }
  });
});
