import type { TPushSubscription } from '@resonate/contracts/communication-settings/web-push-subscribers';

/** Why this browser could not be subscribed; the component says it in the user's language. */
export type TBrowserPushProblem = 'unsupported' | 'denied';

export class BrowserPushError extends Error {
  override name = 'BrowserPushError';
  readonly problem: TBrowserPushProblem;
  constructor(problem: TBrowserPushProblem) {
    super(problem);
    this.problem = problem;
  }
}

export function browserPushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/**
 * Subscribes the admin's own browser with the client's VAPID key (the page's own service
 * worker, public/resonate-admin-sw.js, shows what arrives). A subscription made with another
 * key (the keys were replaced) is dropped first, since the push service would refuse it.
 */
export async function subscribeThisBrowser(vapidPublicKey: string): Promise<TPushSubscription> {
  if (!browserPushSupported()) throw new BrowserPushError('unsupported');
  if ((await Notification.requestPermission()) !== 'granted') throw new BrowserPushError('denied');
  const registration = await navigator.serviceWorker.register('/resonate-admin-sw.js');
  await navigator.serviceWorker.ready;
  const applicationServerKey = keyBytes(vapidPublicKey);
  const existing = await registration.pushManager.getSubscription();
  const sameKey =
    existing?.options.applicationServerKey &&
    new Uint8Array(existing.options.applicationServerKey).join() === applicationServerKey.join();
  if (existing && !sameKey) await existing.unsubscribe();
  const subscription =
    (sameKey ? existing : null) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }));
  return subscription.toJSON() as TPushSubscription;
}
