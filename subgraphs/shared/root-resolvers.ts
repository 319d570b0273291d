import { checkArguments, send, type Sent } from './call';
import type { NamedRow, OperationRow, OperationSpec, RootType } from './operations';
import type { RequestScope } from './subgraph';

/** What must hold of the caller before a call is sent (they own what the arguments address); throws otherwise. */
export type CallerCheck<Args> = (context: RequestScope, args: Args) => Promise<void> | void;

/** A per-request DataLoader, as a write that makes its keys stale sees it. */
interface Forgettable<Key> {
  clear(key: Key): unknown;
  clearAll(): unknown;
}

/** What `operation` made a row with, as rootResolvers reads it. */
type Parts<Row> =
  Row extends NamedRow<infer Args, infer _Answer, infer Result, infer Root, infer Check, infer Loader, infer Key>
    ? { args: Args; result: Result; root: Root; check: Check; loader: Loader; key: Key }
    : never;

/** Each check a row names, with the arguments of the row that names it. */
type CheckUses<Rows> = {
  [K in keyof Rows]: Parts<Rows[K]> extends { check: infer Name; args: infer Args } ? (Name extends string ? { name: Name; args: Args } : never) : never;
}[keyof Rows];

/** Each loader a row forgets keys of, with the key its result names. */
type LoaderUses<Rows> = {
  [K in keyof Rows]: Parts<Rows[K]> extends { loader: infer Name; key: infer Key } ? (Name extends string ? { name: Name; key: Key } : never) : never;
}[keyof Rows];

/** The checks the rows name, each taking the arguments of every row that names it. */
type Checks<Rows> = { readonly [Name in CheckUses<Rows>['name']]: CallerCheck<Extract<CheckUses<Rows>, { name: Name }>['args']> };

/** The loaders the rows forget keys of, each keyed by what every row that names it forgets. */
type Loaders<Rows> = {
  readonly [Name in LoaderUses<Rows>['name']]: (context: RequestScope) => Forgettable<Extract<LoaderUses<Rows>, { name: Name }>['key']>;
};

/** What the area's resolvers give the names its rows use; each part may be left out when no row uses one. */
type Wiring<Rows> = ([CheckUses<Rows>] extends [never] ? { checks?: Checks<Rows> } : { checks: Checks<Rows> }) &
  ([LoaderUses<Rows>] extends [never] ? { loaders?: Loaders<Rows> } : { loaders: Loaders<Rows> });

/** A row's root resolver: the field's arguments in, the row's result out (a write's with its `WriteOutcome`). */
type RootResolver<Row> =
  Parts<Row> extends { args: infer Args; result: infer Result; root: infer Root }
    ? (parent: unknown, args: Args, context: RequestScope) => Promise<Sent<Root & RootType, Result>>
    : never;

/** The Query and Mutation maps of an area's rows. */
type RootResolvers<Rows> = {
  Query: { [K in keyof Rows as Parts<Rows[K]>['root'] extends 'Query' ? K : never]: RootResolver<Rows[K]> };
  Mutation: { [K in keyof Rows as Parts<Rows[K]>['root'] extends 'Mutation' ? K : never]: RootResolver<Rows[K]> };
};

/**
 * The Query and Mutation resolvers of an area's rows, one per row: the row's argument rules
 * (BAD_USER_INPUT naming the field, nothing sent), its `check`, the call (`send`), then the loader
 * keys it `forgets`. The checks and loaders are the area's (they read through its loaders, which
 * are built on the rows), given here by the names the rows use. A root field whose resolver does
 * more is written in the area's resolvers.ts, over this map's entry.
 */
export function rootResolvers<Rows extends Record<string, OperationSpec>>(
  operations: Rows,
  ...[wiring]: [CheckUses<Rows> | LoaderUses<Rows>] extends [never] ? [wiring?: Wiring<Rows>] : [wiring: Wiring<Rows>]
): RootResolvers<Rows> {
  // The wiring's types are checked against the rows above; below, every row is run alike.
  const { checks = {}, loaders = {} } = (wiring ?? {}) as {
    checks?: Readonly<Record<string, CallerCheck<unknown>>>;
    loaders?: Readonly<Record<string, (context: RequestScope) => Forgettable<unknown>>>;
  };
  const maps: Record<'Query' | 'Mutation', Record<string, (parent: unknown, args: unknown, context: RequestScope) => Promise<unknown>>> = {
    Query: {},
    Mutation: {},
  };
  for (const [name, row] of Object.entries(operations) as [string, OperationRow<unknown, unknown, unknown>][]) {
    const check = row.check === undefined ? undefined : checks[row.check];
    if (row.check !== undefined && !check) throw new Error(`${row.field} names the check ${row.check}, which its area does not give`);
    const forgets = Object.entries(row.forgets ?? {}).map(([loader, keys]) => {
      const cache = loaders[loader];
      if (!cache) throw new Error(`${row.field} forgets keys of the loader ${loader}, which its area does not give`);
      return { cache, keys };
    });
    maps[row.root][name] = async (_parent, args, context) => {
      checkArguments(context, row, args);
      await check?.(context, args);
      const result = await send(context, row, args);
      for (const { cache, keys } of forgets) {
        if (keys === 'all') cache(context).clearAll();
        else cache(context).clear(keys(result));
      }
      return result;
    };
  }
  // Each entry is its row's resolver, as `RootResolvers` types it.
  return maps as RootResolvers<Rows>;
}
