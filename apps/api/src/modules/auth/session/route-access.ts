import { FEATURE_IDS } from '@resonate/contracts/features';
import type { TFeatureAccess } from './session-cache.ts';

/**
 * Which right a feature's endpoint needs, read from its name: the API names every endpoint
 * verb first, as the spec does (GetClientDetails, UpsertVMSSettings, DeleteList). Reads need
 * only the view right; a route can say otherwise with `config.access`. Deriving it in one place
 * means a new endpoint is guarded the day it is added, instead of when someone remembers.
 */
const READ = /^(Get|List|Check|Preview|Export|Search|Find|Download)/;
const DELETE = /^(Delete|Remove|Revoke|Disconnect|Archive)/;
const CREATE = /^(Create|Add|Upload|Start|Connect|Duplicate|Generate|Register|Invite)/;

/** Features that are the user's own (their profile, their alerts): a role cannot lock them. */
const PERSONAL_FEATURES: readonly number[] = [
  FEATURE_IDS.preferences,
  FEATURE_IDS.myProfile,
  FEATURE_IDS.alertsAndNotifications,
];

export function routeAccess(
  feature: number,
  url: string | undefined,
  declared: TFeatureAccess | 'view' | undefined,
): TFeatureAccess | undefined {
  if (PERSONAL_FEATURES.includes(feature)) return undefined;
  if (declared) return declared === 'view' ? undefined : declared;
  const name = url?.split('/').pop() ?? '';
  if (name === '' || READ.test(name)) return undefined;
  if (DELETE.test(name)) return 'delete';
  if (CREATE.test(name)) return 'create';
  return 'edit';
}
