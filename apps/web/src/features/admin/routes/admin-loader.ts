import { replace } from 'react-router';
import { paths } from '@/config/paths';
import { useAppStore } from '@/shared/store/app-store';

/**
 * Administration pages are for account admins: anyone else goes to the preferences index
 * (where these pages are not offered). The API refuses them too (403), whatever the SPA does.
 */
export function adminLoader(): null {
  if (useAppStore.getState().accountAdmin !== true) throw replace(paths.preferences.root.getHref());
  return null;
}
