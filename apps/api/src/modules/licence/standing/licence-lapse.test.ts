import { sql, type Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_OUTCOME } from '@resonate/contracts/messages';
import {
  LICENCE_GRACE_DAYS,
  LICENCE_STANDING_MSG,
} from '@resonate/contracts/onboarding/licence-standing';
import type { DB } from '#/db/schema.ts';
import { login } from '../../../../test/auth-helpers.ts';
import { post, submitBody } from '#/modules/billing/testing.ts';
import {
  comm,
  createCommunicationFixture,
  ownerOf,
  type TCaller,
  type TCommunicationFixture,
  entryList,
  exit,
  saveJourney,
  sendEmail,
} from '#/modules/communications/testing.ts';
import { callLicence, issueKey, onboardingQ } from '../licence-test-helpers.ts';
import { daysFrom, setCurrentLicence } from './standing-test-helpers.ts';

let f: TCommunicationFixture;
let owner: Kysely<DB>;
beforeAll(async () => {
  f = await createCommunicationFixture({ contacts: 3 });
  owner = ownerOf(f.app);
}, 60_000);
afterAll(() => f.close());

const ACME = 'Acme Retail';
const ADMIN = 'admin@acme.test';
const now = () => new Date();
// The server judges HTTP requests by its own clock: the licence is moved around it.
const licenceEnding = (days: number) =>
  setCurrentLicence(owner, ACME, {
    validFrom: daysFrom(now(), -30),
    validUntil: daysFrom(now(), days),
  });
const active = () => licenceEnding(300);
const inGrace = () => licenceEnding(-2);
const lapsed = () => licenceEnding(-(LICENCE_GRACE_DAYS + 1));

