import { vi } from 'vitest';

export type TRecorded = { path: string; body: Record<string, unknown> };
type THandler = (body: Record<string, unknown>) => {
  status?: number;
  data?: unknown;
  errors?: Record<string, string>;
  totalRows?: number;
};

/**
 * CommunicationSetting/ endpoints behind a mocked fetch: each handler answers the envelope's
 * data (status 200) or an error; `requests` records what the page sent, in order.
 */
export function fakePushApi(handlers: Record<string, THandler>): TRecorded[] {
  const requests: TRecorded[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^\/api\/CommunicationSetting\//, '');
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      requests.push({ path, body });
      const answer = handlers[path]?.(body) ?? { status: 404 };
      const status = answer.status ?? 200;
      const envelope =
        status < 400
          ? { status: true, message: 'ok', data: answer.data, totalRows: answer.totalRows }
          : {
              status: false,
              message: answer.errors ? 'Invalid request' : 'Not found',
              errors: answer.errors,
            };
      return new Response(JSON.stringify(envelope), { status });
    }),
  );
  return requests;
}
