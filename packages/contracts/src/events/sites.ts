/**
 * Web analytics sites (issue 8): a website that loads our snippet with a public site key. Its
 * page views, conversions, leads and sign-ins (identify) reach `POST /api/collect`, which
 * accepts them only from the site's allowed domains. Managed on the data-exchange page by
 * account admins (feature 44); names, limits and messages are our choices.
 */
import { z } from 'zod';
import { envelopeOf } from '../envelope.ts';
import { EVENTS_LIMITS } from './ingest.ts';

export const SITES_MAX = 20;
export const SITE_NAME_MAX = 100;
export const SITE_DOMAINS_MAX = 10;
/** Public key shape: rsa_ + 24 base64url characters (144 random bits). */
export const SITE_KEY_PATTERN = /^rsa_[A-Za-z0-9_-]{24}$/;
/** A host name: labels of letters, digits and hyphens; 'localhost' for local testing. */
export const DOMAIN_PATTERN =
  /^(?=.{1,253}$)(localhost|([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62})$/;

export const COLLECT_LIMITS = {
  /** Events per beacon: the snippet sends what a page produced, a few at a time. */
  batchMax: 20,
  bodyBytesMax: 16 * 1024,
  /** Requests per minute per site (all visitors together). */
  perSitePerMinute: 6000,
  /** Requests per minute per visitor address: a page sends a few beacons, not hundreds. */
  perAddressPerMinute: 300,
  urlMax: 2000,
  titleMax: 300,
} as const;

export const SITES_MSG = {
  nameRequired: 'Enter a name',
  domainsRequired: 'Enter at least one domain',
  domainInvalid: 'Enter a domain such as shop.example.com (no scheme, path or port)',
  domainsRepeated: 'Each domain may appear once',
  tooManyDomains: `At most ${SITE_DOMAINS_MAX} domains per site`,
  tooManySites: `At most ${SITES_MAX} sites`,
  siteNotFound: 'Site not found',
  notAdmin: 'Only an account admin can add or delete web analytics sites',
  siteBusy: 'This site is sending too many events, please try again in a minute',
  created: 'Site created',
  deleted: 'Site deleted',
} as const;

const ZScopeSchema = z.object({ clientId: z.number().int().positive() });

export const ZDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(DOMAIN_PATTERN, { error: SITES_MSG.domainInvalid });

export const ZCreateSiteRequestSchema = ZScopeSchema.extend({
  name: z
    .string()
    .trim()
    .min(1, { error: SITES_MSG.nameRequired })
    .max(SITE_NAME_MAX, { error: `At most ${SITE_NAME_MAX} characters` }),
  domains: z
    .array(ZDomainSchema, { error: SITES_MSG.domainsRequired })
    .min(1, { error: SITES_MSG.domainsRequired })
    .max(SITE_DOMAINS_MAX, { error: SITES_MSG.tooManyDomains })
    .refine((domains) => new Set(domains).size === domains.length, {
      error: SITES_MSG.domainsRepeated,
    }),
});
export type TCreateSiteRequest = z.input<typeof ZCreateSiteRequestSchema>;

export const ZGetSitesRequestSchema = ZScopeSchema;
export const ZDeleteSiteRequestSchema = ZScopeSchema.extend({
  siteId: z.number().int().positive(),
});

export const ZSiteSchema = z.object({
  siteId: z.number().int(),
  name: z.string(),
  siteKey: z.string(),
  domains: z.array(z.string()),
  /** The HTML to paste into each page's <head>. */
  snippet: z.string(),
  createdAt: z.string(),
});
export type TSite = z.infer<typeof ZSiteSchema>;

export const ZSiteListResponseSchema = envelopeOf(z.object({ sites: z.array(ZSiteSchema) }));
export const ZSiteResponseSchema = envelopeOf(z.object({ site: ZSiteSchema }));
export const ZDeleteSiteResponseSchema = envelopeOf(z.object({ siteId: z.number().int() }));

/** The form: domains typed one per line or separated by commas. */
export const ZSiteFormSchema = z.object({
  name: ZCreateSiteRequestSchema.shape.name,
  domains: z
    .string()
    .transform((text) =>
      text
        .split(/[\s,]+/)
        .map((domain) => domain.trim().toLowerCase())
        .filter(Boolean),
    )
    // One message on the field itself (not per item), so the form can show it under the input.
    .superRefine((domains, ctx) => {
      const checked = ZCreateSiteRequestSchema.shape.domains.safeParse(domains);
      if (!checked.success) {
        ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? '' });
      }
    }),
});
export type TSiteFormInput = z.input<typeof ZSiteFormSchema>;

/** What the snippet sends: one browser's events; the server adds the channel and the key. */
export const COLLECT_EVENT_TYPES = ['page_view', 'converted', 'lead', 'identify'] as const;

export const ZCollectEventSchema = z.object({
  eventId: z.string().trim().min(1).max(100),
  type: z.enum(COLLECT_EVENT_TYPES, { error: 'Unknown event type' }),
  occurredAt: z.iso.datetime({ offset: true }),
  anonymousId: z.string().trim().min(1).max(EVENTS_LIMITS.anonymousIdMax),
  url: z.string().max(COLLECT_LIMITS.urlMax).optional(),
  title: z.string().max(COLLECT_LIMITS.titleMax).optional(),
  referrer: z.string().max(COLLECT_LIMITS.urlMax).optional(),
  revenue: z.number().optional(),
  leadSource: z.string().optional(),
  /** identify only: who signed in. */
  email: z.string().max(254).optional(),
  mobile: z.string().max(32).optional(),
});
export type TCollectEvent = z.infer<typeof ZCollectEventSchema>;

/** The site key travels in the query string, so limits per site apply before the body is read. */
export const ZCollectQuerySchema = z.object({
  siteKey: z.string().regex(SITE_KEY_PATTERN, { error: 'Invalid site key' }),
});
export const ZCollectRequestSchema = z.object({
  events: z.array(z.unknown()).min(1).max(COLLECT_LIMITS.batchMax),
});
export type TCollectRequest = z.infer<typeof ZCollectRequestSchema>;

/** The tag a site pastes into its pages. `scriptUrl` is GET /api/analytics.js on our host. */
export function analyticsSnippet(scriptUrl: string, siteKey: string): string {
  return [
    '<script>window.resonate=window.resonate||{q:[],track:function(){this.q.push(["track",arguments])},identify:function(){this.q.push(["identify",arguments])},page:function(){this.q.push(["page",arguments])}};</script>',
    `<script async src="${scriptUrl}" data-site-key="${siteKey}"></script>`,
  ].join('\n');
}
