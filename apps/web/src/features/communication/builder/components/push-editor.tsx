import { CONTENT_LIMITS, type TContent } from '@resonate/contracts/campaigns/content';
import { useTranslation } from 'react-i18next';
import type { TProblems } from '../lib/problems';
import { ImagePicker } from './image-picker';
import { TokenField } from './token-field';

type TPush = Extract<TContent, { kind: 'push' }>;

/** Web and mobile push: title, body, an image (uploaded or by address) and the deep link. */
export function PushEditor({
  content,
  problems,
  onChange,
}: {
  content: TPush;
  problems: TProblems;
  onChange: (content: TPush) => void;
}) {
  const { t } = useTranslation('templateBuilder');
  const set = (patch: Partial<TPush>) => onChange({ ...content, ...patch });
  return (
    <>
      <TokenField
        label={t('push.title')}
        value={content.title}
        maxLength={CONTENT_LIMITS.pushTitleMax}
        error={problems['content.title']}
        help={t('text.counter', { count: content.title.length, max: CONTENT_LIMITS.pushTitleMax })}
        onChange={(title) => set({ title })}
      />
      <TokenField
        label={t('push.body')}
        value={content.body}
        rows={4}
        maxLength={CONTENT_LIMITS.pushBodyMax}
        error={problems['content.body']}
        help={t('text.counter', { count: content.body.length, max: CONTENT_LIMITS.pushBodyMax })}
        onChange={(body) => set({ body })}
      />
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-1">{t('push.image')}</legend>
        <ImagePicker onPick={(imageUrl) => set({ imageUrl })} />
        <TokenField
          label={t('push.imageUrl')}
          value={content.imageUrl}
          plain
          maxLength={CONTENT_LIMITS.urlMax}
          error={problems['content.imageUrl']}
          onChange={(imageUrl) => set({ imageUrl })}
        />
      </fieldset>
      <TokenField
        label={t('push.deepLink')}
        value={content.deepLink}
        maxLength={CONTENT_LIMITS.urlMax}
        error={problems['content.deepLink']}
        help={t('push.deepLinkHint')}
        onChange={(deepLink) => set({ deepLink })}
      />
    </>
  );
}
