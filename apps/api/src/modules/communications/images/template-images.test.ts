import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  TEMPLATE_BUILDER_MSG,
  TEMPLATE_IMAGE_MAX_BYTES,
} from '@resonate/contracts/campaigns/template-builder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/auth-helpers.ts';
import { multipartBody, pngOfSize, TINY_PNG } from '#/modules/profile/testing.ts';
import {
  comm,
  createCommunicationFixture,
  type TCaller,
  type TCommunicationFixture,
} from '../test/communication-fixtures.ts';
import { imageSizeOf } from './image-size.ts';

let fx: TCommunicationFixture;
let viewer: TCaller;
let outsider: TCaller;

beforeAll(async () => {
  fx = await createCommunicationFixture({ contacts: 0, smtp: false });
  viewer = await signIn(fx.app, 'viewer@acme.test');
  outsider = await signIn(fx.app, 'brand@acme.test');
});
afterAll(async () => {
  await fx.close();
});

function uploadImage(
  app: FastifyInstance,
  caller: TCaller,
  bytes: Buffer,
  fileName: string,
  claimedType = 'image/png',
) {
  const { payload, headers } = multipartBody(bytes, fileName, claimedType);
  return app.inject({
    method: 'POST',
    url: '/api/Communication/UploadTemplateImage',
    headers: { ...headers, accesstoken: caller.accessToken },
    payload,
  });
}

/** A GIF header of 3x2 pixels, padded. */
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([3, 0, 2, 0]), Buffer.alloc(20)]);

describe('imageSizeOf', () => {
  it('reads PNG and GIF sizes and shrugs at a truncated header', () => {
    expect(imageSizeOf('image/png', TINY_PNG)).toEqual({ width: 1, height: 1 });
    expect(imageSizeOf('image/gif', GIF)).toEqual({ width: 3, height: 2 });
    expect(imageSizeOf('image/jpeg', Buffer.from([0xff, 0xd8, 0xff]))).toBeNull();
  });
});

describe('UploadTemplateImage', () => {
  it('stores a PNG, lists it and serves it publicly with a long cache and nosniff', async () => {
    const response = await uploadImage(fx.app, fx.admin, TINY_PNG, 'logo.png');
    expect(response.statusCode).toBe(200);
    const { image } = response.json().data;
    expect(image).toMatchObject({
      fileName: 'logo.png',
      contentType: 'image/png',
      bytes: TINY_PNG.length,
      width: 1,
      height: 1,
    });
    expect(image.url).toMatch(/\/i\/[0-9a-f]{32}\.png$/);
    const file = path.join(fx.t.dataDir, 'template-images', String(fx.clientId));
    expect(existsSync(path.join(file, image.url.split('/i/')[1]))).toBe(true);

    const served = await fx.app.inject({ method: 'GET', url: new URL(image.url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);

    const list = await comm(fx.app, fx.admin, 'GetTemplateImages', { pageSize: 10 });
    expect(list.json().totalRows).toBe(1);
    expect(list.json().data.images[0].imageId).toBe(image.imageId);
  });

  it('takes the type from the bytes: a JPEG named .png is a JPEG, text named .png is refused', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60)]);
    const asJpeg = await uploadImage(fx.app, fx.admin, jpeg, 'photo.png');
    expect(asJpeg.json().data.image.contentType).toBe('image/jpeg');
    expect(asJpeg.json().data.image.url).toMatch(/\.jpg$/);
    for (const bytes of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('just text pretending'),
    ]) {
      const refused = await uploadImage(fx.app, fx.admin, bytes, 'evil.png');
      expect(refused.statusCode).toBe(415);
      expect(refused.json().message).toBe(TEMPLATE_BUILDER_MSG.imageWrongType);
    }
  });

  it('takes exactly 500kb and refuses one byte more with the spec message', async () => {
    const limit = await uploadImage(fx.app, fx.admin, pngOfSize(TEMPLATE_IMAGE_MAX_BYTES), 'a.png');
    expect(limit.statusCode).toBe(200);
    const over = await uploadImage(
      fx.app,
      fx.admin,
      pngOfSize(TEMPLATE_IMAGE_MAX_BYTES + 1),
      'b.png',
    );
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe('Image size should be less than 500kb.');
  });

  it('refuses a request without a file, and a viewer', async () => {
    const json = await comm(fx.app, fx.admin, 'UploadTemplateImage', {});
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    const empty = await uploadImage(fx.app, fx.admin, Buffer.alloc(0), 'empty.png');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(TEMPLATE_BUILDER_MSG.imageMissing);
    const viewerUpload = await uploadImage(fx.app, viewer, TINY_PNG, 'v.png');
    expect(viewerUpload.statusCode).toBe(403);
  });
});

describe('public image address', () => {
  it('answers 404 for unknown ids, a wrong extension and traversal attempts', async () => {
    const { image } = (await uploadImage(fx.app, fx.admin, GIF, 'anim.gif')).json().data;
    const id = image.url.split('/i/')[1].split('.')[0];
    for (const url of [
      `/i/${id}.png`,
      `/i/${'0'.repeat(32)}.gif`,
      '/i/..%2F..%2Fapp-secret',
      `/i/${id}.gif%00.png`,
      '/i/..%2f..%2fetc%2fpasswd',
      `/i/${id.toUpperCase()}.gif`,
    ]) {
      const response = await fx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
    const ok = await fx.app.inject({ method: 'GET', url: `/i/${id}.gif` });
    expect(ok.headers['content-type']).toBe('image/gif');
  });
});

describe('GetTemplateImages and DeleteTemplateImage', () => {
  it("keeps each client's library to itself and stops serving a deleted image", async () => {
    const { image } = (await uploadImage(fx.app, fx.admin, TINY_PNG, 'mine.png')).json().data;
    const theirs = await comm(fx.app, outsider, 'GetTemplateImages', {});
    expect(theirs.json().totalRows).toBe(0);
    const steal = await comm(fx.app, outsider, 'DeleteTemplateImage', { imageId: image.imageId });
    expect(steal.statusCode).toBe(404);
    const byViewer = await comm(fx.app, viewer, 'DeleteTemplateImage', { imageId: image.imageId });
    expect(byViewer.statusCode).toBe(403);

    const deleted = await comm(fx.app, fx.admin, 'DeleteTemplateImage', { imageId: image.imageId });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(TEMPLATE_BUILDER_MSG.imageDeleted);
    const served = await fx.app.inject({ method: 'GET', url: new URL(image.url).pathname });
    expect(served.statusCode).toBe(404);
    const again = await comm(fx.app, fx.admin, 'DeleteTemplateImage', { imageId: image.imageId });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(TEMPLATE_BUILDER_MSG.imageNotFound);
  });

  it('pages the library', async () => {
    const page = await comm(fx.app, fx.admin, 'GetTemplateImages', { pageNo: 2, pageSize: 2 });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.images).toHaveLength(2);
    expect(page.json().totalRows).toBeGreaterThanOrEqual(4);
  });
});
