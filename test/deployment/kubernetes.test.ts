import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigMap, Service } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { request } from 'undici';
import { parse, parseAllDocuments } from 'yaml';
import { loadConfig } from '../../config/environment';
import { SUBGRAPHS } from '../../gateway/federation/subgraphs';
import { TRACING_SHUTDOWN_CAP_MS } from '../../gateway/observability/tracing';
import { CONFIG_VARIABLES, subgraphUrlVariable } from '../../config/environment';
import { stackForFile } from '../helpers/stack';

const ROOT = join(__dirname, '..', '..');
const KUBERNETES = join(ROOT, 'deploy', 'kubernetes');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** A model class of kubernetes-models: its static apiVersion and kind, and `validate()` against the Kubernetes schema. */
interface ModelClass<T extends { validate(): void }> {
  apiVersion: string;
  kind: string;
  new (data?: never): T;
}

const MODELS = [ConfigMap, Service, Deployment, HorizontalPodAutoscaler, PodDisruptionBudget, NetworkPolicy] as const;

interface Manifest {
  file: string;
  apiVersion: string;
  kind: string;
  name: string;
  data: unknown;
}

const manifestFiles = readdirSync(KUBERNETES).filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml');
const manifests: Manifest[] = manifestFiles.flatMap((file) =>
  parseAllDocuments(readFileSync(join(KUBERNETES, file), 'utf8')).map((document) => {
    if (document.errors.length > 0) throw new Error(`${file}: ${document.errors.map((error) => error.message).join('; ')}`);
    const data = document.toJS() as { apiVersion: string; kind: string; metadata: { name: string } };
    return { file, apiVersion: data.apiVersion, kind: data.kind, name: data.metadata.name, data };
  }),
);

/** The manifest `name` of `Type`'s kind, as its validated model. */
function manifest<T extends { validate(): void }>(Type: ModelClass<T>, name: string): T {
  const found = manifests.find((entry) => entry.kind === Type.kind && entry.name === name);
  if (!found) throw new Error(`no ${Type.kind} ${name} in deploy/kubernetes`);
  const model = new Type(found.data as never);
  model.validate();
  return model;
}

const all = <T extends { validate(): void }>(Type: ModelClass<T>) =>
  manifests.filter((entry) => entry.kind === Type.kind).map((entry) => manifest(Type, entry.name));

const GATEWAY = 'commerce-facade-gateway';
const SECRET = 'commerce-facade';
const settings = () => manifest(ConfigMap, 'commerce-facade').data ?? {};

