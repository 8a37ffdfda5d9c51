// The nginx configuration `npm run cluster` writes into its temporary folder (docs/DEPLOY.md#nginx has
// the same blocks for a real deployment). nginx runs unprivileged with `-p <dir>`: every file it
// writes (pid, logs, request-body and proxy buffers) is inside that folder, never under /var.

/** Paths under the cluster's temporary folder, absolute so nginx's compiled-in defaults never apply. */
function tempPaths(dir) {
  return ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${dir}/${kind}-temp;`)
    .join('\n');
}

/** What every proxied request carries to an instance, which runs with TRUST_PROXY=true. */
const PROXIED = [
  'proxy_pass http://ug99_instances;',
  // HTTP/1.1 without "Connection: close", so the upstream keepalive pool is used.
  'proxy_http_version 1.1;',
  'proxy_set_header Connection "";',
  'proxy_set_header Host $http_host;',
  // X-Forwarded-For is replaced, never appended: the instances trust its left-most address, so a client
  // must not be able to put its own there (docs/DEPLOY.md#nginx).
  'proxy_set_header X-Forwarded-For $remote_addr;',
  'proxy_set_header X-Forwarded-Proto $scheme;',
  'proxy_set_header X-Forwarded-Host $http_host;',
  // An instance that stopped listening (or answers 503 while it closes) between two readiness polls:
  // a request nginx may repeat (GET, HEAD…) goes to the next instance; a POST is never sent twice.
  'proxy_next_upstream error timeout http_503;',
]
  .map((line) => `      ${line}`)
  .join('\n');

/**
 * `notReady`: the instances whose /api/ready does not answer 200 (a stopping instance, one whose database
 * or migrations are not there yet). They are written `down`: nginx sends them nothing new, and
 * scripts/cluster.mjs reloads nginx whenever that set changes (docs/OPERATIONS.md#readiness). When every
 * instance is not ready they all stay in, so nginx still answers with what the instances say.
 * @param {{ dir: string, listenHost: string, listenPort: number, instancePorts: number[], notReady?: number[] }} o
 * @returns {string} nginx.conf
 */
export function nginxConfig({ dir, listenHost, listenPort, instancePorts, notReady = [] }) {
  const allDown = instancePorts.every((port) => notReady.includes(port));
  const servers = instancePorts.map(
    (port) =>
      `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s${!allDown && notReady.includes(port) ? ' down' : ''};`,
  );
  return `# Written by scripts/cluster.mjs; removed when the cluster stops.
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;

events {
  worker_connections 8192;
}

http {
${tempPaths(dir)}
  access_log ${dir}/access.log combined buffer=64k flush=2s;
  client_max_body_size 2m;
  server_tokens off;

  # Round robin (nginx's default) over the instances; idle connections to them are kept and reused.
  upstream ug99_instances {
${servers.join('\n')}
    keepalive 64;
  }

  server {
    listen ${listenHost}:${listenPort};

    # Live feeds (yeekee /api/lotto/yeekee/stream, member events /api/member/events and any later
    # /api/.../stream): every event goes to the member as the instance writes it, and a quiet feed is
    # not cut after nginx's default 60 s.
    location ~ ^/api/(.+/stream|member/events)$ {
${PROXIED}
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
    }

    location / {
${PROXIED}
    }
  }
}
`;
}
