import { useEffect } from 'react';
import { isDevToolsShortcut, shouldBlockEnter } from './keyboard-rules';

/**
 * Installs the document-wide blocks of spec section 2. Right-click and devtool shortcuts are
 * blocked in production builds only: blocking them in development would hinder the team without
 * protecting anything.
 */
export function useGlobalGuards(blockDevTools: boolean = import.meta.env.PROD) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        shouldBlockEnter(event.key, event.target) ||
        (blockDevTools && isDevToolsShortcut(event))
      ) {
        event.preventDefault();
      }
    };
    const onContextMenu = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('keydown', onKeyDown, true);
    if (blockDevTools) document.addEventListener('contextmenu', onContextMenu);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('contextmenu', onContextMenu);
    };
  }, [blockDevTools]);
}
