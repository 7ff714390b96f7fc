import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import type { TQuietHours } from '@resonate/contracts/communication-settings/quiet-hours';

/** One channel's switch, its two local times and what they mean in words. */
export function QuietHoursRow({
  form,
  index,
  name,
}: {
  form: UseFormReturn<TQuietHours>;
  index: number;
  name: string;
}) {
  const { t } = useTranslation('pages');
  const rule = form.watch(`rules.${index}`);
  const errors = form.formState.errors.rules?.[index];
  const id = `quiet-hours-${rule.channelId}`;
  const overnight = rule.end < rule.start;
  // Start equal to end is refused under the fields; the sentence would only repeat it wrongly.
  const effect = !rule.enabled
    ? t('channelSettings.quietHours.off')
    : rule.start === rule.end
      ? ''
      : t(
          overnight
            ? 'channelSettings.quietHours.heldOvernight'
            : 'channelSettings.quietHours.heldSameDay',
          { start: rule.start, end: rule.end },
        );
  return (
    <tr>
      <td>
        <Form.Check
          type="switch"
          id={`${id}-enabled`}
          label={name}
          {...form.register(`rules.${index}.enabled`)}
        />
      </td>
      <td>
        <Form.Label htmlFor={`${id}-start`} className="visually-hidden">
          {t('channelSettings.quietHours.fromLabel', { channel: name })}
        </Form.Label>
        <Form.Control
          id={`${id}-start`}
          type="time"
          isInvalid={!!errors?.start}
          {...form.register(`rules.${index}.start`)}
        />
        <Form.Control.Feedback type="invalid">{errors?.start?.message}</Form.Control.Feedback>
      </td>
      <td>
        <Form.Label htmlFor={`${id}-end`} className="visually-hidden">
          {t('channelSettings.quietHours.untilLabel', { channel: name })}
        </Form.Label>
        <Form.Control
          id={`${id}-end`}
          type="time"
          isInvalid={!!errors?.end}
          {...form.register(`rules.${index}.end`)}
        />
        <Form.Control.Feedback type="invalid">{errors?.end?.message}</Form.Control.Feedback>
      </td>
      <td className="small text-body-secondary">{effect}</td>
    </tr>
  );
}
