/**
 * The API base address. Same origin by default (`/api`, proxied by Vite in development);
 * `VITE_API_BASE` points the SPA at an external host when the API lives elsewhere.
 */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';

/** The absolute API address, e.g. for links that leave the SPA (the docs link). */
export function absoluteApiBase(origin: string = window.location.origin): string {
  return new URL(API_BASE, origin).href.replace(/\/$/, '');
}
