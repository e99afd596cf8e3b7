/**
 * @file Multinomial logistic regression (softmax) by full-batch gradient descent with an L2 penalty on the
 * weights (not the bias): deterministic, so the same calls give the same model. The fit runs in
 * scripts/calibrate/fit.ts; the analyser only classifies with the weights it wrote.
 */
export type SoftmaxModel = number[][];

const withBias = (x: readonly number[]) => [1, ...x];

function probabilities(model: SoftmaxModel, x: readonly number[]): number[] {
  const z = model.map((w) => w.reduce((acc, v, j) => acc + v * x[j]!, 0));
  const top = Math.max(...z);
  const e = z.map((v) => Math.exp(v - top));
  const total = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / total);
}

export function fitSoftmax(
  xs: readonly number[][],
  ys: readonly number[],
  classes: number,
  l2: number,
  steps = 1500,
  rate = 0.5,
): SoftmaxModel {
  const n = xs.length;
  const k = (xs[0]?.length ?? 0) + 1;
  const x = new Float64Array(n * k);
  xs.forEach((row, i) => {
    x[i * k] = 1;
    row.forEach((v, j) => (x[i * k + j + 1] = v));
  });
  const w = new Float64Array(classes * k);
  const grad = new Float64Array(classes * k);
  const p = new Float64Array(classes);
  for (let step = 0; step < steps; step += 1) {
    grad.fill(0);
    for (let i = 0; i < n; i += 1) {
      let top = -Infinity;
      for (let c = 0; c < classes; c += 1) {
        let z = 0;
        for (let j = 0; j < k; j += 1) z += w[c * k + j]! * x[i * k + j]!;
        p[c] = z;
        top = Math.max(top, z);
      }
      let total = 0;
      for (let c = 0; c < classes; c += 1) total += p[c] = Math.exp(p[c]! - top);
      for (let c = 0; c < classes; c += 1) {
        const g = p[c]! / total - (ys[i] === c ? 1 : 0);
        for (let j = 0; j < k; j += 1) grad[c * k + j]! += g * x[i * k + j]!;
      }
    }
    for (let c = 0; c < classes; c += 1)
      for (let j = 0; j < k; j += 1) w[c * k + j]! -= rate * (grad[c * k + j]! / n + (j > 0 ? l2 * w[c * k + j]! : 0));
  }
  return Array.from({ length: classes }, (_, c) => Array.from(w.subarray(c * k, (c + 1) * k)));
}

export function classify(model: SoftmaxModel, x: readonly number[]): number {
  const p = probabilities(model, withBias(x));
  return p.indexOf(Math.max(...p));
}
