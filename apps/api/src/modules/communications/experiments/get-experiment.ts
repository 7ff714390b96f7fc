import {
  variantLetter,
  type TExperimentView,
  type TVariantResult,
} from '@resonate/contracts/campaigns/experiment';
import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import type { TCommunicationDeps } from '../deps.ts';
import { loadCommunication } from '../compose/communication-view.ts';
import { outcomeOf, variantFigures } from './experiment-figures.ts';
import { loadExperiment, type TStoredExperiment } from './experiment-repository.ts';
import { variantSendTimes } from './experiment-send-times.ts';
import { decideWinner, rateOf } from './experiment-stats.ts';

const NONE: TExperimentView = {
  experiment: null,
  state: null,
  testStartedAt: null,
  testEndsAt: null,
  decidedAt: null,
  winner: null,
  confidence: null,
  decisionReason: null,
  variants: [],
};

/**
 * POST Communication/GetExperiment: the test's settings and each variant's figures so far
 * (sent, opens, clicks, conversions, revenue, the metric's rate and the chance to beat the
 * leader). While testing the confidence is the live one; once decided, the decision's.
 */
export async function getExperiment(
  deps: TCommunicationDeps,
  auth: TAuthContext,
  communicationId: number,
  now = new Date(),
): Promise<TExperimentView> {
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    await loadCommunication(trx, auth, communicationId);
    const found = await loadExperiment(trx, auth.clientId, communicationId);
    if (!found) return NONE;
    const {
      communicationId: _id,
      state,
      testStartedAt,
      testEndsAt,
      decidedAt,
      ...settings
    } = found;
    const view: TExperimentView = {
      experiment: {
        variants: settings.variants,
        testSharePercent: settings.testSharePercent,
        metric: settings.metric,
        durationHours: settings.durationHours,
        defaultVariant: settings.defaultVariant,
      },
      state,
      testStartedAt: testStartedAt?.toISOString() ?? null,
      testEndsAt: testEndsAt?.toISOString() ?? null,
      decidedAt: decidedAt?.toISOString() ?? null,
      winner: found.winner,
      confidence: found.confidence,
      decisionReason: found.decisionReason,
      variants: [],
    };
    if (state === 'draft') return view;
    const figures = await variantFigures(trx, auth.clientId, communicationId, found, now);
    const outcomes = figures.map((f) => outcomeOf(f, found.metric));
    const live = decideWinner(outcomes, found.metric, found.defaultVariant);
    const sendTimes = testStartedAt ? variantSendTimes(found, testStartedAt) : [];
    view.variants = figures.map((f, index): TVariantResult => ({
      index,
      letter: variantLetter(index),
      name: found.variants[index]?.name ?? variantLetter(index),
      sent: f.sent,
      opens: f.opens,
      clicks: f.clicks,
      conversions: f.conversions,
      revenue: f.revenue,
      rate: rateOf(outcomes[index]!),
      sendsAt: testStartedAt ? (sendTimes[index] ?? testStartedAt).toISOString() : null,
      confidence: live.perVariant[index] ?? null,
    }));
    if (state === 'testing') view.confidence = live.confidence;
    return view;
  });
}

export type { TStoredExperiment };
