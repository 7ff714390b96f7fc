import { paths } from '@/config/paths';
import { apiPost } from '@/shared/api/client';
import { clearSession } from '@/shared/lib/session';
import { useAppStore } from '@/shared/store/app-store';
import { readUserInfo } from '@/shared/storage/user-info';

/**
 * POST /api/Logout with userId and clientId (spec section 7), then the local session ends
 * whatever the server said: storage cleared except master data and IP data, state reset, and a
 * full reload at / so no in-memory data of the session survives (spec section 4).
 */
export async function logout(): Promise<void> {
  const { clientId } = useAppStore.getState();
  const userId = readUserInfo().userId ?? null;
  // Revoking the token server-side is best effort; a failure (an already expired session among
  // them) must not keep the user signed in, nor open the session-expired login.
  await apiPost('Logout', { userId, clientId }, { silent: true, skipSessionExpiry: true }).catch(
    () => undefined,
  );
  clearSession();
  window.location.replace(paths.login.getHref());
}
