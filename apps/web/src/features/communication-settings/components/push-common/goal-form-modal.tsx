import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { z } from 'zod';
import {
  GOAL_MATCHES,
  ZGoalNameSchema,
  ZGoalTargetSchema,
  ZGoalValueSchema,
  type TGoalMatch,
} from '@resonate/contracts/communication-settings/push-common';
import { isApiError } from '@/shared/api/api-error';
import { FormRootError, SaveCancelFooter } from './form-modal-parts';

export type TGoalValues = {
  name: string;
  type: string;
  match: TGoalMatch;
  target: string;
  value: number | null;
};

/**
 * Add or edit a conversion goal, for web push (URL or event) and mobile push (a goal type of
 * the master): the same fields, the type's choices and the target's hint differ.
 */
export function GoalFormModal({
  show,
  title,
  types,
  initial,
  busy,
  onSave,
  onClose,
}: {
  show: boolean;
  title: string;
  types: { value: string; label: string; targetHint: string }[];
  initial: TGoalValues | null;
  busy: boolean;
  /** Rejects with the API error; its field errors are shown under the fields. */
  onSave: (values: TGoalValues) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('pushSettings');
  const schema = useMemo(
    () =>
      z.object({
        name: ZGoalNameSchema,
        type: z.string().refine((value) => types.some((type) => type.value === value), {
          error: t('goals.typeRequired'),
        }),
        match: z.enum(GOAL_MATCHES),
        target: ZGoalTargetSchema,
        value: ZGoalValueSchema,
      }),
    [types, t],
  );
  const form = useForm<z.input<typeof schema>, unknown, TGoalValues>({
    resolver: zodResolver(schema),
    values: initial ?? {
      name: '',
      type: types[0]?.value ?? '',
      match: 'contains',
      target: '',
      value: null,
    },
  });
  const { errors } = form.formState;
  const type = useWatch({ control: form.control, name: 'type' });
  const hint = types.find((option) => option.value === type)?.targetHint ?? '';
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
      close();
    } catch (error) {
      const fieldErrors = isApiError(error) ? error.envelope?.errors : undefined;
      const known = ['name', 'target', 'value', 'match'] as const;
      for (const [field, message] of Object.entries(fieldErrors ?? {})) {
        const name =
          known.find((k) => k === field) ??
          (field === 'kind' || field === 'goalType' ? 'type' : undefined);
        if (name) form.setError(name, { message });
      }
      if (!fieldErrors)
        form.setError('root', { message: error instanceof Error ? error.message : String(error) });
    }
  });

  return (
    <Modal show={show} onHide={close} centered>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <Modal.Body>
          <Form.Group className="mb-3" controlId="goal-name">
            <Form.Label>{t('goals.name')}</Form.Label>
            <Form.Control {...form.register('name')} isInvalid={!!errors.name} autoFocus />
            <Form.Control.Feedback type="invalid">{errors.name?.message}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="goal-type">
            <Form.Label>{t('goals.type')}</Form.Label>
            <Form.Select {...form.register('type')} isInvalid={!!errors.type}>
              {types.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.type?.message}</Form.Control.Feedback>
          </Form.Group>
          <div className="row g-2">
            <Form.Group className="mb-3 col-sm-4" controlId="goal-match">
              <Form.Label>{t('goals.match')}</Form.Label>
              <Form.Select {...form.register('match')}>
                {GOAL_MATCHES.map((match) => (
                  <option key={match} value={match}>
                    {t(`goals.matches.${match}`)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group className="mb-3 col-sm-8" controlId="goal-target">
              <Form.Label>{t('goals.target')}</Form.Label>
              <Form.Control
                {...form.register('target')}
                placeholder={hint}
                isInvalid={!!errors.target}
              />
              <Form.Control.Feedback type="invalid">{errors.target?.message}</Form.Control.Feedback>
            </Form.Group>
          </div>
          <Form.Group controlId="goal-value">
            <Form.Label>{t('goals.value')}</Form.Label>
            <Form.Control
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              {...form.register('value', {
                setValueAs: (raw: unknown) => (raw === '' || raw === null ? null : Number(raw)),
              })}
              isInvalid={!!errors.value}
            />
            <Form.Control.Feedback type="invalid">{errors.value?.message}</Form.Control.Feedback>
            <Form.Text>{t('goals.valueHint')}</Form.Text>
          </Form.Group>
          <FormRootError message={errors.root?.message} />
        </Modal.Body>
        <SaveCancelFooter busy={busy} onCancel={close} />
      </Form>
    </Modal>
  );
}
