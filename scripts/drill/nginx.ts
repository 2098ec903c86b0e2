/**
 * nginx in front of the portals with the repository's own files: deploy/nginx/upstream.conf and
 * proxy.conf, copied into the drill's folder (the rolling restart edits its upstream file), inside
 * a minimal nginx.conf whose one server listens on plain HTTP where production's ends TLS.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const DEPLOY_NGINX = path.resolve(import.meta.dirname, '../../deploy/nginx');

/** nginx's path, or undefined when it is not installed. */
export function findNginx(): string | undefined {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx']) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface Nginx {
  url: string;
  upstreamFile: string;
  /** The command that reloads this nginx's configuration (rolling-restart.sh's NGINX_RELOAD). */
  reloadCommand: string;
  /** The master process's, from its pid file; undefined once it has stopped. */
  pid(): number | undefined;
  stop(): Promise<void>;
}

export async function startNginx(binary: string, workDir: string, port: number): Promise<Nginx> {
  const dir = path.join(workDir, 'nginx');
  mkdirSync(path.join(dir, 'temp'), { recursive: true });
  const upstreamFile = path.join(dir, 'upstream.conf');
  copyFileSync(path.join(DEPLOY_NGINX, 'upstream.conf'), upstreamFile);
  copyFileSync(path.join(DEPLOY_NGINX, 'proxy.conf'), path.join(dir, 'proxy.conf'));
  const conf = path.join(dir, 'nginx.conf');
  const pidFile = path.join(dir, 'nginx.pid');
  // As root, nginx's workers would become `nobody`, who cannot write in the drill's folder.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  writeFileSync(
    conf,
    `${user}
daemon off;
worker_processes auto;
pid ${pidFile};
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  include ${upstreamFile};
  server {
    listen 127.0.0.1:${port};
    include ${dir}/proxy.conf;
  }
}
`,
  );
  execFileSync(binary, ['-t', '-q', '-c', conf, '-p', dir], { stdio: 'inherit' });
  const child: ChildProcess = spawn(binary, ['-c', conf, '-p', dir], { stdio: 'inherit' });
  // Should the drill itself fail, nginx goes with it (SIGTERM: the master takes its workers along).
  const stopOnExit = () => child.kill('SIGTERM');
  process.once('exit', stopOnExit);
  const exited = new Promise((resolve) => child.once('exit', resolve)).then(() => process.off('exit', stopOnExit));
  const url = `http://127.0.0.1:${port}`;
  // Listening is enough: a request would reach the processes, not started yet, and nginx would
  // count each as failed for the next 2 s.
  for (let attempt = 0; attempt < 100 && !(await accepts(port)); attempt += 1) await sleep(100);
  return {
    url,
    upstreamFile,
    reloadCommand: `${binary} -c ${conf} -p ${dir} -s reload`,
    pid: () => (existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8')) : undefined),
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
