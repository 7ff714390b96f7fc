import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTACT_MSG,
  ZContactResponseSchema,
  ZDeleteContactsRequestSchema,
  ZDeleteContactsResponseSchema,
  ZGetContactRequestSchema,
  ZGetContactResponseSchema,
  ZGetContactsRequestSchema,
  ZGetContactsResponseSchema,
  ZUpsertContactRequestSchema,
} from '@resonate/contracts/audience/contacts';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import attributeRoutes from './attribute-routes.ts';
import dataSubjectRoutes from './data-subject-routes.ts';
import { recordDataSubjectRequest } from './data-subject-requests.ts';
import { deleteContacts } from './delete-contacts.ts';
import exportRoutes from './export-routes.ts';
import { getContact } from './get-contact.ts';
import { getContacts } from './get-contacts.ts';
import { upsertContact } from './upsert-contact.ts';

const tags = ['audience'];
const security = [{ accessToken: [] }];

/** Master data: the client's contacts (feature: audience). */
const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAuth({ feature: FEATURE_IDS.audience });

  app.post(
    '/api/Audience/GetContacts',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'A page of contacts: prefix search, sort, optional static list',
        body: ZGetContactsRequestSchema,
        response: { 200: ZGetContactsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const page = await getContacts(app, authOf(request), request.body);
      return {
        status: true,
        message: 'Contacts',
        totalRows: page.total,
        data: { contacts: page.contacts, totalIsEstimate: page.isEstimate },
      };
    },
  );

  app.post(
    '/api/Audience/GetContact',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'One contact with identities, list memberships and latest events',
        body: ZGetContactRequestSchema,
        response: { 200: ZGetContactResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await getContact(app, authOf(request), request.body);
      return { status: true, message: 'Contact', data };
    },
  );

  app.post(
    '/api/Audience/UpsertContact',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Adds a contact, or edits one (absent fields are kept)',
        body: ZUpsertContactRequestSchema,
        response: { 200: ZContactResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { contact, created } = await upsertContact(app, authOf(request), request.body);
      return {
        status: true,
        message: created ? CONTACT_MSG.created : CONTACT_MSG.saved,
        data: { contact },
      };
    },
  );

  app.post(
    '/api/Audience/DeleteContacts',
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Deletes contacts with their memberships and history (data-subject deletion)',
        body: ZDeleteContactsRequestSchema,
        response: { 200: ZDeleteContactsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const deleted = await deleteContacts(app, auth, request.body);
      await recordDataSubjectRequest({ db: app.db, log: request.log }, 'erase', {
        actor: { userId: auth.userId },
        clientId: auth.clientId,
        contactIds: request.body.contactIds,
      });
      return { status: true, message: CONTACT_MSG.deleted, data: { deleted } };
    },
  );

  await app.register(attributeRoutes);
  await app.register(exportRoutes);
  await app.register(dataSubjectRoutes);
};

export default contactRoutes;
