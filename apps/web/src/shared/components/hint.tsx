import { useId, type ReactElement } from 'react';

/**
 * A CSS-only tooltip (shown on hover and keyboard focus). The login page needs one and the
 * popper-based Tooltip would add ~20 KB to the entry chunk; this adds none.
 */
export function Hint({ text, children }: { text: string; children: ReactElement }) {
  const id = useId();
  return (
    <span className="app-hint" aria-describedby={id} tabIndex={0}>
      {children}
      <span role="tooltip" id={id} className="app-hint__bubble">
        {text}
      </span>
    </span>
  );
}
