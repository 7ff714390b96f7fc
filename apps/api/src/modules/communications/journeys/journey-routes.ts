import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  JOURNEY_MSG,
  ZGetJourneyEntriesRequestSchema,
  ZGetJourneysRequestSchema,
  ZJourneyEntriesResponseSchema,
  ZJourneyRefSchema,
  ZJourneyResponseSchema,
  ZJourneysResponseSchema,
  ZJourneyValidationResponseSchema,
  ZSaveJourneyRequestSchema,
  ZValidateJourneyRequestSchema,
} from '@resonate/contracts/campaigns/journeys';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { authOf } from '#/plugins/auth.ts';
import { assertMay, communicationRoute } from '../communication-route.ts';
import { getJourneyEntries } from './journey-entries.ts';
import {
  archiveJourney,
  getJourney,
  getJourneys,
  pauseJourney,
  resumeJourney,
  saveJourney,
  startJourney,
  validateJourney,
} from './journey-use-cases.ts';

const TAG = 'communications: journeys';

/**
 * Journeys (mdc-workflow): read, save, validate and the lifecycle. Rights follow the verb
 * (route-access.ts): Get* read, Start create, Archive delete, Pause/Resume edit; SaveJourney
 * is declared 'view' and checks create or edit itself, ValidateJourney only reads.
 */
const journeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAuth({ feature: FEATURE_IDS.communications });

  app.post(
    '/api/Communication/GetJourneys',
    communicationRoute(
      onRequest,
      TAG,
      'A page of journeys, newest change first',
      ZGetJourneysRequestSchema,
      ZJourneysResponseSchema,
    ),
    async (request) => {
      const { journeys, total } = await getJourneys(app, authOf(request), request.body);
      return { status: true, message: 'Journeys', totalRows: total, data: { journeys } };
    },
  );

  app.post(
    '/api/Communication/GetJourney',
    communicationRoute(
      onRequest,
      TAG,
      'One journey with its graph and per-step counts',
      ZJourneyRefSchema,
      ZJourneyResponseSchema,
    ),
    async (request) => ({
      status: true,
      message: 'Journey',
      data: await getJourney(app, authOf(request), request.body.journeyId),
    }),
  );

  app.post(
    '/api/Communication/SaveJourney',
    communicationRoute(
      onRequest,
      TAG,
      'Creates a draft or saves a draft or paused journey (409 when the version is stale)',
      ZSaveJourneyRequestSchema,
      ZJourneyResponseSchema,
      'view',
    ),
    async (request) => {
      const auth = authOf(request);
      assertMay(auth, request.body.journeyId === undefined ? 'create' : 'edit');
      return {
        status: true,
        message: JOURNEY_MSG.saved,
        data: await saveJourney(app, auth, request.body),
      };
    },
  );

  app.post(
    '/api/Communication/ValidateJourney',
    communicationRoute(
      onRequest,
      TAG,
      'What stops the journey from starting, keyed nodes.<nodeId>',
      ZValidateJourneyRequestSchema,
      ZJourneyValidationResponseSchema,
      'view',
    ),
    async (request) => {
      const result = await validateJourney(app, authOf(request), request.body);
      return {
        status: true,
        message: result.valid ? JOURNEY_MSG.valid : JOURNEY_MSG.invalid,
        data: result,
      };
    },
  );

  const lifecycle = [
    [
      'StartJourney',
      'Starts a draft journey (400 with errors by step when invalid)',
      startJourney,
      JOURNEY_MSG.started,
    ],
    ['PauseJourney', 'Pauses an active journey', pauseJourney, JOURNEY_MSG.paused],
    [
      'ResumeJourney',
      'Resumes a paused journey, validated again',
      resumeJourney,
      JOURNEY_MSG.resumed,
    ],
    [
      'ArchiveJourney',
      'Archives a journey; entries under way exit',
      archiveJourney,
      JOURNEY_MSG.archived,
    ],
  ] as const;
  for (const [name, summary, action, message] of lifecycle) {
    app.post(
      `/api/Communication/${name}`,
      communicationRoute(onRequest, TAG, summary, ZJourneyRefSchema, ZJourneyResponseSchema),
      async (request) => ({
        status: true,
        message,
        data: await action(app, authOf(request), request.body.journeyId),
      }),
    );
  }

  app.post(
    '/api/Communication/GetJourneyEntries',
    communicationRoute(
      onRequest,
      TAG,
      'The contacts at a step now (names and emails masked)',
      ZGetJourneyEntriesRequestSchema,
      ZJourneyEntriesResponseSchema,
    ),
    async (request) => {
      const { entries, total } = await getJourneyEntries(app, authOf(request), request.body);
      return { status: true, message: 'Journey entries', totalRows: total, data: { entries } };
    },
  );
};

export default journeyRoutes;
