import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/create-test-app.ts';

describe('system routes and HTTP basics', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/health says the process is up', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: true,
      message: 'OK',
      data: { version: expect.any(String) },
    });
  });

  it('GET /api/ready checks the database', async () => {
    const res = await t.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      message: 'Ready',
      data: { database: 'up', queue: 'off', migrations: { pending: 0 } },
    });
  });

  it('sends security headers, a strict CSP and a request id', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "img-src 'self' data: blob:",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const next = await t.app.inject({ url: '/api/health' });
    expect(next.headers['x-request-id']).not.toBe(res.headers['x-request-id']);
  });

  it('does not take a request id from the caller', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'forged' } });
    expect(res.headers['x-request-id']).not.toBe('forged');
  });

  it('serves the OpenAPI document with the accessToken scheme', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.components.securitySchemes.accessToken).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'accessToken',
    });
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/ready', '/api/GetMasterData', '/api/GetIPData']),
    );
    expect(doc.paths['/api/GetIPData'].post.requestBody).toBeDefined();
    expect(doc.paths['/api/GetMasterData'].get.responses['200']).toBeDefined();
  });

  it('redirects /api/docs to the reference page', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/docs');
  });

  it('serves a placeholder page for app routes when the web app is not built', async () => {
    const res = await t.app.inject({ url: '/login' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('npm run build');
  });
});

describe('SPA serving', () => {
  let t: TTestApp;
  let dist: string;
  beforeAll(async () => {
    // A fake Vite build.
    dist = await mkdtemp(path.join(tmpdir(), 'resonate-web-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(path.join(dist, 'favicon.svg'), '<svg/>');
    // The twins the build writes beside each text file (apps/web/build/precompress.ts).
    const big = `console.log(${JSON.stringify('x'.repeat(4000))})`;
    await writeFile(path.join(dist, 'assets', 'big-def456.js'), big);
    await writeFile(path.join(dist, 'assets', 'big-def456.js.br'), brotliCompressSync(big));
    await writeFile(path.join(dist, 'assets', 'big-def456.js.gz'), gzipSync(big));
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves index.html, uncached, for / and for any client-side route', async () => {
    for (const url of ['/', '/login', '/audience/master-data', '/no/such/page?x=1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and other files not at all', async () => {
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const icon = await t.app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed twin the browser accepts, the plain file otherwise', async () => {
    const url = '/assets/big-def456.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('console.log');

    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('console.log');

    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');

    // A file without twins (too small to gain) is still served, plainly.
    const small = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.body).toBe('console.log(1)');
  });

  it('compresses JSON answers over 1 KB, never small ones, never inflates a request', async () => {
    const docs = await t.app.inject({
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(docs.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(docs.rawPayload).toString())).toHaveProperty('paths');

    const health = await t.app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();

    // q=0 refuses an encoding (RFC 9110): gzip, then nothing at all.
    const refusedBr = await t.app.inject({
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0.5' },
    });
    expect(refusedBr.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(refusedBr.rawPayload).toString())).toHaveProperty('paths');
    const refusedAll = await t.app.inject({
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refusedAll.headers['content-encoding']).toBeUndefined();
    expect(refusedAll.json()).toHaveProperty('paths');

    // A gzip request body is not inflated by the server (a decompression bomb has no way in).
    const bomb = await t.app.inject({
      method: 'POST',
      url: '/api/LoginValidate',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'a@b.test', password: 'x' })),
    });
    expect(bomb.statusCode).toBeGreaterThanOrEqual(400);
    expect(bomb.statusCode).toBeLessThan(500);
  });

  it('keeps unknown API paths as 404 envelopes', async () => {
    const res = await t.app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false });
  });
});