async function standingOf(caller: TCaller) {
  const response = await f.app.inject({
    method: 'POST',
    url: '/api/Licence/GetStanding',
    headers: { accesstoken: caller.accessToken },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function draft(name: string): Promise<number> {
  const response = await comm(f.app, f.admin, 'SaveCommunicationDraft', {
    name,
    channelId: 1,
    audience: { listIds: [f.listId] },
    content: { kind: 'email', subject: 'Hello', preheader: '', html: '<p>Hi</p>', text: '' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.communication.communicationId;
}

const contactCount = async () =>
  Number(
    (
      await sql<{
        n: string;
      }>`select count(*) as n from contacts where client_id = ${f.clientId}`.execute(owner)
    ).rows[0]!.n,
  );

describe('a licence that ends, ends', () => {
  afterEach(active);

  it('active: signs in, and the standing says active with the seats', async () => {
    await active();
    expect((await login(f.app, ADMIN)).statusCode).toBe(200);
    expect(await standingOf(f.admin)).toMatchObject({
      state: 'active',
      graceDaysLeft: null,
      seats: 25,
    });
  });

  it('in grace: sign-in and launching still work, and admins are told the days left', async () => {
    await inGrace();
    expect((await login(f.app, ADMIN)).statusCode).toBe(200);
    const standing = await standingOf(f.admin);
    expect(standing.state).toBe('grace');
    expect(standing.graceDaysLeft).toBe(LICENCE_GRACE_DAYS - 2);
    const communicationId = await draft('Sent in grace');
    const launch = await comm(f.app, f.admin, 'LaunchCommunication', { communicationId });
    expect(launch.statusCode, launch.body).toBe(200);
  });

  it("lapsed: sign-in answers 'Licensekey not validated'; sends, imports and journeys are refused", async () => {
    const communicationId = await draft('Launched after the grace');
    const saved = await saveJourney(f.app, f.admin, {
      nodes: [entryList(f.listId), sendEmail('mail'), exit('done')],
      edges: [
        { id: 'e1', from: 'start', to: 'mail' },
        { id: 'e2', from: 'mail', to: 'done' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await lapsed();

    const signIn = await login(f.app, ADMIN);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toBe(LOGIN_OUTCOME.licenseKeyNotValidated);
    expect(typeof signIn.json().data.q).toBe('string');
    // A session opened before the end sees why everything stopped.
    expect((await standingOf(f.admin)).state).toBe('lapsed');

    const launch = await comm(f.app, f.admin, 'LaunchCommunication', { communicationId });
    expect(launch.statusCode).toBe(403);
    expect(launch.json().message).toBe(LICENCE_STANDING_MSG.sendingStopped);
    const test = await comm(f.app, f.admin, 'SendTestCommunication', {
      communicationId,
      addresses: ['someone@example.test'],
    });
    expect(test.statusCode).toBe(403);
    expect(test.json().message).toBe(LICENCE_STANDING_MSG.sendingStopped);
    const journey = await comm(f.app, f.admin, 'StartJourney', {
      journeyId: saved.json().data.journeyId,
    });
    expect(journey.statusCode).toBe(403);
    expect(journey.json().message).toBe(LICENCE_STANDING_MSG.journeysStopped);
    const importing = await f.app.inject({
      method: 'POST',
      url: '/api/Audience/StartImport',
      headers: { accesstoken: f.admin.accessToken },
      payload: {
        importId: 1,
        mapping: { Email: 'email' },
        mode: 'skip',
        destination: { kind: 'none' },
      },
    });
    expect(importing.statusCode).toBe(403);
    expect(importing.json().message).toBe(LICENCE_STANDING_MSG.importsStopped);
  });

  it('future-dated: a licence that has not started grants nothing yet', async () => {
    await setCurrentLicence(owner, ACME, {
      validFrom: daysFrom(now(), 10),
      validUntil: daysFrom(now(), 375),
    });
    const signIn = await login(f.app, ADMIN);
    expect(signIn.json().message).toBe(LOGIN_OUTCOME.licenseKeyNotValidated);
    expect((await standingOf(f.admin)).state).toBe('notStarted');
    const launch = await comm(f.app, f.admin, 'LaunchCommunication', {
      communicationId: await draft('Before the start'),
    });
    expect(launch.statusCode).toBe(403);
    expect(launch.json().message).toBe(LICENCE_STANDING_MSG.notStarted);
  });

  it('a renewal key on /account-activate restores everything, data intact', async () => {
    const contactsBefore = await contactCount();
    await lapsed();
    const q = await onboardingQ(f.app, ADMIN);
    const licenseKey = await issueKey(f.app, { licenceTypeId: 3, seats: 25, channelIds: [1, 2] });
    const check = await callLicence(f.app, 'ValidateLicenseKey', { q, licenseKey });
    expect(check.statusCode, check.body).toBe(200);
    const submit = await callLicence(f.app, 'SubmitLicenseKey', { q, licenseKey });
    expect(submit.statusCode, submit.body).toBe(200);
    expect(submit.json().data.next).toBe('signIn');

    const signIn = await login(f.app, ADMIN);
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(await standingOf(f.admin)).toMatchObject({ state: 'active', channelIds: [1, 2] });
    expect(await contactCount()).toBe(contactsBefore);
    const launch = await comm(f.app, f.admin, 'LaunchCommunication', {
      communicationId: await draft('After the renewal'),
    });
    expect(launch.statusCode, launch.body).toBe(200);
  });

  it('a payment restores it too: Licensetype, then PaymentSubmit, then signed in', async () => {
    await lapsed();
    const q = await onboardingQ(f.app, ADMIN);
    const chosen = await post(f.app, 'Payment/SelectLicenseType', {
      q,
      licenceTypeId: 3,
      frequency: 'Yearly',
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const payQ = chosen.json().data.q as string;
    const details = (await post(f.app, 'Payment/GetPaymentDetails', { q: payQ })).json().data;
    expect(details.paymentCompleted).toBe(false);
    const paid = await post(
      f.app,
      'PaymentSubmit',
      submitBody({ q: payQ, orderId: details.orderId }),
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.next).toBe('signedIn');
    expect((await login(f.app, ADMIN)).statusCode).toBe(200);
  });

  it('a leftover activation link cannot apply a key while the licence is in force', async () => {
    await lapsed();
    const q = await onboardingQ(f.app, ADMIN);
    await active();
    const licenseKey = await issueKey(f.app, { licenceTypeId: 3, seats: 25 });
    const submit = await callLicence(f.app, 'SubmitLicenseKey', { q, licenseKey });
    expect(submit.statusCode).toBe(409);
  });
});
