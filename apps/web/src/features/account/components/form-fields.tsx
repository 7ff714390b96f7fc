import type { ReactNode } from 'react';
import { useFormContext, type RegisterOptions } from 'react-hook-form';
import Form from 'react-bootstrap/Form';
import type { TClientDetailsFormInput } from '@resonate/contracts/account';

type TName = keyof TClientDetailsFormInput;

function useField(name: TName) {
  const {
    register,
    formState: { errors },
  } = useFormContext<TClientDetailsFormInput>();
  const message = errors[name]?.message;
  return { register, message: typeof message === 'string' ? message : undefined };
}

/** A labelled text input with its message under it. */
export function TextField({
  name,
  label,
  type = 'text',
  maxLength,
  autoComplete,
}: {
  name: TName;
  label: string;
  type?: string;
  maxLength?: number;
  autoComplete?: string;
}) {
  const { register, message } = useField(name);
  return (
    <Form.Group controlId={`account-${name}`} className="account-field">
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        maxLength={maxLength}
        autoComplete={autoComplete}
        isInvalid={!!message}
        {...register(name)}
      />
      <Form.Control.Feedback type="invalid">{message}</Form.Control.Feedback>
    </Form.Group>
  );
}

const asId = (value: unknown) => (value === '' || value == null ? null : Number(value));

/** A labelled native select; ids become numbers ('' becomes null, for "none chosen"). */
export function SelectField({
  name,
  label,
  placeholder,
  numeric = true,
  children,
}: {
  name: TName;
  label: string;
  placeholder?: string;
  numeric?: boolean;
  children: ReactNode;
}) {
  const { register, message } = useField(name);
  const options: RegisterOptions<TClientDetailsFormInput, TName> = numeric
    ? { setValueAs: asId }
    : {};
  return (
    <Form.Group controlId={`account-${name}`} className="account-field">
      <Form.Label>{label}</Form.Label>
      <Form.Select isInvalid={!!message} {...register(name, options)}>
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {children}
      </Form.Select>
      <Form.Control.Feedback type="invalid">{message}</Form.Control.Feedback>
    </Form.Group>
  );
}
