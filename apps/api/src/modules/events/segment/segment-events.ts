import { randomUUID } from 'node:crypto';
import { normaliseMobile } from '@resonate/contracts/audience/contact-fields';
import type {
  TIngestEvent,
  TIngestResult,
  TRejectedEvent,
} from '@resonate/contracts/events/ingest';
import { SEGMENT_TRACK_TYPES, type TSegmentCall } from '@resonate/contracts/events/segment';

/**
 * Native events made from Segment calls: `origin[i]` is the call native event i came from;
 * `extra` holds the native indexes that a call added beside its own (an identify's second).
 */
export type TMappedCalls = { events: TIngestEvent[]; origin: number[]; extra: Set<number> };

type TTraits = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/**
 * Who a call is about, as the native person: an email from the traits (identify's own, then
 * context.traits) or a userId that is one; a phone only when it is a usable E.164 number (sites
 * send phones in any format, and a bad one would refuse the whole event); the anonymousId, or
 * failing it the userId as a visitor id, so calls carrying only a userId still attach to someone.
 */
function personOf(call: TSegmentCall, shared: TTraits | undefined) {
  const traits = {
    ...shared,
    ...call.context?.traits,
    ...(call.type === 'identify' ? call.traits : {}),
  };
  const email = text(traits.email) ?? (call.userId?.includes('@') ? call.userId : undefined);
  const phone = text(traits.phone);
  const mobile = phone ? normaliseMobile(phone) : undefined;
  return {
    ...(email ? { email } : {}),
    ...(mobile ? { mobile } : {}),
    ...(call.anonymousId ? { anonymousId: call.anonymousId } : {}),
    ...(!call.anonymousId && call.userId ? { anonymousId: `user:${call.userId}` } : {}),
  };
}

/** Order Completed's revenue: Segment's `revenue`, else `total`, in major units to 2 decimals. */
function revenueOf(properties: TTraits | undefined): number | undefined {
  const value = properties?.revenue ?? properties?.total;
  return typeof value === 'number' && value >= 0 ? Math.round(value * 100) / 100 : undefined;
}

function eventOf(call: TSegmentCall, shared: TTraits | undefined, now: Date): TIngestEvent {
  const base = {
    // Without a messageId a call cannot be deduplicated; Segment's libraries always send one.
    eventId: call.messageId ?? randomUUID(),
    occurredAt: call.timestamp ?? call.originalTimestamp ?? call.sentAt ?? now.toISOString(),
    person: personOf(call, shared),
  };
  if (call.type === 'identify') return { ...base, type: 'identify' };
  if (call.type === 'page') {
    const named = {
      ...(call.name ? { name: call.name } : {}),
      ...(call.category ? { category: call.category } : {}),
    };
    return { ...base, type: 'page_view', properties: { ...named, ...call.properties } };
  }
  const type = SEGMENT_TRACK_TYPES[call.event as keyof typeof SEGMENT_TRACK_TYPES];
  if (type === 'converted') {
    const revenue = revenueOf(call.properties);
    return {
      ...base,
      type,
      ...(revenue === undefined ? {} : { revenue }),
      properties: call.properties,
    };
  }
  if (type === 'lead') return { ...base, type, properties: call.properties };
  // No native type for this name: kept as site activity, the name in properties.event.
  return { ...base, type: 'page_view', properties: { event: call.event, ...call.properties } };
}

/**
 * Segment calls as native events. An identify names its person by email or phone and ties
 * both the anonymousId and the userId's visitor id to it, so earlier calls under either move
 * onto that person (two native identifies, the second keyed `<messageId>:user`).
 */
export function segmentToNative(
  calls: readonly TSegmentCall[],
  sharedTraits: TTraits | undefined,
  now: Date,
): TMappedCalls {
  const events: TIngestEvent[] = [];
  const origin: number[] = [];
  const extra = new Set<number>();
  calls.forEach((call, index) => {
    const event = eventOf(call, sharedTraits, now);
    events.push(event);
    origin.push(index);
    if (call.type === 'identify' && call.anonymousId && call.userId) {
      events.push({
        ...event,
        eventId: `${event.eventId}:user`,
        person: { ...event.person, anonymousId: `user:${call.userId}` },
      });
      extra.add(origin.length);
      origin.push(index);
    }
  });
  return { events, origin, extra };
}

/** The native result counted per call: an identify's second event is not a call of its own. */
export function resultPerCall(
  result: TIngestResult,
  { origin, extra }: TMappedCalls,
): TIngestResult {
  const extraRejected = result.rejected.filter((item) => extra.has(item.index)).length;
  const seen = new Set<number>();
  const rejected: TRejectedEvent[] = [];
  for (const item of result.rejected) {
    const index = origin[item.index] ?? item.index;
    if (seen.has(index)) continue;
    seen.add(index);
    rejected.push({ ...item, index, eventId: item.eventId?.replace(/:user$/, '') ?? null });
  }
  const accepted = result.accepted - (extra.size - extraRejected);
  return { accepted: Math.max(0, accepted), duplicates: result.duplicates, rejected };
}
