import { it } from "vitest";

// setup.ts fails a web test that logs console.error; `it.fails` passes only if this one fails for it.
it.fails("a web test that logs console.error fails", () => {
  console.error('Warning: Each child in a list should have a unique "key" prop.');
});
