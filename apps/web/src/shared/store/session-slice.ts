import type { StateCreator } from 'zustand';

/** Session and scope of spec section 3 ("Global state"). Field names follow the spec. */
export type TSessionState = {
  loadingCount: number;
  forceLoading: boolean;
  isAuth: boolean;
  sessionModal: boolean;
  retryCount: number;
  retryMethod: string | null;
  clientId: number | null;
  departmentId: number | null;
  parentClientId: number | null;
  clientList: unknown[];
  accountAdmin: unknown;
  departmentList: unknown[];
  profilePicture: string | null;
  clientBranch: unknown;
  isClient: boolean;
  /** The signed-in user belongs to an agency (login data `isAgency`, or 'Clients not created'). */
  isAgency: boolean;
  isClientID: number | null;
  isPassport: boolean;
  company_clientId: number | null;
  company_departmentId: number | null;
  company_departmentList: unknown[];
  updatedLicenseId: number | null;
};

export type TSessionActions = {
  startLoading: () => void;
  stopLoading: () => void;
  setForceLoading: (force: boolean) => void;
  setAuth: (isAuth: boolean) => void;
  setSessionModal: (open: boolean) => void;
  setRetry: (retryCount: number, retryMethod: string | null) => void;
  setScope: (scope: Partial<TSessionState>) => void;
  resetSession: () => void;
};

export type TSessionSlice = TSessionState & TSessionActions;

export const initialSessionState: TSessionState = {
  loadingCount: 0,
  forceLoading: false,
  isAuth: false,
  sessionModal: false,
  retryCount: 0,
  retryMethod: null,
  clientId: null,
  departmentId: null,
  parentClientId: null,
  clientList: [],
  accountAdmin: null,
  departmentList: [],
  profilePicture: null,
  clientBranch: null,
  isClient: false,
  isAgency: false,
  isClientID: null,
  isPassport: false,
  company_clientId: null,
  company_departmentId: null,
  company_departmentList: [],
  updatedLicenseId: null,
};

export const createSessionSlice: StateCreator<TSessionSlice, [], [], TSessionSlice> = (set) => ({
  ...initialSessionState,
  startLoading: () => set((s) => ({ loadingCount: s.loadingCount + 1 })),
  // Never below zero: a late response after a reset must not leave the counter negative.
  stopLoading: () => set((s) => ({ loadingCount: Math.max(0, s.loadingCount - 1) })),
  setForceLoading: (forceLoading) => set({ forceLoading }),
  setAuth: (isAuth) => set({ isAuth }),
  setSessionModal: (sessionModal) => set({ sessionModal }),
  setRetry: (retryCount, retryMethod) => set({ retryCount, retryMethod }),
  setScope: (scope) => set(scope),
  resetSession: () => set(initialSessionState),
});
