import { paths } from '@/config/paths';

/** The 360 page of one person. */
export function personHref(passportId: string): string {
  return `${paths.analytics.audience360.getHref()}?passportId=${encodeURIComponent(passportId)}`;
}
