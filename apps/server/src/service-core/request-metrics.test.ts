import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { createRequestMetrics } from './request-metrics.js';

/** The same requests counted by prom-client's own counter and histogram, as the portal once did. */
async function promClientText(requests: [string, string, number, number][]): Promise<string> {
  const registry = new Registry();
  const counter = new Counter({
    name: 'oneclick_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'],
    registers: [registry],
  });
  const histogram = new Histogram({
    name: 'oneclick_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern.',
    labelNames: ['method', 'route'],
    registers: [registry],
  });
  for (const [method, route, status, seconds] of requests) {
    counter.inc({ method, route, status_class: `${Math.floor(status / 100)}xx` });
    histogram.observe({ method, route }, seconds);
  }
  return registry.metrics();
}

/** A text's lines as a sorted list: the format leaves the order of a family's series free. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .filter((line) => line !== '')
    .sort();

describe('request metrics', () => {
  it("write the same series as prom-client's counter and histogram, bound for bound", async () => {
    const requests: [string, string, number, number][] = [
      ['GET', '/api/v1/tutorials', 200, 0.004],
      ['GET', '/api/v1/tutorials', 200, 0.005],
      ['GET', '/api/v1/tutorials', 304, 0.0001],
      ['GET', '/api/v1/tutorials/:id', 404, 0.3],
      ['POST', '/api/v1/auth/login', 401, 0.25],
      ['POST', '/api/v1/auth/login', 200, 12],
      ['GET', 'unmatched', 404, 10],
      ['HEAD', '/api/v1/health', 503, 2.5],
      ['GET', '/a "quoted" \\ route\nwith a line', 101, 0],
    ];
    const ours = createRequestMetrics();
    for (const request of requests) ours.count(...request);

    expect(linesOf(ours.text())).toEqual(linesOf(await promClientText(requests)));
  });

  it('write only the families and their HELP and TYPE lines before any request', async () => {
    expect(linesOf(createRequestMetrics().text())).toEqual(linesOf(await promClientText([])));
  });
});
