import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { z } from 'zod';
import {
  OPT_IN_BODY_MAX,
  OPT_IN_BRAND_MAX,
  OPT_IN_DEFAULT_MAIL,
  OPT_IN_LINK_DAYS,
  OPT_IN_MODES,
  OPT_IN_PLACEHOLDERS,
  OPT_IN_SOURCES,
  OPT_IN_SUBJECT_MAX,
  ZSaveOptInSettingsRequestSchema,
  type TOptInSettings,
} from '@resonate/contracts/audience/opt-in';
import { setFieldErrors } from '@/shared/api/field-errors';
import { notifySuccess } from '@/shared/lib/notify';
import { useSaveOptInSettings } from '../../api/opt-in/opt-in-api';

type TInput = z.input<typeof ZSaveOptInSettingsRequestSchema>;
type TOutput = z.output<typeof ZSaveOptInSettingsRequestSchema>;

/** Single or double opt-in per source, and the confirmation mail's brand, subject and text. */
export function OptInSettingsForm({
  settings,
  readOnly,
}: {
  settings: TOptInSettings;
  readOnly: boolean;
}) {
  const { t } = useTranslation('audience');
  const save = useSaveOptInSettings();
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(ZSaveOptInSettingsRequestSchema),
    values: settings,
  });
  const { errors, isDirty } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => notifySuccess(t('optIn.settingsTitle'), t('optIn.saved')),
      onError: (error) => setFieldErrors(form.setError, error, { root: true }),
    }),
  );
  return (
    <Form noValidate onSubmit={submit} className="opt-in-settings">
      <fieldset disabled={readOnly}>
        <section className="card app-card mb-3" aria-labelledby="opt-in-sources-title">
          <div className="card-header">
            <h3 id="opt-in-sources-title" className="h6 mb-0">
              {t('optIn.sourcesTitle')}
            </h3>
          </div>
          <div className="card-body opt-in-settings__sources">
            <p className="small text-body-secondary mb-0">
              {t('optIn.sourcesHint', { days: OPT_IN_LINK_DAYS })}
            </p>
            {OPT_IN_SOURCES.map((source) => (
              <Form.Group key={source} role="radiogroup" aria-labelledby={`opt-in-${source}`}>
                <div id={`opt-in-${source}`} className="fw-semibold mb-1">
                  {t(`optIn.sources.${source}`)}
                </div>
                {OPT_IN_MODES.map((mode) => (
                  <Form.Check
                    key={mode}
                    type="radio"
                    id={`opt-in-${source}-${mode}`}
                    value={mode}
                    label={t(`optIn.modes.${mode}`)}
                    {...form.register(`modes.${source}`)}
                  />
                ))}
              </Form.Group>
            ))}
          </div>
        </section>
        <section className="card app-card mb-3" aria-labelledby="opt-in-mail-title">
          <div className="card-header">
            <h3 id="opt-in-mail-title" className="h6 mb-0">
              {t('optIn.mailTitle')}
            </h3>
          </div>
          <div className="card-body d-grid gap-3">
            <p className="small text-body-secondary mb-0">
              {t('optIn.mailHint', { placeholders: OPT_IN_PLACEHOLDERS.join(', ') })}
            </p>
            <Form.Group controlId="opt-in-brand">
              <Form.Label>{t('optIn.brandName')}</Form.Label>
              <Form.Control
                {...form.register('brandName')}
                maxLength={OPT_IN_BRAND_MAX}
                isInvalid={!!errors.brandName}
                aria-describedby="opt-in-brand-hint"
              />
              <Form.Text id="opt-in-brand-hint">{t('optIn.brandNameHint')}</Form.Text>
              <Form.Control.Feedback type="invalid">
                {errors.brandName?.message}
              </Form.Control.Feedback>
            </Form.Group>
            <Form.Group controlId="opt-in-subject">
              <Form.Label>{t('optIn.subject')}</Form.Label>
              <Form.Control
                {...form.register('subject')}
                maxLength={OPT_IN_SUBJECT_MAX}
                isInvalid={!!errors.subject}
              />
              <Form.Control.Feedback type="invalid">
                {errors.subject?.message}
              </Form.Control.Feedback>
            </Form.Group>
            <Form.Group controlId="opt-in-body">
              <Form.Label>{t('optIn.body')}</Form.Label>
              <Form.Control
                as="textarea"
                rows={8}
                {...form.register('body')}
                maxLength={OPT_IN_BODY_MAX}
                isInvalid={!!errors.body}
                aria-describedby="opt-in-body-hint"
              />
              <Form.Text id="opt-in-body-hint">{t('optIn.bodyHint')}</Form.Text>
              <Form.Control.Feedback type="invalid">{errors.body?.message}</Form.Control.Feedback>
            </Form.Group>
            <div>
              <Button
                variant="link"
                className="p-0"
                onClick={() =>
                  form.reset(
                    { ...form.getValues(), ...OPT_IN_DEFAULT_MAIL },
                    { keepDefaultValues: true },
                  )
                }
              >
                {t('optIn.useDefault')}
              </Button>
            </div>
          </div>
        </section>
        {errors.root ? (
          <p className="text-danger" role="alert">
            {errors.root.message}
          </p>
        ) : null}
        <Button type="submit" disabled={save.isPending || !isDirty}>
          {save.isPending ? t('optIn.saving') : t('optIn.save')}
        </Button>
      </fieldset>
    </Form>
  );
}
