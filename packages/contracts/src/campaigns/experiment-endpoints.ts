/**
 * The A/B test endpoints (issue 27, item 1), defined once: the API registers them, OpenAPI
 * documents them and the web calls them from these objects.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoints.ts';
import { FEATURE_IDS } from '../features.ts';
import {
  ZExperimentRefSchema,
  ZExperimentViewSchema,
  ZSaveExperimentRequestSchema,
} from './experiment.ts';

const tag = 'communications';
const feature = FEATURE_IDS.communications;

export const SAVE_EXPERIMENT = defineEndpoint({
  method: 'POST',
  path: 'Communication/SaveExperiment',
  request: ZSaveExperimentRequestSchema,
  response: ZExperimentViewSchema,
  auth: 'session',
  feature,
  access: 'write',
  summary: 'Sets (or removes, with null) the A/B test of a draft communication',
  tag,
});

export const GET_EXPERIMENT = defineEndpoint({
  method: 'POST',
  path: 'Communication/GetExperiment',
  request: ZExperimentRefSchema,
  response: ZExperimentViewSchema,
  auth: 'session',
  feature,
  access: 'read',
  summary: 'A communication’s A/B test: its settings, each variant’s figures and the decision',
  tag,
});

export const END_EXPERIMENT_TEST = defineEndpoint({
  method: 'POST',
  path: 'Communication/EndExperimentTest',
  request: ZExperimentRefSchema,
  response: z.object({ communicationId: z.number().int() }),
  auth: 'session',
  feature,
  access: 'write',
  summary: 'Ends a test under way now: the winner is picked and sent to the rest',
  tag,
});

export const EXPERIMENT_ENDPOINTS = [SAVE_EXPERIMENT, GET_EXPERIMENT, END_EXPERIMENT_TEST];
