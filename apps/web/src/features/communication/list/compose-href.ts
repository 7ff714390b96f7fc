import { paths } from '@/config/paths';

/** The wizard for one communication: editable as a draft or rejected, read-only otherwise. */
export function composeHref(communicationId: number): string {
  return `${paths.communication.createMdc.getHref()}?id=${communicationId}`;
}
