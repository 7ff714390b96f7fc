import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import Nav from 'react-bootstrap/Nav';
import Tab from 'react-bootstrap/Tab';
import { PageHeader } from '@/shared/components/page-header';
import { COMMUNICATION_TABS } from '../components/tab-registry';

/**
 * /preferences/communication-settings (feature 15): one tab per channel. The open tab lives in
 * the URL hash so a reload, a link or the back button keeps it.
 */
export default function CommunicationSettingsPage() {
  const { t } = useTranslation('pages');
  const location = useLocation();
  const navigate = useNavigate();
  const fromHash = location.hash.replace(/^#/, '');
  const active = COMMUNICATION_TABS.some((tab) => tab.key === fromHash)
    ? fromHash
    : (COMMUNICATION_TABS[0]?.key ?? 'email');
  return (
    <section>
      <PageHeader title={t('communicationSettings.title')} lead={t('commSettings.lead')} />
      <Tab.Container
        activeKey={active}
        onSelect={(key) => {
          if (key) void navigate({ hash: key }, { replace: true });
        }}
        mountOnEnter
      >
        <Nav variant="tabs" className="mb-3" role="tablist">
          {COMMUNICATION_TABS.map((tab) => (
            <Nav.Item key={tab.key}>
              <Nav.Link eventKey={tab.key}>{t(`commSettings.tabs.${tab.labelKey}`)}</Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
        <Tab.Content>
          {COMMUNICATION_TABS.map(({ key, Component }) => (
            <Tab.Pane eventKey={key} key={key}>
              <Component />
            </Tab.Pane>
          ))}
        </Tab.Content>
      </Tab.Container>
    </section>
  );
}
