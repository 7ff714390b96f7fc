import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LICENCE_STANDING_MSG } from '@resonate/contracts/onboarding/licence-standing';
import type { DB } from '#/db/schema.ts';
import { withTenant } from '#/db/tenant.ts';
import { isAppError } from '#/errors.ts';
import { createDemoApp, signIn } from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import { call, createOtherAgency, type TCaller } from '#/modules/admin/testing.ts';
import { callLicence } from '../licence-test-helpers.ts';
import { assertSeatFree } from './licence-guards.ts';
import { loadLicenceStanding } from './licence-standing.ts';
import { daysFrom, setCurrentLicence } from './standing-test-helpers.ts';

let t: TTestApp;
let owner: Kysely<DB>;
let admin: TCaller;
let viewerRoleId: number;
beforeAll(async () => {
  t = await createDemoApp();
  owner = t.app.ownerDb as unknown as Kysely<DB>;
  admin = await signIn(t.app, 'admin@acme.test');
  const roles = (await call(t.app, admin, 'Admin/GetRoles', {})).json().data.roles;
  viewerRoleId = roles.find((r: { name: string }) => r.name === 'Viewer').roleId;
});
afterAll(() => t.close());

const invite = (email: string) =>
  call(t.app, admin, 'Admin/InviteUser', {
    email,
    firstName: 'Sam',
    lastName: 'Seat',
    roleId: viewerRoleId,
    departmentIds: [],
    brandIds: [],
    isAccountAdmin: false,
  });
const setActive = (userId: number, active: boolean) =>
  call(t.app, admin, 'Admin/SetUserActive', { userId, active });
const seatsUsed = async () =>
  (await callLicence(t.app, 'LicenseInfo', {}, admin.accessToken)).json().data.seatsUsed as number;
const userIdOf = async (email: string) =>
  Number(
    (await sql<{ id: string }>`select id from users where email = ${email}`.execute(owner)).rows[0]!
      .id,
  );

describe('seats', () => {
  let seats: number;

  it('at exactly the limit the last seat is taken; one more is refused with the count', async () => {
    const used = await seatsUsed();
    seats = used + 1;
    await setCurrentLicence(owner, 'Acme Retail', {
      validFrom: daysFrom(new Date(), -30),
      validUntil: daysFrom(new Date(), 300),
      seats,
    });
    const last = await invite('seat-last@acme.test');
    expect(last.statusCode, last.body).toBe(200);
    expect(await seatsUsed()).toBe(seats);

    const over = await invite('seat-over@acme.test');
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(LICENCE_STANDING_MSG.seatsFull(seats));
    expect(over.json().message).toContain(`All ${seats} seats`);
    // Nothing stored half: no user, no invitation.
    const { rows } = await sql`select 1 from users where email = 'seat-over@acme.test'`.execute(
      owner,
    );
    expect(rows).toHaveLength(0);
  });

  it('reactivating a user past the seats is refused; one seat freed lets it through', async () => {
    const viewerId = await userIdOf('viewer@acme.test');
    expect((await setActive(viewerId, false)).statusCode).toBe(200);
    expect(await seatsUsed()).toBe(seats - 1);
    // The freed seat goes to someone else: the viewer cannot come back.
    expect((await invite('seat-taken@acme.test')).statusCode).toBe(200);
    const refused = await setActive(viewerId, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(LICENCE_STANDING_MSG.seatsFull(seats));

    expect((await setActive(await userIdOf('seat-taken@acme.test'), false)).statusCode).toBe(200);
    const back = await setActive(viewerId, true);
    expect(back.statusCode, back.body).toBe(200);
    expect(await seatsUsed()).toBe(seats);
    // Deactivating someone already inactive, or re-saving an active user, needs no seat.
    expect((await setActive(viewerId, true)).statusCode).toBe(200);
  });

  it("a brand without a licence of its own takes its agency's seats", async () => {
    const { agencyId, brandId } = await createOtherAgency(t.app, 'olga@seats.test', 'Pass@1234');
    await sql`insert into licences (client_id, licence_type_id, seats, channel_ids, valid_from,
        valid_until, is_agency, source, order_id)
      values (${agencyId}, 4, 2, '{1}', now() - interval '1 day', now() + interval '1 year',
        true, 'payment', 'ORD-SEATS')`.execute(owner);
    await sql`insert into users (client_id, email, first_name, status)
      values (${brandId}, 'brenda@seats.test', 'Brenda', 'active')`.execute(owner);

    await withTenant(t.app.db, { clientId: brandId }, async (trx) => {
      const standing = await loadLicenceStanding(trx, brandId, new Date());
      expect(standing).toMatchObject({ state: 'active', channelIds: [1], seatsUsed: 2 });
      expect(standing.licence).toMatchObject({ ownerClientId: agencyId, seats: 2 });
      const refusal = await assertSeatFree(trx, brandId).catch((error: unknown) => error);
      expect(isAppError(refusal) && refusal.message).toBe(LICENCE_STANDING_MSG.seatsFull(2));
    });
  });
});
