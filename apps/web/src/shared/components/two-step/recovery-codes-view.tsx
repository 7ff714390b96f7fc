import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The ten recovery codes, shown once: to copy or download, with why they matter. They are never
 * shown again; new ones replace them all.
 */
export function RecoveryCodesView({ codes }: { codes: string[] }) {
  const { t } = useTranslation('auth');
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'resonate-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="recovery-codes">
      <p className="small mb-2">{t('mfa.codesLead')}</p>
      <ul className="recovery-codes__list list-unstyled row row-cols-2 g-1 font-monospace mb-3">
        {codes.map((code) => (
          <li key={code} className="col">
            {code}
          </li>
        ))}
      </ul>
      <div className="d-flex gap-2">
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={() =>
            void navigator.clipboard?.writeText(text).then(
              () => setCopied(true),
              () => undefined,
            )
          }
        >
          {copied ? t('mfa.copied') : t('mfa.copy')}
        </button>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={download}>
          {t('mfa.download')}
        </button>
      </div>
    </div>
  );
}
