import { afterEach, describe, expect, it, vi } from 'vitest';
import { getIpData } from './get-ip-data';
import { getMasterData, storedMasterData } from './get-master-data';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn() }));

const reply = (body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status: 200 })),
  );

const master = {
  timeZoneList: [{ timeZoneID: 1, timeZone: 'UTC', utcOffsetMinutes: 0 }],
  timeFormatList: [],
  dateFormatList: [],
  countries: [],
  currencies: [],
  languages: [],
  industries: [],
  jobFunctions: [],
};

describe('boot calls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stores non-empty master data under masterData and reads it back', async () => {
    reply({ status: true, message: 'ok', data: master });
    await getMasterData();
    expect(JSON.parse(localStorage.getItem('masterData')!)).toEqual(master);
    expect(storedMasterData()).toEqual(master);
  });

  it('does not store empty master data', async () => {
    reply({ status: true, message: 'ok', data: { ...master, timeZoneList: [] } });
    await getMasterData();
    expect(localStorage.getItem('masterData')).toBeNull();
  });

  it('stores IP data under ipAddressData', async () => {
    const ip = {
      ipAddress: '127.0.0.1',
      version: 4,
      isPrivate: true,
      isLoopback: true,
      country: null,
      city: null,
    };
    reply({ status: true, message: 'ok', data: ip });
    await getIpData();
    expect(JSON.parse(localStorage.getItem('ipAddressData')!)).toEqual(ip);
  });
});
