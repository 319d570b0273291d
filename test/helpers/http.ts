import { request } from 'undici';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The body as JSON, or undefined when it is not JSON. */
  json: { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] } | undefined;
}

/** One HTTP request, answered whole: status, headers, text and (when it parses) JSON. */
export async function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawResponse> {
  const response = await request(url, {
    method: (options.method ?? (options.body === undefined ? 'GET' : 'POST')) as 'GET',
    headers: options.headers,
    body: options.body,
  });
  const text = await response.body.text();
  let json: RawResponse['json'];
  try {
    json = JSON.parse(text) as RawResponse['json'];
  } catch {
    json = undefined;
  }
  return { status: response.statusCode, headers: response.headers, text, json };
}

/** Posts a GraphQL request as JSON, accepting `accept` (application/json by default). */
export function postGraphQL(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  return send(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

/** A server's `/metrics` (Prometheus text) as `name{labels}` → value. */
export async function metricSamples(base: string): Promise<Map<string, number>> {
  const response = await send(`${base}/metrics`);
  if (response.status !== 200) throw new Error(`/metrics answered ${response.status}`);
  const samples = new Map<string, number>();
  for (const line of response.text.split('\n')) {
    const match = /^(\w+(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (match) samples.set(match[1]!, Number(match[2]));
  }
  return samples;
}

const ROOT = process.cwd();

/**
 * What no response may carry: an HTML page, a stack trace, a server path. Returns the problems found,
 * so that a failing assertion says which.
 */
export function leaksIn(text: string): string[] {
  const problems: string[] = [];
  if (/<(!doctype|html|body|pre)\b/i.test(text)) problems.push('HTML');
  if (/\bat [\w.<>]+ \(|\n\s+at |"stacktrace"/.test(text)) problems.push('stack trace');
  if (text.includes(ROOT) || /\/(home|root|usr|work|tmp)\/[\w.-]+\//.test(text)) problems.push('server path');
  return problems;
}
