import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TOPIC_MSG } from '@resonate/contracts/subscriptions/topics';
import {
  ARCHIVE_TOPIC,
  GET_PREFERENCE_PAGE,
  GET_TOPICS,
  SAVE_PREFERENCE_PAGE,
  SAVE_TOPIC,
} from '@resonate/contracts/subscriptions/topic-endpoints';
import { addEndpoint } from '#/http/endpoint-route.ts';
import { authOf } from '#/plugins/auth.ts';
import { archiveTopic } from './archive-topic.ts';
import { listTopics } from './list-topics.ts';
import { getPreferenceBrand, savePreferenceBrand } from './preference-brand.ts';
import { saveTopic } from './save-topic.ts';

/** SubscriptionTopics/: the client's topics and the brand of its preference page. */
const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, GET_TOPICS, async (body, request) => {
    const topics = await listTopics(app, authOf(request).clientId, body);
    return { status: true, message: TOPIC_MSG.list, data: { topics } };
  });

  addEndpoint(app, SAVE_TOPIC, async (body, request) => {
    const data = await saveTopic(app, authOf(request).clientId, body);
    return { status: true, message: TOPIC_MSG.saved, data };
  });

  addEndpoint(app, ARCHIVE_TOPIC, async (body, request) => {
    const data = await archiveTopic(app, authOf(request).clientId, body);
    return { status: true, message: data.archived ? TOPIC_MSG.archived : TOPIC_MSG.restored, data };
  });

  addEndpoint(app, GET_PREFERENCE_PAGE, async (_body, request) => {
    const data = await getPreferenceBrand(app, authOf(request).clientId);
    return { status: true, message: TOPIC_MSG.brandSaved, data };
  });

  addEndpoint(app, SAVE_PREFERENCE_PAGE, async (body, request) => {
    const data = await savePreferenceBrand(app, authOf(request).clientId, body);
    return { status: true, message: TOPIC_MSG.brandSaved, data };
  });
};

export default subscriptionRoutes;
