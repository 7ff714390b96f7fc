import type { TOpenApiDocument, TSchema } from './openapi-types';

/** Follows a local `$ref` (`#/components/schemas/X`); unknown refs resolve to an empty schema. */
export function resolveSchema(doc: TOpenApiDocument, schema: TSchema | undefined): TSchema {
  let current = schema ?? {};
  for (let hops = 0; current.$ref && hops < 10; hops += 1) {
    const name = current.$ref.replace('#/components/schemas/', '');
    current = doc.components?.schemas?.[name] ?? {};
  }
  return current;
}

/** 'string', 'integer | null', 'array<object>', 'enum' ... for the schema table. */
export function typeLabel(schema: TSchema): string {
  if (schema.enum) return 'enum';
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(typeLabel).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  if (type === 'array' && schema.items) return `array<${typeLabel(schema.items)}>`;
  return schema.nullable ? `${type} | null` : type;
}

/** A plausible JSON value for a schema: pre-fills the "Try it" body. */
export function exampleOf(doc: TOpenApiDocument, input: TSchema | undefined, depth = 0): unknown {
  const schema = resolveSchema(doc, input);
  if (depth > 6) return null;
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return exampleOf(doc, variant, depth + 1);
  if (schema.allOf) {
    return Object.assign({}, ...schema.allOf.map((part) => exampleOf(doc, part, depth + 1)));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [
          key,
          exampleOf(doc, value, depth + 1),
        ]),
      );
    case 'array':
      return [exampleOf(doc, schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return true;
    case 'string':
      return stringExample(schema);
    default:
      return schema.properties ? exampleOf(doc, { ...schema, type: 'object' }, depth) : null;
  }
}

function stringExample(schema: TSchema): string {
  if (schema.format === 'email') return 'user@example.com';
  if (schema.format === 'date-time') return new Date(0).toISOString();
  if (schema.format === 'date') return '1970-01-01';
  return 'string';
}
