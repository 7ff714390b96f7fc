import {
  EXPERIMENT_LIMITS,
  EXPERIMENT_METRIC_LABELS,
  EXPERIMENT_METRICS,
  metricHasData,
  variantFieldsOf,
  variantLetter,
  type TExperiment,
} from '@resonate/contracts/campaigns/experiment';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import type { TStepProps } from '../compose/components/step-props';
import { useExperiment, useSaveExperiment } from './experiment-api';
import { newExperiment, withVariantAdded, withVariantRemoved } from './experiment-form';
import { VariantFields } from './variant-fields';

/** Changes are saved this long after the last keystroke. */
const SAVE_DELAY_MS = 600;

/**
 * The wizard's A/B test step: off by default; on, 2 to 5 variants of the channel's content
 * fields, the share of the audience that is tested, the winning metric, the test's length and
 * the variant that goes when none wins. Saved on its own endpoint as it changes.
 */
export function StepAbTest({ draft, flush, errors }: TStepProps) {
  const { t } = useTranslation('compose');
  const [communicationId, setCommunicationId] = useState<number | null>(null);
  useEffect(() => {
    flush().then(setCommunicationId, () => undefined);
  }, [flush]);
  const stored = useExperiment(communicationId);
  const save = useSaveExperiment(communicationId);
  // undefined until the user changes something: until then the stored test is shown.
  const [edited, setForm] = useState<TExperiment | null | undefined>(undefined);
  const [saveErrors, setSaveErrors] = useState<TFieldErrors>({});
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const fields = variantFieldsOf(draft.channelId);

  const form = edited !== undefined ? edited : stored.data?.experiment;
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const change = (next: TExperiment | null) => {
    setForm(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      save.mutate(next, {
        onSuccess: () => setSaveErrors({}),
        onError: (error) => setSaveErrors(isApiError(error) ? (error.envelope?.errors ?? {}) : {}),
      });
    }, SAVE_DELAY_MS);
  };

  if (fields.length === 0)
    return <Alert variant="secondary">{t('experiment.notForChannel')}</Alert>;
  if (form === undefined) return <p className="text-body-secondary">{t('loading')}</p>;
  const shown: TFieldErrors = { ...errors, ...saveErrors };
  const set = (patch: Partial<TExperiment>) => form && change({ ...form, ...patch });
  const number = (value: string) => (value === '' ? 0 : Number(value));

  return (
    <div className="compose-step">
      <Form.Check
        type="switch"
        id="experiment-on"
        className="mb-3"
        label={t('experiment.toggle')}
        checked={form !== null}
        onChange={(event) =>
          change(
            event.target.checked
              ? newExperiment(draft.channelId, fields, draft.content ?? undefined)
              : null,
          )
        }
      />
      <p className="text-body-secondary">{t('experiment.intro')}</p>
      {shown.experiment && <Alert variant="danger">{shown.experiment}</Alert>}
      {form && (
        <>
          <div className="row g-3 mb-4">
            <Form.Group className="col-md-3" controlId="experiment-share">
              <Form.Label>{t('experiment.share')}</Form.Label>
              <Form.Control
                type="number"
                min={EXPERIMENT_LIMITS.testShareMin}
                max={EXPERIMENT_LIMITS.testShareMax}
                value={form.testSharePercent}
                isInvalid={Boolean(shown['experiment.testSharePercent'])}
                onChange={(event) => set({ testSharePercent: number(event.target.value) })}
              />
              <Form.Text>
                {t('experiment.shareHelp', {
                  each: Math.floor(form.testSharePercent / form.variants.length),
                  rest: 100 - form.testSharePercent,
                })}
              </Form.Text>
              <Form.Control.Feedback type="invalid">
                {shown['experiment.testSharePercent']}
              </Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="col-md-3" controlId="experiment-metric">
              <Form.Label>{t('experiment.metric')}</Form.Label>
              <Form.Select
                value={form.metric}
                isInvalid={Boolean(shown['experiment.metric'])}
                onChange={(event) => set({ metric: event.target.value as TExperiment['metric'] })}
              >
                {EXPERIMENT_METRICS.filter((m) => metricHasData(m, draft.channelId)).map((m) => (
                  <option key={m} value={m}>
                    {EXPERIMENT_METRIC_LABELS[m]}
                  </option>
                ))}
              </Form.Select>
              <Form.Control.Feedback type="invalid">
                {shown['experiment.metric']}
              </Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="col-md-3" controlId="experiment-duration">
              <Form.Label>{t('experiment.duration')}</Form.Label>
              <Form.Control
                type="number"
                min={EXPERIMENT_LIMITS.durationHoursMin}
                max={EXPERIMENT_LIMITS.durationHoursMax}
                value={form.durationHours}
                isInvalid={Boolean(shown['experiment.durationHours'])}
                onChange={(event) => set({ durationHours: number(event.target.value) })}
              />
              <Form.Control.Feedback type="invalid">
                {shown['experiment.durationHours']}
              </Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="col-md-3" controlId="experiment-default">
              <Form.Label>{t('experiment.default')}</Form.Label>
              <Form.Select
                value={form.defaultVariant}
                onChange={(event) => set({ defaultVariant: Number(event.target.value) })}
              >
                {form.variants.map((variant, index) => (
                  <option key={index} value={index}>
                    {`${variantLetter(index)}: ${variant.name}`}
                  </option>
                ))}
              </Form.Select>
              <Form.Text>{t('experiment.defaultHelp')}</Form.Text>
            </Form.Group>
          </div>
          {shown['experiment.variants'] && (
            <Alert variant="danger">{shown['experiment.variants']}</Alert>
          )}
          {form.variants.map((variant, index) => (
            <VariantFields
              key={index}
              index={index}
              variant={variant}
              fields={fields}
              errors={shown}
              onChange={(next) =>
                set({ variants: form.variants.map((v, i) => (i === index ? next : v)) })
              }
              onRemove={
                form.variants.length > EXPERIMENT_LIMITS.variantsMin
                  ? () => change(withVariantRemoved(form, index))
                  : undefined
              }
            />
          ))}
          {form.variants.length < EXPERIMENT_LIMITS.variantsMax && (
            <Button variant="outline-primary" onClick={() => change(withVariantAdded(form))}>
              {t('experiment.addVariant')}
            </Button>
          )}
        </>
      )}
      <p className="small text-body-secondary mt-3 mb-0" aria-live="polite">
        {save.isPending ? t('experiment.saving') : save.isSuccess ? t('experiment.saved') : ''}
      </p>
    </div>
  );
}
