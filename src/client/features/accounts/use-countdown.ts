import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 250;

/**
 * A countdown in whole seconds (rounded up), for the resend button of the sign-up. `start(ms)`
 * (re)starts it; `secondsLeft` is 0 when it is not running.
 */
export function useCountdown(): { secondsLeft: number; start: (ms: number) => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const timer = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) {
        window.clearInterval(timer);
        setEndsAt(null);
      }
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((ms: number) => {
    setEndsAt(Date.now() + ms);
    setSecondsLeft(Math.ceil(ms / 1000));
  }, []);

  return { secondsLeft, start };
}
