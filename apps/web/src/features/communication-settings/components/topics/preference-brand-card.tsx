import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import {
  DEFAULT_BRAND_COLOR,
  TOPIC_LIMITS,
  ZPreferencePageSchema,
  type TPreferencePage,
} from '@resonate/contracts/subscriptions/topics';
import { setFieldErrors } from '@/shared/api/field-errors';
import { notifySuccess } from '@/shared/lib/notify';
import { usePreferencePage, useSavePreferencePage } from '../../api/topics';

/** The brand contacts see on their hosted preference page: a name and a colour. */
export function PreferenceBrandCard() {
  const { t } = useTranslation('channelSettings');
  const saved = usePreferencePage();
  const save = useSavePreferencePage();
  const form = useForm<TPreferencePage>({
    resolver: zodResolver(ZPreferencePageSchema),
    values: saved.data ?? { brandName: '', brandColor: DEFAULT_BRAND_COLOR },
  });
  const { errors } = form.formState;
  const color = useWatch({ control: form.control, name: 'brandColor' });
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => notifySuccess(t('topics.brandTitle'), t('topics.brandSaved')),
      onError: (error) => setFieldErrors(form.setError, error, { root: true }),
    }),
  );
  return (
    <Card as="section" aria-labelledby="preference-brand-title" className="mb-4">
      <Card.Body>
        <h2 id="preference-brand-title" className="h5">
          {t('topics.brandTitle')}
        </h2>
        <p className="text-body-secondary">{t('topics.brandIntro')}</p>
        <Form noValidate onSubmit={submit} className="row g-3 align-items-start">
          <Form.Group className="col-md-6" controlId="preference-brand-name">
            <Form.Label>{t('topics.brandName')}</Form.Label>
            <Form.Control
              {...form.register('brandName')}
              maxLength={TOPIC_LIMITS.brandNameMax}
              isInvalid={Boolean(errors.brandName)}
            />
            <Form.Control.Feedback type="invalid">
              {errors.brandName?.message}
            </Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="col-md-4" controlId="preference-brand-color">
            <Form.Label>{t('topics.brandColor')}</Form.Label>
            <div className="d-flex gap-2">
              <Form.Control
                type="color"
                aria-label={t('topics.brandColorPicker')}
                value={/^#[0-9a-f]{6}$/i.test(color) ? color : DEFAULT_BRAND_COLOR}
                onChange={(event) =>
                  form.setValue('brandColor', event.target.value, { shouldDirty: true })
                }
                className="form-control-color flex-none"
              />
              <Form.Control
                {...form.register('brandColor')}
                isInvalid={Boolean(errors.brandColor)}
              />
            </div>
            {errors.brandColor ? (
              <div className="invalid-feedback d-block">{errors.brandColor.message}</div>
            ) : null}
          </Form.Group>
          <div className="col-12">
            {errors.root ? <Alert variant="danger">{errors.root.message}</Alert> : null}
            <Button type="submit" disabled={save.isPending || saved.isPending}>
              {save.isPending ? t('saving') : t('topics.brandSave')}
            </Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
