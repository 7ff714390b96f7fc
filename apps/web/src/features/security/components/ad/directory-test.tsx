import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type {
  TActiveDirectoryForm,
  TTestActiveDirectoryResult,
} from '@resonate/contracts/auth/active-directory';
import { testActiveDirectory } from './ad-api';

/**
 * "Test connection": binds with the service account and checks the search base; with an email,
 * also shows that user's groups and the role they would get. Uses the form as typed, unsaved.
 */
export function DirectoryTest({ request }: { request: () => TActiveDirectoryForm | undefined }) {
  const { t } = useTranslation('security');
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<TTestActiveDirectoryResult | 'running' | null>(null);

  const run = () => {
    const form = request();
    if (!form) return;
    setResult('running');
    testActiveDirectory({ form, testEmail: email.trim() }).then(setResult, (error: Error) =>
      setResult({ ok: false, message: error.message }),
    );
  };

  return (
    <div className="border rounded p-3 bg-body-tertiary">
      <div className="row g-2 align-items-end">
        <Form.Group controlId="ad-test-email" className="col-md-7">
          <Form.Label>{t('ad.testEmail')}</Form.Label>
          <Form.Control
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder="someone@example.com"
          />
        </Form.Group>
        <div className="col-md-5">
          <Button variant="outline-primary" onClick={run} disabled={result === 'running'}>
            {result === 'running' ? t('ad.testing') : t('ad.test')}
          </Button>
        </div>
      </div>
      {result !== null && result !== 'running' ? (
        <div
          className={`alert ${result.ok ? 'alert-success' : 'alert-danger'} py-2 mt-3 mb-0 small`}
          role="status"
        >
          <div>{result.message}</div>
          {result.user ? (
            result.user.found ? (
              <>
                <div className="text-break">{t('ad.testUserDn', { dn: result.user.dn })}</div>
                <div className="text-break">
                  {t('ad.testUserGroups', {
                    groups: result.user.groups.join('; ') || t('ad.testNoGroups'),
                  })}
                </div>
                <div>
                  {result.user.roleName
                    ? t('ad.testUserRole', { role: result.user.roleName })
                    : t('ad.testUserNoRole')}
                </div>
              </>
            ) : (
              <div>{t('ad.testUserMissing')}</div>
            )
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
