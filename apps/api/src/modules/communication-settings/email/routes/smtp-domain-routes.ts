import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCheckDomainExistsRequestSchema,
  ZCheckNameExistsRequestSchema,
  ZClientRefRequestSchema,
  ZExistsResponseSchema,
  ZSmtpDomainListResponseSchema,
  ZSmtpDomainRefRequestSchema,
  ZSmtpDomainResponseSchema,
  ZUpsertSmtpDomainRequestSchema,
  ZVerifyResponseSchema,
} from '@resonate/contracts/communication-settings/email';
import { ZEnvelopeBaseSchema } from '@resonate/contracts/envelope';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { ERROR_RESPONSES } from '#/http/responses.ts';
import { authOf } from '#/plugins/auth.ts';
import { addSmtpDomain } from '../add-smtp-domain.ts';
import { checkSmtpDomainExists } from '../check-smtp-domain-exists.ts';
import { checkSmtpNameExists } from '../check-smtp-name-exists.ts';
import { deleteSmtpDomain } from '../delete-smtp-domain.ts';
import { listSmtpDomains } from '../list-smtp-domains.ts';
import { verifySmtpDomain } from '../verify-smtp-domain.ts';

const tags = ['communication settings'];
const security = [{ accessToken: [] }];
const P = '/api/CommunicationSetting';

/** Sending domains: DKIM keys, DNS records and their verification (feature 15). */
const smtpDomainRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAuth({ feature: FEATURE_IDS.communicationSettings });
  const deps = { db: app.db, config: app.config, log: app.log, dns: app.dns };

  app.post(
    `${P}/GetSMTPDomainSetting`,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Sending domains with their DNS records',
        body: ZClientRefRequestSchema,
        response: { 200: ZSmtpDomainListResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const domains = await listSmtpDomains(deps, authOf(request), request.body);
      return {
        status: true,
        message: 'SMTP domains',
        totalRows: domains.length,
        data: { domains },
      };
    },
  );
  app.post(
    `${P}/UpsertSMTPDomainSetting`,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Adds a domain with a new DKIM key (account admins)',
        body: ZUpsertSmtpDomainRequestSchema,
        response: { 200: ZSmtpDomainResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const domain = await addSmtpDomain(deps, authOf(request), request.body);
      return { status: true, message: 'Domain added', data: { domain } };
    },
  );
  app.post(
    `${P}/DeleteSMTPDomain`,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Deletes a domain (account admins)',
        body: ZSmtpDomainRefRequestSchema,
        response: { 200: ZEnvelopeBaseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await deleteSmtpDomain(deps, authOf(request), request.body);
      return { status: true, message: 'Domain deleted' };
    },
  );
  app.post(
    `${P}/CheckSMTPDomainExists`,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Whether the client has this domain',
        body: ZCheckDomainExistsRequestSchema,
        response: { 200: ZExistsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const exists = await checkSmtpDomainExists(deps, authOf(request), request.body);
      return {
        status: true,
        message: exists ? 'Domain already exists' : 'Domain is free',
        data: { exists },
      };
    },
  );
  app.post(
    `${P}/CheckSMTPNameExists`,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Whether a domain already uses this from mail',
        body: ZCheckNameExistsRequestSchema,
        response: { 200: ZExistsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const exists = await checkSmtpNameExists(deps, authOf(request), request.body);
      return {
        status: true,
        message: exists ? 'Name already exists' : 'Name is free',
        data: { exists },
      };
    },
  );
  app.post(
    `${P}/VerifySMTPDomain`,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Looks the domain's records up in DNS (account admins)",
        body: ZSmtpDomainRefRequestSchema,
        response: { 200: ZVerifyResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const data = await verifySmtpDomain(deps, authOf(request), request.body);
      return { status: true, message: 'Domain checked', data };
    },
  );
};

export default smtpDomainRoutes;
