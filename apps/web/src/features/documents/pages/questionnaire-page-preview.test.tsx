import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { heading, openQuestionnaire, type } from './questionnaire-page-kit';

const DESKTOP = window.innerWidth;
afterEach(() => {
  window.innerWidth = DESKTOP;
});

describe('the live preview beside the questionnaire', () => {
  it('shows the document on a wide screen, with gaps named, updating as the customer answers', async () => {
    window.innerWidth = 1440;
    openQuestionnaire();
    await heading();
    const aside = await screen.findByRole('complementary', { name: 'Document preview' });
    const preview = await within(aside).findByTestId('document-preview');
    expect(preview.textContent).toContain('This agreement is made by Business name');
    expect(within(preview).getByText('Business name').tagName).toBe('MARK');

    type('Business name', 'Harbour Fresh Foods');
    await waitFor(() =>
      expect(preview.textContent).toContain('This agreement is made by Harbour Fresh Foods'),
    );
  });

  it('sits behind a Preview button on a phone', async () => {
    window.innerWidth = 375;
    openQuestionnaire();
    await heading();
    expect(screen.queryByRole('complementary', { name: 'Document preview' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const drawer = await screen.findByRole('dialog', { name: 'Preview' });
    expect((await within(drawer).findByTestId('document-preview')).textContent).toContain(
      'Supply Agreement',
    );
  });
});
