import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element has come near the viewport (once true, stays true): thumbnails load
 * their rendered HTML only for cards the user can see. Also its width, to scale the email to.
 */
export function useInView<T extends Element>(margin = '200px') {
  const ref = useRef<T>(null);
  // Without IntersectionObserver (old browsers, jsdom) every card counts as seen.
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      setWidth(entries[0]?.contentRect.width ?? 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin, seen]);
  return { ref, seen, width };
}