describe('deploy/kubernetes', () => {
  it('every document is a kind these tests know, valid against its Kubernetes schema', () => {
    expect(manifests.length).toBeGreaterThan(0);
    for (const entry of manifests) {
      const Type = MODELS.find((candidate) => candidate.kind === entry.kind && candidate.apiVersion === entry.apiVersion);
      expect([entry.file, entry.apiVersion, entry.kind, Boolean(Type)]).toEqual([entry.file, entry.apiVersion, entry.kind, true]);
      const model = new Type!(entry.data as never);
      expect(() => model.validate()).not.toThrow();
    }
    const names = manifests.map((entry) => `${entry.kind}/${entry.name}`);
    expect(new Set(names).size).toBe(names.length);
  });

  it('kustomization.yaml lists existing files, and names the optional subgraphs file', () => {
    const text = readFileSync(join(KUBERNETES, 'kustomization.yaml'), 'utf8');
    const kustomization = parse(text) as { resources: string[]; images: { name: string }[] };
    for (const resource of kustomization.resources) expect(manifestFiles).toContain(resource);
    expect(kustomization.resources).toEqual(expect.arrayContaining(['config.yaml', 'gateway.yaml']));
    expect(text).toContain('subgraphs.yaml');
    const images = new Set(all(Deployment).flatMap((deployment) => deployment.spec!.template.spec!.containers.map((container) => container.image!.split(':')[0])));
    expect([...images]).toEqual([kustomization.images[0]!.name]);
  });

  describe('every Deployment', () => {
    it('runs as a non-root user, on a read-only root filesystem, without capabilities', () => {
      for (const deployment of all(Deployment)) {
        const pod = deployment.spec!.template.spec!;
        expect([deployment.metadata!.name, pod.securityContext?.runAsNonRoot]).toEqual([deployment.metadata!.name, true]);
        expect(pod.securityContext?.runAsUser).not.toBe(0);
        for (const container of pod.containers) {
          expect(container.securityContext).toMatchObject({
            readOnlyRootFilesystem: true,
            allowPrivilegeEscalation: false,
            capabilities: { drop: ['ALL'] },
          });
        }
      }
    });

    it('probes /health for liveness and /ready for readiness on the port it serves, drains before SIGKILL, and sets requests and limits', () => {
      const shutdownTimeoutS = Number(settings().SHUTDOWN_TIMEOUT_MS) / 1000;
      // The drain outlasts an operation's deadline: a shorter one cuts writes already sent with no answer.
      const defaults = loadConfig({});
      const deadlineMs = Number(settings().COMMERCE_TIMEOUT_MS ?? defaults.timeoutMs) + Number(settings().SUBGRAPH_TIMEOUT_MARGIN_MS ?? defaults.subgraphTimeoutMarginMs);
      expect(shutdownTimeoutS * 1000).toBeGreaterThan(deadlineMs);
      for (const deployment of all(Deployment)) {
        const pod = deployment.spec!.template.spec!;
        const [container] = pod.containers;
        const name = deployment.metadata!.name;
        expect([name, container!.livenessProbe?.httpGet?.path, container!.readinessProbe?.httpGet?.path]).toEqual([name, '/health', '/ready']);
        const port = container!.ports!.find((candidate) => candidate.name === container!.livenessProbe!.httpGet!.port)!.containerPort;
        const env = Object.fromEntries((container!.env ?? []).map((variable) => [variable.name, variable.value]));
        expect([name, port]).toEqual([name, Number(env.PORT ?? env.SUBGRAPH_PORT)]);
        expect(container!.readinessProbe!.httpGet!.port).toBe(container!.livenessProbe!.httpGet!.port);
        expect(env.NODE_ENV).toBe('production');

        const preStop = container!.lifecycle?.preStop?.exec?.command ?? [];
        expect(preStop[0]).toBe('sleep');
        const preStopS = Number(preStop[1]);
        expect(preStopS).toBeGreaterThanOrEqual(3);
        expect(pod.terminationGracePeriodSeconds!).toBeGreaterThan(preStopS + shutdownTimeoutS + TRACING_SHUTDOWN_CAP_MS / 1000);

        const resources = container!.resources!;
        for (const resource of ['cpu', 'memory']) {
          expect([name, resource, Boolean(resources.requests?.[resource]), Boolean(resources.limits?.[resource])]).toEqual([name, resource, true, true]);
        }
        expect(container!.envFrom?.[0]?.configMapRef?.name).toBe('commerce-facade');
      }
    });

    it('sets only variables the configuration reads, the service key and Redis from the Secret', () => {
      expect(Object.keys(settings()).filter((variable) => !CONFIG_VARIABLES.includes(variable))).toEqual([]);
      expect(settings().COMMERCE_BASE_URL).toMatch(/^https?:\/\//);
      for (const deployment of all(Deployment)) {
        const env = deployment.spec!.template.spec!.containers[0]!.env ?? [];
        expect(env.map((variable) => variable.name).filter((variable) => !CONFIG_VARIABLES.includes(variable))).toEqual([]);
        for (const secret of ['COMMERCE_API_KEY', 'REDIS_URL']) {
          const variable = env.find((candidate) => candidate.name === secret);
          expect(variable?.valueFrom?.secretKeyRef).toEqual({ name: SECRET, key: secret });
        }
      }
    });
  });

  describe('the gateway', () => {
    const deployment = () => manifest(Deployment, GATEWAY);
    const podLabels = () => deployment().spec!.template.metadata!.labels!;
    const matches = (selector: Record<string, string> | undefined) =>
      Object.entries(selector ?? {}).every(([key, value]) => podLabels()[key] === value) && Object.keys(selector ?? {}).length > 0;

    it('starts the image CMD (node on the compiled gateway) with WORKERS equal to its CPU limit', () => {
      const container = deployment().spec!.template.spec!.containers[0]!;
      expect(container.command).toBeUndefined();
      expect(container.args).toBeUndefined();
      const workers = container.env!.find((variable) => variable.name === 'WORKERS')!;
      expect(workers.valueFrom?.resourceFieldRef).toEqual({ containerName: container.name, resource: 'limits.cpu', divisor: '1' });
      expect(Number(container.resources!.limits!.cpu)).toBeGreaterThanOrEqual(1);
      const routes = container.envFrom!.find((source) => source.configMapRef?.name === 'commerce-facade-subgraph-routes');
      expect(routes?.configMapRef?.optional).toBe(true);
    });

    it('is selected by its Service, HorizontalPodAutoscaler, PodDisruptionBudget and NetworkPolicy', () => {
      expect(matches(deployment().spec!.selector.matchLabels)).toBe(true);
      const service = manifest(Service, GATEWAY);
      expect(matches(service.spec!.selector)).toBe(true);
      expect(service.spec!.ports!.map((port) => port.targetPort)).toEqual(['http']);

      const autoscaler = manifest(HorizontalPodAutoscaler, GATEWAY);
      expect(autoscaler.spec!.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: GATEWAY });
      expect(autoscaler.spec!.minReplicas).toBeGreaterThanOrEqual(2);
      expect(autoscaler.spec!.maxReplicas).toBeGreaterThan(autoscaler.spec!.minReplicas!);

      const budget = manifest(PodDisruptionBudget, GATEWAY);
      expect(matches(budget.spec!.selector!.matchLabels)).toBe(true);
      // A voluntary eviction always leaves a replica serving.
      expect(Number(budget.spec!.maxUnavailable)).toBeLessThan(autoscaler.spec!.minReplicas!);

      const policy = manifest(NetworkPolicy, GATEWAY);
      expect(matches(policy.spec!.podSelector.matchLabels)).toBe(true);
      expect(policy.spec!.policyTypes).toEqual(['Ingress', 'Egress']);
      expect(policy.spec!.ingress!.flatMap((rule) => rule.ports!.map((port) => port.port))).toEqual(['http']);
      const egressPorts = policy.spec!.egress!.flatMap((rule) => rule.ports!.map((port) => `${port.port}/${port.protocol}`));
      expect(egressPorts).toEqual(expect.arrayContaining(['53/UDP', '53/TCP', '6379/TCP', '443/TCP']));
    });
  });

  describe('subgraphs.yaml', () => {
    it('serves every area with the compiled subgraph entrypoint, on the port its Service and the gateway route use', () => {
      const routes = manifest(ConfigMap, 'commerce-facade-subgraph-routes').data!;
      expect(Object.keys(routes).sort()).toEqual(SUBGRAPHS.map(({ area }) => subgraphUrlVariable(area)).sort());
      for (const { area } of SUBGRAPHS) {
        const target = new URL(routes[subgraphUrlVariable(area)]!);
        const service = manifest(Service, target.hostname);
        const deployment = manifest(Deployment, target.hostname);
        const container = deployment.spec!.template.spec!.containers[0]!;
        expect(container.command).toEqual(['node', 'dist/gateway/subgraph-main.js', area]);
        const env = Object.fromEntries(container.env!.map((variable) => [variable.name, variable.value]));
        expect([area, env.SUBGRAPH_HOST, env.SUBGRAPH_PORT]).toEqual([area, '0.0.0.0', target.port]);
        expect(service.spec!.ports!.map((port) => port.port)).toEqual([Number(target.port)]);
        expect(service.spec!.selector).toEqual(deployment.spec!.template.metadata!.labels);
        expect(manifest(PodDisruptionBudget, target.hostname).spec!.selector!.matchLabels).toEqual(deployment.spec!.selector.matchLabels);
      }
    });
  });
});

