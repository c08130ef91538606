import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import type { THelpCentreGuide, THelpCentreList } from './api/guides';

const GST = {
  slug: 'gst-registration',
  title: 'Registering for GST',
  topic: 'Tax, payroll and records',
  reviewed: '2026-11-27',
  summary: 'You must register for GST when your turnover reaches $75,000.',
  questions: ['When do I need to register for GST?'],
};
const DISMISSAL = {
  slug: 'unfair-dismissal',
  title: 'Ending employment and unfair dismissal',
  topic: 'Employing people',
  reviewed: '2026-11-27',
  summary: 'An employee can make an unfair dismissal claim after the minimum period.',
  questions: ['Can I sack an employee?'],
};
const LIST: THelpCentreList = {
  topics: ['Employing people', 'Tax, payroll and records'],
  guides: [DISMISSAL, GST],
};
const GUIDE: THelpCentreGuide = {
  ...GST,
  sources: [
    { title: 'ATO – Registering for GST', url: 'https://www.ato.gov.au/gst' },
    { title: 'GST Act', url: 'https://www.legislation.gov.au/C2004A00446/latest' },
  ],
  sections: [
    { heading: 'When you must register', text: 'Register within 21 days of reaching $75,000.' },
    { heading: 'Taxi and ride-sourcing', text: 'Drivers register whatever their turnover.' },
  ],
};

describe('the help centre', () => {
  it('lists the guides under topic headings to a visitor, each linking to its page', async () => {
    renderApp('/help-centre', {
      user: null,
      routes: { 'GET /help-centre/guides': () => Response.json(LIST) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Help centre' })).toBeTruthy();
    const topic = await screen.findByRole('heading', {
      level: 2,
      name: 'Tax, payroll and records',
    });
    const section = topic.closest('section')!;
    expect(
      within(section).getByRole('link', { name: 'Registering for GST' }).getAttribute('href'),
    ).toBe('/help-centre/gst-registration');
    expect(within(section).queryByText('Ending employment and unfair dismissal')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask the assistant' }).getAttribute('href')).toBe(
      '/ai',
    );
  });

  it('searches with the words typed and says when nothing matches', async () => {
    let answer: THelpCentreList = LIST;
    const shown = renderApp('/help-centre', {
      user: null,
      routes: { 'GET /help-centre/guides': () => Response.json(answer) },
    });
    await screen.findByRole('heading', { level: 2, name: 'Employing people' });
    answer = { ...LIST, guides: [DISMISSAL] };
    fireEvent.change(screen.getByLabelText('Search the guides'), { target: { value: 'sack' } });
    expect(await screen.findByText('1 guide matches “sack”.')).toBeTruthy();
    expect(shown.calls.some((c) => c.url.endsWith('/help-centre/guides?q=sack'))).toBe(true);
    expect(screen.queryByRole('heading', { level: 2, name: 'Employing people' })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Ending employment and unfair dismissal' }),
    ).toBeTruthy();

    answer = { ...LIST, guides: [] };
    fireEvent.change(screen.getByLabelText('Search the guides'), {
      target: { value: 'sourdough' },
    });
    expect(
      await screen.findByText(
        'No guides match “sourdough”. Try other words, or ask the assistant.',
      ),
    ).toBeTruthy();
  });

  it('says plainly when the guides cannot be loaded', async () => {
    renderApp('/help-centre', {
      user: null,
      routes: {
        'GET /help-centre/guides': () =>
          Response.json({ error: { code: 'INTERNAL', message: 'Down' } }, { status: 500 }),
      },
    });
    expect(await screen.findByText('Unable to load the help centre')).toBeTruthy();
  });
});

describe('a guide page', () => {
  it('shows the guide as headed sections with its sources, review date and the assistant', async () => {
    renderApp('/help-centre/gst-registration', {
      user: null,
      routes: { 'GET /help-centre/guides/gst-registration': () => Response.json(GUIDE) },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registering for GST' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'When you must register',
      'Taxi and ride-sourcing',
      'Questions this guide answers',
      'Sources',
    ]);
    expect(screen.getByText('27 November 2026')).toBeTruthy();
    const source = screen.getByRole('link', { name: 'ATO – Registering for GST' });
    expect(source.getAttribute('href')).toBe('https://www.ato.gov.au/gst');
    expect(source.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Ask the assistant' }).getAttribute('href')).toBe(
      '/ai',
    );
    expect(
      screen
        .getByRole('link', { name: 'Help centre · Tax, payroll and records' })
        .getAttribute('href'),
    ).toBe('/help-centre');
  });

  it('says so when there is no guide at the address', async () => {
    renderApp('/help-centre/no-such-guide', { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Guide not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the help centre' })).toBeTruthy();
  });

  it('is in the app frame for a signed-in customer', async () => {
    renderApp('/help-centre/gst-registration', {
      routes: { 'GET /help-centre/guides/gst-registration': () => Response.json(GUIDE) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Registering for GST' });
    await waitFor(() => expect(screen.getByTestId('header-title').textContent).toBe('Help centre'));
  });
});
