/**
 * @file Runs an async job one at a time. A request made while it runs, at any moment up to the very end, gets
 * one more run after the current one, so work asked for is never dropped between two runs.
 */
export class SerialRunner {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(private readonly job: () => Promise<void>) {}

  /** Resolves once the job has run after this request. */
  run(): Promise<void> {
    this.again = true;
    if (!this.running) {
      this.running = (async () => {
        try {
          while (this.again) {
            this.again = false;
            await this.job();
          }
        } finally {
          // In the same step as the loop's last check: a request from here on starts a new run.
          this.running = null;
        }
      })();
    }
    return this.running;
  }

  /** Resolves once no run is in progress. */
  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }
}
