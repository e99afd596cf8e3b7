/** @file Runs an async job one at a time; a request made while it runs gets one more run after it. */
export class SerialRunner {
  private running: Promise<void> | null = null;
  private again = false;

  constructor(private readonly job: () => Promise<void>) {}

  run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.job();
      } while (this.again);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Resolves once no run is in progress. */
  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }
}
