import { TIMINGS } from '@app/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { CopyButton } from './copy-button';

afterEach(() => {
  vi.useRealTimers();
});

describe('CopyButton', () => {
  it('copies the value and shows a check mark for 3 seconds', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    vi.useFakeTimers();
    render(
      <Providers queryClient={createQueryClient()} env="test">
        <CopyButton value="https://clausewell.com.au/r/abc" label="Copy referral link" />
      </Providers>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy referral link' }));
    // The clipboard answers with a promise; let it settle.
    await act(async () => {});
    expect(writeText).toHaveBeenCalledWith('https://clausewell.com.au/r/abc');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();

    act(() => vi.advanceTimersByTime(TIMINGS.copyCheckMarkMs - 1));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy referral link' })).toBeTruthy();
  });
});
