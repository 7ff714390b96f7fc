import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FEATURE_IDS } from '@resonate/contracts/features';
import {
  PROFILE_MSG,
  ZMyProfileResponseSchema,
  ZProfileUpdateRequestSchema,
} from '@resonate/contracts/profile';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import { getMyProfile } from '../get-my-profile.ts';
import { updateProfile } from '../update-profile.ts';
import { security, tags } from './rate-limits.ts';

const feature = FEATURE_IDS.myProfile;

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/GetMyProfile',
    {
      onRequest: app.requireAuth({ feature }),
      schema: {
        tags,
        security,
        summary: "The caller's profile: names, email, username, mobile, role, picture, version",
        response: { 200: ZMyProfileResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: 'My profile',
      data: await getMyProfile(app, authOf(request)),
    }),
  );

  app.post(
    '/api/ProfileUpdate',
    {
      onRequest: app.requireAuth({ feature }),
      schema: {
        tags,
        security,
        summary: 'Saves names and username; 409 when the profile changed since `version`',
        body: ZProfileUpdateRequestSchema,
        response: { 200: ZMyProfileResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      status: true,
      message: PROFILE_MSG.saved,
      data: await updateProfile(app, authOf(request), request.body),
    }),
  );
};

export default profileRoutes;
