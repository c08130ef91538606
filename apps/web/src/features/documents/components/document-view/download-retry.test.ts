import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isRetryable } from '../../../../lib/api-client';
import {
  DOWNLOAD_RETRY,
  FileNotReadyError,
  pollFileUrl,
  TriesRunOutError,
  withRetries,
} from './download-retry';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const busy = () => new ApiError(503, 'UNAVAILABLE', 'Busy');

describe('withRetries (a download)', () => {
  it('tries again every 3 seconds while the failure is passing, then succeeds', async () => {
    const attempt = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(busy())
      .mockRejectedValueOnce(busy())
      .mockResolvedValue('file.pdf');
    const retries: number[] = [];
    const result = withRetries(attempt, {
      ...DOWNLOAD_RETRY,
      retryOn: isRetryable,
      onRetry: ({ attempt: n }) => retries.push(n),
    });
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(result).resolves.toBe('file.pdf');
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(retries).toEqual([1, 2]);
  });

  it('stops after 20 tries with an error that says the tries ran out', async () => {
    const attempt = vi.fn<() => Promise<string>>().mockRejectedValue(busy());
    const result = withRetries(attempt, { ...DOWNLOAD_RETRY, retryOn: isRetryable });
    const settled = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(19 * 3_000);
    const error = await settled;
    expect(error).toBeInstanceOf(TriesRunOutError);
    expect((error as TriesRunOutError).tries).toBe(20);
    expect(attempt).toHaveBeenCalledTimes(20);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempt).toHaveBeenCalledTimes(20);
  });

  it('ends at once on a failure that trying again cannot fix', async () => {
    const refusal = new ApiError(402, 'PAYMENT_REQUIRED', 'Needs a plan');
    const attempt = vi.fn<() => Promise<string>>().mockRejectedValue(refusal);
    await expect(withRetries(attempt, { ...DOWNLOAD_RETRY, retryOn: isRetryable })).rejects.toBe(
      refusal,
    );
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when asked to', async () => {
    const controller = new AbortController();
    const attempt = vi.fn<() => Promise<string>>().mockRejectedValue(busy());
    const settled = withRetries(attempt, {
      ...DOWNLOAD_RETRY,
      retryOn: isRetryable,
      signal: controller.signal,
    }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort(new Error('left the page'));
    expect(((await settled) as Error).message).toBe('left the page');
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});

describe('pollFileUrl', () => {
  it('asks every 5 seconds until the file is there', async () => {
    const fetcher = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response(null, { status: 404 }))
      .mockResolvedValueOnce(new Response(null, { status: 202 }))
      .mockResolvedValue(new Response('%PDF', { status: 200 }));
    const result = pollFileUrl('/files/doc.pdf', { fetcher });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await (await result).text()).toBe('%PDF');
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('gives up after 10 tries', async () => {
    const fetcher = vi.fn<typeof fetch>(async () => new Response(null, { status: 404 }));
    const settled = pollFileUrl('/files/doc.pdf', { fetcher }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(9 * 5_000);
    const error = (await settled) as TriesRunOutError;
    expect(error).toBeInstanceOf(TriesRunOutError);
    expect(error.tries).toBe(10);
    expect(error.lastError).toBeInstanceOf(FileNotReadyError);
    expect(fetcher).toHaveBeenCalledTimes(10);
  });

  it('ends at once when the URL is refused', async () => {
    const fetcher = vi.fn<typeof fetch>(async () => new Response(null, { status: 403 }));
    await expect(pollFileUrl('/files/doc.pdf', { fetcher })).rejects.toBeInstanceOf(
      FileNotReadyError,
    );
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