/** PromQL words that are not metric names. */
const PROMQL_WORDS = new Set(['and', 'or', 'unless', 'bool', 'offset', 'by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'inf', 'nan']);

/**
 * The metric names a PromQL expression selects: what is left once strings, label matchers, ranges
 * and label lists are removed, and identifiers followed by `(` (functions, aggregations) are skipped.
 */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  return [...bare.matchAll(/(?<![\w.$])([a-zA-Z_:][\w:]*)\b(?!\s*\()/g)]
    .map((match) => match[1]!)
    .filter((name) => !PROMQL_WORDS.has(name.toLowerCase()));
}

/** Metrics the rules query that no gateway exports: Prometheus' own per target, and kube-state-metrics'. */
const EXTERNAL_METRICS: Record<string, string> = {
  up: 'Prometheus, for every scrape target',
  kube_pod_status_ready: 'kube-state-metrics',
};

interface Dashboard {
  panels: { targets?: { expr: string }[]; panels?: Dashboard['panels'] }[];
  templating: { list: { type: string; query: unknown }[] };
}

describe('alert rules and dashboard', () => {
  const stack = stackForFile();

  const alerts = (parse(read('deploy/prometheus/alerts.yaml')) as { groups: { rules: { alert: string; expr: string }[] }[] }).groups.flatMap(
    (group) => group.rules,
  );
  const dashboard = JSON.parse(read('deploy/grafana/dashboard.json')) as Dashboard;
  const panels = (list: Dashboard['panels']): Dashboard['panels'] => list.flatMap((panel) => [panel, ...panels(panel.panels ?? [])]);
  const panelExprs = panels(dashboard.panels).flatMap((panel) => (panel.targets ?? []).map((target) => target.expr));
  const variableMetrics = dashboard.templating.list
    .filter((variable) => variable.type === 'query')
    .map((variable) => {
      const query = typeof variable.query === 'string' ? variable.query : (variable.query as { query: string }).query;
      return /^label_values\((\w+),/.exec(query)?.[1] ?? `unparsed variable query ${query}`;
    });

  it('the extraction finds the metric, not functions, labels or keywords', () => {
    expect(
      metricNames('histogram_quantile(0.99, sum by (le) (rate(a_seconds_bucket{job="x", code=~"5..|none"}[5m]))) / ignoring(x) b_total > bool 2'),
    ).toEqual(['a_seconds_bucket', 'b_total']);
  });

  it('query only metrics a running gateway serves at /metrics (or named external sources)', async () => {
    const answer = await stack.query('{ walletAccounts(pageSize: 1) { total } }');
    expect(answer.errors).toBeUndefined();
    const metrics = await request(stack.gateway.url.replace(/\/graphql$/, '/metrics'));
    expect(metrics.statusCode).toBe(200);
    const exposition = await metrics.body.text();
    const served = new Set(
      [...exposition.matchAll(/^# TYPE (\S+) (\S+)$/gm)].flatMap(([, name, type]) =>
        type === 'histogram' ? [name!, `${name}_bucket`, `${name}_sum`, `${name}_count`] : [name!],
      ),
    );
    expect(served).toContain('graphql_request_duration_seconds_bucket');

    const exprs = [...alerts.map((rule) => rule.expr), ...panelExprs];
    expect(alerts.length).toBeGreaterThan(0);
    expect(panelExprs.length).toBeGreaterThan(0);
    for (const expr of exprs) expect([expr, metricNames(expr).length > 0]).toEqual([expr, true]);
    const unknown = [...exprs.flatMap(metricNames), ...variableMetrics].filter((name) => !served.has(name) && !(name in EXTERNAL_METRICS));
    expect(unknown).toEqual([]);
    // The dashboard shows only what the gateway exports.
    expect([...panelExprs.flatMap(metricNames), ...variableMetrics].filter((name) => !served.has(name))).toEqual([]);
  });

  it('alert on errors, latency, the service, refusals and readiness', () => {
    const queried = (alert: string) => metricNames(alerts.find((rule) => rule.alert === alert)!.expr);
    expect(queried('FacadeHighErrorRatio')).toContain('graphql_requests_total');
    expect(queried('FacadeHighLatencyP99')).toEqual(['graphql_request_duration_seconds_bucket']);
    expect(queried('FacadeUpstreamFailures')).toContain('commerce_service_calls_total');
    expect(queried('FacadeRefusals')).toEqual(['graphql_errors_total']);
    expect(queried('FacadeHttpRefusals')).toEqual(['http_requests_total']);
    expect(queried('FacadeGatewayNotReady')).toEqual(['kube_pod_status_ready']);
  });
});

describe('compose.yaml', () => {
  interface ComposeService {
    command?: string[];
    environment?: Record<string, string>;
    stop_grace_period?: string;
    volumes?: string[];
    deploy?: { resources?: { limits?: { cpus?: string; memory?: string } } };
  }
  const services = (parse(read('compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> }).services;
  const seconds = (duration: string) => Number(/^(\d+)s$/.exec(duration)?.[1]);

  it('runs as many gateway workers as CPUs it limits the gateway to, with a memory limit', () => {
    const gateway = services.gateway!;
    expect(gateway.environment!.WORKERS).toBe(gateway.deploy!.resources!.limits!.cpus);
    expect(gateway.deploy!.resources!.limits!.memory).toMatch(/^\d+M$/);
  });

  it('lets every facade service drain before SIGKILL', () => {
    for (const [name, service] of Object.entries(services).filter(([, candidate]) => candidate.environment?.SHUTDOWN_TIMEOUT_MS)) {
      const drainS = Number(service.environment!.SHUTDOWN_TIMEOUT_MS) / 1000 + TRACING_SHUTDOWN_CAP_MS / 1000;
      const defaults = loadConfig({});
      const deadlineMs = Number(service.environment!.COMMERCE_TIMEOUT_MS ?? defaults.timeoutMs) + Number(service.environment!.SUBGRAPH_TIMEOUT_MARGIN_MS ?? defaults.subgraphTimeoutMarginMs);
      expect([name, Number(service.environment!.SHUTDOWN_TIMEOUT_MS) > deadlineMs]).toEqual([name, true]);
      expect([name, seconds(service.stop_grace_period ?? '10s') > drainS]).toEqual([name, true]);
      expect([name, Boolean(service.deploy?.resources?.limits?.cpus && service.deploy.resources.limits.memory)]).toEqual([name, true]);
    }
  });

  it('runs Redis with a memory cap and no eviction, its records kept across restarts in an append-only file on a volume', () => {
    const command = services.redis!.command!.join(' ');
    expect(command).toMatch(/--maxmemory \d+mb/);
    expect(command).toContain('--maxmemory-policy noeviction');
    expect(command).toContain('--appendonly yes');
    expect(services.redis!.volumes).toEqual(['redis-data:/data']);
  });
});
