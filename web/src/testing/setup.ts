import { afterEach, beforeAll, expect } from "vitest";

beforeAll(async () => {
  if (typeof document === "undefined") return;
  // A page waits for lazily loaded sections and their data; on a loaded machine that is more than the library's 1 s.
  // What a person would wait for, not a speed budget: speed is measured by `npm run bench`.
  const { configure } = await import("@testing-library/react");
  configure({ asyncUtilTimeout: 5000 });
});

/**
 * A web test fails when something logs `console.error` (React's warnings about keys, act() and DOM nesting, an
 * error a component swallowed): it is a bug a user could meet, not noise. A test that expects an error silences
 * it with its own `vi.spyOn(console, "error")` and asserts on it.
 */
const loggedErrors: string[] = [];
/** console's own substitution (%s, %d, %o...), enough to read React's warnings. */
function format([template, ...args]: unknown[]): string {
  if (typeof template !== "string") return [template, ...args].map(String).join(" ");
  const rest = [...args];
  const text = template.replace(/%[sdifoOc]/g, () => (rest.length > 0 ? String(rest.shift()) : ""));
  return [text, ...rest.map(String)].join(" ");
}
const logError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  loggedErrors.push(format(args));
  logError(...args);
};

afterEach(async () => {
  if (typeof document !== "undefined") {
    const { cleanup } = await import("@testing-library/react");
    cleanup();
  }
  // After the unmount, so that what the test's components logged on their way out is the test's too.
  const logged = loggedErrors.splice(0);
  const isWebTest = /[\\/]web[\\/]src[\\/]/.test(expect.getState().testPath ?? "");
  if (isWebTest && logged.length > 0) {
    throw new Error(
      `console.error was called during this test:\n${logged.map((line) => `  ${line.split("\n")[0]}`).join("\n")}`,
    );
  }
});
