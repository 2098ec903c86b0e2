/**
 * The HTTP requests' two series, counted into plain numbers and written out only at a scrape.
 * prom-client's counters hash each request's label set into a string key at every `inc` and
 * `observe`; here a request costs two map lookups by the strings it already has (its method and
 * route pattern) and a few additions. The text is prom-client's, series for series
 * (request-metrics.test.ts compares the two).
 */

/** prom-client's default buckets, in seconds. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const REQUESTS = 'oneclick_http_requests_total';
const DURATION = 'oneclick_http_request_duration_seconds';

interface RouteSeries {
  method: string;
  route: string;
  /** Requests by status class, at the class's digit: [1] is 1xx, [5] is 5xx. */
  byStatusClass: number[];
  /** Requests that took at most each bucket's bound and more than the one before. */
  inBucket: number[];
  seconds: number;
  count: number;
}

export interface RequestMetrics {
  count(method: string, route: string, status: number, seconds: number): void;
  /** Both series in the Prometheus text format (0.0.4), with their HELP and TYPE lines. */
  text(): string;
}

/** A label value as the text format quotes it. */
const quoted = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"')}"`;

/** The labels both series share. */
const labelsOf = (series: RouteSeries) => `method=${quoted(series.method)},route=${quoted(series.route)}`;

function requestLines(all: RouteSeries[]): string[] {
  const lines = [`# HELP ${REQUESTS} HTTP requests answered, by method, route pattern and status class.`];
  lines.push(`# TYPE ${REQUESTS} counter`);
  for (const series of all) {
    const labels = labelsOf(series);
    series.byStatusClass.forEach((count, digit) => {
      if (count > 0) lines.push(`${REQUESTS}{${labels},status_class="${digit}xx"} ${count}`);
    });
  }
  return lines;
}

function durationLines(all: RouteSeries[]): string[] {
  const lines = [`# HELP ${DURATION} Time to answer an HTTP request, by method and route pattern.`];
  lines.push(`# TYPE ${DURATION} histogram`);
  for (const series of all) {
    const labels = labelsOf(series);
    let atMost = 0;
    BUCKETS.forEach((bound, index) => {
      atMost += series.inBucket[index]!;
      lines.push(`${DURATION}_bucket{le="${bound}",${labels}} ${atMost}`);
    });
    lines.push(`${DURATION}_bucket{le="+Inf",${labels}} ${series.count}`);
    lines.push(`${DURATION}_sum{${labels}} ${series.seconds}`);
    lines.push(`${DURATION}_count{${labels}} ${series.count}`);
  }
  return lines;
}

export function createRequestMetrics(): RequestMetrics {
  const byMethod = new Map<string, Map<string, RouteSeries>>();

  function seriesOf(method: string, route: string): RouteSeries {
    let byRoute = byMethod.get(method);
    if (!byRoute) byMethod.set(method, (byRoute = new Map<string, RouteSeries>()));
    let series = byRoute.get(route);
    if (!series) {
      series = {
        method,
        route,
        byStatusClass: [0, 0, 0, 0, 0, 0],
        inBucket: BUCKETS.map(() => 0),
        seconds: 0,
        count: 0,
      };
      byRoute.set(route, series);
    }
    return series;
  }

  return {
    count(method, route, status, seconds) {
      const series = seriesOf(method, route);
      series.byStatusClass[Math.floor(status / 100)]! += 1;
      let bucket = 0;
      while (bucket < BUCKETS.length && seconds > BUCKETS[bucket]!) bucket += 1;
      if (bucket < BUCKETS.length) series.inBucket[bucket]! += 1;
      series.seconds += seconds;
      series.count += 1;
    },
    text() {
      const all = [...byMethod.values()].flatMap((byRoute) => [...byRoute.values()]);
      return [...requestLines(all), '', ...durationLines(all)].join('\n');
    },
  };
}
