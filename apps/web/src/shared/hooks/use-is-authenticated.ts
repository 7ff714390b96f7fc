import { useAppStore } from '../store/app-store';
import { getAccessToken } from '../storage/local-storage';

/** Signed in: the store's auth flag (reactive) and a stored access token. */
export function useIsAuthenticated(): boolean {
  const isAuth = useAppStore((state) => state.isAuth);
  return isAuth && getAccessToken() !== null;
}
