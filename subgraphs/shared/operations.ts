import { GraphQLError } from 'graphql';
import { z } from 'zod';
import type { ServiceConfig } from './service-config';
import { objectAnswer } from './tolerant';

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


/** The root type of the GraphQL field a row backs: a write's is Mutation, a read's Query. */
export type RootType = 'Query' | 'Mutation';

/** A URL form as the document writes it: `POST {base_url}/CALL/WalletAPI/load/{PROJECT_ID}`. */
type UrlForm = `${'GET' | 'POST'} {${'base_url' | 'legacy_base_url'}}${string}`;

/** What a row checks of its field's arguments. */
export type ArgumentRules = z.ZodType | ((config: ServiceConfig) => z.ZodType);

/**
 * Rules built from the configuration, once per configuration: building a zod schema costs far more
 * than checking a value with it, and a page of products checks one product's arguments per row.
 */
const builtRules = new WeakMap<(config: ServiceConfig) => z.ZodType, WeakMap<ServiceConfig, z.ZodType>>();

/** A row's argument rules under a configuration. */
export function rulesOf(rules: ArgumentRules, config: ServiceConfig): z.ZodType {
  if (typeof rules !== 'function') return rules;
  let byConfig = builtRules.get(rules);
  if (!byConfig) builtRules.set(rules, (byConfig = new WeakMap()));
  let built = byConfig.get(config);
  if (!built) byConfig.set(config, (built = rules(config)));
  return built;
}

/**
 * The loader keys a write makes stale, by the name the area's resolvers give each loader
 * (rootResolvers): `'all'`, or the one key its result names (`({ accountNumber }) => accountNumber`).
 */
type Forgets<Loader extends string, Result, Key> = { readonly [L in Loader]: 'all' | ((result: Result) => Key) };

/*
 * How a write's unknown outcome is settled: part of a row (its `settle`), and made through a read
 * row, so typed here beside the rows; settle.ts builds them (`byRead`, `TITLE_ONLY`) and call.ts
 * runs them for a client's resend.
 */

/** What a settling read says: applied (with the write's answer as far as the read knows it), not applied, or nothing. */
type Verdict<Answer> = { applied: true; answer: Answer } | { applied: false } | undefined;

/** Makes a read row's request on the settling request's behalf; a failure is thrown as the call's error. */
export type ReadSender = <ReadArgs, ReadAnswer, ReadResult>(row: OperationRow<ReadArgs, ReadAnswer, ReadResult, 'Query'>, args: ReadArgs) => Promise<ReadResult>;

/** A write the document lets the facade settle by a read. */
export interface SettleByRead<Args, Answer> {
  /** The root field a client reads to learn the outcome itself: `Query.walletTransactions`. */
  readonly read: string;
  /** That field's arguments for this write's input, as a client would send them. */
  readonly args: (args: Args) => unknown;
  /** Makes the read and judges it; undefined when it cannot tell. */
  readonly settle: (send: ReadSender, args: Args, since: number) => Promise<Verdict<Answer>>;
}

/** No read in the document can tell whether the write was applied: why not. */
export interface SettleNone {
  readonly none: string;
}

/**
 * How an unknown outcome of a row's write is settled. A function, so that a row can name a read row
 * of its own area's table, which exists only once the table is built.
 */
export type Settle<Args, Answer> = SettleNone | (() => SettleByRead<Args, Answer>);

/** What a row says beyond its URL form; its name is the GraphQL field's, given by `defineOperations`. */
interface OperationDraft<Args, Answer, Result, Access, Check, Loader extends string, Key> {
  url: UrlForm;
  /** Reads may be retried and merged while in flight; writes are sent exactly once. A write backs a Mutation field, a read a Query field. */
  access: Access;
  /** The document names the operation only by title (4.7): URL and payloads are the facade's inference. */
  inferred: boolean;
  /**
   * What must hold of the caller before anything is sent (they own what the arguments address), by
   * the name the area's resolvers give the check (rootResolvers); checked after the argument rules.
   */
  check?: Check;
  /**
   * The rules on the field's arguments that the SDL's types and scalars cannot say (list sizes,
   * fields that go together), checked before any call; `sdlOnly` when the SDL says it all. A
   * function of the configuration where the rules depend on it (the merchant's channels).
   */
  request: ArgumentRules;
  /** The answer as read (tolerant: see tolerant.ts); a mismatch is UPSTREAM_BAD_RESPONSE. */
  response: z.ZodType<Answer>;
  /** The request body, where it is not a mutation's `input` or a query's arguments as they are (see `send`). */
  body?: (args: NoInfer<Args>, config: ServiceConfig) => unknown;
  /** The caller-supplied path segment of a URL form that ends in one (`{BATCH_ID}`). */
  key?: (args: NoInfer<Args>, config: ServiceConfig) => string;
  /** The field's value, where it is not the answer as read. */
  result?: (answer: Answer, args: NoInfer<Args>) => Result;
  /** The Relay connection root field (same root type) that pages through this operation too. */
  connection?: string;
  /**
   * A write's: how a resend after UPSTREAM_OUTCOME_UNKNOWN learns from the service whether the first
   * attempt was applied (settle.ts), or why no read in the document can tell. Every write has one.
   */
  settle?: Settle<NoInfer<Args>, NoInfer<Answer>>;
  /** A write's: the loader keys this request read before that the acknowledged write makes stale. */
  forgets?: Forgets<Loader, NoInfer<Result>, Key>;
}

