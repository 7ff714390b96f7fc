/**
 * The sign-in endpoints' addresses, free of zod: the login page's JavaScript is budgeted
 * (issue 25), so it calls these; sign-in-endpoints.ts adds their schemas for the API and OpenAPI.
 */
import type { z } from 'zod';
import type { ZCheckEmailRequestSchema } from '../auth.ts';
import { defineAddress } from '../endpoint-address.ts';

const signIn = { method: 'POST', auth: 'own', feature: null, tag: 'sign-in' } as const;

export const CHECK_EMAIL_EXISTS = defineAddress<
  z.input<typeof ZCheckEmailRequestSchema>,
  { exists?: boolean | undefined }
>({
  ...signIn,
  path: 'CheckEmailExists',
  access: 'read',
  summary: 'Checks an email on blur; says whether it exists only for sign-up',
});
