import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@resonate/contracts/endpoints';
import { useAppStore } from '../store/app-store';
import { isApiError } from './api-error';
import { call, callMessage, callPage, endpointPath } from './call';
import { callAnswer } from './call-answer';

vi.mock('../lib/notify', () => ({ notifyError: vi.fn() }));

const GET_THING = defineEndpoint({
  method: 'POST',
  path: 'Things/GetThing',
  request: z.object({ id: z.number() }),
  response: z.object({ name: z.string() }),
  auth: 'session',
  feature: null,
  access: 'read',
  summary: 'A thing',
  tag: 'things',
});

const STREAM = defineEndpoint({
  ...GET_THING,
  method: 'GET',
  path: 'Things/Stream',
  response: null,
});

const requests: { url: string; init: RequestInit }[] = [];
function respond(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ url, init });
      return new Response(JSON.stringify(body), { status });
    }),
  );
}

describe('call(endpoint, input)', () => {
  beforeEach(() => {
    requests.length = 0;
    useAppStore.getState().resetSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("posts the input to the definition's path and answers the envelope's data", async () => {
    respond(200, { status: true, message: 'ok', data: { name: 'Ada' } });
    await expect(call(GET_THING, { id: 4 })).resolves.toEqual({ name: 'Ada' });
    expect(requests[0]!.url).toBe('/api/Things/GetThing');
    expect(requests[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(requests[0]!.init.body))).toEqual({ id: 4 });
  });

  it('throws the ApiError, with the envelope, when the answer says status false', async () => {
    const envelope = { status: false, message: 'Not yours' };
    respond(200, envelope);
    const error: unknown = await call(GET_THING, { id: 4 }).catch((e: unknown) => e);
    expect(isApiError(error) && [error.message, error.envelope]).toEqual(['Not yours', envelope]);
  });

  it("throws the client's ApiError for an HTTP refusal, field errors included", async () => {
    const envelope = { status: false, message: 'Invalid request', errors: { id: 'Too big' } };
    respond(400, envelope);
    const error: unknown = await call(GET_THING, { id: 4 }).catch((e: unknown) => e);
    expect(isApiError(error) && [error.status, error.envelope?.errors]).toEqual([
      400,
      { id: 'Too big' },
    ]);
  });

  it("answers a paged list's data with the envelope's totalRows, 0 when it sent none", async () => {
    respond(200, { status: true, message: 'ok', data: { name: 'Ada' }, totalRows: 41 });
    await expect(callPage(GET_THING, { id: 4 })).resolves.toEqual({
      data: { name: 'Ada' },
      totalRows: 41,
    });
    respond(200, { status: true, message: 'ok', data: { name: 'Ada' } });
    await expect(callPage(GET_THING, { id: 4 })).resolves.toEqual({
      data: { name: 'Ada' },
      totalRows: 0,
    });
  });

  it('builds a GET path with its query string, values encoded, empty ones left out', () => {
    expect(endpointPath(STREAM, { id: 4 })).toBe('Things/Stream?id=4');
    expect(endpointPath(STREAM, { id: 4, note: 'a b&c', gone: undefined } as never)).toBe(
      'Things/Stream?id=4&note=a%20b%26c',
    );
    expect(endpointPath(STREAM)).toBe('Things/Stream');
  });

  it("answers the envelope's message beside its data", async () => {
    respond(200, { status: true, message: 'Domain verified', data: { name: 'Ada' } });
    await expect(callMessage(GET_THING, { id: 4 })).resolves.toEqual({
      data: { name: 'Ada' },
      message: 'Domain verified',
    });
  });
});

describe('callAnswer(endpoint, input)', () => {
  beforeEach(() => {
    requests.length = 0;
    useAppStore.getState().resetSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('answers a refusal as its HTTP status and envelope, without throwing', async () => {
    const envelope = { status: false, message: 'Invalid OTP', errors: { otp: 'Invalid OTP' } };
    respond(400, envelope);
    await expect(callAnswer(GET_THING, { id: 4 })).resolves.toEqual({ httpStatus: 400, envelope });
    expect(requests[0]!.url).toBe('/api/Things/GetThing');
  });

  it('answers a success with status 200 and the envelope', async () => {
    const envelope = { status: true, message: 'ok', data: { name: 'Ada' } };
    respond(200, envelope);
    await expect(callAnswer(GET_THING, { id: 4 })).resolves.toEqual({ httpStatus: 200, envelope });
  });

  it('throws when no envelope came back at all (network down)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(callAnswer(GET_THING, { id: 4 })).rejects.toThrow();
  });
});
