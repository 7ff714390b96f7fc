import type { TOpenApiDocument, TOperation, TParameter, TSchema } from './openapi-types';

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export type TDocResponse = { status: string; description: string; schema?: TSchema };

export type TDocOperation = {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  tag: string;
  parameters: TParameter[];
  body?: TSchema;
  bodyRequired: boolean;
  responses: TDocResponse[];
  secured: boolean;
};

export type TDocGroup = { tag: string; operations: TDocOperation[] };

const jsonSchemaOf = (content?: Record<string, { schema?: TSchema }>) =>
  content?.['application/json']?.schema ?? Object.values(content ?? {})[0]?.schema;

/** A group per first tag (or the first path segment after /api), operations sorted by path. */
export function groupOperations(doc: TOpenApiDocument): TDocGroup[] {
  const groups = new Map<string, TDocOperation[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      const operation = toOperation(doc, path, method, op);
      groups.set(operation.tag, [...(groups.get(operation.tag) ?? []), operation]);
    }
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, operations]) => ({
      tag,
      operations: operations.sort(
        (a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method),
      ),
    }));
}

function toOperation(
  doc: TOpenApiDocument,
  path: string,
  method: string,
  op: TOperation,
): TDocOperation {
  const security = op.security ?? doc.security ?? [];
  return {
    id: `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, '-').toLowerCase(),
    method: method.toUpperCase(),
    path,
    summary: op.summary ?? op.operationId ?? '',
    description: op.description ?? '',
    tag: op.tags?.[0] ?? tagFromPath(path),
    parameters: op.parameters ?? [],
    body: jsonSchemaOf(op.requestBody?.content),
    bodyRequired: op.requestBody?.required ?? false,
    responses: Object.entries(op.responses ?? {}).map(([status, response]) => ({
      status,
      description: response.description ?? '',
      schema: jsonSchemaOf(response.content),
    })),
    secured: security.some((requirement) => Object.keys(requirement).length > 0),
  };
}

function tagFromPath(path: string): string {
  const segments = path.split('/').filter(Boolean);
  const [first, second] = segments[0] === 'api' ? segments.slice(1) : segments;
  return second ? (first ?? 'General') : 'General';
}

/** Case-insensitive match on path, summary, method and tag; empty groups drop out. */
export function filterGroups(groups: TDocGroup[], query: string): TDocGroup[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return groups;
  return groups
    .map((group) => ({
      ...group,
      operations: group.operations.filter((op) =>
        [op.path, op.summary, op.method, group.tag].some((text) =>
          text.toLowerCase().includes(needle),
        ),
      ),
    }))
    .filter((group) => group.operations.length > 0);
}
