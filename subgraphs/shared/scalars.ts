import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GraphQLScalarType, Kind, parse, type ValueNode } from 'graphql';
import { z } from 'zod';
import { id, pageFrom, pathSegment, positiveMoney, text } from './validation';

/**
 * A value a custom scalar refuses. Thrown as a plain error so that GraphQL reports it with the
 * argument's location (a GraphQLError from a parse function would lose it); the gateway's scalar
 * validation turns it into BAD_USER_INPUT naming the argument, before any subgraph runs.
 */
export class ScalarValueError extends Error {
  override name = 'ScalarValueError';
}

/** The declarations of the scalars below, with the descriptions Sandbox shows: part of every area's SDL. */
const SCALARS_SDL_PATH = join(__dirname, 'scalars.graphql');
const scalarsSdl = (): string => readFileSync(SCALARS_SDL_PATH, 'utf8');

type Primitive = 'string' | 'number';

function scalar<T extends string | number>(name: string, primitive: Primitive, schema: z.ZodType<T>): GraphQLScalarType<T, T> {
  const check = (value: unknown): T => {
    if (typeof value !== primitive) throw new ScalarValueError(`must be a ${primitive}`);
    const result = schema.safeParse(value);
    if (!result.success) throw new ScalarValueError(result.error.issues[0]?.message ?? 'is invalid');
    return result.data;
  };
  const literal = (node: ValueNode): unknown => {
    if (primitive === 'string') return node.kind === Kind.STRING ? node.value : undefined;
    return node.kind === Kind.INT || node.kind === Kind.FLOAT ? Number(node.value) : undefined;
  };
  const description = descriptions().get(name);
  if (!description) throw new Error(`scalar ${name} is not declared in ${SCALARS_SDL_PATH}`);
  return new GraphQLScalarType<T, T>({
    name,
    description,
    serialize: check,
    parseValue: check,
    parseLiteral: (node) => {
      const value = literal(node);
      if (value === undefined) throw new ScalarValueError(`must be a ${primitive}`);
      return check(value);
    },
  });
}

let declared: Map<string, string> | undefined;
/** Each scalar's description as scalars.graphql gives it: one text for SDL and code. */
function descriptions(): Map<string, string> {
  declared ??= new Map(
    parse(scalarsSdl()).definitions.flatMap((definition) =>
      definition.kind === Kind.SCALAR_TYPE_DEFINITION ? [[definition.name.value, definition.description?.value ?? '']] : [],
    ),
  );
  return declared;
}

const finite = () => z.number().refine(Number.isFinite, 'must be a finite number');
const cents = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const Identifier = scalar('Identifier', 'string', id());
const Code = scalar('Code', 'string', id(255));
const Currency = scalar('Currency', 'string', id(32));
const PathSegment = scalar('PathSegment', 'string', pathSegment());
const ShortText = scalar('ShortText', 'string', text(200));
const Text = scalar('Text', 'string', text());
const Amount = scalar(
  'Amount',
  'number',
  finite()
    .refine((value) => value >= 0, 'must not be negative')
    .refine(cents, 'must have at most two decimals')
    .refine((value) => value <= 1e12, 'must be at most 1000000000000'),
);
const PositiveAmount = scalar('PositiveAmount', 'number', positiveMoney());
const Quantity = scalar(
  'Quantity',
  'number',
  z.number().int('must be an integer').min(0, 'must be 0 or more').max(1_000_000_000, 'must be at most 1000000000'),
);
const PageOffset = scalar('PageOffset', 'number', pageFrom());

/** Every shared scalar, by name: each area's resolvers include them, the gateway validates with them. */
export const SHARED_SCALARS: readonly GraphQLScalarType[] = [
  Identifier,
  Code,
  Currency,
  PathSegment,
  ShortText,
  Text,
  Amount,
  PositiveAmount,
  Quantity,
  PageOffset,
];
