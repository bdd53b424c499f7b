import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOnlineStatus } from './connectivity';

// SPEC §4 connectivity, SPEC §9 offline probe every 1000 ms.
describe('useOnlineStatus', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
  });

  it('goes offline at once, and online only once the probe answers, probing each second', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(new Response('{}', { status: 200 }));
    const { result } = renderHook(() => useOnlineStatus('/api/health', 1000));
    expect(result.current).toBe(true);

    act(() => void window.dispatchEvent(new Event('offline')));
    expect(result.current).toBe(false);

    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/health');
    expect(result.current).toBe(false);

    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.current).toBe(false);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(result.current).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('goes offline when the connection dropped between the first render and listening', () => {
    // navigator.onLine: true while the first render reads it, false by the time the effect runs.
    let reads = 0;
    vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => reads++ === 0);
    const { result } = renderHook(() => useOnlineStatus('/probe', 1000));
    expect(reads).toBeGreaterThan(1);
    expect(result.current).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stops probing when the browser goes offline again', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { result } = renderHook(() => useOnlineStatus('/probe', 1000));
    await act(async () => void window.dispatchEvent(new Event('online')));
    act(() => void window.dispatchEvent(new Event('offline')));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(false);
  });
});
