import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { TAttribute } from '@resonate/contracts/audience/contact-attributes';
import type { TContactDetails, TContactSummary } from '@resonate/contracts/audience/contacts';
import { renderAt } from '@/testing/render-with-router';

export type TRequest = { path: string; body: Record<string, unknown> };
type THandler = (body: Record<string, unknown>) => { status?: number; body: unknown };

export const ok = (data: unknown, extra: object = {}) => ({
  body: { status: true, message: 'ok', data, ...extra },
});

export const ATTRIBUTES: TAttribute[] = [
  { key: 'city', label: 'City', type: 'text', options: [] },
  { key: 'plan', label: 'Plan', type: 'list', options: ['Free', 'Plus', 'Pro'] },
  { key: 'vip', label: 'VIP', type: 'boolean', options: [] },
];

export function summary(n: number, extra: Partial<TContactSummary> = {}): TContactSummary {
  return {
    contactId: n,
    passportId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    email: `person${n}@example.com`,
    mobile: null,
    firstName: `Person`,
    lastName: `${n}`,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    ...extra,
  };
}

export function details(n: number): TContactDetails {
  return {
    contact: {
      ...summary(n, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' }),
      attributes: { city: 'London', plan: 'Pro', vip: true },
      consent: { email: 'subscribed', sms: 'unsubscribed' },
    },
    identities: [
      { kind: 'whatsapp', value: '+447700900123', createdAt: '2026-11-01T10:00:00.000Z' },
    ],
    lists: [
      { listId: 9, name: 'VIP customers', kind: 'target', addedAt: '2026-11-03T10:00:00.000Z' },
    ],
    events: [],
  };
}

/** Audience/ endpoints behind a mocked fetch; the returned array records what was sent. */
export function fakeAudienceApi(handlers: Record<string, THandler>): TRequest[] {
  const requests: TRequest[] = [];
  const all: Record<string, THandler> = {
    GetAttributes: () => ok({ attributes: ATTRIBUTES }),
    ...handlers,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^\/api\/Audience\//, '');
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      requests.push({ path, body });
      const reply = all[path]?.(body) ?? { status: 404, body: { status: false, message: '?' } };
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
    }),
  );
  return requests;
}

export function renderPage(element: ReactElement, path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderAt(<QueryClientProvider client={client}>{element}</QueryClientProvider>, path);
}
