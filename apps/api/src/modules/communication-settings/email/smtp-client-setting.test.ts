import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TTestApp } from '../../../../test/create-test-app.ts';
import { cs, smtpForm, type TCaller } from './email-settings.test-helpers.ts';

/** Production rules: ALLOW_PRIVATE_CHANNEL_HOSTS is off. */
let t: TTestApp;
let admin: TCaller;
let viewer: TCaller;
let brand: TCaller;

beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  admin = await signIn(t.app, 'admin@acme.test');
  viewer = await signIn(t.app, 'viewer@acme.test');
  brand = await signIn(t.app, 'brand@acme.test');
});
afterAll(() => t.close());

describe('CommunicationSetting SMTP client setting', () => {
  it('answers null before the first save', async () => {
    const res = await cs(t.app, admin, 'GetSMTPClientSetting');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.setting).toBeNull();
  });

  it('saves, seals the password and only ever answers it masked', async () => {
    const saved = await cs(t.app, admin, 'UpsertSMTPClientSetting', smtpForm());
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain('S3cret-pass!');
    expect(saved.json().data.setting).toMatchObject({
      host: '93.184.215.14',
      port: 587,
      password: '••••••••',
      hasPassword: true,
    });
    const read = await cs(t.app, viewer, 'GetSMTPClientSetting');
    expect(read.statusCode).toBe(200);
    expect(read.body).not.toContain('S3cret-pass!');
    const rows = await sql`select * from smtp_settings`.execute(t.app.ownerDb);
    expect(JSON.stringify(rows.rows)).not.toContain('S3cret-pass!');

    // An empty password (or the mask sent back) keeps the saved one.
    const { updatedAt } = saved.json().data.setting;
    const kept = await cs(t.app, admin, 'UpsertSMTPClientSetting', {
      ...smtpForm({ password: '', port: 2525 }),
      updatedAt,
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.setting).toMatchObject({ port: 2525, hasPassword: true });
    const after = await sql<{
      password_sealed: string;
    }>`select password_sealed from smtp_settings`.execute(t.app.ownerDb);
    expect(after.rows[0]?.password_sealed).toBe(
      (rows.rows[0] as { password_sealed: string }).password_sealed,
    );

    // The old version is stale now.
    const stale = await cs(t.app, admin, 'UpsertSMTPClientSetting', { ...smtpForm(), updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.updatedAt).toBe(kept.json().data.setting.updatedAt);
  });

  it.each([
    [{ port: '' }, 'port', 'Enter port number'],
    [{ port: '70000' }, 'port', 'Invalid port number'],
    [{ port: 'abc' }, 'port', 'Invalid port number'],
    [{ host: '' }, 'host', 'Enter server name or IP'],
    [{ host: '999.1.1.1' }, 'host', 'Enter valid server name or IP'],
    [{ host: 'bad host!' }, 'host', 'Enter valid server name or IP'],
  ])('refuses %j with the field message', async (extra, field, message) => {
    const res = await cs(t.app, admin, 'UpsertSMTPClientSetting', smtpForm(extra));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it.each(['127.0.0.1', '10.0.0.5', '192.168.1.1', '169.254.169.254', 'localhost'])(
    'refuses the non-public server %s (SSRF guard), nothing saved',
    async (host) => {
      const res = await cs(t.app, brand, 'UpsertSMTPClientSetting', smtpForm({ host }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.host).toBe(
        'Server must not be a private, loopback or link-local address',
      );
      const read = await cs(t.app, brand, 'GetSMTPClientSetting');
      expect(read.json().data.setting).toBeNull();
    },
  );

  it('saves a server name that does not resolve now, with a warning; the connection test names the DNS failure', async () => {
    // The .invalid top-level domain never resolves (RFC 2606).
    const host = 'smtp.nowhere.invalid';
    const before = (await cs(t.app, admin, 'GetSMTPClientSetting')).json().data.setting;
    const saved = await cs(t.app, admin, 'UpsertSMTPClientSetting', {
      ...smtpForm({ host }),
      updatedAt: before.updatedAt,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.warning).toBe(
      'Saved, but the server name could not be found now. Check the name: sending and the ' +
        'connection test work once it resolves.',
    );
    expect((await cs(t.app, admin, 'GetSMTPClientSetting')).json().data.setting.host).toBe(host);
    // The outbound guard checks again at connection time.
    const tested = await cs(t.app, admin, 'TestSMTPConnection');
    expect(tested.json().data).toEqual({ ok: false, response: 'Server name could not be found' });
    // A name that resolves carries no warning.
    const resolved = await cs(t.app, admin, 'UpsertSMTPClientSetting', {
      ...smtpForm(),
      updatedAt: saved.json().data.setting.updatedAt,
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().data).not.toHaveProperty('warning');
  });

  it('refuses a non-admin (403) and another client in the body (403)', async () => {
    const res = await cs(t.app, viewer, 'UpsertSMTPClientSetting', smtpForm());
    expect(res.statusCode).toBe(403);
    const other = await cs(t.app, admin, 'GetSMTPClientSetting', { clientId: brand.clientId });
    expect(other.statusCode).toBe(403);
  });

  it('answers a clear 409 for a connection test before the server is saved', async () => {
    const res = await cs(t.app, brand, 'TestSMTPConnection');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Save the SMTP settings first');
  });

  it('stores and validates the throttle, housing and extended options', async () => {
    const bad = await cs(t.app, admin, 'UpsertSMTPThrottle', {
      perSecond: 10,
      perMinute: 5,
      perHour: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.perHour).toBe('Enter a whole number from 0 to 1000000');
    const ok = await cs(t.app, admin, 'UpsertSMTPThrottle', {
      perSecond: 10,
      perMinute: 300,
      perHour: 10000,
    });
    expect(ok.statusCode).toBe(200);
    const read = await cs(t.app, viewer, 'GetSMTPThrottle');
    expect(read.json().data.throttle).toEqual({ perSecond: 10, perMinute: 300, perHour: 10000 });

    const housing = await cs(t.app, admin, 'UpsertSMTPHousing', {
      housingType: 'dedicated_ip',
      ipAddress: '1.2.3',
    });
    expect(housing.json().errors.ipAddress).toBe('Enter valid IP address');
    await cs(t.app, admin, 'UpsertSMTPHousing', {
      housingType: 'dedicated_ip',
      ipAddress: '8.8.4.4',
    });
    const h = await cs(t.app, admin, 'GetSMTPHousing');
    expect(h.json().data.housing).toEqual({ housingType: 'dedicated_ip', ipAddress: '8.8.4.4' });

    const ext = {
      trackOpens: false,
      trackClicks: true,
      listUnsubscribeHeader: true,
      replyToMail: '',
    };
    expect((await cs(t.app, admin, 'UpsertExtendedSystem', ext)).statusCode).toBe(200);
    const e = await cs(t.app, admin, 'GetExtendedSystem');
    expect(e.json().data.extendedSystem).toEqual(ext);
    expect((await cs(t.app, viewer, 'UpsertExtendedSystem', ext)).statusCode).toBe(403);
    // Options alone do not make a configured server.
    expect((await cs(t.app, brand, 'GetSMTPClientSetting')).json().data.setting).toBeNull();
  });
});
