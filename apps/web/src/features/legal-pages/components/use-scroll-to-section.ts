import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the section a link names (/terms#reviews) into view. The browser's own jump happens
 * before this page's code has loaded, and in-app links never trigger it, so the page does it
 * once the section exists; focus moves there too, so a screen reader starts at that section.
 */
export function useScrollToSection(): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return;
    const heading = document.getElementById(id);
    if (!heading) return;
    heading.scrollIntoView({ block: 'start' });
    heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, [hash]);
}
