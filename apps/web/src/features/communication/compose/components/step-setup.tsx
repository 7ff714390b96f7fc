import { CHANNEL_IDS_BY_NAME } from '@resonate/contracts/campaigns/content';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useScope } from '@/shared/hooks/use-scope';
import { withChannel } from '../lib/draft';
import { ChannelPicker } from './channel-picker';
import { EmailSenderFields } from './email-sender-fields';
import type { TStepProps } from './step-props';

/** Step 1: name, channel, the email sender and (for users of several departments) the department. */
export function StepSetup({ draft, update, options, errors }: TStepProps) {
  const { t } = useTranslation('compose');
  const scope = useScope();
  const departments = scope.data?.departmentList ?? [];
  return (
    <div className="compose-step">
      <Form.Group className="mb-4" controlId="compose-name">
        <Form.Label>{t('setup.name')}</Form.Label>
        <Form.Control
          value={draft.name}
          isInvalid={Boolean(errors.name)}
          placeholder={t('setup.namePlaceholder')}
          onChange={(event) => {
            const name = event.target.value.replace(/ {2,}/g, ' ');
            update((d) => ({ ...d, name }));
          }}
        />
        <Form.Control.Feedback type="invalid">{errors.name}</Form.Control.Feedback>
      </Form.Group>
      <ChannelPicker
        channels={options.channels}
        value={draft.channelId}
        error={errors.channelId}
        onChange={(channelId) => update((d) => withChannel(d, channelId))}
      />
      {draft.channelId === CHANNEL_IDS_BY_NAME.email && (
        <EmailSenderFields
          domains={options.sendingDomains}
          sender={draft.sender}
          errors={errors}
          onChange={(sender) => update((d) => ({ ...d, sender }))}
        />
      )}
      {departments.length > 1 && (
        <Form.Group className="mt-4" controlId="compose-department">
          <Form.Label>{t('setup.department')}</Form.Label>
          <Form.Select
            value={draft.departmentId ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              update((d) => ({ ...d, departmentId: value === '' ? null : Number(value) }));
            }}
          >
            <option value="">{t('setup.wholeCompany')}</option>
            {departments.map((department) => (
              <option key={department.departmentId} value={department.departmentId}>
                {department.departmentName}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
    </div>
  );
}
