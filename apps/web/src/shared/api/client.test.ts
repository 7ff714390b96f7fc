import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../store/app-store';
import { ApiError } from './api-error';
import { clearSession, resumeSession } from '../lib/session';
import { apiDelete, apiGet, apiPost, apiPut } from './client';
import { parkedRequestCount } from './retry-queue';

const notifyError = vi.hoisted(() => vi.fn());
vi.mock('../lib/notify', () => ({ notifyError }));

type TCall = { url: string; init: RequestInit };
let calls: TCall[] = [];

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    // The counter is observed mid-flight, while the request is pending.
    loadingDuringCall = useAppStore.getState().loadingCount;
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
let loadingDuringCall = -1;
const headers = (i = 0) => new Headers(calls[i]!.init.headers);

describe('api client', () => {
  beforeEach(() => {
    calls = [];
    loadingDuringCall = -1;
    notifyError.mockClear();
    useAppStore.getState().resetSession();
    localStorage.setItem('accessToken', 'tok-1');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('GET sends the stored accessToken and accepts JSON, and returns the envelope', async () => {
    respond(200, { status: true, message: 'ok', data: { a: 1 } });
    const envelope = await apiGet<{ a: number }>('GetMasterData');
    expect(calls[0]!.url).toBe('/api/GetMasterData');
    expect(calls[0]!.init.method).toBe('GET');
    expect(headers().get('accessToken')).toBe('tok-1');
    expect(headers().get('Accept')).toBe('application/json');
    expect(envelope).toEqual({ status: true, message: 'ok', data: { a: 1 } });
  });

  it('POST sends JSON with the token', async () => {
    respond(200, { status: true, message: 'ok' });
    await apiPost('/Dashboard/GetRoiData', { clientId: 3 });
    expect(calls[0]!.url).toBe('/api/Dashboard/GetRoiData');
    expect(headers().get('Content-Type')).toBe('application/json');
    expect(headers().get('accessToken')).toBe('tok-1');
    expect(calls[0]!.init.body).toBe('{"clientId":3}');
  });

  it('POST can send form-urlencoded (the social token)', async () => {
    respond(200, { status: true, message: 'ok' });
    await apiPost('SocialLogin', { code: 'a b', state: 'x' }, { form: true });
    expect(headers().get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(calls[0]!.init.body).toBe('code=a+b&state=x');
  });

  it('PUT and DELETE are plain: no token header, body as given', async () => {
    respond(200, { status: true, message: 'ok' });
    await apiPut('Things/1', 'raw');
    await apiDelete('Things/1');
    expect(headers(0).get('accessToken')).toBeNull();
    expect(calls[0]!.init.body).toBe('raw');
    expect(headers(1).get('accessToken')).toBeNull();
    expect(headers(1).get('Accept')).toBe('application/json');
  });

  it('counts itself into the global loader while pending, unless asked not to', async () => {
    respond(200, { status: true, message: 'ok' });
    await apiGet('A');
    expect(loadingDuringCall).toBe(1);
    expect(useAppStore.getState().loadingCount).toBe(0);
    await apiGet('B', { noLoader: true });
    expect(loadingDuringCall).toBe(0);
  });

  it('non-2xx: throws an ApiError and toasts the server message titled by the last path segment', async () => {
    respond(409, { status: false, message: 'Duplicate value' });
    const error = await apiPost('User/SaveThing?x=1', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect(notifyError).toHaveBeenCalledWith('SaveThing', 'Duplicate value');
    expect(useAppStore.getState().loadingCount).toBe(0);
  });

  it('a 2xx POST with status false toasts and still returns the envelope', async () => {
    respond(200, { status: false, message: 'Payment not completed' });
    const envelope = await apiPost('LoginValidate', {});
    expect(envelope.status).toBe(false);
    expect(notifyError).toHaveBeenCalledWith('LoginValidate', 'Payment not completed');
  });

  it('a 2xx GET with status false is returned without a toast', async () => {
    respond(200, { status: false, message: 'nothing' });
    await apiGet('GetThing');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('silent calls never toast', async () => {
    respond(500, { status: false, message: 'boom' });
    await expect(apiGet('GetThing', { silent: true })).rejects.toBeInstanceOf(ApiError);
    respond(200, { status: false, message: 'no' });
    await apiPost('DoThing', {}, { silent: true });
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('a 401 to a POST opens the session modal, parks the call and retries it after sign-in', async () => {
    const fetchMock = respond(401, { status: false, message: 'Session expired' });
    let settled: unknown = 'pending';
    const call = apiPost<number>('Dashboard/GetRoiData', { clientId: 3 }).then(
      (envelope) => (settled = envelope),
    );
    await vi.waitFor(() => expect(useAppStore.getState().sessionModal).toBe(true));
    expect(localStorage.getItem('sessionModal')).toBe('true');
    expect(notifyError).not.toHaveBeenCalled();
    expect(parkedRequestCount()).toBe(1);
    // The loader is released while parked, so it cannot cover the session modal.
    expect(useAppStore.getState().loadingCount).toBe(0);
    await Promise.resolve();
    expect(settled).toBe('pending');

    // Signed in again: a new token, and the same request goes out again.
    localStorage.setItem('accessToken', 'tok-2');
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ status: true, message: 'ok', data: 42 }));
    });
    resumeSession();
    await call;
    expect(settled).toEqual({ status: true, message: 'ok', data: 42 });
    expect(calls).toHaveLength(2);
    expect(calls[1]!.init.body).toBe('{"clientId":3}');
    expect(headers(1).get('accessToken')).toBe('tok-2');
    expect(useAppStore.getState().sessionModal).toBe(false);
  });

  it('a parked call fails when the user logs out instead', async () => {
    respond(401, { status: false, message: 'Session expired' });
    const call = apiPost('AlertAndNotifications/GetUnreadCount', {});
    await vi.waitFor(() => expect(parkedRequestCount()).toBe(1));
    clearSession();
    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(parkedRequestCount()).toBe(0);
  });

  it('only a POST that carried a session opens the modal', async () => {
    respond(401, { status: false, message: 'No session' });
    await expect(apiGet('GetThing')).rejects.toMatchObject({ status: 401 });
    expect(useAppStore.getState().sessionModal).toBe(false);

    localStorage.removeItem('accessToken');
    await expect(apiPost('DoThing', {})).rejects.toMatchObject({ status: 401 });
    expect(useAppStore.getState().sessionModal).toBe(false);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('calls whose 401 is an answer (sign-in) opt out of the session handling', async () => {
    respond(401, { status: false, message: 'Invalid email or password' });
    const error = await apiPost(
      'LoginValidate',
      {},
      { silent: true, skipSessionExpiry: true },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 401,
      envelope: { message: 'Invalid email or password' },
    });
    expect(useAppStore.getState().sessionModal).toBe(false);
    expect(parkedRequestCount()).toBe(0);
  });

  it('a network failure becomes an ApiError with status 0 and a toast', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await apiGet('GetMasterData').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0 });
    expect(notifyError).toHaveBeenCalledWith('GetMasterData', expect.stringContaining('server'));
  });

  it('a non-JSON error body falls back to a generic message', async () => {
    respond(502, '<html>Bad gateway</html>');
    await apiGet('GetThing').catch(() => undefined);
    expect(notifyError).toHaveBeenCalledWith('GetThing', 'The request failed (HTTP 502).');
  });
});
