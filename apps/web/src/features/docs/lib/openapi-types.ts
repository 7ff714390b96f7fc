/** The parts of an OpenAPI 3 document the reference page reads. */
export type TSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  properties?: Record<string, TSchema>;
  required?: string[];
  items?: TSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: TSchema[];
  oneOf?: TSchema[];
  allOf?: TSchema[];
  nullable?: boolean;
  example?: unknown;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  additionalProperties?: boolean | TSchema;
};

export type TParameter = {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: TSchema;
};

type TContent = Record<string, { schema?: TSchema }>;

export type TOperation = {
  summary?: string;
  description?: string;
  tags?: string[];
  operationId?: string;
  parameters?: TParameter[];
  requestBody?: { required?: boolean; content?: TContent };
  responses?: Record<string, { description?: string; content?: TContent }>;
  security?: Record<string, string[]>[];
};

export type TOpenApiDocument = {
  openapi: string;
  info?: { title?: string; version?: string; description?: string };
  paths?: Record<string, Record<string, TOperation>>;
  components?: { schemas?: Record<string, TSchema> };
  security?: Record<string, string[]>[];
};
