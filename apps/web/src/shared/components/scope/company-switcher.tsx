import { Building2, Check } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Dropdown from 'react-bootstrap/Dropdown';
import { storeScope, useScope, useSwitchScope } from '../../hooks/use-scope';
import { useAppStore } from '../../store/app-store';
import { TruncatedLabel } from '../truncated-label';

/**
 * Agency users pick the company (their agency or one of its brands) the whole app works in.
 * Brand users have one company and see nothing here. The server's scope is the truth: when it
 * differs from the stored one (a brand deactivated meanwhile), the store follows it.
 */
export function CompanySwitcher() {
  const { t } = useTranslation();
  const scope = useScope();
  const switchScope = useSwitchScope();
  const storedClientId = useAppStore((state) => state.clientId);

  useEffect(() => {
    if (scope.data && scope.data.clientId !== storedClientId) storeScope(scope.data);
  }, [scope.data, storedClientId]);

  const data = scope.data;
  if (!data || data.clientList.length < 2) return null;
  const active = data.clientList.find((c) => c.clientId === data.clientId);
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        as="button"
        className="app-icon-button app-icon-button--text app-scope-toggle"
        aria-label={t('scope.companyLabel', { name: active?.clientName ?? '' })}
        disabled={switchScope.isPending}
      >
        <Building2 size={18} aria-hidden="true" />
        <span className="d-none d-md-inline">
          <TruncatedLabel text={active?.clientName ?? ''} />
        </span>
      </Dropdown.Toggle>
      <Dropdown.Menu className="app-dropdown-menu">
        <Dropdown.Header>{t('scope.companies')}</Dropdown.Header>
        {data.clientList.map((company) => (
          <Dropdown.Item
            key={company.clientId}
            as="button"
            active={company.clientId === data.clientId}
            onClick={() => {
              if (company.clientId !== data.clientId)
                switchScope.mutate({ clientId: company.clientId });
            }}
          >
            <span className="flex-grow-1">
              <TruncatedLabel text={company.clientName} />
              {company.isHome ? (
                <span className="d-block small text-body-secondary">{t('scope.agency')}</span>
              ) : null}
            </span>
            {company.clientId === data.clientId ? <Check size={16} aria-hidden="true" /> : null}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
