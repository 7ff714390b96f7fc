import type { Kysely } from 'kysely';
import {
  EVENTS_MSG,
  type TIngestEvent,
  type TIngestResult,
  type TRejectedEvent,
} from '@resonate/contracts/events/ingest';
import { ZCollectEventSchema } from '@resonate/contracts/events/sites';
import type { DB } from '#/db/schema.ts';
import { AppError } from '#/errors.ts';
import { originDomain } from '#/modules/communication-settings/index.ts';
import { ingestEvents } from '../ingest/ingest-events.ts';
import { findSiteByKey } from './sites-repository.ts';

/** Channel 6 of the spec's channel list. */
export const WEB_ANALYTICS_CHANNEL_ID = 6;

/** A host is allowed when it is one of the site's domains or a subdomain of one. */
export function domainAllowed(host: string, domains: readonly string[]): boolean {
  return domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** The site of a public call, once its Origin has been checked against the site's domains. */
export type TCollectSite = { clientId: number; siteId: number };

export async function siteForOrigin(
  db: Kysely<DB>,
  siteKey: string,
  origin: string | undefined,
): Promise<TCollectSite> {
  const site = await findSiteByKey(db, siteKey);
  if (!site) throw new AppError('NOT_FOUND', EVENTS_MSG.unknownSite);
  const host = originDomain(origin);
  if (!host || !domainAllowed(host, site.domains)) {
    throw new AppError('FORBIDDEN', EVENTS_MSG.originNotAllowed);
  }
  return { clientId: site.clientId, siteId: site.siteId };
}

/**
 * POST /api/collect: a browser's events, in the snippet's shape, ingested as web analytics
 * events of the site's client. Keys are prefixed with the site so that a browser cannot claim
 * an eventId another source uses; an identify only ties the visitor to an existing contact.
 */
export async function collectEvents(
  db: Kysely<DB>,
  site: TCollectSite,
  events: unknown[],
): Promise<TIngestResult> {
  const rejected: TRejectedEvent[] = [];
  const mapped: TIngestEvent[] = [];
  const indexes: number[] = [];
  events.forEach((raw, index) => {
    const parsed = ZCollectEventSchema.safeParse(raw);
    if (!parsed.success) {
      const eventId = (raw as { eventId?: unknown } | null)?.eventId;
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
      rejected.push({
        index,
        eventId: typeof eventId === 'string' ? eventId.slice(0, 100) : null,
        reason: `${where}${issue?.message ?? 'Invalid event'}`,
      });
      return;
    }
    const event = parsed.data;
    const properties = Object.fromEntries(
      Object.entries({ url: event.url, title: event.title, referrer: event.referrer }).filter(
        ([, value]) => value !== undefined,
      ),
    );
    mapped.push({
      eventId: event.eventId,
      type: event.type,
      occurredAt: event.occurredAt,
      person:
        event.type === 'identify'
          ? { anonymousId: event.anonymousId, email: event.email, mobile: event.mobile }
          : { anonymousId: event.anonymousId },
      channelId: WEB_ANALYTICS_CHANNEL_ID,
      revenue: event.revenue,
      leadSource: event.leadSource,
      properties: Object.keys(properties).length > 0 ? properties : undefined,
    });
    indexes.push(index);
  });
  const result = await ingestEvents(db, site.clientId, mapped, {
    keyPrefix: `web:${site.siteId}:`,
    createContacts: false,
  });
  const all = [
    ...rejected,
    ...result.rejected.map((entry) => ({ ...entry, index: indexes[entry.index]! })),
  ].sort((a, b) => a.index - b.index);
  return { accepted: result.accepted, duplicates: result.duplicates, rejected: all };
}
