import { createServer } from "node:net";
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { freePort } from "./free-port";

const RANGE_FILE = "/proc/sys/net/ipv4/ip_local_port_range";

describe("freePort", () => {
  it("gives a port a server can listen on, outside the range the kernel hands out for listen(0) and outgoing connections", async () => {
    // Linux says where its range starts; elsewhere the IANA range (49152 up) starts higher still.
    const range = existsSync(RANGE_FILE) ? readFileSync(RANGE_FILE, "utf8") : "32768";
    const low = Number(range.trim().split(/\s+/)[0]);
    for (let i = 0; i < 5; i++) {
      const port = await freePort();
      expect(port).toBeLessThan(low);
      const server = createServer();
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, "127.0.0.1", resolve);
      });
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
