import type { TSender } from '@resonate/contracts/campaigns/communications';
import type { TComposeSendingDomain } from '@resonate/contracts/campaigns/compose';

/** The domain an email sends as: the chosen one, else the first verified (as the API decides). */
export function sendingDomainOf(sender: TSender, domains: readonly TComposeSendingDomain[]) {
  return (
    domains.find((domain) => domain.domainId === sender.sendingDomainId) ??
    domains.find((domain) => domain.verified)
  );
}

/** The From line the email will carry, e.g. `Acme Retail <news@acme.test>`; '' without a domain. */
export function fromLineOf(sender: TSender, domains: readonly TComposeSendingDomain[]): string {
  const address = sender.fromMail?.trim() || sendingDomainOf(sender, domains)?.fromMail || '';
  const name = sender.fromName?.trim();
  return address && name ? `${name} <${address}>` : address;
}
