import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  GET_BRANDS,
  SET_BRAND_ACTIVE,
  UPDATE_BRAND,
} from '@resonate/contracts/onboarding/admin-endpoints';
import type { TBrand, TBrandForm } from '@resonate/contracts/onboarding/brands';
import { createBrand } from '@/shared/components/brand-form/brand-form-api';
import { SCOPE_QUERY_KEY } from '@/shared/hooks/use-scope';
import { fetchPage, save, type TPageRequest } from './admin-request';

const ROOT = ['admin', 'brands'] as const;

export function useBrands(page: TPageRequest, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...ROOT, page],
    queryFn: () => fetchPage(GET_BRANDS, 'brands', page),
    placeholderData: keepPreviousData,
  });
}

/** Brands change the company switcher too: its scope is reloaded after each change. */
function useBrandMutation<TBody>(fn: (body: TBody) => Promise<TBrand>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ROOT });
      await queryClient.invalidateQueries({ queryKey: SCOPE_QUERY_KEY });
    },
  });
}

export const useCreateBrand = () => useBrandMutation((form: TBrandForm) => createBrand(form));
export const useUpdateBrand = () =>
  useBrandMutation(
    async (body: TBrandForm & { brandId: number; updatedAt: string }) =>
      (await save(UPDATE_BRAND, body)).brand,
  );
export const useSetBrandActive = () =>
  useBrandMutation(
    async (body: { brandId: number; active: boolean }) =>
      (await save(SET_BRAND_ACTIVE, body)).brand,
  );
