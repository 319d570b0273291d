import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { send } from '../../../subgraphs/shared/call';
import { forbidden } from '../../../subgraphs/shared/caller';
import { upstreamError } from '../../../subgraphs/shared/errors';
import { defineOperations, operation } from '../../../subgraphs/shared/operations';
import { rootResolvers, type CallerCheck } from '../../../subgraphs/shared/root-resolvers';
import { TITLE_ONLY } from '../../../subgraphs/shared/settle';
import { perRequest, type RequestScope } from '../../../subgraphs/shared/subgraph';
import { userCaller } from '../../helpers/callers';
import { testServiceConfig } from '../../helpers/service-config';

/**
 * rootResolvers, as a root field's caller sees it: the row's argument rules, then its check, then the
 * call, then the loader keys its write makes stale. Every call is counted at a fake service client,
 * over a small table of its own: one read (behind a per-request loader) and two writes.
 */

/** The root fields the table backs, with their arguments (what codegen's RootFieldArgs gives an area). */
type Fields = {
  Query: { account: { accountNumber: string } };
  Mutation: {
    renameAccount: { input: { accountNumber: string; title: string } };
    closeAccounts: { input: { reason: string } };
  };
};

const operations = defineOperations<Fields>()({
  account: operation({
    url: 'POST {base_url}/CALL/TestAPI/getAccount/{PROJECT_ID}',
    access: 'read',
    inferred: false,
    check: 'ownsAccount',
    request: z.object({ accountNumber: z.string().max(8, 'must be at most 8 characters') }),
    response: z.object({ title: z.string() }),
    result: ({ title }, { accountNumber }) => ({ accountNumber, title }),
  }),
  renameAccount: operation({
    url: 'POST {base_url}/CALL/TestAPI/rename/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: false,
    check: 'ownsInput',
    request: z.object({ input: z.object({ title: z.string().min(1, 'must not be empty') }) }),
    response: z.unknown(),
    result: (_answer, { input }) => ({ accountNumber: input.accountNumber }),
    forgets: { account: ({ accountNumber }) => accountNumber },
  }),
  closeAccounts: operation({
    url: 'POST {base_url}/CALL/TestAPI/closeAll/{PROJECT_ID}',
    access: 'write',
    settle: TITLE_ONLY,
    inferred: true,
    request: z.unknown(),
    response: z.object({ closed: z.number() }),
    forgets: { account: 'all' },
  }),
});

/** A user owns the accounts whose numbers start with their id. */
const owns = (context: RequestScope, accountNumber: string, field: string) => {
  const { caller } = context;
  if (caller.kind !== 'user' || !accountNumber.startsWith(caller.userId)) throw forbidden(`${field}: not the caller's account`, { fields: [field] });
};
const ownsAccount: CallerCheck<{ accountNumber: string }> = (context, { accountNumber }) => owns(context, accountNumber, 'accountNumber');
const ownsInput: CallerCheck<{ input: { accountNumber: string } }> = (context, { input }) => owns(context, input.accountNumber, 'input.accountNumber');

/** Accounts by number, read through the table's read row: each number once per request, until a write forgets it. */
const accountLoader = perRequest(
  (context) =>
    new DataLoader<string, { accountNumber: string; title: string }>((numbers) =>
      Promise.all(numbers.map((accountNumber) => send(context, operations.account, { accountNumber }))),
    ),
);

const root = rootResolvers(operations, { checks: { ownsAccount, ownsInput }, loaders: { account: accountLoader } });

const config = testServiceConfig({ baseUrl: 'https://api.example.test' });

/**
 * One request's context, for user `u1`, whose client records each call (operation and body) and
 * answers it, read through the row's own response schema; `refuse` names operations the service
 * answers with an error instead.
 */
