import { useTranslation } from 'react-i18next';
import type { TOpenApiDocument, TParameter } from '../lib/openapi-types';
import { resolveSchema, typeLabel } from '../lib/schema-tools';

/** Path, query and header parameters of an operation. */
export function ParametersTable({
  doc,
  parameters,
}: {
  doc: TOpenApiDocument;
  parameters: TParameter[];
}) {
  const { t } = useTranslation('docs');
  if (parameters.length === 0) return <p className="docs-muted">{t('noParameters')}</p>;
  return (
    <ul className="schema-view schema-view--root">
      {parameters.map((param) => (
        <li key={`${param.in}-${param.name}`} className="schema-view__row">
          <div className="schema-view__line">
            <code className="schema-view__name">{param.name}</code>
            <span className="schema-view__type">{typeLabel(resolveSchema(doc, param.schema))}</span>
            <span className="schema-view__in">{param.in}</span>
            {param.required ? <span className="schema-view__required">{t('required')}</span> : null}
          </div>
          {param.description ? <div className="schema-view__desc">{param.description}</div> : null}
        </li>
      ))}
    </ul>
  );
}
