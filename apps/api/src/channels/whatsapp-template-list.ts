import type { TWaTemplateStatus } from '@resonate/contracts/communication-settings/whatsapp-templates';
import { WA_TEMPLATE_LIMITS } from '@resonate/contracts/communication-settings/whatsapp-templates';
import { describeOutboundFailure, guardedRequest } from '#/http/guarded-request.ts';
import type { TOutboundPolicy } from '#/http/outbound-guard.ts';
import { HTTP_TIMEOUT_MS } from './http-adapter.ts';

/** A template as the provider lists it, in our terms. */
export type TProviderTemplate = {
  name: string;
  language: string;
  status: TWaTemplateStatus;
  category: string;
  /** The BODY component's text, with its {{1}} variables. */
  body: string;
};

/** The template list, or why it could not be read (a sentence a person can act on). */
export type TTemplateListResult =
  { ok: true; templates: TProviderTemplate[] } | { ok: false; reason: string };

export type TTemplateLister = () => Promise<TTemplateListResult>;

type TRawTemplate = {
  name?: unknown;
  language?: unknown;
  status?: unknown;
  category?: unknown;
  components?: { type?: unknown; text?: unknown }[];
};

/**
 * Only APPROVED templates may be sent; paused, disabled and rejected ones cannot, and those in
 * review or appeal may become sendable later.
 */
function statusOf(raw: unknown): TWaTemplateStatus {
  const status = String(raw ?? '').toUpperCase();
  if (status === 'APPROVED') return 'approved';
  if (['PENDING', 'IN_APPEAL', 'SUBMITTED'].includes(status)) return 'pending';
  return 'rejected';
}

function toTemplate(raw: TRawTemplate): TProviderTemplate | undefined {
  if (typeof raw.name !== 'string' || typeof raw.language !== 'string') return undefined;
  const body = (raw.components ?? []).find((c) => String(c.type).toUpperCase() === 'BODY');
  return {
    name: raw.name.slice(0, WA_TEMPLATE_LIMITS.nameMax),
    language: raw.language.slice(0, WA_TEMPLATE_LIMITS.languageMax),
    status: statusOf(raw.status),
    category: typeof raw.category === 'string' ? raw.category : '',
    body: typeof body?.text === 'string' ? body.text : '',
  };
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

function parse(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads a provider's template list page by page: `first` is the first page's URL, `items` and
 * `next` read a page. A next page is followed only on the same origin (the answer cannot send
 * the access token elsewhere), at most WA_TEMPLATE_LIMITS.syncPagesMax pages.
 */
export function pagedTemplateLister(
  first: string,
  headers: Record<string, string>,
  page: {
    items: (doc: Record<string, unknown>) => unknown;
    next: (doc: Record<string, unknown>) => unknown;
  },
  policy: TOutboundPolicy,
): TTemplateLister {
  return async () => {
    const templates: TProviderTemplate[] = [];
    let url: string | undefined = first;
    for (let pages = 0; url && pages < WA_TEMPLATE_LIMITS.syncPagesMax; pages += 1) {
      let answer;
      try {
        answer = await guardedRequest(
          url,
          { method: 'GET', headers, timeoutMs: HTTP_TIMEOUT_MS },
          policy,
        );
      } catch (error) {
        return { ok: false, reason: describeOutboundFailure(error, HTTP_TIMEOUT_MS) };
      }
      const doc = parse(answer.body);
      if (answer.status < 200 || answer.status >= 300 || !doc) {
        const error = (doc?.error as { message?: unknown } | undefined)?.message;
        return {
          ok: false,
          reason: `HTTP ${answer.status}${typeof error === 'string' ? `: ${error.slice(0, 200)}` : ''}`,
        };
      }
      const items = page.items(doc);
      for (const raw of Array.isArray(items) ? items : []) {
        const template = toTemplate((raw ?? {}) as TRawTemplate);
        if (template) templates.push(template);
      }
      const next = page.next(doc);
      url = typeof next === 'string' && originOf(next) === originOf(first) ? next : undefined;
    }
    return { ok: true, templates };
  };
}

/**
 * The template list of a WhatsApp account, where its provider has one: the Cloud API's
 * GET /{business-account-id}/message_templates (paged) and 360dialog's GET /v1/configs/templates.
 * Undefined for providers that manage templates elsewhere (Twilio Content API, Gupshup, Infobip).
 */
export function whatsAppTemplateLister(
  provider: string,
  base: string,
  values: { businessAccountId: string; accessToken: string },
  policy: TOutboundPolicy,
): TTemplateLister | undefined {
  const root = base.replace(/\/+$/, '');
  if (provider === 'meta') {
    const fields = 'name,language,status,category,components';
    return pagedTemplateLister(
      `${root}/${encodeURIComponent(values.businessAccountId)}/message_templates?fields=${fields}&limit=50`,
      { authorization: `Bearer ${values.accessToken}`, accept: 'application/json' },
      {
        items: (doc) => doc.data,
        next: (doc) => (doc.paging as { next?: unknown } | undefined)?.next,
      },
      policy,
    );
  }
  if (provider === '360dialog') {
    return pagedTemplateLister(
      `${root}/v1/configs/templates`,
      { 'D360-API-KEY': values.accessToken, accept: 'application/json' },
      { items: (doc) => doc.waba_templates, next: () => undefined },
      policy,
    );
  }
  return undefined;
}
