import { COLLECT_LIMITS } from '@resonate/contracts/events/sites';

/**
 * GET /api/analytics.js: the browser side of web analytics, the same for every site (the site
 * key is the script tag's data-site-key). It keeps an anonymous id in a first-party cookie and
 * localStorage, reports a page view on load, exposes resonate.track / identify / page (calls
 * queued by the inline stub before it loaded are replayed), and sends batches with
 * navigator.sendBeacon as text/plain (a CORS-safelisted type: no preflight), falling back to a
 * keepalive fetch. Plain ES5 so that it runs on any page.
 */
export const ANALYTICS_SCRIPT = `(function () {
  'use strict';
  var script = document.currentScript;
  var siteKey = script && script.getAttribute('data-site-key');
  if (!siteKey || !window.JSON) return;
  var endpoint = new URL('/api/collect', script.src).href + '?siteKey=' + encodeURIComponent(siteKey);
  var NAME = 'resonate_aid';
  var BATCH = ${COLLECT_LIMITS.batchMax};
  function newId() {
    if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
    return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, function (c) {
      var r = (Math.random() * 16) | 0;
      return (c === 'x' ? r : (r & 3) | 8).toString(16);
    });
  }
  function fromCookie() {
    var match = document.cookie.match(/(?:^|;\\s*)resonate_aid=([^;]+)/);
    return match ? decodeURIComponent(match[1]) : null;
  }
  function anonymousId() {
    var id = null;
    try { id = localStorage.getItem(NAME); } catch (e) {}
    id = id || fromCookie() || newId();
    try { localStorage.setItem(NAME, id); } catch (e) {}
    document.cookie = NAME + '=' + encodeURIComponent(id) + '; path=/; max-age=31536000; samesite=lax' +
      (location.protocol === 'https:' ? '; secure' : '');
    return id;
  }
  var visitor = anonymousId();
  var queue = [];
  var timer = null;
  function flush() {
    if (timer) clearTimeout(timer);
    timer = null;
    while (queue.length) {
      var body = JSON.stringify({ events: queue.splice(0, BATCH) });
      var sent = false;
      try {
        sent = !!navigator.sendBeacon && navigator.sendBeacon(endpoint, new Blob([body], { type: 'text/plain' }));
      } catch (e) {}
      if (!sent && window.fetch) {
        fetch(endpoint, { method: 'POST', body: body, keepalive: true, credentials: 'omit',
          headers: { 'content-type': 'text/plain' } }).catch(function () {});
      }
    }
  }
  function push(type, fields) {
    var event = { eventId: newId(), type: type, occurredAt: new Date().toISOString(), anonymousId: visitor };
    for (var key in fields) {
      if (Object.prototype.hasOwnProperty.call(fields, key) && fields[key] != null) event[key] = fields[key];
    }
    queue.push(event);
    if (queue.length >= BATCH) flush();
    else if (!timer) timer = setTimeout(flush, 500);
  }
  var api = {
    page: function () {
      push('page_view', { url: location.href, title: document.title, referrer: document.referrer || null });
    },
    track: function (type, props) {
      props = props || {};
      push(type, { url: location.href, revenue: props.revenue, leadSource: props.leadSource });
    },
    identify: function (person) {
      person = person || {};
      push('identify', { email: person.email, mobile: person.mobile });
      flush();
    }
  };
  var pending = window.resonate && window.resonate.q;
  window.resonate = api;
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') flush();
  });
  api.page();
  if (pending) {
    for (var i = 0; i < pending.length; i++) {
      var call = pending[i];
      if (api[call[0]]) api[call[0]].apply(api, call[1]);
    }
  }
})();
`;
