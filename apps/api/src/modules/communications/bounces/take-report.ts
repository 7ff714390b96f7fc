import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { BOUNCE_IGNORED, type TBounceReport } from '@resonate/contracts/campaigns/bounces';
import type { DB } from '#/db/schema.ts';
import { handleBounce, type TBounceOutcome } from './handle-bounce.ts';
import { parseReport } from './parse-report.ts';
import {
  takeUnsubscribeMail,
  unsubscribeAddressesOf,
  type TUnsubscribeMailOutcome,
} from './unsubscribe-mail.ts';
import type { TVerpRef, TVerpSigner } from './verp.ts';

export type TReportDeps = {
  db: Kysely<DB>;
  verp: TVerpSigner;
  log: FastifyBaseLogger;
  /** Where reports go; default handleBounce (the SMTP receiver passes a bounceBatcher). */
  handle?: (ref: TVerpRef, report: TBounceReport) => Promise<TBounceOutcome>;
};

/** The first address that is a VERP token we issued (a forged one verifies as nothing). */
export function verifiedRef(verp: TVerpSigner, addresses: readonly string[]): TVerpRef | undefined {
  for (const address of addresses) {
    const ref = verp.read(address);
    if (ref) return ref;
  }
  return undefined;
}

/**
 * One mail to the bounce domain, from the inbound SMTP receiver or the IMAP poller. A mail to a
 * List-Unsubscribe mailto unsubscribes its message's recipient (takeUnsubscribeMail). Any other
 * is a bounce or complaint: parsed, its message found by VERP (the SMTP envelope's recipient
 * first, then the addresses in the mail), and handed to handleBounce. Anything else is ignored
 * with its reason in the log.
 */
export async function takeReport(
  deps: TReportDeps,
  raw: string | Buffer,
  envelopeTo: readonly string[] = [],
): Promise<TBounceOutcome | TUnsubscribeMailOutcome> {
  const unsubscribe = unsubscribeAddressesOf(raw, envelopeTo);
  if (unsubscribe.length > 0) {
    const outcome = await takeUnsubscribeMail(deps, unsubscribe);
    if ('ignored' in outcome) {
      deps.log.info({ reason: BOUNCE_IGNORED[outcome.ignored] }, 'unsubscribe mail ignored');
    }
    return outcome;
  }
  const parsed = parseReport(raw);
  let outcome: TBounceOutcome;
  if ('ignored' in parsed) {
    outcome = parsed;
  } else {
    const ref = verifiedRef(deps.verp, [...envelopeTo, ...parsed.verpCandidates]);
    const handle =
      deps.handle ?? ((r: TVerpRef, report: TBounceReport) => handleBounce(deps.db, r, report));
    outcome = ref ? await handle(ref, parsed) : { ignored: 'noVerp' };
  }
  if ('ignored' in outcome) {
    deps.log.info({ reason: BOUNCE_IGNORED[outcome.ignored] }, 'bounce report ignored');
  }
  return outcome;
}
