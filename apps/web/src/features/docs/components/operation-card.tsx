import { Lock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDocOperation } from '../lib/openapi-model';
import type { TOpenApiDocument } from '../lib/openapi-types';
import { ParametersTable } from './parameters-table';
import { SchemaView } from './schema-view';
import { TryItPanel } from './try-it-panel';

type TProps = {
  doc: TOpenApiDocument;
  operation: TDocOperation;
  apiBase: string;
  token: string | null;
};

/** One endpoint: collapsed to method, path and summary; open for its schemas and "Try it". */
export function OperationCard({ doc, operation, apiBase, token }: TProps) {
  const { t } = useTranslation('docs');
  const [trying, setTrying] = useState(false);
  // The body is built on first opening: with every schema of some 350 endpoints in the page
  // up front, the reference weighed 56,000 elements, slow to render and to read by assistive
  // technology. Once built it stays, so closing and reopening keeps "Try it" as it was.
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="operation"
      id={operation.id}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary className="operation__summary">
        <span className={`method-badge method-badge--${operation.method.toLowerCase()}`}>
          {operation.method}
        </span>
        <code className="operation__path">{operation.path}</code>
        <span className="operation__title">{operation.summary}</span>
        {operation.secured ? (
          <span className="operation__lock" title={t('authRequired')}>
            <Lock size={14} aria-label={t('authRequired')} />
          </span>
        ) : null}
      </summary>
      {opened ? (
        <div className="operation__body">
          {operation.description ? (
            <p className="operation__desc">{operation.description}</p>
          ) : null}
          <h3 className="operation__heading">{t('parameters')}</h3>
          <ParametersTable doc={doc} parameters={operation.parameters} />
          <h3 className="operation__heading">{t('requestBody')}</h3>
          {operation.body ? (
            <SchemaView doc={doc} schema={operation.body} />
          ) : (
            <p className="docs-muted">{t('noBody')}</p>
          )}
          <h3 className="operation__heading">{t('responses')}</h3>
          <ul className="responses">
            {operation.responses.map((response) => (
              <li key={response.status} className="responses__item">
                <span className={`status-chip status-chip--${response.status.charAt(0)}xx`}>
                  {response.status}
                </span>
                <span className="responses__desc">{response.description}</span>
                {response.schema ? <SchemaView doc={doc} schema={response.schema} /> : null}
              </li>
            ))}
          </ul>
          <div className="mt-3">
            <button
              type="button"
              className="btn btn-outline-primary btn-sm"
              onClick={() => setTrying((v) => !v)}
              aria-expanded={trying}
            >
              {trying ? t('close') : t('tryIt')}
            </button>
          </div>
          {trying ? (
            <TryItPanel doc={doc} operation={operation} apiBase={apiBase} initialToken={token} />
          ) : null}
        </div>
      ) : null}
    </details>
  );
}
