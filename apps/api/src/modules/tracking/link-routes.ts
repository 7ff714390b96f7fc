import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRACKING_LIMITS } from '@resonate/contracts/campaigns/tracking';
import { countAnonymousClick } from '#/modules/events/index.ts';
import { TRACKING_PATHS, trackingSigner } from '#/modules/communications/index.ts';
import { recordEngagement } from './message-events.ts';
import {
  sendInvalidLinkPage,
  sendUnsubscribedPage,
  sendUnsubscribeQuestion,
} from './tracking-pages.ts';
import { unsubscribeMessage } from './unsubscribe-message.ts';

/** A transparent 1x1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * A wildcard, not `:token`: tokens carry the destination URL and outgrow the router's 100
 * character limit on named parameters (which would answer 414).
 */
const params = z.object({ '*': z.string() });
const config = { rateLimit: { max: TRACKING_LIMITS.publicPerMinute, timeWindow: 60_000 } };
/** One-click unsubscribe bodies are a single form field. */
const FORM_BODY_LIMIT = 4 * 1024;

/** Only http(s) destinations: a signed javascript: or data: URL is still refused. */
function safeTarget(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

function redirect(reply: FastifyReply, url: string) {
  return reply
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .redirect(url, 302);
}

/**
 * The links inside messages (issue 9): open pixel, click redirect, one-click unsubscribe and
 * QR scan. Public (a recipient has no session), rate-limited per address, and answering junk
 * with a 400 page, never an error trace and never a redirect to somewhere unsigned. Recording
 * failures never cost the recipient the pixel or the redirect: they are logged.
 */
const trackingLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const signer = trackingSigner(app.config.appSecret);
  const schema = { hide: true, params };

  // Scoped to this plugin. RFC 8058's one-click POST is multipart/form-data or form-encoded;
  // its only field says "One-Click", and the signed link alone decides, so the body is read
  // (bounded) and set aside.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(
      type,
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, _body, done) => done(null, {}),
    );
  }

  app.get(`${TRACKING_PATHS.open}*`, { schema, config }, async (request, reply) => {
    const ref = signer.verify(request.params['*']);
    if (ref?.kind === 'open') {
      await recordEngagement(app.db, ref.clientId, ref.messageId, 'opened').catch((error) =>
        request.log.error({ err: error }, 'recording an open failed'),
      );
    }
    // Always the image: a mail client shows a broken picture otherwise.
    return reply
      .header('content-type', 'image/gif')
      .header('cache-control', 'no-store, no-cache, must-revalidate, max-age=0')
      .send(PIXEL);
  });

  app.get(`${TRACKING_PATHS.click}*`, { schema, config }, async (request, reply) => {
    const ref = signer.verify(request.params['*']);
    const target = ref?.kind === 'click' ? safeTarget(ref.url) : undefined;
    if (ref?.kind !== 'click' || !target) return sendInvalidLinkPage(reply);
    await recordEngagement(app.db, ref.clientId, ref.messageId, 'clicked', target).catch((error) =>
      request.log.error({ err: error }, 'recording a click failed'),
    );
    return redirect(reply, target);
  });

  app.get(`${TRACKING_PATHS.scan}*`, { schema, config }, async (request, reply) => {
    const ref = signer.verify(request.params['*']);
    const target = ref?.kind === 'scan' ? safeTarget(ref.url) : undefined;
    if (ref?.kind !== 'scan' || !target) return sendInvalidLinkPage(reply);
    await countAnonymousClick(app.db, ref.clientId, ref.communicationId).catch((error) =>
      request.log.error({ err: error }, 'counting a scan failed'),
    );
    return redirect(reply, target);
  });

  // GET only asks: mail scanners follow links, and an unsubscribe must take a person's click.
  app.get(`${TRACKING_PATHS.unsubscribe}*`, { schema, config }, async (request, reply) => {
    const ref = signer.verify(request.params['*']);
    if (ref?.kind !== 'unsubscribe') return sendInvalidLinkPage(reply);
    return sendUnsubscribeQuestion(reply, `${TRACKING_PATHS.unsubscribe}${request.params['*']}`);
  });

  app.post(
    `${TRACKING_PATHS.unsubscribe}*`,
    { schema, config, bodyLimit: FORM_BODY_LIMIT },
    async (request, reply) => {
      const ref = signer.verify(request.params['*']);
      if (ref?.kind !== 'unsubscribe') return sendInvalidLinkPage(reply);
      await unsubscribeMessage(app.db, ref.clientId, ref.messageId);
      return sendUnsubscribedPage(reply);
    },
  );
};

export default trackingLinkRoutes;
