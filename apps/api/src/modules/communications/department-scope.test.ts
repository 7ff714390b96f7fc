import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@resonate/contracts/campaigns/communication-status';
import {
  comm,
  createCommunicationFixture,
  ownerOf,
  type TCommunicationFixture,
} from './test/communication-fixtures.ts';
import { insertCommunication } from './list/list-test-helpers.ts';

/**
 * A session switched to one department reads that department's communications and journeys
 * only; another department's answer 404 as another client's would. A session over the whole
 * client (department 0) reads them all.
 */

let f: TCommunicationFixture;
let marketing: number;
let sales: number;
const ids = { commMarketing: 0, commSales: 0, journeyMarketing: 0, journeySales: 0 };

const switchTo = async (departmentId: number) => {
  const response = await f.app.inject({
    method: 'POST',
    url: '/api/User/SwitchCompany',
    headers: { accesstoken: f.admin.accessToken },
    payload: { clientId: f.admin.clientId, departmentId },
  });
  expect(response.statusCode, response.body).toBe(200);
};

/** Runs `fn` in a Marketing session, then returns the admin to the whole client. */
async function asMarketing(fn: () => Promise<void>) {
  await switchTo(marketing);
  try {
    await fn();
  } finally {
    await switchTo(0);
  }
}

const status = async (endpoint: string, body: object) =>
  (await comm(f.app, f.admin, endpoint, body)).statusCode;

async function insertJourney(name: string, departmentId: number) {
  const row = await ownerOf(f.app)
    .insertInto('journeys')
    .values({
      client_id: f.clientId,
      department_id: departmentId,
      name,
      graph: JSON.stringify({ nodes: [{ id: 'n1', type: 'exit', config: {} }], edges: [] }),
      reentry: JSON.stringify({ mode: 'once', minDaysBetween: 0 }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

beforeAll(async () => {
  f = await createCommunicationFixture({ smtp: false, contacts: 1 });
  const departments = await ownerOf(f.app)
    .selectFrom('departments')
    .select(['id', 'name'])
    .where('client_id', '=', f.clientId)
    .execute();
  marketing = Number(departments.find((d) => d.name === 'Marketing')!.id);
  sales = Number(departments.find((d) => d.name === 'Sales')!.id);
  const add = (name: string, departmentId: number) =>
    insertCommunication(f.app, f.clientId, { name, status: STATUS.draft, departmentId });
  ids.commMarketing = await add('Dep Marketing draft', marketing);
  ids.commSales = await add('Dep Sales draft', sales);
  ids.journeyMarketing = await insertJourney('Dep Marketing journey', marketing);
  ids.journeySales = await insertJourney('Dep Sales journey', sales);
}, 60_000);
afterAll(async () => {
  await f.close();
});

describe('department scope', () => {
  it("GetCommunication answers 404 for another department's communication", async () => {
    await asMarketing(async () => {
      expect(await status('GetCommunication', { communicationId: ids.commMarketing })).toBe(200);
      expect(await status('GetCommunication', { communicationId: ids.commSales })).toBe(404);
    });
  });

  it('GetCommunication reads every department for a session over the whole client', async () => {
    expect(await status('GetCommunication', { communicationId: ids.commMarketing })).toBe(200);
    expect(await status('GetCommunication', { communicationId: ids.commSales })).toBe(200);
  });

  const journeyNames = async () => {
    const response = await comm(f.app, f.admin, 'GetJourneys', { search: 'Dep ' });
    expect(response.statusCode, response.body).toBe(200);
    const json = response.json();
    return {
      total: json.totalRows as number,
      names: (json.data.journeys as { name: string }[]).map((j) => j.name).sort(),
    };
  };

  it("GetJourneys lists the department's journeys only, and counts only them", async () => {
    await asMarketing(async () => {
      expect(await journeyNames()).toEqual({ total: 1, names: ['Dep Marketing journey'] });
    });
    expect(await journeyNames()).toEqual({
      total: 2,
      names: ['Dep Marketing journey', 'Dep Sales journey'],
    });
  });

  it("GetJourney, its entries and its lifecycle answer 404 for another department's journey", async () => {
    await asMarketing(async () => {
      expect(await status('GetJourney', { journeyId: ids.journeyMarketing })).toBe(200);
      expect(await status('GetJourney', { journeyId: ids.journeySales })).toBe(404);
      const entries = (journeyId: number) =>
        status('GetJourneyEntries', { journeyId, nodeId: 'n1' });
      expect(await entries(ids.journeyMarketing)).toBe(200);
      expect(await entries(ids.journeySales)).toBe(404);
      expect(await status('ValidateJourney', { journeyId: ids.journeySales })).toBe(404);
      expect(await status('PauseJourney', { journeyId: ids.journeySales })).toBe(404);
      expect(await status('ArchiveJourney', { journeyId: ids.journeySales })).toBe(404);
    });
    const sales = await ownerOf(f.app)
      .selectFrom('journeys')
      .select('status')
      .where('id', '=', ids.journeySales)
      .executeTakeFirstOrThrow();
    expect(sales.status).toBe('draft');
  });

  it('GetJourney and its entries read every department for a session over the whole client', async () => {
    for (const journeyId of [ids.journeyMarketing, ids.journeySales]) {
      expect(await status('GetJourney', { journeyId })).toBe(200);
      expect(await status('GetJourneyEntries', { journeyId, nodeId: 'n1' })).toBe(200);
    }
  });
});
