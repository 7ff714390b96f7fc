import { useCallback, useState } from 'react';
import { ADMIN_PAGE_SIZE } from '@resonate/contracts/onboarding/admin-common';

/** The page and search of a server-paged admin list; a new search goes back to page 1. */
export function useAdminPage() {
  const [page, setPage] = useState({ pageNo: 1, pageSize: ADMIN_PAGE_SIZE, search: '' });
  const onSearch = useCallback(
    (search: string) => setPage((p) => ({ ...p, search, pageNo: 1 })),
    [],
  );
  const onPage = useCallback((pageNo: number) => setPage((p) => ({ ...p, pageNo })), []);
  return { page, onSearch, onPage };
}
