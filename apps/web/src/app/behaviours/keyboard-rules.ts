/**
 * Spec section 2: "Right-click and developer-tool shortcuts are blocked. Enter is blocked in
 * inputs." Pure predicates over the parts of a KeyboardEvent they need, so they are testable.
 */
export type TKeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

export function isDevToolsShortcut(e: TKeyLike): boolean {
  const key = e.key.toUpperCase();
  if (key === 'F12') return true;
  const mod = e.ctrlKey || e.metaKey;
  // Ctrl+Shift+I/J/C (Windows, Linux) and Cmd+Option+I/J/C (macOS).
  if (mod && (e.shiftKey || e.altKey) && ['I', 'J', 'C'].includes(key)) return true;
  // View source: Ctrl+U, Cmd+Option+U.
  return mod && key === 'U';
}

/** Enter in an <input> is swallowed unless an ancestor opts in with `data-allow-enter`. */
export function shouldBlockEnter(key: string, target: EventTarget | null): boolean {
  if (key !== 'Enter') return false;
  if (!(target instanceof HTMLInputElement)) return false;
  return target.closest('[data-allow-enter]') === null;
}
