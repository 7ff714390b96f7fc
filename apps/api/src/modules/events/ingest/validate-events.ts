import type { z } from 'zod';
import { normaliseEmail, normaliseMobile } from '@resonate/contracts/audience/contact-fields';
import {
  EVENTS_LIMITS,
  EVENTS_MSG,
  ZIngestEventSchema,
  type TContactEventType,
  type TIngestEventType,
  type TRejectedEvent,
} from '@resonate/contracts/events/ingest';

/** Who an event is about, identifiers normalised (email lower-cased, mobile in E.164). */
export type TPersonKeys = {
  passportId?: string;
  email?: string;
  mobile?: string;
  deviceToken?: string;
  anonymousId?: string;
};

/** An event that passed every check that needs no database. */
export type TCheckedEvent = {
  index: number;
  eventId: string;
  type: TIngestEventType;
  occurredAt: Date;
  person: TPersonKeys;
  channelId: number | null;
  communicationId: number | null;
  revenue: number | null;
  cost: number | null;
  leadSource: string | null;
  properties: string | null;
};

/** A stored event type (everything but 'identify'). */
export type TStoredType = TContactEventType;

const DAY_MS = 24 * 60 * 60 * 1000;
/** JSON.stringify escapes exactly these: NUL and lone surrogates. */
const UNSTORABLE = /\\u0000|\\ud[89a-f]/i;

/** The first issue as one sentence, naming the field when the message does not already. */
function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid event';
  const path = issue.path.map(String).join('.');
  const last = String(issue.path.at(-1) ?? '').toLowerCase();
  const named = issue.message.toLowerCase().replaceAll(' ', '').includes(last);
  return path && !named ? `${path}: ${issue.message}` : issue.message;
}

function eventIdOf(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const id = (raw as { eventId?: unknown }).eventId;
  return typeof id === 'string' ? id.trim().slice(0, EVENTS_LIMITS.eventIdMax) || null : null;
}

/** Normalised identifiers, or the reason they cannot be used. */
function personKeys(person: z.infer<typeof ZIngestEventSchema>['person']): TPersonKeys | string {
  const keys: TPersonKeys = {};
  if (person.passportId) keys.passportId = person.passportId.toLowerCase();
  if (person.email !== undefined) {
    const email = normaliseEmail(person.email);
    if (!email) return EVENTS_MSG.invalidEmail;
    keys.email = email;
  }
  if (person.mobile !== undefined) {
    const mobile = normaliseMobile(person.mobile);
    if (!mobile) return EVENTS_MSG.invalidMobile;
    keys.mobile = mobile;
  }
  if (person.deviceToken) keys.deviceToken = person.deviceToken;
  if (person.anonymousId) keys.anonymousId = person.anonymousId;
  return keys;
}

/**
 * Checks each event on its own: shape (ZIngestEventSchema), time window, fields that belong to
 * one type only, a person to attach it to, and eventIds repeated within the batch (the later
 * one is refused). Database checks (communications, passports, devices) come after.
 */
export function checkEvents(
  events: readonly unknown[],
  now: Date,
): { checked: TCheckedEvent[]; rejected: TRejectedEvent[] } {
  const checked: TCheckedEvent[] = [];
  const rejected: TRejectedEvent[] = [];
  const seen = new Set<string>();
  const latest = now.getTime() + EVENTS_LIMITS.futureToleranceSeconds * 1000;
  const earliest = now.getTime() - EVENTS_LIMITS.maxAgeDays * DAY_MS;

  events.forEach((raw, index) => {
    const reject = (reason: string) => rejected.push({ index, eventId: eventIdOf(raw), reason });
    const parsed = ZIngestEventSchema.safeParse(raw);
    if (!parsed.success) return reject(firstIssue(parsed.error));
    const event = parsed.data;
    // PostgreSQL text and jsonb refuse both; caught here so they are a reason, not a 500.
    if (UNSTORABLE.test(JSON.stringify(event))) return reject(EVENTS_MSG.badCharacters);
    const at = new Date(event.occurredAt);
    if (Number.isNaN(at.getTime())) return reject('occurredAt must be an ISO 8601 date-time');
    if (at.getTime() > latest) return reject(EVENTS_MSG.inTheFuture);
    if (at.getTime() < earliest) return reject(EVENTS_MSG.tooOld);
    if (event.revenue !== undefined && event.type !== 'converted') {
      return reject(EVENTS_MSG.revenueOnlyOnConversion);
    }
    if (event.leadSource !== undefined && event.type !== 'lead') {
      return reject(EVENTS_MSG.leadSourceOnlyOnLead);
    }
    const person = personKeys(event.person);
    if (typeof person === 'string') return reject(person);
    if (event.type === 'identify') {
      const known = person.passportId ?? person.email ?? person.mobile;
      if (!person.anonymousId || !known) return reject(EVENTS_MSG.identifyNeedsBoth);
    } else if (Object.keys(person).length === 0) {
      return reject(EVENTS_MSG.noPerson);
    }
    let properties: string | null = null;
    if (event.properties !== undefined) {
      properties = JSON.stringify(event.properties);
      if (Buffer.byteLength(properties) > EVENTS_LIMITS.propertiesBytesMax) {
        return reject(EVENTS_MSG.propertiesTooLarge);
      }
    }
    if (seen.has(event.eventId)) return reject(EVENTS_MSG.duplicateInBatch);
    seen.add(event.eventId);
    checked.push({
      index,
      eventId: event.eventId,
      type: event.type,
      occurredAt: at,
      person,
      channelId: event.channelId ?? null,
      communicationId: event.communicationId ?? null,
      revenue: event.revenue ?? null,
      cost: event.cost ?? null,
      leadSource: event.leadSource ?? null,
      properties,
    });
  });
  return { checked, rejected };
}
