import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@resonate/contracts/messages';
import { PROFILE_MSG } from '@resonate/contracts/profile';
import { createDemoApp, signIn } from '../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../test/create-test-app.ts';
import { NOT_YOUR_PROFILE } from './own-claims.ts';
import { call, type TCaller } from './profile-test-helpers.ts';

let t: TTestApp;
let admin: TCaller;
let viewer: TCaller;
let brand: TCaller;

beforeAll(async () => {
  t = await createDemoApp();
  admin = await signIn(t.app, 'admin@acme.test');
  viewer = await signIn(t.app, 'viewer@acme.test');
  brand = await signIn(t.app, 'brand@acme.test');
});
afterAll(() => t.close());

const profileOf = async (caller: TCaller) =>
  (await call(t.app, caller, 'GetMyProfile')).json().data;

describe('GetMyProfile', () => {
  it("answers the caller's own profile, role included", async () => {
    const res = await call(t.app, admin, 'GetMyProfile');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      userId: admin.userId,
      clientId: admin.clientId,
      firstName: 'Ada',
      lastName: 'Admin',
      email: 'admin@acme.test',
      username: null,
      countryCode: null,
      mobileNumber: null,
      userRole: 'Administrator',
      accountAdmin: true,
      profilePicture: null,
      version: 1,
    });
    expect((await profileOf(viewer)).userRole).toBe('Viewer');
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/GetMyProfile' });
    expect(res.statusCode).toBe(401);
  });
});

describe('ProfileUpdate', () => {
  const update = (caller: TCaller, body: object) => call(t.app, caller, 'ProfileUpdate', body);

  it('saves trimmed names and a username, and bumps the version', async () => {
    const { version } = await profileOf(viewer);
    const res = await update(viewer, {
      firstName: '  Vera   Jane ',
      lastName: ' Viewer ',
      username: 'vera_v',
      version,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(PROFILE_MSG.saved);
    expect(res.json().data).toMatchObject({
      firstName: 'Vera Jane',
      lastName: 'Viewer',
      username: 'vera_v',
      version: version + 1,
      email: 'viewer@acme.test',
    });
    expect(await profileOf(viewer)).toMatchObject({ firstName: 'Vera Jane', username: 'vera_v' });
  });

  it('refuses a stale edit with 409 and keeps the newer save', async () => {
    const { version } = await profileOf(viewer);
    const first = await update(viewer, {
      firstName: 'Tab one',
      lastName: 'V',
      username: '',
      version,
    });
    expect(first.statusCode).toBe(200);
    const stale = await update(viewer, {
      firstName: 'Tab two',
      lastName: 'V',
      username: '',
      version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'This profile was changed elsewhere; reload to see the latest',
    );
    expect((await profileOf(viewer)).firstName).toBe('Tab one');
  });

  it('keeps usernames unique within a client, without case, but not across clients', async () => {
    const mine = await profileOf(admin);
    await update(admin, {
      firstName: 'Ada',
      lastName: 'Admin',
      username: 'acme',
      version: mine.version,
    });
    const theirs = await profileOf(viewer);
    const clash = await update(viewer, {
      firstName: 'Vera',
      lastName: 'Viewer',
      username: 'ACME',
      version: theirs.version,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual({ username: PROFILE_MSG.usernameTaken });
    const other = await profileOf(brand);
    const elsewhere = await update(brand, {
      firstName: 'Bea',
      lastName: 'Brand',
      username: 'acme',
      version: other.version,
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it.each([
    [{ firstName: '' }, 'firstName', MSG.firstNameRequired],
    [{ firstName: ' A ' }, 'firstName', MSG.minChars(2)],
    [{ firstName: 'x'.repeat(51) }, 'firstName', MSG.maxChars(50)],
    [{ lastName: '   ' }, 'lastName', MSG.lastNameRequired],
    [{ lastName: 'y'.repeat(51) }, 'lastName', MSG.maxChars(50)],
    [{ username: 'ab' }, 'username', MSG.minChars(3)],
    [{ username: 'has space' }, 'username', PROFILE_MSG.usernameInvalid],
    [{ username: 'u'.repeat(31) }, 'username', MSG.maxChars(30)],
  ])('refuses %j with the field message', async (change, field, message) => {
    const { version } = await profileOf(admin);
    const body = { firstName: 'Ada', lastName: 'Admin', username: '', version, ...change };
    const res = await update(admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it("refuses another user's or client's ids in the body (403) and changes nothing", async () => {
    const { version, firstName } = await profileOf(admin);
    const base = { firstName: 'Mallory', lastName: 'X', username: '', version };
    for (const claims of [{ userId: viewer.userId }, { clientId: brand.clientId }]) {
      const res = await update(admin, { ...base, ...claims });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(NOT_YOUR_PROFILE);
    }
    expect((await profileOf(admin)).firstName).toBe(firstName);
    const own = await update(admin, {
      ...base,
      firstName,
      userId: admin.userId,
      clientId: admin.clientId,
    });
    expect(own.statusCode).toBe(200);
  });

  it('has no email or role to change: extra fields are ignored', async () => {
    const { version } = await profileOf(viewer);
    const res = await update(viewer, {
      firstName: 'Vera',
      lastName: 'Viewer',
      username: '',
      version,
      email: 'evil@acme.test',
      userRole: 'Administrator',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: 'viewer@acme.test', userRole: 'Viewer' });
  });
});