function request(refuse: readonly string[] = []) {
  const calls: { name: string; body: unknown }[] = [];
  const titles = new Map<string, number>();
  const context: RequestScope = {
    apiKey: 'key',
    caller: userCaller('u1'),
    client: {
      config,
      call: async (spec, options) => {
        calls.push({ name: spec.name, body: options.body });
        if (refuse.includes(spec.name)) throw upstreamError('NOT_FOUND', 'refused by the service', { operation: spec.name, status: 404 }, { delivered: true });
        if (spec.name === 'TestAPI/closeAll') return options.response.parse({ closed: 2 });
        if (spec.name !== 'TestAPI/getAccount') return options.response.parse({});
        // Each read of an account answers a new title: a second call shows in the value as well as in the count.
        const { accountNumber } = options.body as { accountNumber: string };
        const version = (titles.get(accountNumber) ?? 0) + 1;
        titles.set(accountNumber, version);
        return options.response.parse({ title: `title ${version}` });
      },
    },
  };
  return { calls, context, names: () => calls.map((call) => call.name) };
}

/** The error a promise rejects with, as the GraphQL error it must be. */
async function refusal(promise: Promise<unknown>): Promise<GraphQLError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof GraphQLError)) throw new Error(`expected a GraphQL error, got ${String(error)}`);
  return error;
}

