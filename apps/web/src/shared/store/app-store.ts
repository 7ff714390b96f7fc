import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORE_PERSIST_TIMEOUT_MS } from '@resonate/contracts/constants';
import { createDashboardSlice, type TDashboardSlice } from './dashboard-slice';
import { createDebouncedStorage } from './debounced-storage';
import { createSessionSlice, type TSessionSlice } from './session-slice';

export type TAppState = TSessionSlice & TDashboardSlice;

/** The localStorage key of the persisted store (not one of the spec's keys: cleared at logout). */
export const STORE_STORAGE_KEY = 'resonate-store';

export const persistStorage = createDebouncedStorage(() => window.localStorage, {
  maxWaitMs: STORE_PERSIST_TIMEOUT_MS,
});

export const useAppStore = create<TAppState>()(
  persist((...a) => ({ ...createSessionSlice(...a), ...createDashboardSlice(...a) }), {
    name: STORE_STORAGE_KEY,
    version: 1,
    storage: createJSONStorage(() => persistStorage),
    // Transient UI state (loading counter, forced loader, open modal) never survives a reload.
    partialize: ({ loadingCount: _l, forceLoading: _f, sessionModal: _s, ...rest }) => rest,
  }),
);

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', persistStorage.flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') persistStorage.flush();
  });
}

/** Back to a signed-out state; slices added later reset here too. */
export function resetAppState(): void {
  const { resetSession, resetDashboard } = useAppStore.getState();
  resetSession();
  resetDashboard();
}
