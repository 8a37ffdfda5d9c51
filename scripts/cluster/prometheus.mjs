// The Prometheus side of `npm run cluster` (docs/OPERATIONS.md#metrics): the scrape configuration it always
// writes into its temporary folder, and, with `--monitoring`, Prometheus itself (Debian's `prometheus`
// package) scraping every instance with the alert rules of ops/prometheus/alerts.yml, for a look on one
// machine. Its port is PROMETHEUS_PORT (default 9190): Debian's own prometheus service may hold 9090.
import path from 'node:path';

export const DEFAULT_PROMETHEUS_PORT = 9190;

/**
 * Every instance is scraped on its own port at /metrics with the operator token (the cluster's instances
 * have no back-office port of their own): OPERATOR_TOKEN when set, else the token file the first instance
 * keeps in DATA_DIR. The `job` label the ug99_job_* metrics carry is kept (honor_labels); `up{job="ug99"}`
 * still names the scrape.
 * @param {{ instancePorts: number[], rulesFile: string, operatorToken?: string, tokenFile: string }} o
 * @returns {string} prometheus.yml
 */
export function prometheusConfig({ instancePorts, rulesFile, operatorToken, tokenFile }) {
  const credentials = operatorToken
    ? `credentials: ${JSON.stringify(operatorToken)}`
    : `credentials_file: ${JSON.stringify(tokenFile)}`;
  const targets = instancePorts.map((port) => JSON.stringify(`127.0.0.1:${port}`)).join(', ');
  return `# Written by scripts/cluster.mjs; removed when the cluster stops.
global:
  scrape_interval: 15s
  evaluation_interval: 15s
rule_files:
  - ${JSON.stringify(rulesFile)}
scrape_configs:
  - job_name: ug99
    metrics_path: /metrics
    # ug99_job_*{job} name the background job: the scraped label is kept, not replaced by "ug99".
    honor_labels: true
    authorization:
      type: Bearer
      ${credentials}
    static_configs:
      - targets: [${targets}]
`;
}

/** The command line of Prometheus for the cluster's folder. */
export function prometheusArgs({ dir, host, port }) {
  return [
    `--config.file=${path.join(dir, 'prometheus.yml')}`,
    `--storage.tsdb.path=${path.join(dir, 'prometheus-data')}`,
    `--web.listen-address=${host}:${port}`,
  ];
}
