import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTryIt } from '../api/send-try-it';
import type { TDocOperation } from '../lib/openapi-model';
import type { TOpenApiDocument } from '../lib/openapi-types';
import { exampleOf } from '../lib/schema-tools';

type TProps = {
  doc: TOpenApiDocument;
  operation: TDocOperation;
  apiBase: string;
  initialToken: string | null;
};

/** Sends a real call with the reader's token; shows status, time and the response body. */
export function TryItPanel({ doc, operation, apiBase, initialToken }: TProps) {
  const { t } = useTranslation('docs');
  const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  const [token, setToken] = useState(initialToken ?? '');
  const [path, setPath] = useState(() => defaultPath(operation.path, apiBase));
  const [body, setBody] = useState(() =>
    hasBody ? JSON.stringify(exampleOf(doc, operation.body) ?? {}, null, 2) : '',
  );
  const [problem, setProblem] = useState<string | null>(null);
  const tryIt = useTryIt();

  const send = () => {
    const url = new URL(path, window.location.origin);
    if (url.origin !== window.location.origin) return setProblem(t('foreignApi'));
    if (hasBody && body.trim() !== '' && !isJson(body)) return setProblem(t('bodyInvalid'));
    setProblem(null);
    tryIt.mutate({
      method: operation.method,
      url: url.href,
      token: token.trim() || null,
      body: hasBody ? body : undefined,
    });
  };

  const idBase = `try-${operation.id}`;
  return (
    <div className="try-it">
      <div className="row g-2">
        <div className="col-md-8">
          <label className="form-label small" htmlFor={`${idBase}-url`}>
            {t('url')}
          </label>
          <div className="input-group input-group-sm">
            <span
              className={`input-group-text method-badge method-badge--${operation.method.toLowerCase()}`}
            >
              {operation.method}
            </span>
            <input
              id={`${idBase}-url`}
              className="form-control font-monospace"
              value={path}
              onChange={(e) => setPath(e.target.value)}
            />
          </div>
        </div>
        <div className="col-md-4">
          <label className="form-label small" htmlFor={`${idBase}-token`}>
            {t('token')}
          </label>
          <input
            id={`${idBase}-token`}
            type="password"
            autoComplete="off"
            className="form-control form-control-sm font-monospace"
            value={token}
            onChange={(e) => setToken(e.target.value)}
          />
        </div>
      </div>
      {operation.secured && !token ? (
        <p className="docs-muted small mt-2 mb-0">{t('tokenMissing')}</p>
      ) : null}
      {hasBody ? (
        <div className="mt-2">
          <label className="form-label small" htmlFor={`${idBase}-body`}>
            {t('body')}
          </label>
          <textarea
            id={`${idBase}-body`}
            className="form-control font-monospace try-it__body"
            rows={6}
            spellCheck={false}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
        </div>
      ) : null}
      <div className="d-flex align-items-center gap-3 mt-3">
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={send}
          disabled={tryIt.isPending}
        >
          {tryIt.isPending ? t('sending') : t('send')}
        </button>
        {problem ? <span className="text-danger small">{problem}</span> : null}
        {tryIt.isError ? <span className="text-danger small">{t('networkError')}</span> : null}
      </div>
      {tryIt.data ? (
        <div className="try-it__result" aria-live="polite">
          <div className="try-it__meta">
            <span className={`status-chip status-chip--${Math.floor(tryIt.data.status / 100)}xx`}>
              {t('status', { status: `${tryIt.data.status} ${tryIt.data.statusText}` })}
            </span>
            <span className="docs-muted small">{t('duration', { ms: tryIt.data.ms })}</span>
          </div>
          <pre className="code-block">{tryIt.data.body}</pre>
        </div>
      ) : null}
    </div>
  );
}

function defaultPath(path: string, apiBase: string): string {
  const basePath = new URL(apiBase, window.location.origin).pathname.replace(/\/$/, '');
  return path.startsWith(`${basePath}/`) ? path : `${basePath}${path}`;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
