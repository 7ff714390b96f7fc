import { useEffect } from 'react';

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The controls Tab visits inside `container`, in order. */
export function tabbablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => !element.closest('[inert], [hidden]') && (element.checkVisibility?.() ?? true),
  );
}

/**
 * Where Tab (or Shift+Tab) must send focus to stay in `dialog`, or null when the browser's own
 * move stays inside: from the last control to the first, from the first back to the last, and
 * from anywhere outside (or the dialog box itself) to the first or last.
 */
export function wrapTarget(
  dialog: HTMLElement,
  active: Element | null,
  backwards: boolean,
): HTMLElement | null {
  const items = tabbablesIn(dialog);
  if (items.length === 0) return dialog;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  if (!active || active === dialog || !dialog.contains(active)) return backwards ? last : first;
  if (backwards && active === first) return last;
  if (!backwards && active === last) return first;
  return null;
}

/**
 * Keeps Tab inside the open modal dialog on top (WCAG 2.4.3). react-bootstrap pulls focus back
 * only after it has reached the page behind, and not at all when Tab leaves the document for the
 * browser's own controls; here Tab wraps round the dialog's controls instead.
 */
export function useDialogFocusTrap() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.defaultPrevented) return;
      const dialogs = document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]');
      const top = dialogs[dialogs.length - 1];
      if (!top) return;
      const target = wrapTarget(top, document.activeElement, event.shiftKey);
      if (!target) return;
      event.preventDefault();
      target.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
