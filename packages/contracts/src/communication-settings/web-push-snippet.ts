/**
 * What a site installs to receive a client's web pushes: a service worker saved at its root as
 * /resonate-sw.js (the API also serves it, to download), and a page script that registers it,
 * subscribes on request and reports page views and custom events. Both name only public values:
 * the API's address and the VAPID public key. The settings tab shows them and the API serves the
 * service worker, from this one source.
 */

export const WEB_PUSH_SW_FILE = 'resonate-sw.js';

/** The public endpoints of one client's web push, under the API's origin. */
export function webPushPublicBase(apiOrigin: string, vapidPublicKey: string): string {
  return `${apiOrigin.replace(/\/+$/, '')}/api/v1/web-push/${vapidPublicKey}`;
}

export function webPushServiceWorker(apiOrigin: string, vapidPublicKey: string): string {
  const base = webPushPublicBase(apiOrigin, vapidPublicKey);
  return `/* Resonate web push: save as /${WEB_PUSH_SW_FILE} at the root of your site. */
const RESONATE_API = '${base}';
const RESONATE_VAPID_PUBLIC_KEY = '${vapidPublicKey}';

function resonatePost(path, body) {
  return fetch(RESONATE_API + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}

function resonateReport(type, messageId) {
  if (!messageId) return Promise.resolve();
  return self.registration.pushManager.getSubscription().then((subscription) =>
    subscription ? resonatePost('/events', { endpoint: subscription.endpoint, type, messageId }) : undefined,
  );
}

function resonateKey(base64url) {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch (error) {
    message = { body: event.data.text() };
  }
  const shown = self.registration.showNotification(message.title || '', {
    body: message.body || '',
    icon: message.icon,
    image: message.image,
    tag: message.messageId,
    data: { url: message.url, messageId: message.messageId },
  });
  event.waitUntil(Promise.all([shown, resonateReport('delivered', message.messageId)]));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const opened = data.url ? self.clients.openWindow(data.url) : Promise.resolve();
  event.waitUntil(Promise.all([opened, resonateReport('clicked', data.messageId)]));
});

// Browsers may replace a subscription (expiry, key rotation): record the new one.
self.addEventListener('pushsubscriptionchange', (event) => {
  const previousEndpoint = event.oldSubscription ? event.oldSubscription.endpoint : undefined;
  event.waitUntil(
    self.registration.pushManager
      .subscribe({ userVisibleOnly: true, applicationServerKey: resonateKey(RESONATE_VAPID_PUBLIC_KEY) })
      .then((subscription) =>
        resonatePost('/subscribe', { subscription: subscription.toJSON(), previousEndpoint }),
      ),
  );
});
`;
}

export function webPushPageSnippet(apiOrigin: string, vapidPublicKey: string): string {
  const base = webPushPublicBase(apiOrigin, vapidPublicKey);
  return `<script>
/* Resonate web push: add to every page, after /${WEB_PUSH_SW_FILE} is in place.
   Call resonate.subscribe() from a click (browsers ask for permission only then),
   resonate.track('signup', 25) to report a custom event (a goal may count it). */
(function () {
  var api = '${base}';
  var vapidPublicKey = '${vapidPublicKey}';
  function post(path, body) {
    return fetch(api + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    });
  }
  function key(base64url) {
    var base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
      .replace(/-/g, '+')
      .replace(/_/g, '/');
    return Uint8Array.from(atob(base64), function (c) { return c.charCodeAt(0); });
  }
  var supported = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  var registration = supported
    ? navigator.serviceWorker.register('/${WEB_PUSH_SW_FILE}')
    : Promise.reject(new Error('Web push is not supported by this browser'));
  registration.catch(function () {});
  function current() {
    return registration.then(function (r) { return r.pushManager.getSubscription(); });
  }
  window.resonate = {
    subscribe: function () {
      return Notification.requestPermission()
        .then(function (permission) {
          if (permission !== 'granted') throw new Error('Notifications were not allowed');
          return registration;
        })
        .then(function (r) {
          return r.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key(vapidPublicKey) });
        })
        .then(function (subscription) {
          return post('/subscribe', { subscription: subscription.toJSON() }).then(function () {
            return subscription;
          });
        });
    },
    unsubscribe: function () {
      return current().then(function (subscription) {
        if (!subscription) return false;
        return post('/unsubscribe', { endpoint: subscription.endpoint }).then(function () {
          return subscription.unsubscribe();
        });
      });
    },
    track: function (name, value) {
      return current().then(function (subscription) {
        if (!subscription) return undefined;
        return post('/events', {
          endpoint: subscription.endpoint,
          type: name === 'page_view' ? 'page_view' : 'custom',
          name: name,
          value: value,
          url: location.href,
        });
      });
    },
  };
  // A subscription made with replaced VAPID keys no longer receives pushes: make a new one
  // (the permission is already granted) and say which one it replaces.
  function renewed(subscription) {
    var current = new Uint8Array(subscription.options.applicationServerKey || []).join();
    if (current === key(vapidPublicKey).join()) return Promise.resolve(subscription);
    var previousEndpoint = subscription.endpoint;
    return subscription.unsubscribe().then(function () {
      return registration.then(function (r) {
        return r.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key(vapidPublicKey) });
      }).then(function (next) {
        sessionStorage.setItem('resonate-subscribed', '1');
        return post('/subscribe', { subscription: next.toJSON(), previousEndpoint: previousEndpoint }).then(function () {
          return next;
        });
      });
    });
  }
  current()
    .then(function (subscription) {
      return subscription ? renewed(subscription) : null;
    })
    .then(function (subscription) {
      if (!subscription) return;
      // Once per visit: keeps the subscription on record (browsers may rotate its keys).
      if (!sessionStorage.getItem('resonate-subscribed')) {
        sessionStorage.setItem('resonate-subscribed', '1');
        post('/subscribe', { subscription: subscription.toJSON() });
      }
      window.resonate.track('page_view');
    })
    .catch(function () {});
})();
</script>
`;
}
