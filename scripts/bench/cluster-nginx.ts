// nginx for `npm run bench:cluster` (cluster-topology.ts): Debian's package, run from a generated
// config in a temporary directory (`nginx -p <dir> -c <conf> -g 'daemon off;'`, pid, logs and
// temp paths there), balancing the sites for guests and the platforms for the sites.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';

export const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';

const say = (message: string) => process.stdout.write(`[cluster] ${message}\n`);

/** Debian's nginx, installed with apt-get when it is missing (as .ci/run does). */
export function ensureNginx(): void {
  if (existsSync(NGINX)) return;
  say('nginx is missing: apt-get install nginx');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

export function nginxConfig(
  dir: string,
  p: { balancer: number; sites: number[]; platformBalancer: number; platforms: number[] },
): string {
  const upstream = (name: string, list: number[]) =>
    `upstream ${name} {\n${list.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`).join('\n')}\n    keepalive 64;\n  }`;
  const proxied = [
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_read_timeout 60s;',
  ];
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  log_format upstream '$request_method $uri $status $upstream_addr';
  ${upstream('sites', p.sites)}
  ${upstream('platforms', p.platforms)}
  # Guests: the sites stream their pages, so nothing is buffered. A refused or reset connection
  # (a site that has closed its listener after its drain) is passed to the other site for
  # requests that may be repeated (GET, HEAD); a POST is passed on only if it never reached one.
  server {
    listen 127.0.0.1:${p.balancer};
    access_log ${dir}/sites.log upstream;
    client_max_body_size 1m;
    location / {
      proxy_pass http://sites;
      ${proxied.join('\n      ')}
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_buffering off;
      proxy_next_upstream error timeout http_502 http_503 http_504;
    }
  }
  # The sites' API_URL. X-Forwarded-For passes unchanged: the site wrote the guest's address,
  # which the platform's throttles count.
  server {
    listen 127.0.0.1:${p.platformBalancer};
    access_log ${dir}/platforms.log upstream;
    client_max_body_size 1m;
    location / {
      proxy_pass http://platforms;
      ${proxied.join('\n      ')}
      proxy_next_upstream error timeout;
    }
  }
}
`;
}
export async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(socket.end() && true));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing listens on ${port} after ${timeoutMs} ms`);
}

export function startNginx(dir: string, conf: string): ChildProcess {
  const nginx = spawn(
    NGINX,
    ['-p', dir, '-c', conf, '-e', `${dir}/error.log`, '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return nginx;
}

/** Child pids of a process (nginx's workers). */
export function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** Graceful stop (SIGQUIT), killed after 5 s. */
export function stopNginx(nginx: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (nginx.exitCode !== null || nginx.signalCode !== null) return resolve();
    const timer = setTimeout(() => nginx.kill('SIGKILL'), 5000);
    nginx.once('exit', () => resolve(clearTimeout(timer)));
    nginx.kill('SIGQUIT');
  });
}
