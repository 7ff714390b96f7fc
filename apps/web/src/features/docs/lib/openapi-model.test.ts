import { describe, expect, it } from 'vitest';
import { filterGroups, groupOperations } from './openapi-model';
import type { TOpenApiDocument } from './openapi-types';
import { exampleOf, typeLabel } from './schema-tools';

const doc: TOpenApiDocument = {
  openapi: '3.0.3',
  security: [{ accessToken: [] }],
  components: {
    schemas: {
      Ip: {
        type: 'object',
        properties: { ipaddress: { type: 'string' } },
        required: ['ipaddress'],
      },
    },
  },
  paths: {
    '/api/GetMasterData': { get: { summary: 'Master data', tags: ['Misc'], security: [] } },
    '/api/GetIPData': {
      post: {
        summary: 'IP data',
        tags: ['Misc'],
        requestBody: {
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Ip' } } },
        },
        responses: { '200': { description: 'OK' } },
      },
    },
    '/api/Dashboard/GetRoiData': { post: { summary: 'ROI' } },
  },
};

describe('groupOperations', () => {
  it('groups by first tag, else by the first path segment after /api', () => {
    const groups = groupOperations(doc);
    expect(groups.map((g) => g.tag)).toEqual(['Dashboard', 'Misc']);
    expect(groups[1]!.operations.map((o) => `${o.method} ${o.path}`)).toEqual([
      'POST /api/GetIPData',
      'GET /api/GetMasterData',
    ]);
  });

  it('marks operations secured by the document default unless they opt out', () => {
    const ops = groupOperations(doc).flatMap((g) => g.operations);
    expect(ops.find((o) => o.path === '/api/GetMasterData')!.secured).toBe(false);
    expect(ops.find((o) => o.path === '/api/GetIPData')!.secured).toBe(true);
  });
});

describe('filterGroups', () => {
  it('matches path, summary, method or tag, case-insensitively', () => {
    const groups = groupOperations(doc);
    expect(filterGroups(groups, 'roi').flatMap((g) => g.operations.map((o) => o.path))).toEqual([
      '/api/Dashboard/GetRoiData',
    ]);
    expect(filterGroups(groups, 'misc')).toHaveLength(1);
    expect(filterGroups(groups, 'zzz')).toEqual([]);
    expect(filterGroups(groups, '  ')).toBe(groups);
  });
});

describe('schema tools', () => {
  it('builds an example body, following $refs', () => {
    expect(exampleOf(doc, { $ref: '#/components/schemas/Ip' })).toEqual({ ipaddress: 'string' });
  });

  it('labels types', () => {
    expect(typeLabel({ type: 'array', items: { type: 'integer' } })).toBe('array<integer>');
    expect(typeLabel({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string | null');
  });
});
