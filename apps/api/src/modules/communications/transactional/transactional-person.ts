import type { TPersonalisation } from '../render/render-content.ts';

/** The contact fields a transactional message is personalised with. */
export type TTransactionalContact = {
  passport_id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  mobile: string | null;
  attributes: Record<string, unknown>;
};

/**
 * The Liquid scope of a transactional message: the contact's fields and attributes (none for a
 * bare address, whose own field is filled in), with the request's variables on top, so
 * {{ orderId }} is the variable and {{ firstName }} still the contact's.
 */
export function contactPersonalisation(
  contact: TTransactionalContact | null,
  address: string,
  request: { variables: Record<string, unknown> },
): TPersonalisation {
  const bare = !contact;
  return {
    firstName: contact?.first_name ?? '',
    lastName: contact?.last_name ?? '',
    email: contact?.email ?? (bare && address.includes('@') ? address : ''),
    mobile: contact?.mobile ?? (bare && address.startsWith('+') ? address : ''),
    passportId: contact?.passport_id ?? '',
    attributes: { ...(contact?.attributes ?? {}), ...request.variables },
  };
}
