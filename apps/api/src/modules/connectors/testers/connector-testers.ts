import type { TConnectorKey } from '@resonate/contracts/connectors';
import { testAdobeAnalytics, testAmplitude, testGa4, testMixpanel } from './analytics-testers.ts';
import type { TConnectorInput } from './connector-test-failure.ts';
import { testHubSpot, testSalesforce, testZohoCrm } from './crm-testers.ts';
import { testPostgres } from './database-testers.ts';
import { testMySql } from './mysql-tester.ts';

/** Each connector's test: resolves with what the service answered, or throws why not. */
export const CONNECTOR_TESTERS: Record<TConnectorKey, (input: TConnectorInput) => Promise<string>> =
  {
    ga4: testGa4,
    mixpanel: testMixpanel,
    amplitude: testAmplitude,
    adobe_analytics: testAdobeAnalytics,
    salesforce: testSalesforce,
    hubspot: testHubSpot,
    zoho_crm: testZohoCrm,
    postgresql: testPostgres,
    mysql: testMySql,
  };
