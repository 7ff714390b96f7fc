/** "First Last", or whichever of them the contact has. */
export function contactName(contact: { firstName: string; lastName: string }): string {
  return `${contact.firstName} ${contact.lastName}`.trim();
}
