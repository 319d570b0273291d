import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import type { OperationDefinitionNode } from 'graphql';
import { RequestError } from '../http/graphql-status';
import { variableUsePath } from './scalar-validation';

/**
 * Bounds on a request's `variables` (and `extensions`) as a whole, checked before anything walks them:
 * graphql-js coercion, the scalars, the subgraphs and JSON.stringify all recurse, so a value nested
 * thousands deep would overflow the stack wherever it is first walked. The schema's deepest input
 * (a product upsert's datasets) nests 6 levels and free JSON objects are kept small; its longest
 * lists are merchant batches and sku lists of 1000; a 1000-line batch holds about 10,000 values.
 */
export const VARIABLE_LIMITS = { maxDepth: 32, maxListLength: 1000, maxValues: 50_000 } as const;

export type VariableLimits = { readonly [K in keyof typeof VARIABLE_LIMITS]: number };

/** A value refused, with the path leading to it from the top of what was checked. */
interface ValueProblem {
  path: readonly (string | number)[];
  reason: string;
  /** Whether the problem is in the value as a whole (its nesting, its size) rather than at its path. */
  whole: boolean;
}

/** A surrogate without its pair: such a string is not well-formed UTF-16 and cannot be sent as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string is well-formed UTF-16 (String.prototype.isWellFormed, which Node 20 lacks). */
const isWellFormed = (text: string): boolean => !LONE_SURROGATE.test(text);

interface Visit {
  value: unknown;
  key: string | number | undefined;
  parent: Visit | undefined;
  depth: number;
}

/** The longest key named as it is in a refusal: the caller chose it, at any length, and gets it back. */
const MAX_NAMED_KEY = 64;

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) {
    path.unshift(typeof at.key === 'string' && at.key.length > MAX_NAMED_KEY ? `${at.key.slice(0, MAX_NAMED_KEY)}…` : at.key);
  }
  return path;
}

/**
 * The first problem in a JSON value, walked with an explicit stack (never recursion): a container
 * nested deeper than `maxDepth` below the top level, a list longer than `maxListLength`, more than
 * `maxValues` values in all, or a string or object key that is not well-formed UTF-16.
 */
function valueProblem(value: Record<string, unknown>, limits: VariableLimits = VARIABLE_LIMITS): ValueProblem | undefined {
  const root: Visit = { value, key: undefined, parent: undefined, depth: 0 };
  const stack: Visit[] = [root];
  let count = 0;
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const current = visit;
    const at = (reason: string, whole = false): ValueProblem => ({ path: pathOf(current), reason, whole });
    if (current !== root) count++;
    // Named at the object holding it: the key itself cannot be repeated in a message.
    if (typeof current.key === 'string' && !isWellFormed(current.key) && current.parent) {
      return { path: pathOf(current.parent), reason: 'has a key that is not well-formed UTF-16 (a lone surrogate)', whole: false };
    }
    if (typeof current.value === 'string') {
      if (!isWellFormed(current.value)) return at('is not well-formed UTF-16 (a lone surrogate)');
      continue;
    }
    if (current.value === null || typeof current.value !== 'object') continue;
    // The top level is the variables map itself: each variable's own value starts at depth 0.
    const depth = current === root ? -1 : current.depth;
    if (depth + 1 > limits.maxDepth) return at(`nests deeper than ${limits.maxDepth} levels`, true);
    if (Array.isArray(current.value)) {
      if (current.value.length > limits.maxListLength) return at(`must hold at most ${limits.maxListLength} items`);
      for (let index = current.value.length - 1; index >= 0; index--) {
        stack.push({ value: current.value[index], key: index, parent: current, depth: depth + 1 });
      }
    } else {
      const entries = Object.entries(current.value);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index]!;
        stack.push({ value: child, key, parent: current, depth: depth + 1 });
      }
    }
    // Values seen plus values waiting: a container's children are counted as soon as they are known.
    if (count + stack.length > limits.maxValues) return at(`holds more than ${limits.maxValues} values in all`, true);
  }
  return undefined;
}

/**
 * What a variable's problem is called: the argument (and path inside it) the variable is used for,
 * as the scalar checks name it (`cart.items`), else the variable's own name. A problem of the value as
 * a whole is named at the variable, not at the place where the walk gave up.
 */
function fieldOf(problem: ValueProblem, operation: OperationDefinitionNode | undefined): string {
  const [name, ...inner] = problem.path;
  const variable = String(name);
  const argument = (operation && variableUsePath(operation, variable)) ?? variable;
  return [argument, ...(problem.whole ? [] : inner)].join('.');
}

function refusal(field: string, reason: string): RequestError {
  return new RequestError(`${field}: ${reason}`, { extensions: { code: 'BAD_USER_INPUT', fields: [field] } });
}

/**
 * Refuses, with BAD_USER_INPUT naming the variable, a request whose variables or extensions break the
 * limits above. They are checked as the request starts, before any other hook; a refused request's
 * variables are dropped at once, so no later hook walks them. Apollo Server answers an error thrown
 * before the operation is resolved with a 500, so the refusal is thrown once it is, by the first hook
 * to run then (this plugin comes first in the gateway's list).
 */
export function variableLimitsPlugin<TContext extends BaseContext>(limits: VariableLimits = VARIABLE_LIMITS): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart({ request }) {
      const variablesProblem = request.variables ? valueProblem(request.variables, limits) : undefined;
      const extensionsProblem = variablesProblem || !request.extensions ? undefined : valueProblem(request.extensions, limits);
      if (variablesProblem) {
        request.variables = {};
        return {
          async didResolveOperation({ operation }) {
            const [name] = variablesProblem.path;
            if (name === undefined) throw refusal('variables', variablesProblem.reason);
            throw refusal(fieldOf(variablesProblem, operation), `variable $${String(name)} ${variablesProblem.reason}`);
          },
        };
      }
      if (extensionsProblem) {
        return {
          async didResolveOperation() {
            const inner = extensionsProblem.whole ? extensionsProblem.path.slice(0, 1) : extensionsProblem.path;
            throw refusal(['extensions', ...inner].join('.'), extensionsProblem.reason);
          },
        };
      }
      return undefined;
    },
  };
}
