import { mkdtempSync, writeFileSync } from "node:fs";
import { once } from "node:events";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { assertAppPortFree, assertLocalDatabaseFree, postgresHolding, StartupProblem } from "./startup-checks";

describe("start-up checks of npm run dev / preview", () => {
  it("names a busy port and the flag that moves the stack, in one line", async () => {
    const server = createServer().listen(0, "127.0.0.1");
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    try {
      const problem = await assertAppPortFree(port, "dev").catch((error: unknown) => error);
      expect(problem).toBeInstanceOf(StartupProblem);
      expect((problem as Error).message).toContain(`Port ${port} is busy`);
      expect((problem as Error).message).toContain(`npm run dev -- --port ${port + 1}`);
      expect((problem as Error).message).not.toContain("\n");
    } finally {
      server.close();
    }
  });

  it("names the running Postgres that holds the data folder, and says how to free it", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "practiceline-pgdir-"));
    writeFileSync(join(dataDir, "postmaster.pid"), `${process.pid}\n${dataDir}\n`);
    expect(postgresHolding(dataDir)).toBe(process.pid);
    const problem = await assertLocalDatabaseFree(dataDir, 1).catch((error: unknown) => error);
    expect((problem as Error).message).toMatch(
      new RegExp(`in use by Postgres \\(pid ${process.pid}\\).*Stop that stack`),
    );
  });

  it("ignores a pid file left behind by a Postgres that is no longer running", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "practiceline-pgdir-"));
    writeFileSync(join(dataDir, "postmaster.pid"), "2147483646\n");
    expect(postgresHolding(dataDir)).toBeNull();
  });
});
