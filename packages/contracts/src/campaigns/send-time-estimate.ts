/**
 * When a communication's messages will go, estimated for the wizard's review step (issue 27,
 * items 4 and 2): the moment it starts (schedule and send window), how many of its contacts
 * the client's quiet hours will hold back at that moment, on each contact's own clock, and for a
 * best-time send, how its messages spread over the day.
 */
import { z } from 'zod';

export const ZSendTimeEstimateSchema = z.object({
  /** When the run starts (ISO): the schedule's time, or now, moved to the send window. */
  startsAt: z.string(),
  /** The client's time zone, the clock of the schedule and of contacts without their own. */
  timeZone: z.string(),
  /** The audience counted (eligible contacts). */
  audience: z.number().int().min(0),
  /** The channel's quiet hours and who they hold back at the start; null: none on the channel. */
  quietHours: z
    .object({
      start: z.string(),
      end: z.string(),
      held: z.number().int().min(0),
    })
    .nullable(),
  /** "Send at each contact's best time": the expected spread; null for any other schedule. */
  bestTime: z
    .object({
      /** Messages expected in each hour of the client's day (0 to 23) over the next 24 hours. */
      hours: z.array(z.number().int().min(0)).length(24),
      /** Contacts with enough history of their own; the others get the audience's best hour. */
      ownHistory: z.number().int().min(0),
      /** Worked out on the first contacts of a larger audience and scaled to all of it. */
      sampled: z.boolean(),
    })
    .nullable(),
});
export type TSendTimeEstimate = z.infer<typeof ZSendTimeEstimateSchema>;
