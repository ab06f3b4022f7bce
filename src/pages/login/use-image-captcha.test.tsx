// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { authApi } from '../../session/auth-api';
import { useImageCaptcha } from './use-image-captcha';

beforeEach(() => {
  vi.useFakeTimers();
  let n = 0;
  vi.spyOn(authApi, 'imageCaptcha').mockImplementation(async () => ({ image: `img-${++n}`, expiresInSeconds: 300 }) as { image: string });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const settle = (ms = 0) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('useImageCaptcha', () => {
  it('loads a captcha under a fresh random id', async () => {
    const { result } = renderHook(() => useImageCaptcha());
    expect(result.current.status).toBe('loading');
    await settle();
    expect(result.current).toMatchObject({ status: 'ready', image: 'img-1' });
    expect(authApi.imageCaptcha).toHaveBeenCalledWith(result.current.randomId);
    expect(result.current.randomId).toMatch(/^\d{19}$/);
  });

  it('gets a new one on refresh, and when the shown one expires, until unmounted', async () => {
    const { result, unmount } = renderHook(() => useImageCaptcha());
    await settle();
    const first = result.current.randomId;
    act(() => result.current.refresh());
    await settle();
    expect(result.current.image).toBe('img-2');
    expect(result.current.randomId).not.toBe(first);

    await settle(299_000);
    expect(authApi.imageCaptcha).toHaveBeenCalledTimes(2);
    await settle(1_000);
    expect(authApi.imageCaptcha).toHaveBeenCalledTimes(3);
    expect(result.current.image).toBe('img-3');

    unmount();
    await settle(600_000);
    expect(authApi.imageCaptcha).toHaveBeenCalledTimes(3);
  });

  it('says so when the captcha cannot be loaded', async () => {
    vi.mocked(authApi.imageCaptcha).mockRejectedValueOnce(new Error('offline'));
    const { result } = renderHook(() => useImageCaptcha());
    await settle();
    expect(result.current.status).toBe('failed');
  });
});
