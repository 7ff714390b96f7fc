import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  END_EXPERIMENT_TEST,
  GET_EXPERIMENT,
  SAVE_EXPERIMENT,
} from '@resonate/contracts/campaigns/experiment-endpoints';
import { EXPERIMENT_MSG } from '@resonate/contracts/campaigns/experiment';
import { addEndpoint } from '#/http/endpoint-route.ts';
import { authOf } from '#/plugins/auth.ts';
import { endExperimentTest } from './end-experiment-test.ts';
import { getExperiment } from './get-experiment.ts';
import { saveExperiment } from './save-experiment.ts';

/** A/B tests of a communication (issue 27, item 1): set in the wizard, followed on its page. */
const experimentRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, SAVE_EXPERIMENT, async (body, request) => {
    const auth = authOf(request);
    await saveExperiment(app, auth, body.communicationId, body.experiment);
    const data = await getExperiment(app, auth, body.communicationId);
    const message = body.experiment ? EXPERIMENT_MSG.saved : EXPERIMENT_MSG.removed;
    return { status: true, message, data };
  });

  addEndpoint(app, GET_EXPERIMENT, async (body, request) => {
    const data = await getExperiment(app, authOf(request), body.communicationId);
    return { status: true, message: EXPERIMENT_MSG.results, data };
  });

  addEndpoint(app, END_EXPERIMENT_TEST, async (body, request) => {
    await endExperimentTest(app, authOf(request), body.communicationId);
    return {
      status: true,
      message: EXPERIMENT_MSG.ended,
      data: { communicationId: body.communicationId },
    };
  });
};

export default experimentRoutes;
