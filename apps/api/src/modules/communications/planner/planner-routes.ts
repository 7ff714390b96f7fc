import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PLANNER_MSG,
  ZGetPlannerRequestSchema,
  ZPlannerResponseSchema,
  ZRescheduleRequestSchema,
  ZRescheduleResponseSchema,
} from '@resonate/contracts/campaigns/planner';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { authOf } from '#/plugins/auth.ts';
import { communicationRoute } from '../communication-route.ts';
import { getPlanner } from './get-planner.ts';
import { rescheduleCommunication } from './reschedule-communication.ts';

const TAG = 'communications';

/** The planner: the calendar of communications (view) and moving one (edit, from its verb). */
const plannerRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAuth({ feature: FEATURE_IDS.communications });

  app.post(
    '/api/Communication/GetPlanner',
    communicationRoute(
      onRequest,
      TAG,
      'Communications on the calendar between two client-local days',
      ZGetPlannerRequestSchema,
      ZPlannerResponseSchema,
    ),
    async (request) => {
      const { clientId, departmentId } = authOf(request);
      const data = await getPlanner(app, { clientId, departmentId }, request.body);
      return { status: true, message: PLANNER_MSG.planner, data };
    },
  );

  app.post(
    '/api/Communication/RescheduleCommunication',
    communicationRoute(
      onRequest,
      TAG,
      'Moves a draft or a scheduled communication to another client-local time',
      ZRescheduleRequestSchema,
      ZRescheduleResponseSchema,
    ),
    async (request) => {
      const { clientId, departmentId } = authOf(request);
      const item = await rescheduleCommunication(app, { clientId, departmentId }, request.body);
      return { status: true, message: PLANNER_MSG.moved, data: { item } };
    },
  );
};

export default plannerRoutes;
