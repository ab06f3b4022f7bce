import { useCallback, useEffect, useRef, useState } from 'react';
import { captchaRandomId } from '../../../engine/session/captcha-random-id';
import { authApi } from '../../session/auth-api';

/** An image captcha: the random id it was generated for, its SVG data URL once loaded, and a way to get a new one. */
export interface ImageCaptchaState {
  randomId: string;
  image?: string;
  status: 'loading' | 'ready' | 'failed';
  /** Fetches a new captcha under a new random id (after a click, and after every failed attempt: one is spent). */
  refresh: () => void;
}

/**
 * Loads an image captcha on mount (spec 01 §7: generateImageCaptcha with `captchaRandomId()`), and a new one when
 * the server says the shown one has expired (`expiresInSeconds`), so an idle page never shows a dead captcha.
 */
export function useImageCaptcha(): ImageCaptchaState {
  const [state, setState] = useState<Omit<ImageCaptchaState, 'refresh'>>(() => ({ randomId: '', status: 'loading' }));
  const latest = useRef('');
  const expiry = useRef<ReturnType<typeof setTimeout>>();

  const refresh = useCallback(() => {
    const randomId = captchaRandomId();
    latest.current = randomId;
    clearTimeout(expiry.current);
    setState({ randomId, status: 'loading' });
    authApi.imageCaptcha(randomId).then(
      (reply) => {
        if (latest.current !== randomId) return;
        setState({ randomId, image: reply.image, status: 'ready' });
        const seconds = (reply as { expiresInSeconds?: number }).expiresInSeconds;
        if (typeof seconds === 'number' && seconds > 0) expiry.current = setTimeout(refresh, seconds * 1000);
      },
      () => latest.current === randomId && setState({ randomId, status: 'failed' }),
    );
  }, []);

  useEffect(() => {
    refresh();
    return () => {
      latest.current = '';
      clearTimeout(expiry.current);
    };
  }, [refresh]);
  return { ...state, refresh };
}
