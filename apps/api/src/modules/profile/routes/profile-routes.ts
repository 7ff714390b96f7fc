import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PROFILE_MSG } from '@resonate/contracts/profile';
import { GET_MY_PROFILE, PROFILE_UPDATE } from '@resonate/contracts/profile-endpoints';
import { addEndpoint } from '#/http/endpoint-route.ts';
import { authOf } from '#/plugins/auth.ts';
import { getMyProfile } from '../get-my-profile.ts';
import { updateProfile } from '../update-profile.ts';

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  addEndpoint(app, GET_MY_PROFILE, async (_query, request) => ({
    status: true,
    message: 'My profile',
    data: await getMyProfile(app, authOf(request)),
  }));

  addEndpoint(app, PROFILE_UPDATE, async (body, request) => ({
    status: true,
    message: PROFILE_MSG.saved,
    data: await updateProfile(app, authOf(request), body),
  }));
};

export default profileRoutes;
