import { useState } from 'react';

export type TActiveMutation<V> = {
  mutate: (variables: V, options: { onSuccess: () => void }) => void;
  isPending: boolean;
};

/**
 * Deactivate (after a confirmation) and reactivate a row of an admin list, with a toast once
 * saved. Users, departments and brands did this alike.
 */
export function useActiveToggle<T, V>(
  mutation: TActiveMutation<V>,
  variables: (row: T, active: boolean) => V,
  onSaved: (row: T, active: boolean) => void,
) {
  const [deactivating, setDeactivating] = useState<T | null>(null);
  const toggle = (row: T, active: boolean) =>
    mutation.mutate(variables(row, active), {
      onSuccess: () => {
        setDeactivating(null);
        onSaved(row, active);
      },
    });
  return { deactivating, setDeactivating, toggle, busy: mutation.isPending };
}

export type TActiveToggle<T> = ReturnType<typeof useActiveToggle<T, unknown>>;
