import type { StateCreator } from 'zustand';
import { DEFAULT_DASHBOARD_TITLE } from '@resonate/contracts/constants';

export type TDashboardSlice = {
  dashboardTitle: string;
  setDashboardTitle: (title: string) => void;
  resetDashboard: () => void;
};

export const createDashboardSlice: StateCreator<TDashboardSlice, [], [], TDashboardSlice> = (
  set,
) => ({
  dashboardTitle: DEFAULT_DASHBOARD_TITLE,
  setDashboardTitle: (dashboardTitle) => set({ dashboardTitle }),
  resetDashboard: () => set({ dashboardTitle: DEFAULT_DASHBOARD_TITLE }),
});
