import { describe, expect, it } from 'vitest';
import { failuresByWindow, outcomeOf } from './report.js';

const request = (at: number, ms: number, status: number) => ({ kind: 'page', at, ms, status });

describe('the drill’s report', () => {
  it('counts no answer and 5xx as failures, 4xx as refusals', () => {
    expect([0, 200, 303, 404, 429, 500, 502].map(outcomeOf)).toEqual([
      'failed',
      'ok',
      'ok',
      'refused',
      'refused',
      'failed',
      'failed',
    ]);
  });

  it('blames a failure on the disruption it was in flight during, else on none', () => {
    const windows = [
      { name: 'kill', from: 1000, to: 2000 },
      { name: 'rolling', from: 5000, to: 6000 },
    ];
    const requests = [
      request(900, 200, 502), // sent before the kill, answered during it
      request(2500, 10, 500), // between the two
      request(5500, 10, 0),
      request(5500, 10, 200), // answered: no failure
    ];
    const failures = failuresByWindow(requests, windows);
    expect(failures.get('kill')).toEqual([requests[0]]);
    expect(failures.get('rolling')).toEqual([requests[2]]);
    expect(failures.get('elsewhere')).toEqual([requests[1]]);
  });
});
