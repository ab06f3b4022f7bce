import { useCallback, useEffect, useState } from 'react';

/** A running or idle countdown: `remaining` seconds (0 when idle) and `start()`. */
export interface Countdown {
  remaining: number;
  start: () => void;
}

/**
 * A seconds countdown (the SMS "get code" button waits 60 s). `remaining` is 0 when idle; `start()` begins again.
 * It counts against a deadline, so a throttled background tab still ends on time.
 */
export function useCountdown(seconds: number): Countdown {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setDeadline(null);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback(() => setDeadline(Date.now() + seconds * 1000), [seconds]);
  return { remaining, start };
}
