/**
 * Hostile inputs generated from an OpenAPI document, for the robustness test: every operation
 * gets them, so endpoints added later are covered without touching the test.
 */

export type TJsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
};

type TParameter = { name: string; in: string; required?: boolean; schema?: TJsonSchema };

export type TOperation = {
  method: string;
  path: string;
  url: string;
  bodySchema?: TJsonSchema;
  query: TParameter[];
  secured: boolean;
  /** How a caller proves who they are: a session's accessToken header or a Bearer API key. */
  scheme: 'accessToken' | 'apiKey' | undefined;
};

export type TCase = {
  name: string;
  payload?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** True when no correct route could accept this input: the answer must be a 4xx. */
  mustFail: boolean;
};

type TDocument = {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components?: { schemas?: Record<string, TJsonSchema> };
  security?: unknown[];
};

export function resolve(doc: TDocument, schema: TJsonSchema | undefined): TJsonSchema | undefined {
  if (!schema?.$ref) return schema;
  const name = schema.$ref.split('/').pop()!;
  return resolve(doc, doc.components?.schemas?.[name]);
}

export function listOperations(doc: TDocument): TOperation[] {
  const operations: TOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const parameters = (operation.parameters ?? []) as TParameter[];
      const body = operation.requestBody as
        { content?: Record<string, { schema?: TJsonSchema }> } | undefined;
      const security = (operation.security ?? doc.security ?? []) as Record<string, unknown>[];
      operations.push({
        method: method.toUpperCase(),
        path,
        // Path parameters get a value of the wrong kind for ids: it must not crash anything.
        url: path.replace(/\{[^}]+\}/g, 'not-an-id'),
        bodySchema: resolve(doc, body?.content?.['application/json']?.schema),
        query: parameters.filter((parameter) => parameter.in === 'query'),
        secured: security.length > 0,
        scheme: security.some((s) => 'apiKey' in s)
          ? 'apiKey'
          : security.length > 0
            ? 'accessToken'
            : undefined,
      });
    }
  }
  return operations;
}

function types(schema: TJsonSchema | undefined): string[] {
  if (!schema) return [];
  if (schema.type) return Array.isArray(schema.type) ? schema.type : [schema.type];
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(types);
}

/** A JSON value of a type the schema does not allow, or undefined if it allows all. */
export function wrongValue(schema: TJsonSchema | undefined): unknown {
  const allowed = new Set(types(schema));
  if (allowed.size === 0) return undefined;
  const candidates: [string, unknown][] = [
    ['object', { unexpected: ['nested', 1] }],
    ['number', 12345.5],
    ['boolean', true],
    ['array', [1, 'two']],
    ['string', 'not-the-right-type'],
  ];
  const isAllowed = (type: string) =>
    allowed.has(type) || (type === 'number' && allowed.has('integer'));
  return candidates.find(([type]) => !isAllowed(type))?.[1];
}

/** The object variant of a body schema (a nullable body is `anyOf: [object, null]`). */
function objectSchema(schema: TJsonSchema | undefined): TJsonSchema | undefined {
  if (!schema || schema.properties) return schema;
  const variants = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return variants.map(objectSchema).find((variant) => variant?.properties);
}

export function bodyCases(op: TOperation): TCase[] {
  const schema = objectSchema(op.bodySchema);
  const props = Object.entries(schema?.properties ?? {});
  const hasRequired = (schema?.required ?? []).length > 0;
  const cases: TCase[] = [
    { name: 'malformed JSON', payload: '{"oops": ', mustFail: true },
    { name: 'JSON that is not an object', payload: '"just a string"', mustFail: !!schema },
    { name: 'empty object', payload: '{}', mustFail: hasRequired },
    {
      name: 'body over the limit',
      payload: JSON.stringify({ big: 'x'.repeat(1_100_000) }),
      mustFail: true,
    },
  ];
  for (const [prop, propSchema] of props) {
    const wrong = wrongValue(propSchema);
    if (wrong !== undefined) {
      cases.push({
        name: `wrong type for ${prop}`,
        payload: JSON.stringify({ [prop]: wrong }),
        mustFail: true,
      });
    }
    cases.push({
      name: `10k string in ${prop}`,
      payload: JSON.stringify({ [prop]: 'x'.repeat(10_000) }),
      mustFail: false,
    });
  }
  return cases;
}

export function queryCases(op: TOperation): TCase[] {
  return op.query.flatMap((parameter) => [
    {
      name: `wrong query ${parameter.name}`,
      query: { [parameter.name]: '{"$gt":""}' },
      mustFail: false,
    },
    {
      name: `10k query ${parameter.name}`,
      query: { [parameter.name]: 'x'.repeat(10_000) },
      mustFail: false,
    },
  ]);
}
