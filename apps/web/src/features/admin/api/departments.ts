import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  GET_DEPARTMENTS,
  SAVE_DEPARTMENT,
  SET_DEPARTMENT_ACTIVE,
} from '@resonate/contracts/onboarding/admin-endpoints';
import { useAppStore } from '@/shared/store/app-store';
import { fetchPage, save, type TPageRequest } from './admin-request';

const ROOT = ['admin', 'departments'] as const;

export function useAdminDepartments(page: TPageRequest) {
  const clientId = useAppStore((state) => state.clientId);
  return useQuery({
    queryKey: [...ROOT, clientId, page],
    queryFn: () => fetchPage(GET_DEPARTMENTS, 'departments', page),
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
    mutationFn: (body: { departmentId?: number; name: string }) => save(SAVE_DEPARTMENT, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROOT }),
  });
}

export function useSetDepartmentActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { departmentId: number; active: boolean }) =>
      save(SET_DEPARTMENT_ACTIVE, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROOT }),
  });
}
