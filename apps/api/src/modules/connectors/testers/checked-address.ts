import { describeOutboundFailure } from '#/http/guarded-request.ts';
import { resolvePublicAddress } from '#/http/outbound-guard.ts';
import {
  CONNECTOR_TIMEOUT_MS,
  ConnectorTestFailure,
  text,
  type TConnectorInput,
} from './connector-test-failure.ts';

/** The address to connect to, refused (as a test failure) when the guard refuses the host. */
export async function checkedAddress(input: TConnectorInput): Promise<string> {
  try {
    return (await resolvePublicAddress(text(input, 'host'), input.policy)).address;
  } catch (error) {
    throw new ConnectorTestFailure(describeOutboundFailure(error, CONNECTOR_TIMEOUT_MS));
  }
}
