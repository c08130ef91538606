import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FreemiumPanel } from './freemium-panel';
import { renderDialog } from './panel-test-kit';

const panel = (freePdfAvailable: boolean) =>
  renderDialog(
    <FreemiumPanel
      opened
      reason={null}
      freePdfAvailable={freePdfAvailable}
      assetId="doc-1"
      onFreePdf={() => {}}
      onClose={() => {}}
    />,
  );

const card = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('.mantine-Card-root') as HTMLElement;

describe('freemium download panel', () => {
  it('says the free PDF has been used once it has, and offers no free download', async () => {
    panel(false);
    await screen.findByTestId('freemium-panel');
    expect(screen.getByTestId('free-pdf-status').textContent).toBe(
      'You have used the one PDF download included with your free account.',
    );
    expect(screen.queryByText(/still available/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Free PDF used' })).toHaveProperty('disabled', true);
  });

  it('says the free PDF is still there while it is', async () => {
    panel(true);
    await screen.findByTestId('freemium-panel');
    expect(screen.getByTestId('free-pdf-status').textContent).toContain('still available');
    expect(screen.getByRole('button', { name: 'Download free PDF' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it("shows Essentials' and Legal Advice's prices from the catalogue", async () => {
    panel(false);
    await screen.findByTestId('freemium-panel');
    expect(within(card('Essentials')).getByTestId('plan-price').textContent).toBe(
      'From $24.92 a month$87 a quarter or $299 a year',
    );
    expect(within(card('Legal Advice')).getByTestId('plan-price').textContent).toBe(
      'From $139 a month$447 a quarter or $1,668 a year',
    );
  });
});
