/**
 * Send-time optimisation (issue 27, item 2): "send at each contact's best time", within the
 * 24 hours after the run starts. A contact's best hour comes from their own opens and clicks
 * by hour of the week on their clock; a contact with little history gets the audience's.
 */

/** Fewer opens and clicks than this in the lookback is "little history": the audience's hour. */
export const STO_MIN_ENGAGEMENTS = 3;
/** How far back opens and clicks count (days). */
export const STO_LOOKBACK_DAYS = 90;
/** The span the messages are spread over, from the run's start (hours). */
export const STO_SPAN_HOURS = 24;
