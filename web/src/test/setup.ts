import { afterEach, beforeAll } from "vitest";

beforeAll(async () => {
  if (typeof document === "undefined") return;
  // A page waits for lazily loaded sections and their data; on a loaded machine that is more than the library's 1 s.
  // What a person would wait for, not a speed budget: speed is measured by `npm run bench`.
  const { configure } = await import("@testing-library/react");
  configure({ asyncUtilTimeout: 5000 });
});

afterEach(async () => {
  if (typeof document !== "undefined") {
    const { cleanup } = await import("@testing-library/react");
    cleanup();
  }
});
