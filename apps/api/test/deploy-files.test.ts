import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES, loadConfig } from '#/config.ts';
import { metricsRegistry } from '#/metrics/registry.ts';
// Registers the pool and queue gauges, whose names the dashboard uses.
import '#/metrics/pool-metrics.ts';
import '#/metrics/queue-metrics.ts';

/**
 * deploy/ cannot drift from the code: its YAML parses, every environment variable it sets is one
 * config.ts reads (and parses as config), and every metric the dashboard charts exists. No
 * docker or helm on this machine: the files are checked as files.
 */
const DEPLOY = new URL('../../../deploy/', import.meta.url).pathname;
const read = (file: string) => readFile(path.join(DEPLOY, file), 'utf8');

/** Variables the official images read, not the app. */
const POSTGRES_IMAGE_VARIABLES = [
  'POSTGRES_USER',
  'POSTGRES_PASSWORD',
  'POSTGRES_DB',
  'POSTGRES_INITDB_ARGS',
];

type TComposeService = {
  stop_grace_period?: string;
  environment?: Record<string, string>;
  image?: string;
  command?: string[];
};

/** ${NAME:-default} and ${NAME:?message} as compose would fill them for a real start. */
function substitute(value: string): string {
  return value.replace(/\$\{(\w+)(?::-([^}]*)|:\?[^}]*)?\}/g, (_all, name: string, fallback) => {
    if (fallback !== undefined) return fallback;
    return name === 'APP_SECRET' ? 'a'.repeat(64) : 'secret';
  });
}

describe('deploy/compose.yaml', () => {
  it('runs PostgreSQL, an API without jobs and a worker, with Prometheus behind a profile', async () => {
    const compose = parse(await read('compose.yaml'), { merge: true }) as {
      services: Record<string, TComposeService & { profiles?: string[] }>;
    };
    const { postgres, api, worker, prometheus, grafana } = compose.services;
    expect(postgres?.image).toMatch(/^postgres:(15|16|17|18)/);
    expect(api?.environment?.RUN_WORKER).toBe('false');
    expect(worker?.command).toEqual(['node', 'apps/api/src/worker.ts']);
    expect(prometheus?.profiles).toEqual(['monitoring']);
    expect(grafana?.profiles).toEqual(['monitoring']);
    // Docker kills a container after stop_grace_period: the app's own grace must end first.
    for (const service of [api, worker]) {
      const grace = Number(service?.environment?.SHUTDOWN_GRACE_SECONDS);
      expect(Number.parseInt(String(service?.stop_grace_period), 10)).toBeGreaterThan(grace);
    }
  });

  it('sets only variables config.ts reads, and values it accepts', async () => {
    const compose = parse(await read('compose.yaml'), { merge: true }) as {
      services: Record<string, TComposeService>;
    };
    for (const [name, service] of Object.entries(compose.services)) {
      const environment = service.environment ?? {};
      const own = name === 'postgres' ? POSTGRES_IMAGE_VARIABLES : CONFIG_VARIABLES;
      for (const variable of Object.keys(environment))
        expect(own, `${name}: ${variable}`).toContain(variable);
      if (name === 'api' || name === 'worker') {
        const env = Object.fromEntries(
          Object.entries(environment).map(([key, value]) => [key, substitute(String(value))]),
        );
        const config = loadConfig(env);
        expect(config.metrics).toEqual({ port: 9464, host: '0.0.0.0' });
        expect(config.databaseUrl).toMatch(/@postgres:5432\/resonate$/);
      }
    }
  });
});

