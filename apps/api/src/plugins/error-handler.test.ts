import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT_BYTES } from '@resonate/contracts/constants';
import { AppError } from '#/errors.ts';
import { createTestApp, type TTestApp } from '../../test/create-test-app.ts';

const ZBody = z.object({
  name: z.string().min(2, 'Name is too short'),
  address: z.object({ city: z.string() }),
  tags: z.array(z.string()).optional(),
});

describe('error handler', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({
      register: (app) => {
        const api = app.withTypeProvider<ZodTypeProvider>();
        api.post('/api/test/echo', { schema: { body: ZBody } }, async (request) => ({
          status: true,
          message: 'ok',
          data: request.body,
        }));
        api.get(
          '/api/test/query',
          { schema: { querystring: z.object({ page: z.coerce.number().int() }) } },
          async () => ({ status: true, message: 'ok' }),
        );
        api.get('/api/test/conflict', async () => {
          throw new AppError('CONFLICT', 'Name already taken');
        });
        api.get('/api/test/crash', async () => {
          throw new Error('secret internal detail: password=hunter2');
        });
        // Real PostgreSQL errors: text with NUL and a number past a column's range.
        api.post(
          '/api/test/pg',
          { schema: { body: z.object({ text: z.string(), int: z.number() }) } },
          async (request) => {
            await sql`select ${request.body.text}::text, ${request.body.int}::integer`.execute(
              app.db,
            );
            return { status: true, message: 'ok' };
          },
        );
        api.get('/api/test/unavailable', async () => {
          throw new AppError('UNAVAILABLE', 'internal reason');
        });
      },
    });
  });
  afterAll(() => t.close());

  const post = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload,
      headers: { 'content-type': contentType },
    });

  it('answers an invalid body with 400 and a message per field path', async () => {
    const res = await post(JSON.stringify({ name: 'x', address: { city: 5 }, tags: ['a', 1] }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: false,
      message: 'Invalid request',
      errors: {
        name: 'Name is too short',
        'address.city': expect.any(String),
        'tags.1': expect.any(String),
      },
    });
  });

  it('names the body itself when it is not an object', async () => {
    const res = await post('[1,2]');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('body');
  });

  it('validates the query string too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/query?page=abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('page');
  });

  it('answers malformed JSON with 400 and a clear message', async () => {
    const res = await post('{"name": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: 'Malformed JSON in request body' });
  });

  it('answers a body over the limit with 413', async () => {
    const res = await post(JSON.stringify({ name: 'x'.repeat(JSON_BODY_LIMIT_BYTES + 10) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      status: false,
      message: expect.stringContaining('too large'),
    });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await post('<xml/>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: false, message: expect.any(String) });
  });

  it('maps an AppError code to its status and keeps its message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: false, message: 'Name already taken' });
  });

  it('hides everything about an unexpected error but the request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      status: false,
      message: 'Something went wrong on our side',
      requestId: res.headers['x-request-id'],
    });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('at ');
  });

  it('answers input PostgreSQL refuses (NUL in text, a number out of range) with 400', async () => {
    const pg = (body: object) =>
      t.app.inject({ method: 'POST', url: '/api/test/pg', payload: body });
    const nul = await pg({ text: 'a\u0000b', int: 1 });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe('Text may not contain NUL or invalid characters');
    const big = await pg({ text: 'a', int: 2 ** 40 });
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe('A number is out of range');
    expect((await pg({ text: 'a', int: 1 })).statusCode).toBe(200);
  });

  it('does not leak the message of a 5xx AppError either', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/unavailable' });
    expect(res.statusCode).toBe(503);
    expect(res.body).not.toContain('internal reason');
  });

  it('answers an unknown API route with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/NoSuchThing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: false,
      message: 'No such endpoint: POST /api/NoSuchThing',
    });
  });
});
