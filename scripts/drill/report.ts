/** The drill's summary: requests by kind and outcome, and which disruption the failures belong to. */
import type { RequestRecord } from './protocol.js';

export interface Window {
  name: string;
  from: number;
  to: number;
}

export type Outcome = 'ok' | 'refused' | 'failed';

/** 2xx and 3xx are answers; 4xx the portal refusing (a limit, a race lost); 5xx and no answer are failures. */
export function outcomeOf(status: number): Outcome {
  if (status === 0 || status >= 500) return 'failed';
  return status >= 400 ? 'refused' : 'ok';
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface KindRow {
  kind: string;
  count: number;
  ok: number;
  refused: number;
  failed: number;
  p50: number;
  p99: number;
}

export function byKind(requests: RequestRecord[]): KindRow[] {
  const groups = new Map<string, RequestRecord[]>();
  for (const request of requests) {
    const group = groups.get(request.kind) ?? [];
    group.push(request);
    groups.set(request.kind, group);
  }
  return [...groups]
    .map(([kind, records]) => {
      const times = records.map((record) => record.ms).sort((a, b) => a - b);
      const count = (outcome: Outcome) => records.filter((record) => outcomeOf(record.status) === outcome).length;
      return {
        kind,
        count: records.length,
        ok: count('ok'),
        refused: count('refused'),
        failed: count('failed'),
        p50: percentile(times, 50),
        p99: percentile(times, 99),
      };
    })
    .sort((a, b) => b.count - a.count);
}

/** Failed requests that were in flight at some moment of each window; the rest under `elsewhere`. */
export function failuresByWindow(requests: RequestRecord[], windows: Window[]): Map<string, RequestRecord[]> {
  const result = new Map<string, RequestRecord[]>([
    ...windows.map((w) => [w.name, []] as [string, RequestRecord[]]),
    ['elsewhere', []],
  ]);
  for (const request of requests) {
    if (outcomeOf(request.status) !== 'failed') continue;
    const window = windows.find((w) => request.at <= w.to && request.at + request.ms >= w.from);
    result.get(window?.name ?? 'elsewhere')!.push(request);
  }
  return result;
}

export function describeFailures(records: RequestRecord[]): string {
  if (records.length === 0) return '0';
  const counts = new Map<string, number>();
  for (const record of records) {
    const key = `${record.kind} ${record.status === 0 ? 'no answer' : record.status}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return `${records.length} (${[...counts].map(([key, count]) => `${count}x ${key}`).join(', ')})`;
}

export function table(rows: KindRow[]): string {
  const lines = [
    '| kind | requests | ok | refused | failed | p50 ms | p99 ms |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    lines.push(`| ${row.kind} | ${row.count} | ${row.ok} | ${row.refused} | ${row.failed} | ${row.p50} | ${row.p99} |`);
  }
  return lines.join('\n');
}