describe('deploy/Dockerfile', () => {
  it('builds in stages on Node 24, prunes dev dependencies and runs as a non-root user', async () => {
    const dockerfile = await read('Dockerfile');
    expect(dockerfile.match(/^FROM node:24\S*/gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/npm ci/);
    expect(dockerfile).toMatch(/npm run build && npm prune --omit=dev/);
    expect(dockerfile).toMatch(/^USER resonate$/m);
    // npm run backup inside the image: a pg_dump new enough for every supported server.
    expect(dockerfile).toMatch(/postgresql-client-18/);
    expect(dockerfile).toMatch(/^VOLUME \["\/data"\]$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n.*\/api\/health/m);
    const set = [...dockerfile.matchAll(/^\s+(?:ENV )?([A-Z_]+)=/gm)].map((m) => m[1]);
    expect(set.length).toBeGreaterThan(3);
    for (const variable of set) expect(CONFIG_VARIABLES).toContain(variable);
  });
});

describe('deploy/helm/resonate', () => {
  it('parses, and names only variables config.ts reads', async () => {
    const chart = parse(await read('helm/resonate/Chart.yaml')) as { apiVersion: string };
    expect(chart.apiVersion).toBe('v2');
    const values = parse(await read('helm/resonate/values.yaml')) as {
      env: Record<string, string>;
      secrets: { required: string[]; optional: string[] };
      api: { replicas: number };
      worker: { replicas: number };
      terminationGracePeriodSeconds: number;
    };
    expect(values.api.replicas).toBeGreaterThan(0);
    expect(values.terminationGracePeriodSeconds).toBeGreaterThan(
      Number(values.env.SHUTDOWN_GRACE_SECONDS),
    );
    expect(values.worker.replicas).toBeGreaterThan(0);
    const fromValues = [
      ...Object.keys(values.env),
      ...values.secrets.required,
      ...values.secrets.optional,
    ];
    expect(values.secrets.required).toEqual(['DATABASE_URL', 'APP_SECRET']);

    const folder = path.join(DEPLOY, 'helm/resonate/templates');
    let templates = '';
    for (const file of await readdir(folder))
      templates += await readFile(path.join(folder, file), 'utf8');
    const fromTemplates = [...templates.matchAll(/- name: ([A-Z][A-Z0-9_]+)\s*$/gm)].map(
      (m) => m[1]!,
    );
    expect(fromTemplates).toEqual(
      expect.arrayContaining(['RUN_WORKER', 'METRICS_PORT', 'DATA_DIR']),
    );
    for (const variable of [...fromValues, ...fromTemplates]) {
      expect(CONFIG_VARIABLES).toContain(variable);
    }
  });

  it('gives both Deployments probes, resources and a disruption budget, and secrets by reference', async () => {
    const folder = 'helm/resonate/templates';
    const api = await read(`${folder}/api-deployment.yaml`);
    const worker = await read(`${folder}/worker-deployment.yaml`);
    for (const deployment of [api, worker]) {
      expect(deployment).toMatch(/kind: Deployment/);
      expect(deployment).toMatch(/livenessProbe:/);
      expect(deployment).toMatch(/resources:/);
      expect(deployment).toMatch(/include "resonate.env"/);
    }
    expect(api).toMatch(/readinessProbe:\s*\n\s*httpGet: \{ path: \/api\/ready/);
    expect(await read(`${folder}/disruption-budgets.yaml`)).toMatch(/kind: PodDisruptionBudget/);
    expect(await read(`${folder}/_helpers.tpl`)).toMatch(/secretKeyRef:/);
    // The Service exposes the public port only; metrics stay on the pod network.
    expect(await read(`${folder}/service.yaml`)).not.toMatch(/\.Values\.metrics/);
  });
});

describe('deploy/grafana and deploy/prometheus', () => {
  it('charts only metrics the processes export', async () => {
    const dashboard = JSON.parse(await read('grafana/resonate.json')) as {
      panels: { targets: { expr: string }[] }[];
    };
    const exported = new Set<string>();
    for (const metric of await metricsRegistry.getMetricsAsJSON()) {
      exported.add(metric.name);
      if (String(metric.type) === 'histogram') {
        for (const suffix of ['_bucket', '_count', '_sum']) exported.add(metric.name + suffix);
      }
    }
    const used = new Set(
      dashboard.panels.flatMap((panel) =>
        panel.targets.flatMap((target) =>
          [...target.expr.matchAll(/\b((?:resonate|process|nodejs)_[a-z0-9_]+)/g)].map(
            (m) => m[1]!,
          ),
        ),
      ),
    );
    expect(used.size).toBeGreaterThan(10);
    for (const name of used) expect(exported, name).toContain(name);
  });

  it('provisions Grafana with the Prometheus data source and the dashboard', async () => {
    const sources = parse(await read('grafana/provisioning/datasources/prometheus.yml')) as {
      datasources: { type: string; url: string }[];
    };
    expect(sources.datasources).toEqual([
      expect.objectContaining({ type: 'prometheus', url: 'http://prometheus:9090' }),
    ]);
    const providers = parse(await read('grafana/provisioning/dashboards/resonate.yml')) as {
      providers: { options: { path: string } }[];
    };
    const compose = await read('compose.yaml');
    expect(compose).toContain(
      `./grafana/resonate.json:${providers.providers[0]!.options.path}/resonate.json:ro`,
    );
  });

  it('scrapes the API and worker services on METRICS_PORT', async () => {
    const prometheus = parse(await read('prometheus/prometheus.yml')) as {
      scrape_configs: { dns_sd_configs: { names: string[]; port: number }[] }[];
    };
    const targets = prometheus.scrape_configs.flatMap((job) => job.dns_sd_configs);
    expect(targets).toEqual([
      { names: ['api'], type: 'A', port: 9464 },
      { names: ['worker'], type: 'A', port: 9464 },
    ]);
  });
});
