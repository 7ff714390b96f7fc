import { useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';

type TValues = Record<string, string | boolean>;
/** The first failing message, or true: the shape of the login-validation rules. */
export type TFieldRule<V> = (value: V) => string | true;
export type TFieldErrors<T extends TValues> = { [K in keyof T]?: string };

/** What an input spreads onto itself: its value (or checked state) and its handlers. */
export type TFieldRegistration = {
  name: string;
  value?: string;
  checked?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
};

type TFieldOptions<V> = {
  validate?: TFieldRule<V>;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
};

/**
 * A small controlled form for the sign-in form, which is on the first page every visitor loads:
 * react-hook-form would add 14 KB (Brotli) to it. It keeps the rules that form relied on:
 * every field is checked on submit, the first invalid one takes the focus, a field is checked
 * again on each change once the form has been submitted, and an error set by the caller (a
 * server's answer) stays until that field is checked again.
 */
export function useFieldForm<T extends TValues>(defaults: T) {
  const [values, setValues] = useState(defaults);
  const [errors, setErrors] = useState<TFieldErrors<T>>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  // Rebuilt on every render from register(): each rule sees the render's own state.
  const rules: { [K in keyof T]?: TFieldRule<T[K]> } = {};

  const setError = <K extends keyof T>(name: K, message: string) =>
    setErrors((current) => ({ ...current, [name]: message }));
  const setValue = <K extends keyof T>(name: K, value: T[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  function check<K extends keyof T>(name: K, value: T[K]): string | undefined {
    const verdict = rules[name]?.(value) ?? true;
    return verdict === true ? undefined : verdict;
  }

  function register<K extends keyof T & string>(
    name: K,
    options: TFieldOptions<T[K]> = {},
  ): TFieldRegistration {
    if (options.validate) rules[name] = options.validate;
    const isBox = typeof defaults[name] === 'boolean';
    return {
      name,
      ...(isBox ? { checked: values[name] === true } : { value: String(values[name]) }),
      onChange: (event) => {
        const value = (isBox ? event.target.checked : event.target.value) as T[K];
        setValue(name, value);
        if (submitted) setErrors((current) => ({ ...current, [name]: check(name, value) }));
        options.onChange?.(event);
      },
      onBlur: (event) => options.onBlur?.(event),
    };
  }

  /** Checks every field; calls `onValid` with the values only when all pass. */
  const handleSubmit =
    (onValid: (values: T) => Promise<void> | void) => async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      const found: TFieldErrors<T> = {};
      for (const name of Object.keys(values) as (keyof T & string)[]) {
        const message = check(name, values[name]);
        if (message !== undefined) found[name] = message;
      }
      setErrors(found);
      const firstInvalid = Object.keys(found)[0];
      if (firstInvalid !== undefined) {
        const field = event.currentTarget.elements.namedItem(firstInvalid);
        if (field instanceof HTMLElement) field.focus();
        return;
      }
      setSubmitting(true);
      try {
        await onValid(values);
      } finally {
        setSubmitting(false);
      }
    };

  const getValues = () => values;
  return { register, handleSubmit, setError, setValue, getValues, errors, isSubmitting };
}
