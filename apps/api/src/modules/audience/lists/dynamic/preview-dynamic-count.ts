import type { TRuleGroup } from '@resonate/contracts/audience/dynamic-rules';
import {
  PREVIEW_SAMPLE_SIZE,
  type TPreviewDynamicCount,
} from '@resonate/contracts/audience/dynamic-lists';
import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { requireList, type TListDeps } from '../list-access.ts';
import { asRuleError, countMatching, prepareEvaluation, sampleMatching } from './count-contacts.ts';
import { checkedRuleSelection, storedRuleSelection } from './rule-filter.ts';

/** POST Audience/PreviewDynamicCount: how many contacts the editor's rule matches now. */
export async function previewDynamicCount(
  deps: TListDeps,
  auth: TAuthContext,
  body: { rule: TRuleGroup },
): Promise<TPreviewDynamicCount> {
  const { clientId } = auth;
  try {
    return await withTenant(deps.db, { clientId }, async (trx) => {
      const selection = await checkedRuleSelection(trx, clientId, body.rule, 'hashed');
      await prepareEvaluation(trx);
      // Fewer than a full sample means the sample query already saw every match.
      const sample = await sampleMatching(trx, clientId, selection);
      if (sample.length < PREVIEW_SAMPLE_SIZE) return { count: sample.length, sample };
      return { count: await countMatching(trx, clientId, selection), sample };
    });
  } catch (error) {
    throw asRuleError(error);
  }
}

/**
 * POST Audience/GetListCount: a list's size. Static lists keep theirs; a dynamic list is
 * evaluated now (never a stored copy).
 */
export async function getListCount(
  deps: TListDeps,
  auth: TAuthContext,
  body: { listId: number },
): Promise<number> {
  const { clientId } = auth;
  try {
    return await withTenant(deps.db, { clientId }, async (trx) => {
      const list = await requireList(trx, clientId, body.listId);
      if (list.kind !== 'dynamic') return list.member_count;
      const selection = storedRuleSelection(clientId, list.rule, 'hashed');
      await prepareEvaluation(trx);
      return countMatching(trx, clientId, selection);
    });
  } catch (error) {
    throw asRuleError(error);
  }
}
