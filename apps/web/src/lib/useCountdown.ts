import { useCallback, useEffect, useState } from "react";
import { secondsLeft } from "./countdown";

/**
 * The resend countdown (docs/product.md#login-modal: 60 s): `start()` when a code goes out, `left` is what
 * remains.
 */
export function useCountdown(startNow = false) {
  const [startedAt, setStartedAt] = useState<number | null>(() => (startNow ? Date.now() : null));
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(startedAt, now);

  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [running]);

  const start = useCallback(() => {
    const at = Date.now();
    setStartedAt(at);
    setNow(at);
  }, []);

  return { left, start };
}