/** One service operation: its URL form, how it is sent, and the GraphQL field it backs. */
export interface OperationRow<Args, Answer, Result, Root extends RootType = RootType> extends OperationSpec {
  /** `Mutation.loadWallet`: the field, whose name is the operation's one name in the facade. */
  readonly field: `${Root}.${string}`;
  readonly root: Root;
  readonly url: UrlForm;
  /** The caller check the row names (see the draft), run by its root resolver (rootResolvers). */
  readonly check: string | undefined;
  readonly request: ArgumentRules;
  readonly response: z.ZodType<Answer>;
  readonly body: ((args: Args, config: ServiceConfig) => unknown) | undefined;
  readonly key: ((args: Args, config: ServiceConfig) => string) | undefined;
  readonly result: ((answer: Answer, args: Args) => Result) | undefined;
  /** `Query.walletAccountsConnection`: the Relay connection over the same operation, if any. */
  readonly connection: `${RootType}.${string}` | undefined;
  /** A write's settle (see the draft); undefined for a read. */
  readonly settle: Settle<Args, Answer> | undefined;
  /** A write's loader keys made stale (see the draft), forgotten by its root resolver (rootResolvers). */
  readonly forgets: Readonly<Record<string, 'all' | ((result: Result) => unknown)>> | undefined;
}

/** A row as `operation` makes it: with the literal types rootResolvers holds an area's checks and loaders to. */
export interface NamedRow<Args, Answer, Result, Root extends RootType, Check extends string, Loader extends string, Key>
  extends OperationRow<Args, Answer, Result, Root> {
  readonly check: Check | undefined;
  readonly forgets: Forgets<Loader, Result, Key> | undefined;
}

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

/**
 * A row, waiting for its name. Its `Args` are those of the field it is named after: the draft's
 * functions take `NoInfer<Args>`, so TypeScript takes them from where `defineOperations` puts the row
 * (its field's slot); the answer and result types follow from the draft's `response` and `result`.
 */
export const operation =
  <Args, Answer, Result = Answer, Access extends 'read' | 'write' = 'read' | 'write', Check extends string = never, Loader extends string = never, Key = never>(
    draft: OperationDraft<Args, Answer, Result, Access, Check, Loader, Key>,
  ) =>
  (name: string): NamedRow<Args, Answer, Result, Access extends 'write' ? 'Mutation' : 'Query', Check, Loader, Key> => {
    const parts = parseUrlForm(draft.url);
    if ((parts.tail === 'key') !== (draft.key !== undefined)) {
      throw new Error(`${name}: a URL form ending in a caller's segment needs a key transform, and only it`);
    }
    if ((draft.access === 'write') !== (draft.settle !== undefined)) {
      throw new Error(`${name}: a write says how its unknown outcome is settled, and only a write`);
    }
    if (draft.access === 'read' && draft.forgets !== undefined) throw new Error(`${name}: only a write makes loader keys stale`);
    // The same literal as `Access`: the row's root type follows the same branch as the signature's.
    const root = (draft.access === 'write' ? 'Mutation' : 'Query') as Access extends 'write' ? 'Mutation' : 'Query';
    return {
      ...parts,
      field: `${root}.${name}`,
      root,
      url: draft.url,
      idempotent: draft.access === 'read',
      inferred: draft.inferred,
      check: draft.check,
      request: draft.request,
      // A write is acknowledged by its 2xx whatever its body; a read needs the object the document shows.
      response: draft.access === 'read' ? objectAnswer(draft.response) : draft.response,
      body: draft.body,
      key: draft.key,
      result: draft.result,
      connection: draft.connection === undefined ? undefined : `${root}.${draft.connection}`,
      settle: draft.settle,
      forgets: draft.forgets,
    };
  };

/**
 * Where each field's row goes: a read for a Query field, a write for a Mutation field, taking that
 * field's arguments (`body` is where the row's type says so).
 */
type Slot<Args, Root extends RootType> = (name: string) => { readonly root: Root; readonly body: ((args: Args, config: ServiceConfig) => unknown) | undefined };
type Slots<Fields extends Record<RootType, object>> = { [K in keyof Fields['Query']]?: Slot<Fields['Query'][K], 'Query'> } & {
  [K in keyof Fields['Mutation']]?: Slot<Fields['Mutation'][K], 'Mutation'>;
};

/** The rows, named. */
type Named<Rows> = { [K in keyof Rows]: Rows[K] extends (name: string) => infer Row ? Row : never };

/**
 * An area's rows, each named after the GraphQL root field it backs and typed by that field: `Fields`
 * is the area's generated `RootFieldArgs` (codegen.ts), so `loadWallet: operation({ ... })` takes
 * `MutationLoadWalletArgs` and must be a write, with nothing imported or said twice. A row for no
 * root field of the area does not compile.
 */
export const defineOperations =
  <Fields extends Record<RootType, object>>() =>
  <Rows extends Slots<Fields>>(rows: Rows & Record<Exclude<keyof Rows, keyof Slots<Fields>>, never>): Named<Rows> =>
    // Each value is the row its name typed (`Rows`); only the mapping back to those types is the cast's.
    Object.fromEntries(Object.entries(rows as Record<string, (name: string) => OperationSpec>).map(([name, row]) => [name, row(name)])) as Named<Rows>;

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
