import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ATTRIBUTE_MSG,
  ZAttributeResponseSchema,
  ZAttributesResponseSchema,
  ZDeleteAttributeRequestSchema,
  ZDeleteAttributeResponseSchema,
  ZGetAttributesRequestSchema,
  ZUpsertAttributeRequestSchema,
} from '@resonate/contracts/audience/contact-attributes';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import { deleteAttribute } from './delete-attribute.ts';
import { getAttributes } from './get-attributes.ts';
import { upsertAttribute } from './upsert-attribute.ts';

const tags = ['audience'];
const security = [{ accessToken: [] }];

/** The client's custom contact fields (feature: audience). */
const attributeRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAuth({ feature: FEATURE_IDS.audience });

  app.post(
    '/api/Audience/GetAttributes',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'The custom contact fields, in display order',
        body: ZGetAttributesRequestSchema,
        response: { 200: ZAttributesResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const attributes = await getAttributes(app, authOf(request));
      return { status: true, message: 'Custom fields', data: { attributes } };
    },
  );

  app.post(
    '/api/Audience/UpsertAttribute',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Adds a custom field (key from the label) or edits one',
        body: ZUpsertAttributeRequestSchema,
        response: { 200: ZAttributeResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const attribute = await upsertAttribute(app, authOf(request), request.body);
      return { status: true, message: ATTRIBUTE_MSG.saved, data: { attribute } };
    },
  );

  app.post(
    '/api/Audience/DeleteAttribute',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Deletes a custom field and every contact's value for it",
        body: ZDeleteAttributeRequestSchema,
        response: { 200: ZDeleteAttributeResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await deleteAttribute(app, authOf(request), request.body);
      return { status: true, message: ATTRIBUTE_MSG.deleted, data: { key: request.body.key } };
    },
  );
};

export default attributeRoutes;