describe('rootResolvers', () => {
  it('makes one resolver per row, under its root type', () => {
    expect(Object.keys(root.Query)).toEqual(['account']);
    expect(Object.keys(root.Mutation).sort()).toEqual(['closeAccounts', 'renameAccount']);
  });

  describe("the row's argument rules", () => {
    it('refuse bad input with BAD_USER_INPUT naming the field, before the check and before any call', async () => {
      const { context, calls } = request();
      // Another user's account too: the rules are held first, so the refusal is the argument's, not the check's.
      const error = await refusal(root.Query.account(undefined, { accountNumber: 'u2-123456789' }, context));
      expect(error.extensions.code).toBe('BAD_USER_INPUT');
      expect(error.extensions.fields).toEqual(['accountNumber']);
      expect(error.message).toContain('accountNumber: must be at most 8 characters');
      expect(calls).toHaveLength(0);
    });

    it("name the path inside a write's input", async () => {
      const { context, calls } = request();
      const error = await refusal(root.Mutation.renameAccount(undefined, { input: { accountNumber: 'u1-1', title: '' } }, context));
      expect(error.extensions.code).toBe('BAD_USER_INPUT');
      expect(error.extensions.fields).toEqual(['input.title']);
      expect(calls).toHaveLength(0);
    });
  });

  describe("the row's named check", () => {
    it('runs before the call, and its refusal stops the call', async () => {
      const { context, calls } = request();
      const error = await refusal(root.Query.account(undefined, { accountNumber: 'u2-1' }, context));
      expect(error.extensions.code).toBe('FORBIDDEN');
      expect(error.extensions.fields).toEqual(['accountNumber']);
      expect(calls).toHaveLength(0);
    });

    it("is the one the row names: a write's own check refuses it", async () => {
      const { context, calls } = request();
      const error = await refusal(root.Mutation.renameAccount(undefined, { input: { accountNumber: 'u2-1', title: 'new' } }, context));
      expect(error.extensions.code).toBe('FORBIDDEN');
      expect(error.extensions.fields).toEqual(['input.accountNumber']);
      expect(calls).toHaveLength(0);
    });

    it('lets the call through when it holds', async () => {
      const { context, names } = request();
      await root.Query.account(undefined, { accountNumber: 'u1-1' }, context);
      expect(names()).toEqual(['TestAPI/getAccount']);
    });
  });

  describe('the call', () => {
    it("returns the row's result: a read's value as the row makes it", async () => {
      const { context, calls } = request();
      await expect(root.Query.account(undefined, { accountNumber: 'u1-1' }, context)).resolves.toEqual({ accountNumber: 'u1-1', title: 'title 1' });
      // Sent once, with the query's arguments as the body.
      expect(calls).toEqual([{ name: 'TestAPI/getAccount', body: { accountNumber: 'u1-1' } }]);
    });

    it("returns a write's result with its outcome, the input sent as the body", async () => {
      const { context, calls } = request();
      await expect(root.Mutation.renameAccount(undefined, { input: { accountNumber: 'u1-1', title: 'new' } }, context)).resolves.toEqual({
        accountNumber: 'u1-1',
        answerLost: false,
        settledByRead: false,
      });
      expect(calls).toEqual([{ name: 'TestAPI/rename', body: { accountNumber: 'u1-1', title: 'new' } }]);
    });

    it("returns the answer itself where the row has no result, and the service's refusal as the field's error", async () => {
      await expect(root.Mutation.closeAccounts(undefined, { input: { reason: 'r' } }, request().context)).resolves.toEqual({
        closed: 2,
        answerLost: false,
        settledByRead: false,
      });
      const error = await refusal(root.Mutation.closeAccounts(undefined, { input: { reason: 'r' } }, request(['TestAPI/closeAll']).context));
      expect(error.extensions.code).toBe('NOT_FOUND');
    });
  });

  describe('the loader keys a write forgets', () => {
    it('are cleared after the write: a following load of that key calls again, other keys stay read', async () => {
      const { context, names } = request();
      await accountLoader(context).loadMany(['u1-1', 'u1-2']);
      expect(names()).toEqual(['TestAPI/getAccount', 'TestAPI/getAccount']);

      await root.Mutation.renameAccount(undefined, { input: { accountNumber: 'u1-1', title: 'new' } }, context);

      await expect(accountLoader(context).load('u1-1')).resolves.toEqual({ accountNumber: 'u1-1', title: 'title 2' });
      await expect(accountLoader(context).load('u1-2')).resolves.toEqual({ accountNumber: 'u1-2', title: 'title 1' });
      expect(names()).toEqual(['TestAPI/getAccount', 'TestAPI/getAccount', 'TestAPI/rename', 'TestAPI/getAccount']);
    });

    it("are every key when the row forgets 'all'", async () => {
      const { context, names } = request();
      await accountLoader(context).loadMany(['u1-1', 'u1-2']);
      await root.Mutation.closeAccounts(undefined, { input: { reason: 'r' } }, context);
      await accountLoader(context).loadMany(['u1-1', 'u1-2']);
      expect(names().filter((name) => name === 'TestAPI/getAccount')).toHaveLength(4);
    });

    it('stay read when the service refuses the write', async () => {
      const { context, names } = request(['TestAPI/rename', 'TestAPI/closeAll']);
      await accountLoader(context).load('u1-1');

      await refusal(root.Mutation.renameAccount(undefined, { input: { accountNumber: 'u1-1', title: 'new' } }, context));
      await refusal(root.Mutation.closeAccounts(undefined, { input: { reason: 'r' } }, context));

      await expect(accountLoader(context).load('u1-1')).resolves.toEqual({ accountNumber: 'u1-1', title: 'title 1' });
      expect(names()).toEqual(['TestAPI/getAccount', 'TestAPI/rename', 'TestAPI/closeAll']);
    });

    it('stay read when the check or the argument rules refuse the write', async () => {
      const { context, names } = request();
      await accountLoader(context).load('u1-1');

      await refusal(root.Mutation.renameAccount(undefined, { input: { accountNumber: 'u2-1', title: 'new' } }, context));
      await refusal(root.Mutation.renameAccount(undefined, { input: { accountNumber: 'u1-1', title: '' } }, context));

      await expect(accountLoader(context).load('u1-1')).resolves.toEqual({ accountNumber: 'u1-1', title: 'title 1' });
      expect(names()).toEqual(['TestAPI/getAccount']);
    });
  });

  it('refuses a table whose rows name a check or a loader the area does not give', () => {
    // The types hold an area to the names its rows use; wired past them (as this cast does), the
    // table fails as it is built, not at its first request.
    const wire = rootResolvers as (rows: typeof operations, wiring: object) => unknown;
    expect(() => wire(operations, { checks: { ownsAccount }, loaders: { account: accountLoader } })).toThrow(
      'Mutation.renameAccount names the check ownsInput, which its area does not give',
    );
    expect(() => wire(operations, { checks: { ownsAccount, ownsInput }, loaders: {} })).toThrow(
      'Mutation.renameAccount forgets keys of the loader account, which its area does not give',
    );
  });
});
