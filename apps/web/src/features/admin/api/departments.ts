import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminDepartment } from '@resonate/contracts/onboarding/departments';
import { useAppStore } from '@/shared/store/app-store';
import { fetchPage, save, type TPageRequest } from './admin-request';

const ROOT = ['admin', 'departments'] as const;

export function useAdminDepartments(page: TPageRequest) {
  const clientId = useAppStore((state) => state.clientId);
  return useQuery({
    queryKey: [...ROOT, clientId, page],
    queryFn: () => fetchPage<TAdminDepartment>('Admin/GetDepartments', 'departments', page),
    placeholderData: keepPreviousData,
  });
}

/** Every department of the company (for pickers): the first 100, active ones first. */
export function useAllDepartments() {
  return useAdminDepartments({ pageNo: 1, pageSize: 100, search: '' });
}

export function useSaveDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { departmentId?: number; name: string }) =>
      save<{ department: TAdminDepartment }>('Admin/SaveDepartment', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROOT }),
  });
}

export function useSetDepartmentActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { departmentId: number; active: boolean }) =>
      save<{ department: TAdminDepartment }>('Admin/SetDepartmentActive', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROOT }),
  });
}
