import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Card from 'react-bootstrap/Card';
import Nav from 'react-bootstrap/Nav';
import type { TMobilePushApp } from '@resonate/contracts/communication-settings/mobile-push';
import { DevicesSection } from './devices-section';
import { MobileGoalsSection } from './mobile-goals-section';
import { SetupSection } from './setup-section';
import { TemplatesSection } from './templates-section';

const SECTIONS = ['setup', 'templates', 'devices', 'goals'] as const;
type TSection = (typeof SECTIONS)[number];

/** One app's push work: setup summary, templates, devices and goals, one section at a time. */
export function AppPanel({
  clientId,
  app,
  isAdmin,
}: {
  clientId: number;
  app: TMobilePushApp;
  isAdmin: boolean;
}) {
  const { t } = useTranslation('pushSettings');
  const [section, setSection] = useState<TSection>('setup');
  const props = { clientId, mobileAppId: app.mobileAppId, readOnly: !isAdmin };
  return (
    <Card className="border-0 shadow-sm mt-3">
      <Card.Header className="bg-transparent">
        <h2 className="h5 mb-2">{t('app.title', { name: app.appName })}</h2>
        <Nav
          variant="underline"
          activeKey={section}
          onSelect={(key) => key && setSection(key as TSection)}
          role="tablist"
        >
          {SECTIONS.map((key) => (
            <Nav.Item key={key}>
              <Nav.Link eventKey={key} role="tab" aria-selected={section === key}>
                {t(`app.sections.${key}`)}
              </Nav.Link>
            </Nav.Item>
          ))}
        </Nav>
      </Card.Header>
      <Card.Body role="tabpanel" aria-label={t(`app.sections.${section}`)}>
        {section === 'setup' ? <SetupSection {...props} appName={app.appName} /> : null}
        {section === 'templates' ? <TemplatesSection {...props} /> : null}
        {section === 'devices' ? (
          <DevicesSection clientId={clientId} mobileAppId={app.mobileAppId} isAdmin={isAdmin} />
        ) : null}
        {section === 'goals' ? <MobileGoalsSection {...props} /> : null}
      </Card.Body>
    </Card>
  );
}
