import type { UseFormRegisterReturn } from 'react-hook-form';

type TTextFieldProps = {
  id: string;
  label: string;
  /** An editable field; without it the field shows `value` read-only. */
  registration?: UseFormRegisterReturn;
  value?: string;
  error?: string;
  hint?: string;
  maxLength?: number;
  autoComplete?: string;
};

/** A labelled text input in a half-width column, its message or hint underneath. */
export function TextField({
  id,
  label,
  registration,
  value,
  error,
  hint,
  ...rest
}: TTextFieldProps) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="col-12 col-md-6">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {registration ? (
        <input
          id={id}
          type="text"
          className={`form-control${error ? ' is-invalid' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
          {...registration}
        />
      ) : (
        <input id={id} type="text" className="form-control" value={value ?? ''} readOnly />
      )}
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      ) : hint ? (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
