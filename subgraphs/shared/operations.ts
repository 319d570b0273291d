import { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { ServiceConfig } from './service-config';
import type { Settle } from './settle';
import { objectAnswer } from './tolerant';
import { toServiceBody } from './validation';

/**
 * How an operation's URL ends after `/CALL/<Class>/<method>`:
 * - `project`: `/{PROJECT_ID}`; `loyaltyProject`: `/{LOYALTY_PROJECT_ID}`;
 * - `none`: nothing; `slash`: a bare trailing `/`;
 * - `key`: a caller-supplied segment (a batch id, a product-history key), URL-encoded.
 */
type PathTail = 'project' | 'loyaltyProject' | 'none' | 'slash' | 'key';

export interface OperationSpec {
  /** `Class/method`, exactly as the service spells it. */
  readonly name: string;
  readonly httpMethod: 'GET' | 'POST';
  readonly base: 'base' | 'legacy';
  /** Talking products put `{STAGE_PROJECT_ID}` before `/CALL`. */
  readonly stagePrefix: boolean;
  readonly tail: PathTail;
  /** Reads may be retried once on a connection failure; writes never are. */
  readonly idempotent: boolean;
  /** Not in the document beyond its title: the payload is inferred. */
  readonly inferred: boolean;
}


/** The root type of the GraphQL field a row backs. */
type RootType = 'Query' | 'Mutation';

/** A URL form as the document writes it: `POST {base_url}/CALL/WalletAPI/load/{PROJECT_ID}`. */
type UrlForm = `${'GET' | 'POST'} {${'base_url' | 'legacy_base_url'}}${string}`;

/** What a row checks of its field's arguments. */
export type ArgumentRules = z.ZodType | ((config: ServiceConfig) => z.ZodType);

/** A row's argument rules under a configuration. */
export const rulesOf = (rules: ArgumentRules, config: ServiceConfig): z.ZodType => (typeof rules === 'function' ? rules(config) : rules);

/** What a row says beyond its URL form; its name is the GraphQL field's, given by `defineOperations`. */
export interface OperationDraft<Args, Answer, Result> {
  /** The root type of the field the row backs. */
  root: RootType;
  url: UrlForm;
  /** Reads may be retried and merged while in flight; writes are sent exactly once. */
  access: 'read' | 'write';
  /** The document names the operation only by title (4.7): URL and payloads are the facade's inference. */
  inferred: boolean;
  /**
   * The rules on the field's arguments that the SDL's types and scalars cannot say (list sizes,
   * fields that go together), checked before any call; `sdlOnly` when the SDL says it all. A
   * function of the configuration where the rules depend on it (the merchant's channels).
   */
  request: ArgumentRules;
  /** The answer as read (tolerant: see tolerant.ts); a mismatch is UPSTREAM_BAD_RESPONSE. */
  response: z.ZodType<Answer>;
  /** Request transform: the body when it is not the arguments as they are (a mutation's `input`). */
  body?: (args: Args, config: ServiceConfig) => unknown;
  /** The caller-supplied path segment of a URL form that ends in one (`{BATCH_ID}`). */
  key?: (args: Args, config: ServiceConfig) => string;
  /** Response transform: the field's value when it is not the answer as read. */
  result?: (answer: Answer, args: Args) => Result;
  /** The Relay connection root field (same root type) that pages through this operation too. */
  connection?: string;
  /**
   * A write's: how a resend after UPSTREAM_OUTCOME_UNKNOWN learns from the service whether the first
   * attempt was applied (settle.ts), or why no read in the document can tell. Every write has one.
   */
  settle?: Settle<Args, Answer>;
}

/** One service operation: its URL form, how it is sent, and the GraphQL field it backs. */
export interface OperationRow<Args, Answer, Result> extends OperationSpec {
  /** `Mutation.loadWallet`: the field, whose name is the operation's one name in the facade. */
  readonly field: `${RootType}.${string}`;
  readonly url: UrlForm;
  readonly request: ArgumentRules;
  readonly response: z.ZodType<Answer>;
  readonly body: (args: Args, config: ServiceConfig) => unknown;
  readonly key: ((args: Args, config: ServiceConfig) => string) | undefined;
  readonly result: (answer: Answer, args: Args) => Result;
  /** `Query.walletAccountsConnection`: the Relay connection over the same operation, if any. */
  readonly connection: `${RootType}.${string}` | undefined;
  /** A write's settle (see the draft); undefined for a read. */
  readonly settle: Settle<Args, Answer> | undefined;
}

/** A row waiting for its name. */
export type UnnamedRow<Args, Answer, Result> = (name: string) => OperationRow<Args, Answer, Result>;

const URL_FORM =
  /^(GET|POST) \{(base_url|legacy_base_url)\}(\/\{STAGE_PROJECT_ID\})?\/CALL\/([A-Za-z]+\/[A-Za-z]+)(\/\{[A-Z_]+\}|\/)?$/;

/** The parts of a URL form, or an error naming what is wrong with it. */
function parseUrlForm(url: string): Pick<OperationSpec, 'name' | 'httpMethod' | 'base' | 'stagePrefix' | 'tail'> {
  const match = URL_FORM.exec(url);
  if (!match) throw new Error(`not a URL form: ${url}`);
  const [, method, base, stage, name, tail] = match;
  return {
    name: name!,
    httpMethod: method === 'GET' ? 'GET' : 'POST',
    base: base === 'legacy_base_url' ? 'legacy' : 'base',
    stagePrefix: stage !== undefined,
    tail:
      tail === undefined
        ? 'none'
        : tail === '/'
          ? 'slash'
          : tail === '/{PROJECT_ID}'
            ? 'project'
            : tail === '/{LOYALTY_PROJECT_ID}'
              ? 'loyaltyProject'
              : 'key',
  };
}

/** Arguments checked by the SDL's types and scalars alone. */
export const sdlOnly = z.unknown();

/** The body a field's arguments make by default: a mutation's `input`, a query's arguments, as the service spells them. */
function argumentsBody(root: RootType, args: unknown): unknown {
  const fields = root === 'Mutation' && typeof args === 'object' && args !== null ? (args as { input?: unknown }).input : args;
  return toServiceBody(fields ?? {});
}

/**
 * What a write's payload carries beside the row's result: whether the service's 2xx answer was lost
 * (cut off or unreadable), in which case the write was applied but the result holds only what the
 * empty answer gives. `send` sets it; a row's result starts with `false`.
 */
interface WriteOutcome {
  answerLost: boolean;
  /** The write's outcome was unknown, and a resend under the same Idempotency-Key found it applied by a read (settle.ts). */
  settledByRead: boolean;
}

/** A write row's result: an object result carries its `WriteOutcome`. */
export type Written<Result> = Result extends object ? Result & WriteOutcome : Result;

/** A row result with its write outcome, when the result is an object a payload is made of. */
function withOutcome<Result>(result: Result): Written<Result> {
  const outcome = typeof result === 'object' && result !== null && !Array.isArray(result) ? { ...result, answerLost: false, settledByRead: false } : result;
  // The runtime check above is the conditional type's: an object result gains the flag, anything else is left as it is.
  return outcome as Written<Result>;
}

/** A row whose `Args` are the field's arguments (codegen's type); the answer and result types follow from it. */
export const operation =
  <Args>() =>
  <Answer, Result = Answer, Access extends 'read' | 'write' = 'read' | 'write'>(
    draft: OperationDraft<Args, Answer, Result> & { access: Access },
  ): UnnamedRow<Args, Answer, Access extends 'write' ? Written<Result> : Result> =>
  (name) => {
    const parts = parseUrlForm(draft.url);
    if ((parts.tail === 'key') !== (draft.key !== undefined)) {
      throw new Error(`${name}: a URL form ending in a caller's segment needs a key transform, and only it`);
    }
    if ((draft.access === 'write') !== (draft.settle !== undefined)) {
      throw new Error(`${name}: a write says how its unknown outcome is settled, and only a write`);
    }
    const result = draft.result ?? ((answer) => answer as unknown as Result);
    return {
      ...parts,
      field: `${draft.root}.${name}`,
      url: draft.url,
      idempotent: draft.access === 'read',
      inferred: draft.inferred,
      request: draft.request,
      // A write is acknowledged by its 2xx whatever its body; a read needs the object the document shows.
      response: draft.access === 'read' ? objectAnswer(draft.response) : draft.response,
      body: draft.body ?? ((args) => argumentsBody(draft.root, args)),
      key: draft.key,
      // `Access` is the draft's own `access` literal, so the result's type follows the same branch.
      result: (draft.access === 'write' ? (answer: Answer, args: Args) => withOutcome(result(answer, args)) : result) as (
        answer: Answer,
        args: Args,
      ) => Access extends 'write' ? Written<Result> : Result,
      connection: draft.connection === undefined ? undefined : `${draft.root}.${draft.connection}`,
      settle: draft.settle,
    };
  };

/** An area's rows, each named after the GraphQL field it backs. */
export function defineOperations<T extends Record<string, (name: string) => OperationSpec>>(
  rows: T,
): { [K in keyof T]: ReturnType<T[K]> } {
  return Object.fromEntries(Object.entries(rows).map(([name, row]) => [name, row(name)])) as { [K in keyof T]: ReturnType<T[K]> };
}

/** Builds the full URL of an operation; `key` is required for `tail: 'key'` operations. */
export function operationUrl(config: ServiceConfig, spec: OperationSpec, key?: string): string {
  const base = spec.base === 'legacy' ? config.legacyBaseUrl : config.baseUrl;
  const prefix = spec.stagePrefix ? `/${encodeURIComponent(config.stageProjectId)}` : '';
  const head = `${base}${prefix}/CALL/${spec.name}`;
  switch (spec.tail) {
    case 'project':
      return `${head}/${encodeURIComponent(config.projectId)}`;
    case 'loyaltyProject':
      return `${head}/${encodeURIComponent(config.loyaltyProjectId)}`;
    case 'none':
      return head;
    case 'slash':
      return `${head}/`;
    case 'key':
      if (!key) throw new Error(`${spec.name} needs a path key`);
      // The areas refuse such values by argument name first; this guard keeps any path that
      // forgot to from addressing another resource once the URL is normalised.
      if (!isSafePathSegment(key)) {
        // A safety net behind the areas' own checks, which name the argument: here only the operation is known.
        throw new GraphQLError('An identifier is not a single safe URL path segment', {
          extensions: { code: 'BAD_USER_INPUT', fields: ['arguments'], detail: `${spec.name}: the path segment is not a single safe segment` },
        });
      }
      return `${head}/${encodeURIComponent(key)}`;
  }
}

/** Not a dot segment, no separator, query or fragment marker, no control character. */
function isSafePathSegment(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what a path segment must not hold
  return value !== '.' && value !== '..' && !/[/\\?#\u0000-\u001f\u007f]/.test(value);
}
