import type { TNotificationScope } from '@resonate/contracts/notifications';
import { useAppStore } from '@/shared/store/app-store';
import { readUserInfo } from '@/shared/storage/user-info';

/** The spec's payload scope: the signed-in client, user and current department (0 = all). */
export type TScope = { departmentId: number; clientId: number; userId: number };

export function useNotificationScope(): TScope | null {
  const clientId = useAppStore((state) => state.clientId);
  const departmentId = useAppStore((state) => state.departmentId);
  const userId = readUserInfo().userId;
  if (!clientId || !userId) return null;
  return { departmentId: departmentId ?? 0, clientId, userId } satisfies TNotificationScope;
}
