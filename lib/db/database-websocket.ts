/**
 * The WebSocket the Neon driver reaches Postgres through. The driver coalesces its writes and sends them from a
 * timer; when the connection closes between a write and that timer (the database went away, or the pool ended
 * the client), the late send() on the closed socket throws from the timer, an uncaught exception. The close has
 * failed, or is about to fail, every statement waiting on that connection, so those bytes can go nowhere: they
 * are dropped here instead. An open socket sends as before.
 */
export class DatabaseWebSocket extends WebSocket {
  override send(data: Parameters<WebSocket["send"]>[0]): void {
    if (this.readyState === WebSocket.CLOSING || this.readyState === WebSocket.CLOSED) return;
    super.send(data);
  }
}
