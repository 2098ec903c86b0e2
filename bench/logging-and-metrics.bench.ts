/**
 * What logging and metrics cost a cached read, with the portal run as it is deployed: the built
 * server (`npm run build` first) in processes of its own on the embedded database, its logs going
 * to stdout (here /dev/null), against a bare Fastify route in its own process answering 2 kB of
 * JSON. The tutorial list (cached, brotli) from a portal at the default level (`info`, one line a
 * request), one with `LOG_LEVEL=silent`, and one at `info` with metrics on (`METRICS_TOKEN`),
 * each started afresh for every round: one process of the same build can run 10 % faster or
 * slower than the next. `npm run bench:logging`.
 */
import { startBuiltPortal } from './built-portal.js';
import { compare, type FreshTarget, startBareRoute } from './measure.js';

/** A portal of its own on a fresh embedded database, loaded on its tutorial list. */
function portal(name: string, port: number, env: Record<string, string>): FreshTarget {
  return {
    name,
    async start() {
      const { base, pid, stop } = await startBuiltPortal(port, env);
      const headers = { 'accept-encoding': 'gzip, deflate, br' };
      return { name, url: `${base}/api/v1/tutorials?lang=en-US`, headers, pid, stop };
    },
  };
}

const bare = await startBareRoute();
try {
  const targets = [
    portal('tutorial list, LOG_LEVEL=info (the default)', 3292, {}),
    portal('tutorial list, LOG_LEVEL=silent', 3293, { LOG_LEVEL: 'silent' }),
    portal('tutorial list, info, metrics on', 3294, { METRICS_TOKEN: 'bench-metrics-token-0123456789' }),
  ];
  const medians = await compare(
    'Logging and metrics',
    { name: 'bare Fastify route, 2 kB JSON, own process (baseline)', url: bare.url, pid: bare.pid },
    targets,
  );
  const [info, silent, metrics] = targets.map((target) => medians.get(target.name)!);
  const percent = (part: number) => `${(part * 100).toFixed(1)} %`;
  console.log(
    `Logging at the default level costs ${percent(1 - info!.rate / silent!.rate)} of the throughput and ` +
      `${percent(info!.cpuPerRequest! / silent!.cpuPerRequest! - 1)} more of the server's CPU a request (goal: ≤ 10 %).`,
  );
  console.log(
    `Metrics cost ${percent(1 - metrics!.rate / info!.rate)} of the throughput and ` +
      `${percent(metrics!.cpuPerRequest! / info!.cpuPerRequest! - 1)} more CPU a request.`,
  );
} finally {
  await bare.close();
}
