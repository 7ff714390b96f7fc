import { HEADERLESS_PATHS } from '@/config/paths';
import { isPathIn } from '@/shared/lib/path';

/** Hidden on the root path and on mdc-workflow, template-builder, create-mdc-communication. */
export function isHeaderVisible(pathname: string): boolean {
  return !isPathIn(pathname, HEADERLESS_PATHS);
}
