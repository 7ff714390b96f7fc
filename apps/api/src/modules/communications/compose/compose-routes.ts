import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COMPOSE_MSG,
  ZComposeOptionsRequestSchema,
  ZComposeOptionsResponseSchema,
  ZEstimateRequestSchema,
  ZEstimateResponseSchema,
  ZLaunchRequestSchema,
  ZLaunchResponseSchema,
  ZPreviewRequestSchema,
  ZPreviewResponseSchema,
  ZSendTestResponseSchema,
} from '@resonate/contracts/campaigns/compose';
import {
  ZCommunicationDraftSchema,
  ZCommunicationRefSchema,
  ZCommunicationResponseSchema,
  ZSendTestRequestSchema,
} from '@resonate/contracts/campaigns/communications';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { authOf } from '#/plugins/auth.ts';
import { getComposeOptions } from './compose-options.ts';
import { assertMay, communicationRoute } from '../communication-route.ts';
import { estimateCommunication } from './estimate.ts';
import { launchCommunication } from './launch.ts';
import { previewCommunication } from './preview.ts';
import { getCommunication, saveCommunicationDraft } from './save-draft.ts';
import { sendTestCommunication } from './send-test.ts';
import { TestSendLimit } from './test-send-limit.ts';

const TAG = 'communications: compose';

/** The create-mdc-communication wizard: draft, options, estimate, preview, test send, launch. */
const composeRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAuth({ feature: FEATURE_IDS.communications });
  const testSendLimit = new TestSendLimit(app.db);

  app.post(
    '/api/Communication/SaveCommunicationDraft',
    communicationRoute(
      onRequest,
      TAG,
      'Creates (without communicationId) or updates a draft; the wizard autosaves',
      ZCommunicationDraftSchema,
      ZCommunicationResponseSchema,
      'view',
    ),
    async (request) => {
      const auth = authOf(request);
      assertMay(auth, request.body.communicationId === undefined ? 'create' : 'edit');
      const communication = await saveCommunicationDraft(app, auth, request.body);
      return { status: true, message: COMPOSE_MSG.draftSaved, data: { communication } };
    },
  );

  app.post(
    '/api/Communication/GetCommunication',
    communicationRoute(
      onRequest,
      TAG,
      'One communication as the wizard edits it',
      ZCommunicationRefSchema,
      ZCommunicationResponseSchema,
    ),
    async (request) => {
      const communication = await getCommunication(
        app,
        authOf(request),
        request.body.communicationId,
      );
      return { status: true, message: 'Communication', data: { communication } };
    },
  );

  app.post(
    '/api/Communication/GetComposeOptions',
    communicationRoute(
      onRequest,
      TAG,
      'Lists, channels (licence, readiness, content kind), time zone and approval rule',
      ZComposeOptionsRequestSchema,
      ZComposeOptionsResponseSchema,
    ),
    async (request) => {
      const data = await getComposeOptions(app, authOf(request));
      return { status: true, message: 'Compose options', data };
    },
  );

  app.post(
    '/api/Communication/EstimateCommunication',
    communicationRoute(
      onRequest,
      TAG,
      'Counts the saved audience and prices it; stored on the draft',
      ZEstimateRequestSchema,
      ZEstimateResponseSchema,
    ),
    async (request) => {
      const estimate = await estimateCommunication(
        app,
        authOf(request),
        request.body.communicationId,
      );
      return { status: true, message: 'Estimate', data: { estimate } };
    },
  );

  app.post(
    '/api/Communication/PreviewCommunication',
    communicationRoute(
      onRequest,
      TAG,
      'Renders the saved content for a contact, or with empty fields so fallbacks show',
      ZPreviewRequestSchema,
      ZPreviewResponseSchema,
    ),
    async (request) => {
      const preview = await previewCommunication(app, authOf(request), request.body);
      return { status: true, message: 'Preview', data: { preview } };
    },
  );

  app.post(
    '/api/Communication/SendTestCommunication',
    communicationRoute(
      onRequest,
      TAG,
      'Sends the draft, marked [Test], to a few addresses (no tracking, no message rows)',
      ZSendTestRequestSchema,
      ZSendTestResponseSchema,
    ),
    async (request) => {
      const data = await sendTestCommunication(app, authOf(request), testSendLimit, request.body);
      return { status: true, message: COMPOSE_MSG.testSent, data };
    },
  );

  app.post(
    '/api/Communication/LaunchCommunication',
    communicationRoute(
      onRequest,
      TAG,
      'Checks everything, then submits for approval or hands the communication to the engine',
      ZLaunchRequestSchema,
      ZLaunchResponseSchema,
    ),
    async (request) => {
      const { communication, message } = await launchCommunication(
        app,
        authOf(request),
        request.body.communicationId,
      );
      return { status: true, message, data: { communication } };
    },
  );
};

export default composeRoutes;
