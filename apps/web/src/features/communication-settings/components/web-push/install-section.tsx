import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import Card from 'react-bootstrap/Card';
import {
  WEB_PUSH_SW_FILE,
  webPushPageSnippet,
  webPushPublicBase,
  webPushServiceWorker,
} from '@resonate/contracts/communication-settings/web-push-snippet';
import { CodeBlock } from '../push-common/code-block';

/**
 * What the site installs: the service worker (also downloadable from the API) and the page
 * script. The API is served from the page's own origin, so that is the address they call.
 */
export function InstallSection({ vapidPublicKey }: { vapidPublicKey: string | null }) {
  const { t } = useTranslation('pushSettings');
  const origin = window.location.origin;
  return (
    <Card className="border-0 shadow-sm mt-3">
      <Card.Body>
        <h2 className="h5 mb-1">{t('install.title')}</h2>
        <p className="text-body-secondary">{t('install.intro')}</p>
        {vapidPublicKey ? (
          <>
            <CodeBlock
              label={t('install.serviceWorker', { file: WEB_PUSH_SW_FILE })}
              code={webPushServiceWorker(origin, vapidPublicKey)}
              actions={
                <a
                  className="btn btn-sm btn-outline-secondary"
                  href={`${webPushPublicBase(origin, vapidPublicKey)}/${WEB_PUSH_SW_FILE}`}
                  download={WEB_PUSH_SW_FILE}
                >
                  <Download size={14} aria-hidden="true" className="me-1" />
                  {t('install.download')}
                </a>
              }
            />
            <CodeBlock
              label={t('install.page')}
              code={webPushPageSnippet(origin, vapidPublicKey)}
            />
            <p className="small text-body-secondary mb-0">{t('install.identify')}</p>
          </>
        ) : (
          <p className="text-body-secondary small mb-0">{t('install.needsKeys')}</p>
        )}
      </Card.Body>
    </Card>
  );
}
