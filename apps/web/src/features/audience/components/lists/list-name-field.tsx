import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { LIST_MSG } from '@resonate/contracts/audience/lists';
import { ZListNameInputSchema } from '@resonate/contracts/audience/lists';
import { LIST_NAME_MAX } from '@resonate/contracts/limits';
import { useListNameExists } from '../../api/lists/list-name-check';

/**
 * A list name being typed: the rules of spec section 5 (from contracts) once the field was left
 * or submitted, and the live "already exists" check of the server while typing.
 */
export function useListNameField(initial = '', exceptListId?: number) {
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const { exists, checking } = useListNameExists(value, exceptListId);
  const parsed = ZListNameInputSchema.safeParse(value);
  const ruleError = parsed.success ? undefined : parsed.error.issues[0]?.message;
  const error = (touched ? ruleError : undefined) ?? (exists ? LIST_MSG.nameTaken : undefined);
  const reset = useCallback(
    (next = initial) => {
      setValue(next);
      setTouched(false);
    },
    [initial],
  );
  return {
    value,
    setValue,
    exists,
    checking,
    error,
    /** Leaving the field shows its rule errors, unless it was left empty (not yet typed in). */
    touch: () => {
      if (value.trim()) setTouched(true);
    },
    /** The trimmed name when it may be submitted; marks the field touched either way. */
    validate: (): string | undefined => {
      setTouched(true);
      return parsed.success && exists !== true ? parsed.data : undefined;
    },
    reset,
  };
}

export type TListNameField = ReturnType<typeof useListNameField>;

export function ListNameField({
  id,
  field,
  autoFocus,
}: {
  id: string;
  field: TListNameField;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('audienceLists');
  return (
    <Form.Group controlId={id}>
      <Form.Label>{t('fields.name')}</Form.Label>
      <Form.Control
        value={field.value}
        maxLength={LIST_NAME_MAX + 20}
        autoFocus={autoFocus}
        autoComplete="off"
        placeholder={t('fields.namePlaceholder')}
        isInvalid={!!field.error}
        aria-describedby={`${id}-hint`}
        onChange={(event) => field.setValue(event.target.value)}
        onBlur={field.touch}
      />
      <Form.Control.Feedback type="invalid">{field.error}</Form.Control.Feedback>
      <Form.Text id={`${id}-hint`} className="d-flex align-items-center gap-2">
        {t('fields.nameHint')}
        {field.checking ? <Spinner size="sm" aria-label={t('fields.checking')} /> : null}
      </Form.Text>
    </Form.Group>
  );
}
