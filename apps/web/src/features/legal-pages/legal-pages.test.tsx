import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('legal pages', () => {
  it('shows a visitor the terms: what we do and do not, payments, refunds, contact', async () => {
    renderApp('/terms', { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of service' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(
      expect.arrayContaining([
        'What Clausewell does',
        'What we do not do',
        'Plans, payments and renewals',
        'Refunds and your consumer rights',
        'Contact us',
      ]),
    );
    const page = screen.getByTestId('legal-document');
    expect(page.textContent).toContain('Clausewell is not a law firm');
    expect(page.textContent).toContain('Australian Consumer Law');
    expect(within(page).getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      '/privacy',
    );
    expect(screen.getByTestId('public-header')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Clausewell | Terms of service'));
  });

  it('shows the privacy policy under the Privacy Act and the APPs, with what is kept and why', async () => {
    renderApp('/privacy', { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    const page = screen.getByTestId('legal-document');
    expect(page.textContent).toContain('Privacy Act 1988 (Cth)');
    expect(page.textContent).toContain('Australian Privacy Principles');
    expect(
      screen.getByRole('heading', { level: 2, name: 'How long we keep it, and why' }),
    ).toBeTruthy();
    expect(within(page).getByRole('link', { name: 'Terms of service' }).getAttribute('href')).toBe(
      '/terms',
    );
  });

  it('is in the app frame for a signed-in customer, titled in the header', async () => {
    renderApp('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
    expect((await screen.findByTestId('header-title')).textContent).toBe('Privacy policy');
  });

  describe('a link to a section', () => {
    afterEach(() => {
      // jsdom has no layout, so scrolling is observed through this stand-in.
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    });

    it('opens /terms#reviews at the reviews section, with focus there', async () => {
      const scrolled: string[] = [];
      Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
        scrolled.push(this.id);
      });
      renderApp('/terms#reviews', { user: null });
      const heading = await screen.findByRole('heading', { level: 2, name: /reviews/i });
      await waitFor(() => expect(scrolled).toEqual(['reviews']));
      expect(document.activeElement).toBe(heading);
    });

    it('stays at the top when the section does not exist', async () => {
      const scrolled: string[] = [];
      Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
        scrolled.push(this.id);
      });
      renderApp('/terms#no-such-section', { user: null });
      await screen.findByRole('heading', { level: 1, name: 'Terms of service' });
      expect(scrolled).toEqual([]);
    });
  });
});
