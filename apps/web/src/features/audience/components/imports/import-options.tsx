import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import { IMPORT_MODES, type TImportDestinationKind } from '@resonate/contracts/audience/imports';
import { ADHOC_LIST_TEXT } from '@resonate/contracts/constants';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import { useLists } from '../../api/lists/list-queries';
import type { TImportFormValues } from '../../hooks/imports/import-form';

const DESTINATIONS: readonly TImportDestinationKind[] = [
  'none',
  'newTargetList',
  'targetList',
  'adhocList',
];

type TProps = {
  values: TImportFormValues;
  errors: TFieldErrors;
  disabled: boolean;
  onChange: (change: Partial<TImportFormValues>) => void;
};

/** Step 2, below the mapping: what to do with existing contacts, where else they go, dial code. */
export function ImportOptions({ values, errors, disabled, onChange }: TProps) {
  const { t } = useTranslation('audienceImport');
  const targetLists = useLists(
    { kind: 'target', pageNo: 1, pageSize: 100 },
    values.destinationKind === 'targetList',
  );
  const named =
    values.destinationKind === 'newTargetList' || values.destinationKind === 'adhocList';

  return (
    <div className="import-options">
      <fieldset className="import-options__group" disabled={disabled}>
        <legend>{t('mode.legend')}</legend>
        {IMPORT_MODES.map((mode) => (
          <Form.Check
            key={mode}
            type="radio"
            id={`import-mode-${mode}`}
            name="import-mode"
            checked={values.mode === mode}
            onChange={() => onChange({ mode })}
            label={
              <>
                <span className="fw-semibold">{t(`mode.${mode}`)}</span>
                <span className="import-options__help">{t(`mode.${mode}Help`)}</span>
              </>
            }
          />
        ))}
      </fieldset>

      <fieldset className="import-options__group" disabled={disabled}>
        <legend>{t('destination.legend')}</legend>
        {DESTINATIONS.map((kind) => (
          <Form.Check
            key={kind}
            type="radio"
            id={`import-destination-${kind}`}
            name="import-destination"
            checked={values.destinationKind === kind}
            onChange={() => onChange({ destinationKind: kind })}
            label={t(`destination.${kind}`)}
          />
        ))}
        {named ? (
          <Form.Group className="import-options__nested" controlId="import-list-name">
            <Form.Label>{t('destination.listName')}</Form.Label>
            <Form.Control
              value={values.listName}
              maxLength={100}
              isInvalid={Boolean(errors['destination.name'])}
              onChange={(event) => onChange({ listName: event.target.value })}
            />
            <Form.Control.Feedback type="invalid">
              {errors['destination.name']}
            </Form.Control.Feedback>
          </Form.Group>
        ) : null}
        {values.destinationKind === 'targetList' ? (
          <Form.Group className="import-options__nested" controlId="import-list-id">
            <Form.Label>{t('destination.chooseList')}</Form.Label>
            <Form.Select
              value={values.listId ?? ''}
              isInvalid={Boolean(errors['destination.listId'])}
              onChange={(event) =>
                onChange({ listId: event.target.value ? Number(event.target.value) : null })
              }
            >
              <option value="">{t('destination.chooseList')}</option>
              {targetLists.data?.rows.map((list) => (
                <option key={list.listId} value={list.listId}>
                  {list.name}
                </option>
              ))}
            </Form.Select>
            {targetLists.data && targetLists.data.rows.length === 0 ? (
              <Form.Text>{t('destination.noTargetLists')}</Form.Text>
            ) : null}
            <Form.Control.Feedback type="invalid">
              {errors['destination.listId']}
            </Form.Control.Feedback>
          </Form.Group>
        ) : null}
        {values.destinationKind === 'adhocList' ? (
          <Form.Text as="p" className="import-options__nested">
            {t('destination.adhocHelp', { text: ADHOC_LIST_TEXT })}
          </Form.Text>
        ) : null}
        {errors.destination ? (
          <p className="invalid-feedback d-block import-options__nested" role="alert">
            {errors.destination}
          </p>
        ) : null}
      </fieldset>

      <Form.Group className="import-options__group" controlId="import-dial-code">
        <Form.Label className="fw-semibold">{t('dialCode.label')}</Form.Label>
        <Form.Control
          className="import-options__dial"
          value={values.dialCode}
          placeholder={t('dialCode.placeholder')}
          maxLength={6}
          disabled={disabled}
          isInvalid={Boolean(errors.defaultDialCode)}
          onChange={(event) => onChange({ dialCode: event.target.value })}
        />
        <Form.Control.Feedback type="invalid">{errors.defaultDialCode}</Form.Control.Feedback>
        <Form.Text>{t('dialCode.help')}</Form.Text>
      </Form.Group>
    </div>
  );
}
