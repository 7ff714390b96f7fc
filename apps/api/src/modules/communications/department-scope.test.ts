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
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const ids = {
  commMarketing: 0,
  commSales: 0,
  commNoDepartment: 0,
  pendingMarketing: 0,
  pendingSales: 0,
  pendingSalesNamed: 0,
  journeyMarketing: 0,
  journeySales: 0,
};

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

const EXIT_ONLY = {
  nodes: [{ id: 'n1', type: 'exit', position: { x: 0, y: 0 }, config: {} }],
  edges: [],
};

async function insertJourney(name: string, departmentId: number) {
  const row = await ownerOf(f.app)
    .insertInto('journeys')
    .values({
      client_id: f.clientId,
      department_id: departmentId,
      name,
      graph: JSON.stringify(EXIT_ONLY),
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
  // Drafts to send tomorrow, so the planner shows them.
  const schedule = { kind: 'later', at: `${tomorrow}T10:00` };
  const add = (name: string, departmentId: number | undefined, more: object = {}) =>
    insertCommunication(f.app, f.clientId, {
      name,
      status: STATUS.draft,
      departmentId,
      schedule,
      ...more,
    });
  ids.commMarketing = await add('Dep Marketing draft', marketing);
  ids.commSales = await add('Dep Sales draft', sales);
  ids.commNoDepartment = await add('Dep no department draft', undefined);
  const pending = { status: STATUS.pending_approval };
  ids.pendingMarketing = await add('Dep Marketing pending', marketing, pending);
  ids.pendingSales = await add('Dep Sales pending', sales, pending);
  ids.pendingSalesNamed = await add('Dep Sales pending, admin named', sales, {
    ...pending,
    approverIds: [f.admin.userId],
  });
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

  /**
   * Every Communication/ endpoint that takes a communication's id, asked by a Marketing session
   * about a Sales communication: 404, as for another client's. Before the scope held, these
   * answered 200 (reads), 400 or 409 (checks of a row they had found), or 403 (approvals).
   */
  const byCommunication: [string, (id: number) => object][] = [
    ['GetCommunication', (id) => ({ communicationId: id })],
    ['SaveCommunicationDraft', (id) => ({ communicationId: id, name: 'Dep taken', channelId: 1 })],
    ['EstimateCommunication', (id) => ({ communicationId: id })],
    ['PreviewCommunication', (id) => ({ communicationId: id })],
    ['SendTestCommunication', (id) => ({ communicationId: id, addresses: ['t@example.test'] })],
    ['LaunchCommunication', (id) => ({ communicationId: id })],
    ['GetSendProgress', (id) => ({ communicationId: id })],
    ['DuplicateCommunication', (id) => ({ communicationId: id })],
    ['PauseCommunication', (id) => ({ communicationId: id })],
    ['ResumeCommunication', (id) => ({ communicationId: id })],
    ['CancelCommunication', (id) => ({ communicationId: id })],
    ['ArchiveCommunication', (id) => ({ communicationId: id })],
    ['RestoreCommunication', (id) => ({ communicationId: id })],
    ['RescheduleCommunication', (id) => ({ communicationId: id, at: `${tomorrow}T10:00` })],
    ['DownloadQrCode', (id) => ({ communicationId: id, format: 'png', size: 256 })],
    ['GetDirectMailFiles', (id) => ({ communicationId: id })],
    ['DownloadDirectMail', (id) => ({ communicationId: id, run: 1, kind: 'addresses' })],
  ];

  it.each(byCommunication)(
    "%s answers 404 for another department's communication",
    async (endpoint, body) => {
      await asMarketing(async () => {
        expect(await status(endpoint, body(ids.commSales))).toBe(404);
      });
    },
  );

  it("leaves another department's communications as they were", async () => {
    const rows = await ownerOf(f.app)
      .selectFrom('communications')
      .select(['name', 'status', 'archived_at', 'scheduled_at'])
      .where('client_id', '=', f.clientId)
      .where('name', 'like', '%Dep Sales draft%')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Dep Sales draft', status: STATUS.draft });
    expect(rows[0]!.archived_at).toBeNull();
  });

  it('reads its own department through the same endpoints, and every department over the whole client', async () => {
    const reads = ['EstimateCommunication', 'PreviewCommunication', 'GetSendProgress'];
    await asMarketing(async () => {
      for (const endpoint of reads) {
        expect(await status(endpoint, { communicationId: ids.commMarketing })).toBe(200);
      }
    });
    for (const endpoint of reads) {
      expect(await status(endpoint, { communicationId: ids.commSales })).toBe(200);
    }
  });

  it('GetSendProgress answers 404 to a department session for a communication of no department, as the list hides it', async () => {
    await asMarketing(async () => {
      expect(await status('GetSendProgress', { communicationId: ids.commNoDepartment })).toBe(404);
    });
    expect(await status('GetSendProgress', { communicationId: ids.commNoDepartment })).toBe(200);
  });

  it("GetPlanner shows the department's communications only", async () => {
    const plannerNames = async () => {
      const response = await comm(f.app, f.admin, 'GetPlanner', { from: tomorrow, to: tomorrow });
      expect(response.statusCode, response.body).toBe(200);
      const items = response.json().data.items as { name: string }[];
      return items
        .map((item) => item.name)
        .filter((name) => name.startsWith('Dep '))
        .sort();
    };
    await asMarketing(async () => {
      expect(await plannerNames()).toEqual(['Dep Marketing draft']);
    });
    expect(await plannerNames()).toEqual([
      'Dep Marketing draft',
      'Dep Sales draft',
      'Dep no department draft',
    ]);
  });

  it("approving or rejecting another department's communication is a 404 unless the user is its named approver", async () => {
    const note = 'Not this week';
    await asMarketing(async () => {
      const decide = (endpoint: string, communicationId: number) =>
        status(endpoint, { communicationId, note });
      expect(await decide('ApproveCommunication', ids.pendingSales)).toBe(404);
      expect(await decide('RejectCommunication', ids.pendingSales)).toBe(404);
      // Its own department's, not named: refused, not hidden.
      expect(await decide('ApproveCommunication', ids.pendingMarketing)).toBe(403);
      // Named on it: GetPendingApprovals lists it whatever the department, so the decision holds.
      expect(await decide('RejectCommunication', ids.pendingSalesNamed)).toBe(200);
    });
    const rows = await ownerOf(f.app)
      .selectFrom('communications')
      .select(['id', 'status'])
      .where('id', 'in', [ids.pendingSales, ids.pendingSalesNamed])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.status)).toEqual([STATUS.pending_approval, STATUS.rejected]);
  });

  const byJourney: [string, (id: number) => object][] = [
    ['GetJourney', (id) => ({ journeyId: id })],
    ['GetJourneyEntries', (id) => ({ journeyId: id, nodeId: 'n1' })],
    ['SaveJourney', (id) => ({ journeyId: id, name: 'Dep taken', graph: EXIT_ONLY })],
    ['ValidateJourney', (id) => ({ journeyId: id })],
    ['StartJourney', (id) => ({ journeyId: id })],
    ['PauseJourney', (id) => ({ journeyId: id })],
    ['ResumeJourney', (id) => ({ journeyId: id })],
    ['ArchiveJourney', (id) => ({ journeyId: id })],
  ];

  it.each(byJourney)("%s answers 404 for another department's journey", async (endpoint, body) => {
    await asMarketing(async () => {
      expect(await status(endpoint, body(ids.journeySales))).toBe(404);
    });
  });
});
