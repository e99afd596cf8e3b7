import { useEffect, useRef, useState } from "react";

const TICK_MS = 250;

function secondsLeft(endsAt: number): number {
  return Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
}

/** "m:ss" of a number of seconds. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/**
 * Seconds left until `endsAt` (ms since epoch); calls `onExpire` once when it reaches zero. Stopped (`running`
 * false), it keeps showing where it stopped and never expires.
 */
export function useCountdown(endsAt: number, onExpire: () => void, running = true): number {
  const [left, setLeft] = useState(() => secondsLeft(endsAt));
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });

  useEffect(() => {
    if (!running) return;
    let fired = false;
    const tick = () => {
      const next = secondsLeft(endsAt);
      setLeft(next);
      if (next === 0 && !fired) {
        fired = true;
        window.clearInterval(timer);
        expire.current();
      }
    };
    const timer = window.setInterval(tick, TICK_MS);
    tick();
    return () => window.clearInterval(timer);
  }, [endsAt, running]);

  return left;
}
