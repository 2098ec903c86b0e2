/** What the load saw: every request, the writes the portal acknowledged, and the CMS delays. */
import type { Acknowledged, LoadResult, RequestRecord } from '../protocol.js';

export class Recorder {
  readonly requests: RequestRecord[] = [];
  readonly acknowledged: Acknowledged = {
    registrations: [],
    verifications: [],
    posts: [],
    paypalOrders: [],
    bankOrders: [],
    redemptions: [],
  };
  readonly cmsVisibility: LoadResult['cmsVisibility'] = [];
  private unanswered = 0;
  private serverErrors = 0;
  private limited = 0;
  /** Journeys by name and outcome (`browse done`, `redeemKey skipped`...). */
  private readonly journeys = new Map<string, number>();

  request(kind: string, at: number, ms: number, status: number): void {
    this.requests.push({ kind, at, ms: Math.round(ms), status });
    if (status === 0) this.unanswered += 1;
    else if (status >= 500) this.serverErrors += 1;
    else if (status === 429) this.limited += 1;
  }

  journey(name: string, outcome: string): void {
    const key = `${name} ${outcome}`;
    this.journeys.set(key, (this.journeys.get(key) ?? 0) + 1);
  }

  /** One line: requests so far, those that failed (no answer, 5xx), and those rate limited. */
  progress(startedAt: number): string {
    const seconds = Math.round((Date.now() - startedAt) / 1000);
    const failed = this.unanswered + this.serverErrors;
    return (
      `drill load: ${seconds} s, ${this.requests.length} requests, ${failed} failed ` +
      `(${this.unanswered} unanswered, ${this.serverErrors} 5xx), ${this.limited} rate limited`
    );
  }

  /** How the journeys ended, by kind: `browse done 8088, buyWithPaypal failed 3, ...`. */
  journeysSummary(): string {
    const journeys = [...this.journeys].sort(([a], [b]) => a.localeCompare(b));
    return `journeys: ${journeys.map(([key, count]) => `${key} ${count}`).join(', ')}`;
  }
}
