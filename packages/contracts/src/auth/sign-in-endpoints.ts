/**
 * The sign-in endpoints, defined once from their zod-free addresses (sign-in-addresses.ts) and
 * their schemas: the API registers these and OpenAPI documents them.
 */
import { ZCheckEmailRequestSchema, ZCheckEmailResultSchema } from '../auth.ts';
import { defineEndpointAt } from '../endpoints.ts';
import { CHECK_EMAIL_EXISTS as CHECK_EMAIL_EXISTS_ADDRESS } from './sign-in-addresses.ts';

export const CHECK_EMAIL_EXISTS = defineEndpointAt(CHECK_EMAIL_EXISTS_ADDRESS, {
  request: ZCheckEmailRequestSchema,
  response: ZCheckEmailResultSchema,
});

export const SIGN_IN_ENDPOINTS = [CHECK_EMAIL_EXISTS];
