import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  test: {
    include: ["domain/**/*.test.ts", "worker/analysis/**/*.test.ts", "web/src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "node",
    globals: true,
    setupFiles: ["./web/src/test/setup.ts"],
  },
});
