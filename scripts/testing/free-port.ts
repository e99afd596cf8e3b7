/**
 * @file A port for a server a test or a local stack starts a little later. Picked below Linux's ephemeral range
 * (32768–60999): a port the kernel hands out for `listen(0)` or an outgoing connection can be taken again by the
 * next connection in the seconds before our server binds it (a fresh-clone CI run lost `npm run dev` that way:
 * "Port 45435 is already in use"), while a port below that range is only ever taken by a server that asks for it.
 */
import { createServer } from "node:net";

const LOWEST = 20_000;
const HIGHEST = 32_767;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** A port nothing listens on right now, outside the range the kernel picks ports from. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST + 1));
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port between ${LOWEST} and ${HIGHEST}`);
}
