/**
 * Keeps the load under one of the portal's rate limits (`limit` hits in a fixed window of
 * `windowSeconds`, per address or per account): a token bucket that starts with `burst` and
 * refills the rest evenly over the window, or over the run when that is shorter. No window of
 * that length ever holds more than `limit`, and the hits spread over the whole run.
 */
export class Allowance {
  private tokens: number;
  private refilledAt = performance.now();
  private readonly perMs: number;

  constructor(
    { limit, windowSeconds }: { limit: number; windowSeconds: number },
    private readonly burst: number,
    runSeconds: number,
  ) {
    this.tokens = burst;
    this.perMs = (limit - burst) / (Math.min(windowSeconds, runSeconds) * 1000);
  }

  /** Spends `count` hits if there are that many. */
  take(count = 1): boolean {
    const now = performance.now();
    this.tokens = Math.min(this.burst, this.tokens + (now - this.refilledAt) * this.perMs);
    this.refilledAt = now;
    if (this.tokens < count) return false;
    this.tokens -= count;
    return true;
  }
}
