import { CHANNEL_IDS_BY_NAME, CONTENT_LIMITS } from '@resonate/contracts/campaigns/content';
import { smsSegmentsOf } from '@resonate/contracts/campaigns/template-builder';
import { useTranslation } from 'react-i18next';
import type { TProblems } from '../lib/problems';
import { TokenField } from './token-field';

type TProps = {
  channelId: number;
  text: string;
  problems: TProblems;
  onChange: (text: string) => void;
};

/**
 * SMS, WhatsApp and the other text channels: the message with its length; SMS also counts
 * segments (GSM-7 160/153, Unicode 70/67) as the network will. Tokens count as typed: the
 * preview shows the rendered message's count for the chosen person.
 */
export function TextEditor({ channelId, text, problems, onChange }: TProps) {
  const { t } = useTranslation('templateBuilder');
  const isSms = channelId === CHANNEL_IDS_BY_NAME.sms;
  const counted = smsSegmentsOf(text);
  const help = isSms ? (
    <span data-testid="sms-counter">
      {t('text.smsCounter', {
        characters: counted.characters,
        count: counted.segments,
        encoding: counted.encoding,
        remaining: counted.remaining,
      })}
      {counted.encoding === 'UCS-2' && <> · {t('text.unicodeHint')}</>}
    </span>
  ) : (
    t('text.counter', { count: counted.characters, max: CONTENT_LIMITS.shortTextMax })
  );
  return (
    <TokenField
      label={t('text.message')}
      value={text}
      rows={8}
      maxLength={CONTENT_LIMITS.shortTextMax}
      error={problems['content.text']}
      help={help}
      onChange={onChange}
    />
  );
}
