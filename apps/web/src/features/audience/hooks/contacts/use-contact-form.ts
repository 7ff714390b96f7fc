import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors, type Resolver, type UseFormReturn } from 'react-hook-form';
import {
  checkAttributeValue,
  type TAttribute,
  type TAttributeValue,
} from '@resonate/contracts/audience/contact-attributes';
import {
  CONSENT_CHANNELS,
  type TConsentChannel,
  type TConsentStatus,
} from '@resonate/contracts/audience/contact-fields';
import {
  ZContactFormSchema,
  type TContact,
  type TUpsertContactRequest,
} from '@resonate/contracts/audience/contacts';
import { isApiError } from '@/shared/api/api-error';

/** Inputs hold text: attribute values as typed, consent as a status or '' (never asked). */
export type TContactFormValues = {
  email: string;
  mobile: string;
  firstName: string;
  lastName: string;
  attributes: Record<string, string>;
  consent: Record<TConsentChannel, TConsentStatus | ''>;
};
export type TContactFormOutput = Omit<TUpsertContactRequest, 'contactId'>;
export type TContactForm = UseFormReturn<TContactFormValues, unknown, TContactFormOutput>;

function initialValues(
  contact: TContact | undefined,
  attributes: TAttribute[],
): TContactFormValues {
  const consent = Object.fromEntries(
    CONSENT_CHANNELS.map((channel) => [channel, contact?.consent[channel] ?? '']),
  ) as TContactFormValues['consent'];
  return {
    email: contact?.email ?? '',
    mobile: contact?.mobile ?? '',
    firstName: contact?.firstName ?? '',
    lastName: contact?.lastName ?? '',
    attributes: Object.fromEntries(
      attributes.map((a) => [
        a.key,
        contact?.attributes[a.key] === undefined ? '' : String(contact.attributes[a.key]),
      ]),
    ),
    consent,
  };
}

/**
 * The contact's own fields go through the contracts' schema; each custom field through
 * checkAttributeValue against its type, with the message under its input. The output is the
 * UpsertContact body: every custom field (null clears it) and the consent that is set.
 */
function contactResolver(
  attributes: TAttribute[],
): Resolver<TContactFormValues, unknown, TContactFormOutput> {
  const base = zodResolver(ZContactFormSchema);
  return async (values, context, options) => {
    const checked = await base(values, context, options as never);
    const errors: FieldErrors<TContactFormValues> = { ...checked.errors };
    const out: Record<string, TAttributeValue | null> = {};
    const attributeErrors: Record<string, { type: string; message: string }> = {};
    for (const attribute of attributes) {
      const result = checkAttributeValue(attribute, values.attributes[attribute.key]);
      if ('error' in result)
        attributeErrors[attribute.key] = { type: 'validate', message: result.error };
      else out[attribute.key] = result.value;
    }
    if (Object.keys(attributeErrors).length > 0) errors.attributes = attributeErrors as never;
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    const consent = Object.fromEntries(
      Object.entries(values.consent).filter(([, status]) => status !== ''),
    ) as TContactFormOutput['consent'];
    return {
      values: { ...(checked.values as TContactFormOutput), attributes: out, consent },
      errors: {},
    };
  };
}

export function useContactForm(
  contact: TContact | undefined,
  attributes: TAttribute[],
): TContactForm {
  return useForm<TContactFormValues, unknown, TContactFormOutput>({
    resolver: contactResolver(attributes),
    values: initialValues(contact, attributes),
    resetOptions: { keepDirtyValues: true },
  });
}

/** Puts the server's field messages (email taken, attributes.city...) under their inputs. */
export function showServerErrors(form: TContactForm, error: unknown): boolean {
  const fieldErrors = isApiError(error) ? error.envelope?.errors : undefined;
  if (!fieldErrors) return false;
  for (const [field, message] of Object.entries(fieldErrors)) {
    form.setError(field as keyof TContactFormValues, { message }, { shouldFocus: true });
  }
  return true;
}
