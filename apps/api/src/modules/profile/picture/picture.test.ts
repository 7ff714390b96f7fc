import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@resonate/contracts/constants';
import { PROFILE_MSG } from '@resonate/contracts/profile';
import { createDemoApp, login, signIn } from '../../../../test/auth-helpers.ts';
import type { TTestApp } from '../../../../test/create-test-app.ts';
import { call, pngOfSize, TINY_PNG, upload, type TCaller } from '../profile-test-helpers.ts';
import { sniffPictureType } from './picture-type.ts';

let t: TTestApp;
let admin: TCaller;
let brand: TCaller;

beforeAll(async () => {
  t = await createDemoApp();
  admin = await signIn(t.app, 'admin@acme.test');
  brand = await signIn(t.app, 'brand@acme.test');
});
afterAll(() => t.close());

const pictureOf = async (caller: TCaller) =>
  (await call(t.app, caller, 'GetMyProfile')).json().data.profilePicture;

describe('sniffPictureType', () => {
  it.each([
    [TINY_PNG, 'image/png'],
    [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg'],
    [Buffer.from('GIF89a\x01\x00'), 'image/gif'],
    [Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]), 'image/webp'],
    [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), undefined],
    [Buffer.from('RIFF\0\0\0\0WAVE'), undefined],
    [Buffer.from([0x89, 0x50]), undefined],
    [Buffer.alloc(0), undefined],
  ])('%#', (bytes, type) => {
    expect(sniffPictureType(bytes)).toBe(type);
  });
});

describe('ProfilePictureUpload', () => {
  it('stores a PNG and serves it as a data URL, in the profile and at the next sign-in', async () => {
    const res = await upload(t.app, admin, TINY_PNG, 'me.png');
    expect(res.statusCode).toBe(200);
    const expected = `data:image/png;base64,${TINY_PNG.toString('base64')}`;
    expect(res.json()).toMatchObject({
      status: true,
      message: PROFILE_MSG.pictureSaved,
      data: { profilePicture: expected },
    });
    expect(await pictureOf(admin)).toBe(expected);
    expect((await login(t.app, 'admin@acme.test')).json().data.profilePicture).toBe(expected);
  });

  it('takes the type from the bytes, not the name: a JPEG named .png is stored as JPEG', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60)]);
    const res = await upload(t.app, brand, jpeg, 'photo.png');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.profilePicture).toMatch(/^data:image\/jpeg;base64,/);
  });

  it.each([
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>x</script></svg>'),
      'me.svg',
    ],
    ['an SVG renamed .png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'me.png'],
    ['a text file renamed .png', Buffer.from('just some text, not an image at all'), 'notes.png'],
  ])('refuses %s with 415', async (_label, bytes, name) => {
    const before = await pictureOf(admin);
    const res = await upload(t.app, admin, bytes, name);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: false, message: PROFILE_MSG.pictureType });
    expect(await pictureOf(admin)).toBe(before);
  });

  it('refuses 501 KB with 413 and the spec message; accepts exactly 500 KB', async () => {
    const tooBig = await upload(t.app, admin, pngOfSize(501 * 1024), 'big.png');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('Image size should be less than 500kb.');
    const atLimit = await upload(t.app, admin, pngOfSize(IMAGE_MAX_BYTES), 'edge.png');
    expect(atLimit.statusCode).toBe(200);
  });

  it('refuses a request without a file (400) or not multipart (415), and without a session (401)', async () => {
    const json = await call(t.app, admin, 'ProfilePictureUpload', { file: 'x' });
    expect(json.statusCode).toBe(415);
    const boundary = 'b';
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/ProfilePictureUpload',
      headers: {
        accesstoken: admin.accessToken,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n--${boundary}--\r\n`,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(PROFILE_MSG.pictureMissing);
    const anonymous = await upload(t.app, { ...admin, accessToken: 'forged' }, TINY_PNG, 'a.png');
    expect(anonymous.statusCode).toBe(401);
  });

  it("changes only the caller's picture: another client's stays", async () => {
    const theirs = await pictureOf(brand);
    await upload(t.app, admin, TINY_PNG, 'again.png');
    expect(await pictureOf(brand)).toBe(theirs);
  });
});

describe('ProfilePictureRemove', () => {
  it('removes the picture', async () => {
    await upload(t.app, admin, TINY_PNG, 'me.png');
    const res = await call(t.app, admin, 'ProfilePictureRemove', {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ profilePicture: null });
    expect(await pictureOf(admin)).toBeNull();
  });
});
