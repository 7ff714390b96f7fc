import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRACKING_LIMITS } from '@resonate/contracts/campaigns/tracking';
import { preferenceLanguage } from '@resonate/contracts/subscriptions/preference-page-text';
import { withTenant } from '#/db/tenant.ts';
import { PREFERENCES_PATH, preferenceSigner } from '#/modules/subscriptions/index.ts';
import { contactPreferences } from './contact-preferences.ts';
import { sendPreferenceLinkProblem, sendPreferencePage } from './preference-page.ts';
import { savePreferences, type TPreferenceChoice } from './save-preferences.ts';

/** A wildcard, not `:token` (the router's named parameters stop at 100 characters). */
const params = z.object({ '*': z.string() });
const querystring = z.object({ lang: z.string().max(10).optional() });
const config = { rateLimit: { max: TRACKING_LIMITS.publicPerMinute, timeWindow: 60_000 } };
/** Ticked boxes of at most a few dozen topics and channels. */
const FORM_BODY_LIMIT = 16 * 1024;
const TOPIC_ID = /^[1-9]\d{0,15}$/;
const CHANNEL_KEY = /^[A-Za-z]{1,20}$/;

/** The form's fields, or undefined when one is not of the page's making. */
function choiceOf(body: unknown): TPreferenceChoice | undefined {
  const form = new URLSearchParams(typeof body === 'string' ? body : '');
  const topics = form.getAll('topic');
  const channels = form.getAll('channel');
  const action = form.get('action') ?? 'save';
  if (action !== 'save' && action !== 'unsubscribeAll') return undefined;
  if (!topics.every((id) => TOPIC_ID.test(id)) || !channels.every((k) => CHANNEL_KEY.test(k))) {
    return undefined;
  }
  return { topicIds: topics.map(Number), channelKeys: channels, all: action === 'unsubscribeAll' };
}

/**
 * The hosted preference page (issue 28, item 1) at /p/<signed link>: public (the person has no
 * session; the link is their key), rate-limited per address. GET shows their choices, POST
 * applies the form at once. A tampered link is a 400 page and an expired one a 410 page, and
 * neither stores anything.
 */
const preferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const signer = preferenceSigner(app.config.appSecret);
  const schema = { hide: true, params, querystring };

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.get(`${PREFERENCES_PATH}*`, { schema, config }, async (request, reply) => {
    const lang = preferenceLanguage(request.query.lang, request.headers['accept-language']);
    const check = signer.verify(request.params['*']);
    if (check.status !== 'valid') return sendPreferenceLinkProblem(reply, lang, check.status);
    const { clientId, passportId } = check.ref;
    const preferences = await withTenant(app.db, { clientId }, (trx) =>
      contactPreferences(trx, clientId, passportId),
    );
    if (!preferences) return sendPreferenceLinkProblem(reply, lang, 'expired');
    const action = `${PREFERENCES_PATH}${request.params['*']}?lang=${lang}`;
    return sendPreferencePage(reply, { lang, action, preferences });
  });

  app.post(
    `${PREFERENCES_PATH}*`,
    { schema, config, bodyLimit: FORM_BODY_LIMIT },
    async (request, reply) => {
      const lang = preferenceLanguage(request.query.lang, request.headers['accept-language']);
      const check = signer.verify(request.params['*']);
      if (check.status !== 'valid') return sendPreferenceLinkProblem(reply, lang, check.status);
      const choice = choiceOf(request.body);
      if (!choice) return sendPreferenceLinkProblem(reply, lang, 'invalid');
      const { clientId, passportId } = check.ref;
      const outcome = await savePreferences(app.db, clientId, passportId, choice);
      if (outcome !== 'saved') {
        return sendPreferenceLinkProblem(reply, lang, outcome === 'gone' ? 'expired' : 'invalid');
      }
      const preferences = await withTenant(app.db, { clientId }, (trx) =>
        contactPreferences(trx, clientId, passportId),
      );
      if (!preferences) return sendPreferenceLinkProblem(reply, lang, 'expired');
      const action = `${PREFERENCES_PATH}${request.params['*']}?lang=${lang}`;
      const status = choice.all ? 'unsubscribedAll' : 'saved';
      return sendPreferencePage(reply, { lang, action, preferences, status });
    },
  );
};

export default preferenceRoutes;
