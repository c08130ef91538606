import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('desktop sidebar', () => {
  it('is 250 px wide by default and collapses to 85 px, remembered across visits', async () => {
    const first = renderApp('/');
    const sidebar = await screen.findByTestId('sidebar');
    expect(sidebar.style.width).toBe('250px');
    expect(within(sidebar).getByText('Documents')).toBeTruthy();

    const toggle = screen.getByRole('button', { name: 'Collapse sidebar' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);

    expect(sidebar.style.width).toBe('85px');
    expect(window.localStorage.getItem('sidebar-collapsed')).toBe('true');
    const expand = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    // Icons only: the label is the accessible name, not visible text.
    expect(within(sidebar).getByRole('link', { name: 'Documents' })).toBeTruthy();
    expect(within(sidebar).queryByText('Documents')).toBeNull();

    // A later visit starts collapsed from the very first render.
    first.unmount();
    renderApp('/');
    const again = await screen.findByTestId('sidebar');
    expect(again.style.width).toBe('85px');
    fireEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(again.style.width).toBe('250px');
    expect(window.localStorage.getItem('sidebar-collapsed')).toBe('false');
  });

  it('is not rendered below the tablet breakpoint', async () => {
    window.innerWidth = 375;
    renderApp('/');
    expect(await screen.findByTestId('header')).toBeTruthy();
    expect(screen.queryByTestId('sidebar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
  });
});
