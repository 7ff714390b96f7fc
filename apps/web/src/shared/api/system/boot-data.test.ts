import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ipDataQueryOptions } from './get-ip-data';
import { masterDataQueryOptions } from './get-master-data';
import { fetchIpDataAtBoot } from './ip-data';
import { fetchMasterDataAtBoot } from './master-data';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn() }));

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

describe('boot data', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks once per page load: the first queries take the answers boot started', async () => {
    const server = vi.fn(async (url: string) => {
      const data = url.endsWith('GetMasterData') ? master : { ipAddress: '203.0.113.7' };
      return new Response(JSON.stringify({ status: true, message: 'ok', data }), { status: 200 });
    });
    vi.stubGlobal('fetch', server);

    // Twice, as React's StrictMode runs the boot effect twice.
    fetchMasterDataAtBoot();
    fetchIpDataAtBoot();
    fetchMasterDataAtBoot();
    fetchIpDataAtBoot();
    const client = new QueryClient();
    expect(await client.fetchQuery(masterDataQueryOptions())).toEqual(master);
    expect(await client.fetchQuery(ipDataQueryOptions())).toEqual({ ipAddress: '203.0.113.7' });
    expect(server).toHaveBeenCalledTimes(2);

    // Later refreshes are the queries' own: they ask the server again.
    await client.refetchQueries();
    expect(server).toHaveBeenCalledTimes(4);
  });
});
