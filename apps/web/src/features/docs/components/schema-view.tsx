import { useTranslation } from 'react-i18next';
import type { TOpenApiDocument, TSchema } from '../lib/openapi-types';
import { resolveSchema, typeLabel } from '../lib/schema-tools';

type TProps = { doc: TOpenApiDocument; schema: TSchema; depth?: number };

/** A schema as nested property rows: name, type, required, constraints and description. */
export function SchemaView({ doc, schema: input, depth = 0 }: TProps) {
  const { t } = useTranslation('docs');
  const schema = resolveSchema(doc, input);
  const itemSchema = schema.type === 'array' ? resolveSchema(doc, schema.items) : undefined;
  const properties = schema.properties ?? itemSchema?.properties;
  const required = schema.properties ? schema.required : itemSchema?.required;
  if (!properties || depth > 4) {
    return <code className="schema-view__type">{typeLabel(schema)}</code>;
  }
  return (
    <ul className={`schema-view${depth === 0 ? ' schema-view--root' : ''}`}>
      {Object.entries(properties).map(([name, child]) => {
        const resolved = resolveSchema(doc, child);
        const nested = resolved.properties || resolveSchema(doc, resolved.items).properties;
        return (
          <li key={name} className="schema-view__row">
            <div className="schema-view__line">
              <code className="schema-view__name">{name}</code>
              <span className="schema-view__type">{typeLabel(resolved)}</span>
              {required?.includes(name) ? (
                <span className="schema-view__required">{t('required')}</span>
              ) : null}
              <Constraints schema={resolved} />
            </div>
            {resolved.description ? (
              <div className="schema-view__desc">{resolved.description}</div>
            ) : null}
            {nested ? <SchemaView doc={doc} schema={resolved} depth={depth + 1} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

function Constraints({ schema }: { schema: TSchema }) {
  const parts = [
    schema.format,
    schema.minLength !== undefined ? `minLength ${schema.minLength}` : null,
    schema.maxLength !== undefined ? `maxLength ${schema.maxLength}` : null,
    // zod emits the safe-integer range for every int; it says nothing to a reader.
    bound(schema.minimum) ? `min ${schema.minimum}` : null,
    bound(schema.maximum) ? `max ${schema.maximum}` : null,
    schema.enum ? schema.enum.map((v) => JSON.stringify(v)).join(', ') : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return <span className="schema-view__constraints">{parts.join(' · ')}</span>;
}

function bound(value: number | undefined): value is number {
  return value !== undefined && Math.abs(value) < Number.MAX_SAFE_INTEGER;
}
