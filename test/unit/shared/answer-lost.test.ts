import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApolloServer } from '@apollo/server';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLInputType,
} from 'graphql';
import { readApiSchema } from '../../../gateway/federation/supergraph';
import { AREA_SUBGRAPHS } from '../../../subgraphs/areas';
import { OPERATION_TABLE } from '../../../subgraphs/operation-table';
import { CommerceClient } from '../../../subgraphs/shared/client';
import type { ServiceConfig } from '../../../subgraphs/shared/service-config';
import type { RequestScope } from '../../../subgraphs/shared/subgraph';
import { serviceCaller } from '../../helpers/callers';
import { subgraphTestServer } from '../../helpers/subgraph-server';
import { testServiceConfig } from '../../helpers/service-config';

/**
 * Every mutation's payload says when the service acknowledged the write with a 2xx but its answer
 * was lost: `answerLost: true` when the body is cut off mid-way or is not JSON, `false` when it reads
 * whole.
 * Each mutation runs on its own area's subgraph against a service that answers every request so.
 */

const api = buildSchema(readApiSchema());
const mutations = Object.values(api.getMutationType()?.getFields() ?? {});

/** A value the SDL's scalars and the rows' argument rules accept, for a required input. */
const SCALARS: Record<string, unknown> = {
  String: 'x-1',
  ID: 'id-1',
  Identifier: 'id-1',
  Code: 'code_1',
  PathSegment: 'seg-1',
  ShortText: 'text',
  Text: 'text',
  Currency: 'EURO',
  Int: 1,
  Float: 1,
  Amount: 1,
  PositiveAmount: 1,
  Quantity: 1,
  PageOffset: 0,
  Boolean: false,
  DateTime: '2099-01-01T00:00:00.000Z',
  JSON: {},
  JSONObject: {},
};

/** Inputs whose rules ask for more than their required fields (a field that goes with another). */
const INPUTS: Record<string, Record<string, unknown>> = {
  UpsertProductInput: { dataType: 'PRODUCT' },
  AttachCategoryImageInput: { url: 'https://images.example.test/a.png' },
  AttachProductAttributeImageInput: { url: 'https://images.example.test/a.png' },
  CartItemInput: { price: 5 },
};

function valueOf(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return valueOf(type.ofType);
  if (isListType(type)) return [valueOf(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((field) => isNonNullType(field.type) && field.defaultValue === undefined);
    return { ...Object.fromEntries(required.map((field) => [field.name, valueOf(field.type)])), ...INPUTS[type.name] };
  }
  const scalar = getNamedType(type).name;
  if (!(scalar in SCALARS)) throw new Error(`no value for the scalar ${scalar}`);
  return SCALARS[scalar];
}

/** How the service's 2xx answer is spoiled. */
const SPOILED = {
  /** Headers promise 200 bytes; 12 arrive, then the connection closes. */
  'cut off': (socket: { write(text: string): void; end(): void }) => {
    socket.write('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 200\r\nconnection: close\r\n\r\n{"batchId":"');
    socket.end();
  },
  /** A complete 200 whose body is not JSON. */
  'not JSON': (socket: { write(text: string): void; end(): void }) => {
    socket.write('HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: 9\r\nconnection: close\r\n\r\nthank you');
    socket.end();
  },
  /** Not spoiled: the `{}` the document shows for many writes, read whole. */
  'read whole': (socket: { write(text: string): void; end(): void }) => {
    socket.write('HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 2\r\nconnection: close\r\n\r\n{}');
    socket.end();
  },
} as const;

/** Whether the payload must say the answer was lost. */
const LOST: Record<keyof typeof SPOILED, boolean> = { 'cut off': true, 'not JSON': true, 'read whole': false };

describe('every write payload', () => {
  it('carries answerLost: Boolean!', () => {
    expect(mutations.length).toBeGreaterThan(40);
    const without = mutations.filter((field) => {
      const payload = getNamedType(field.type);
      const flag = isObjectType(payload) ? payload.getFields().answerLost : undefined;
      return !flag || !isNonNullType(flag.type) || getNamedType(flag.type).name !== 'Boolean';
    });
    expect(without.map((field) => field.name)).toEqual([]);
  });
});

describe.each(Object.keys(SPOILED) as (keyof typeof SPOILED)[])('a write whose 2xx answer is %s', (spoil) => {
  let service: Server;
  let config: ServiceConfig;
  const servers = new Map<string, ApolloServer<RequestScope>>();

  beforeAll(async () => {
    service = createServer();
    // Answered on the raw socket, so that the body can stop short of its content-length.
    service.on('connection', (socket) => {
      socket.once('data', () => SPOILED[spoil](socket));
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
    config = testServiceConfig({ baseUrl: url, apiKey: 'key', projectId: 'proj', loyaltyProjectId: 'loyal', stageProjectId: 'stage', timeoutMs: 2000, maxResponseBytes: 1_048_576 });
  });
  afterAll(async () => {
    for (const server of servers.values()) await server.stop();
    service.closeAllConnections();
    await new Promise<void>((resolve) => service.close(() => resolve()));
  });

  const serverOf = async (area: keyof typeof AREA_SUBGRAPHS) => {
    let server = servers.get(area);
    if (!server) {
      server = subgraphTestServer(AREA_SUBGRAPHS[area]);
      await server.start();
      servers.set(area, server);
    }
    return server;
  };

  it.each(mutations.map((field) => field.name))(`%s is reported applied, with answerLost: ${LOST[spoil]}`, async (name) => {
    const row = OPERATION_TABLE.find((entry) => entry.field === `Mutation.${name}`);
    expect(row).toBeDefined();
    const field = api.getMutationType()!.getFields()[name]!;
    const variables = { input: valueOf(field.args.find((arg) => arg.name === 'input')!.type) };
    const server = await serverOf(row!.area);
    const client = new CommerceClient(config);
    const query = `mutation ($input: ${field.args[0]!.type.toString()}) { ${name}(input: $input) { answerLost } }`;
    const response = await server.executeOperation(
      { query, variables },
      { contextValue: AREA_SUBGRAPHS[row!.area].createContext({ apiKey: 'key', client, caller: serviceCaller('key') }) },
    );
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    expect(response.body.singleResult.errors).toBeUndefined();
    expect(response.body.singleResult.data).toEqual({ [name]: { answerLost: LOST[spoil] } });
  });
});
