import { useTranslation } from 'react-i18next';

/**
 * What Validate (or a refused start) found, step by step; each line selects its step on the
 * canvas, so the list works from the keyboard as well as the red marks do with a mouse.
 */
export function JourneyErrors({
  errors,
  onPick,
}: {
  errors: Record<string, string>;
  onPick: (nodeId: string) => void;
}) {
  const { t } = useTranslation('journeys');
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <div className="journey-errors alert alert-danger" role="alert">
      <strong>{t('errors.title', { count: entries.length })}</strong>
      <ul className="mb-0">
        {entries.map(([key, message]) => {
          const nodeId = key.startsWith('nodes.') ? key.slice('nodes.'.length) : null;
          return (
            <li key={key}>
              {nodeId ? (
                <button
                  type="button"
                  className="btn btn-link btn-sm p-0 align-baseline"
                  onClick={() => onPick(nodeId)}
                >
                  {nodeId}
                </button>
              ) : (
                t('errors.journey')
              )}
              : {message}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
