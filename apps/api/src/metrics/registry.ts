import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The process's one metrics registry: what `GET /metrics` on METRICS_PORT answers. One per
 * process (Prometheus scrapes processes, and sums or maxes across them); every app built in the
 * process records into it. Names follow Prometheus's conventions: `resonate_` prefix, base
 * units (seconds), `_total` for counters. deploy/grafana/resonate.json charts them.
 */
export const metricsRegistry = new Registry();

// Process CPU, resident memory, heap, event-loop lag and GC (prom-client's standard names).
collectDefaultMetrics({ register: metricsRegistry });

const registers = [metricsRegistry];

/**
 * Latency by route *pattern* (`/api/Audience/GetContacts`, `/api/x/:id`), never the raw URL, so
 * the label set stays bounded whatever callers send; unmatched URLs share one label.
 */
export const httpRequestDuration = new Histogram({
  name: 'resonate_http_request_duration_seconds',
  help: 'HTTP request latency by method, route pattern and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const httpErrors = new Counter({
  name: 'resonate_http_errors_total',
  help: 'HTTP answers with a 4xx or 5xx status, by route pattern and status class',
  labelNames: ['method', 'route', 'status_class'] as const,
  registers,
});

export const jobDuration = new Histogram({
  name: 'resonate_job_duration_seconds',
  help: 'Background job run time by queue and outcome (completed or failed)',
  labelNames: ['queue', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 1800],
  registers,
});

export const messagesSent = new Counter({
  name: 'resonate_messages_sent_total',
  help: 'Messages handed to their provider and accepted, by channel',
  labelNames: ['channel'] as const,
  registers,
});

export const messageFailures = new Counter({
  name: 'resonate_message_failures_total',
  help: 'Message handoffs the provider refused or that broke, by channel and kind',
  labelNames: ['channel', 'kind'] as const,
  registers,
});

export const importRows = new Counter({
  name: 'resonate_import_rows_total',
  help: 'CSV rows read by contact imports that committed',
  registers,
});

export const importsFinished = new Counter({
  name: 'resonate_imports_total',
  help: 'Contact import runs by outcome',
  labelNames: ['outcome'] as const,
  registers,
});

export const eventsIngested = new Counter({
  name: 'resonate_events_ingested_total',
  help: 'Events received for ingestion, by outcome (accepted, duplicate, rejected)',
  labelNames: ['outcome'] as const,
  registers,
});
