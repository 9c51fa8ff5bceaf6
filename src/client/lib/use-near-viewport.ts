import { useEffect, useState, type RefObject } from 'react';

/**
 * Becomes true (and stays true) once the element comes within `margin` of the viewport, so a
 * part below the fold loads its code and pictures only when the visitor scrolls towards it.
 */
export function useNearViewport(element: RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return near;
}
