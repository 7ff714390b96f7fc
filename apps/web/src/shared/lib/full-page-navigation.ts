/**
 * Leaves the single-page app for a full page load (after a sign-out, towards an identity
 * provider). One seam, so tests can watch it: a test's VM context cannot redefine `location`.
 */
export function loadPage(href: string): void {
  window.location.assign(href);
}
