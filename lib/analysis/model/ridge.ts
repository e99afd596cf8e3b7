/**
 * @file Ridge regression for the overall score: standardised features, an L2 penalty, solved in closed
 * form. Used by the fitting script; the analyser only reads the weights it produced.
 */

export interface LinearModel {
  intercept: number;
  /** In the features' own units (not standardised). */
  weights: number[];
}

function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let r = col + 1; r < n; r += 1) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const p = m[col]![col]!;
    if (Math.abs(p) < 1e-12) continue;
    for (let c = col; c <= n; c += 1) m[col]![c]! /= p;
    for (let r = 0; r < n; r += 1) {
      if (r === col) continue;
      const f = m[r]![col]!;
      if (f === 0) continue;
      for (let c = col; c <= n; c += 1) m[r]![c]! -= f * m[col]![c]!;
    }
  }
  return m.map((row) => row[n]!);
}

export function fitRidge(xs: readonly number[][], ys: readonly number[], lambda: number): LinearModel {
  const n = xs.length;
  const k = xs[0]?.length ?? 0;
  const mean = Array.from({ length: k }, (_, j) => xs.reduce((a, x) => a + x[j]!, 0) / n);
  const sd = Array.from(
    { length: k },
    (_, j) => Math.sqrt(xs.reduce((a, x) => a + (x[j]! - mean[j]!) ** 2, 0) / n) || 1,
  );
  const z = xs.map((x) => x.map((v, j) => (v - mean[j]!) / sd[j]!));
  const yMean = ys.reduce((a, b) => a + b, 0) / n;
  const a = Array.from({ length: k }, (_, i) =>
    Array.from({ length: k }, (_, j) => z.reduce((acc, row) => acc + row[i]! * row[j]!, 0) + (i === j ? lambda : 0)),
  );
  const b = Array.from({ length: k }, (_, i) => z.reduce((acc, row, r) => acc + row[i]! * (ys[r]! - yMean), 0));
  const beta = solve(a, b);
  const weights = beta.map((w, j) => w / sd[j]!);
  return { intercept: yMean - weights.reduce((acc, w, j) => acc + w * mean[j]!, 0), weights };
}

export function predict(model: LinearModel, x: readonly number[]): number {
  return model.weights.reduce((acc, w, j) => acc + w * x[j]!, model.intercept);
}

/**
 * Ridge with each weight held to its expected sign: a feature whose fitted weight points the wrong way
 * (collinear with a stronger one) is dropped and the rest refitted, so every weight reads as a manager would.
 */
export function fitSignedRidge(
  xs: readonly number[][],
  ys: readonly number[],
  lambda: number,
  directions: readonly number[],
): LinearModel {
  let active = directions.map((_, j) => j);
  for (;;) {
    const model = fitRidge(
      xs.map((x) => active.map((j) => x[j]!)),
      ys,
      lambda,
    );
    const wrong = active.filter((j, k) => model.weights[k]! * directions[j]! < 0);
    if (wrong.length === 0) {
      const weights = directions.map(() => 0);
      active.forEach((j, k) => (weights[j] = model.weights[k]!));
      return { intercept: model.intercept, weights };
    }
    // Drop the one that points furthest the wrong way, then refit.
    const worst = wrong.reduce((a, b) =>
      Math.abs(model.weights[active.indexOf(b)]!) > Math.abs(model.weights[active.indexOf(a)]!) ? b : a,
    );
    active = active.filter((j) => j !== worst);
  }
}
