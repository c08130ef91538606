import { describe, expect, it } from 'vitest';
import html from '../../index.html?raw';

// index.html paints the product mark before any script or stylesheet arrives, inside the
// element the app renders into, so the app's first render replaces it.
const page = new DOMParser().parseFromString(html, 'text/html');

describe('the first paint in index.html', () => {
  it('shows the mark and name inside the app root, styled by the page itself', () => {
    const root = page.getElementById('root');
    expect(root?.textContent).toBe('CClausewell');
    expect(root?.querySelector('[aria-hidden="true"]')?.textContent).toBe('C');
    const inline = [...page.head.querySelectorAll('style')].map((s) => s.textContent).join('');
    expect(inline).toContain('.first-paint {');
    expect(page.head.querySelector('link[rel="stylesheet"]')).toBeNull();
  });
});
