import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { useFormContext, type RegisterOptions } from 'react-hook-form';
import type { TSignUpFormInput } from '@resonate/contracts/onboarding/signup';

export type TSignUpField = keyof TSignUpFormInput;

export function useFieldError(name: TSignUpField): string | undefined {
  const {
    formState: { errors },
  } = useFormContext<TSignUpFormInput>();
  const message = errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
}

type TTextFieldProps = {
  name: TSignUpField;
  label: string;
  type?: 'text' | 'email' | 'url' | 'tel';
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  hint?: ReactNode;
  options?: RegisterOptions<TSignUpFormInput, TSignUpField>;
  className?: string;
};

/** A labelled input of the sign-up form with its message (or hint) underneath. */
export function TextField(props: TTextFieldProps) {
  const { name, label, hint, options, className, type = 'text', ...rest } = props;
  const { register } = useFormContext<TSignUpFormInput>();
  const error = useFieldError(name);
  const id = `signup-${name}`;
  return (
    <Form.Group controlId={id} className={className ?? 'signup-field'}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        isInvalid={!!error}
        aria-describedby={hint && !error ? `${id}-hint` : undefined}
        {...rest}
        {...register(name, options)}
      />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      {hint && !error ? (
        <Form.Text id={`${id}-hint`} as="div">
          {hint}
        </Form.Text>
      ) : null}
    </Form.Group>
  );
}

const asId = (value: unknown) => (value === '' || value == null ? Number.NaN : Number(value));

type TSelectFieldProps = {
  name: TSignUpField;
  label: string;
  placeholder: string;
  numeric?: boolean;
  children: ReactNode;
  className?: string;
  onChosen?: (value: string) => void;
};

/** A labelled native select; numeric ids become numbers (none chosen: NaN, which zod refuses). */
export function SelectField(props: TSelectFieldProps) {
  const { name, label, placeholder, numeric = true, children, className, onChosen } = props;
  const { register } = useFormContext<TSignUpFormInput>();
  const error = useFieldError(name);
  return (
    <Form.Group controlId={`signup-${name}`} className={className ?? 'signup-field'}>
      <Form.Label>{label}</Form.Label>
      <Form.Select
        isInvalid={!!error}
        {...register(name, {
          ...(numeric ? { setValueAs: asId } : {}),
          onChange: (event: { target: { value: string } }) => onChosen?.(event.target.value),
        })}
      >
        <option value="">{placeholder}</option>
        {children}
      </Form.Select>
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}
