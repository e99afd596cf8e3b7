export function clamp(x: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, x));
}

/** 0 at e0, 1 at e1, cubic ease in between (no kinks, so small metric changes move scores smoothly). */
export function smoothstep(e0: number, e1: number, x: number): number {
  const t = clamp((x - e0) / (e1 - e0), 0, 1);
  return t * t * (3 - 2 * t);
}

/** 1 on [lo, hi], easing to 0 at zeroLo below and zeroHi above. */
export function plateau(x: number, zeroLo: number, lo: number, hi: number, zeroHi: number): number {
  if (x < lo) return smoothstep(zeroLo, lo, x);
  if (x > hi) return 1 - smoothstep(hi, zeroHi, x);
  return 1;
}

/** 1 up to `good`, easing to 0 at `bad`. */
export function falling(x: number, good: number, bad: number): number {
  return 1 - smoothstep(good, bad, x);
}

/** Diminishing returns: 0 at n = 0, 63% at n = k, 86% at 2k, 95% at 3k. */
export function saturate(n: number, k: number): number {
  return n <= 0 ? 0 : 1 - Math.exp(-n / k);
}

export function round1(x: number): number {
  return Math.round(x * 10) / 10;
}
