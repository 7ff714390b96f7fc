import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { channelName } from '@resonate/contracts/channels';
import {
  TOPIC_CHANNEL_IDS,
  TOPIC_LIMITS,
  ZSaveTopicRequestSchema,
  type TSaveTopicRequest,
  type TTopic,
} from '@resonate/contracts/subscriptions/topics';
import { setFieldErrors } from '@/shared/api/field-errors';
import { notifySuccess } from '@/shared/lib/notify';
import { useSaveTopic } from '../../api/topics';

type TTopicSaved = z.output<typeof ZSaveTopicRequestSchema>;

function valuesOf(topic: TTopic | undefined): TSaveTopicRequest {
  return topic
    ? {
        topicId: topic.topicId,
        channelId: topic.channelId,
        name: topic.name,
        description: topic.description,
        defaultSubscribed: topic.defaultSubscribed,
      }
    : { channelId: TOPIC_CHANNEL_IDS[0] ?? 1, name: '', description: '', defaultSubscribed: true };
}

/** Creates a topic, or edits one (its channel stays: contacts chose it on that channel). */
export function TopicModal({ topic, onClose }: { topic?: TTopic; onClose: () => void }) {
  const { t } = useTranslation('channelSettings');
  const save = useSaveTopic();
  const form = useForm<TSaveTopicRequest, unknown, TTopicSaved>({
    resolver: zodResolver(ZSaveTopicRequestSchema),
    defaultValues: valuesOf(topic),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('topics.title'), t('topics.saved'));
        onClose();
      },
      onError: (error) => setFieldErrors(form.setError, error, { root: true }),
    }),
  );
  return (
    <Modal show onHide={onClose} aria-labelledby="topic-modal-title">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title id="topic-modal-title" className="h5">
            {topic ? t('topics.edit') : t('topics.new')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group className="mb-3" controlId="topic-name">
            <Form.Label>{t('topics.name')}</Form.Label>
            <Form.Control
              {...form.register('name')}
              maxLength={TOPIC_LIMITS.nameMax}
              placeholder={t('topics.namePlaceholder')}
              isInvalid={Boolean(errors.name)}
              autoFocus
            />
            <Form.Control.Feedback type="invalid">{errors.name?.message}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="topic-channel">
            <Form.Label>{t('topics.channel')}</Form.Label>
            <Form.Select
              {...form.register('channelId', { valueAsNumber: true })}
              disabled={Boolean(topic)}
              isInvalid={Boolean(errors.channelId)}
            >
              {TOPIC_CHANNEL_IDS.map((id) => (
                <option key={id} value={id}>
                  {channelName(id)}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">
              {errors.channelId?.message}
            </Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="topic-description">
            <Form.Label>{t('topics.description')}</Form.Label>
            <Form.Control
              {...form.register('description')}
              maxLength={TOPIC_LIMITS.descriptionMax}
              placeholder={t('topics.descriptionPlaceholder')}
              isInvalid={Boolean(errors.description)}
            />
            <Form.Control.Feedback type="invalid">
              {errors.description?.message}
            </Form.Control.Feedback>
          </Form.Group>
          <Form.Check
            type="switch"
            id="topic-default"
            {...form.register('defaultSubscribed')}
            label={t('topics.defaultSubscribed')}
          />
          <Form.Text>{t('topics.defaultHint')}</Form.Text>
          {errors.root ? (
            <Alert variant="danger" className="mt-3 mb-0">
              {errors.root.message}
            </Alert>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('saving') : t('topics.save')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
