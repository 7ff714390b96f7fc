import { useTranslation } from 'react-i18next';
import type { TTimelineItem } from '@resonate/contracts/analytics/audience-360';

const names = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : [];

/** What a person changed on their preference page (issue 28): topics and channels on and off. */
export function PreferenceChange({ item }: { item: TTimelineItem }) {
  const { t } = useTranslation('analytics360');
  if (item.type !== 'preferences_changed') return null;
  const on = names(item.properties?.subscribed);
  const off = names(item.properties?.unsubscribed);
  return (
    <div className="small text-body-secondary text-break">
      {item.properties?.all === true ? <div>{t('timeline.unsubscribedAll')}</div> : null}
      {on.length > 0 ? <div>{t('timeline.subscribedTo', { names: on.join(', ') })}</div> : null}
      {off.length > 0 ? (
        <div>{t('timeline.unsubscribedFrom', { names: off.join(', ') })}</div>
      ) : null}
    </div>
  );
}
