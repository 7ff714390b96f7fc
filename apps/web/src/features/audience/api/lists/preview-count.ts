import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TPreviewDynamicCount } from '@resonate/contracts/audience/dynamic-lists';
import type { TRuleGroup } from '@resonate/contracts/audience/dynamic-rules';
import { apiPost } from '@/shared/api/client';
import { LISTS_KEY } from './list-queries';

/**
 * POST /api/Audience/PreviewDynamicCount for the rule being edited. `rule` is undefined while
 * it is incomplete; the previous answer stays on screen while the next one is computed.
 */
export function usePreviewCount(rule: TRuleGroup | undefined) {
  return useQuery({
    queryKey: [...LISTS_KEY, 'preview', rule],
    queryFn: async ({ signal }) => {
      const envelope = await apiPost<TPreviewDynamicCount>(
        'Audience/PreviewDynamicCount',
        { rule },
        { noLoader: true, silent: true, signal },
      );
      if (!envelope.status || !envelope.data) throw new Error(envelope.message);
      return envelope.data;
    },
    enabled: rule !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    retry: false,
  });
}
