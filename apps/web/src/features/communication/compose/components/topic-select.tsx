import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useComposeTopics } from '../api/topics-query';

type TTopicSelectProps = {
  channelId: number;
  value: number | null;
  onChange: (topicId: number | null) => void;
  error?: string;
};

/**
 * The communication's subscription topic (issue 28): it then goes only to the contacts
 * subscribed to it (their choice on the preference page, else the topic's default).
 */
export function TopicSelect({ channelId, value, onChange, error }: TTopicSelectProps) {
  const { t } = useTranslation('compose');
  const topics = useComposeTopics();
  const offered = (topics.data?.topics ?? []).filter((topic) => topic.channelId === channelId);
  const chosen = offered.find((topic) => topic.topicId === value);
  return (
    <Form.Group className="mb-3" controlId="compose-topic">
      <Form.Label className="fw-semibold">{t('audience.topic')}</Form.Label>
      <Form.Select
        value={value ?? ''}
        disabled={topics.isPending}
        isInvalid={Boolean(error)}
        aria-describedby="compose-topic-hint"
        onChange={(event) =>
          onChange(event.target.value === '' ? null : Number(event.target.value))
        }
      >
        <option value="">{t('audience.noTopic')}</option>
        {offered.map((topic) => (
          <option key={topic.topicId} value={topic.topicId}>
            {topic.name}
          </option>
        ))}
        {value !== null && !chosen ? (
          <option value={value}>{t('audience.topicGone')}</option>
        ) : null}
      </Form.Select>
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      <Form.Text id="compose-topic-hint">
        {offered.length === 0 && !topics.isPending
          ? t('audience.noTopics')
          : chosen
            ? t(chosen.defaultSubscribed ? 'audience.topicOptOut' : 'audience.topicOptIn')
            : t('audience.topicHint')}
      </Form.Text>
    </Form.Group>
  );
}
