import { useQuery } from '@tanstack/react-query';
import { ZListNameInputSchema } from '@resonate/contracts/audience/lists';
import { apiPost } from '@/shared/api/client';
import { useDebouncedValue } from '@/shared/hooks/use-debounced-value';
import { LISTS_KEY } from './list-queries';

/**
 * The live "name already exists" check of the create and rename forms: asked once the typed
 * name is valid and the typing paused. `exists` is undefined while unknown.
 */
export function useListNameExists(name: string, exceptListId?: number) {
  const debounced = useDebouncedValue(name.trim(), 300);
  const valid = ZListNameInputSchema.safeParse(debounced).success;
  const query = useQuery({
    queryKey: [...LISTS_KEY, 'name-exists', debounced.toLowerCase(), exceptListId],
    queryFn: async ({ signal }) => {
      const envelope = await apiPost<{ exists: boolean }>(
        'Audience/CheckListNameExists',
        { name: debounced, exceptListId },
        { noLoader: true, silent: true, signal },
      );
      return envelope.data?.exists ?? false;
    },
    enabled: valid,
    staleTime: 5_000,
  });
  const current = debounced === name.trim();
  return { exists: valid && current ? query.data : undefined, checking: query.isFetching };
}
