/**
 * The audit log's endpoints (issue 28, item 5), defined once: for the account admins of the
 * company the session works in. The CSV itself (GET AuditLog/AuditLogCsv) is a streamed file,
 * not an envelope: its route is hand-written in the API, opened with the link
 * DownloadAuditLogCsv answers.
 */
import { z } from 'zod';
import { defineEndpoint } from '../endpoints.ts';
import { ZAuditFilterSchema, ZAuditLogPageSchema, ZGetAuditLogRequestSchema } from './audit-log.ts';

const admins = {
  method: 'POST',
  auth: 'session',
  feature: null,
  accountAdminsOnly: true,
  access: 'read',
  tag: 'audit log',
} as const;

export const GET_AUDIT_LOG = defineEndpoint({
  ...admins,
  path: 'AuditLog/GetAuditLog',
  request: ZGetAuditLogRequestSchema,
  response: ZAuditLogPageSchema,
  summary: 'Who changed what: a page of the audit log, newest first, filtered',
});

export const DOWNLOAD_AUDIT_LOG_CSV = defineEndpoint({
  ...admins,
  path: 'AuditLog/DownloadAuditLogCsv',
  request: ZAuditFilterSchema,
  response: z.object({ url: z.string() }),
  summary: 'A one-minute link to the CSV of the filtered audit log',
});

export const AUDIT_ENDPOINTS = [GET_AUDIT_LOG, DOWNLOAD_AUDIT_LOG_CSV];
