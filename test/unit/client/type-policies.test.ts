import { buildSchema, getNamedType, isObjectType } from 'graphql';
import { typePolicies } from '../../../client';
import { entityKeys, keyFieldsOf } from '../../../codegen/type-policies-plugin';
import { readApiSchema, readSupergraph } from '../../../gateway/federation/supergraph';

const api = buildSchema(readApiSchema());
const policies: Record<string, { keyFields?: unknown; merge?: unknown; fields?: Record<string, unknown> }> = typePolicies;

/** Fields that look like an identity: a frontend would expect the cache to key the type by them. */
const KEY_LIKE = /^(id|_id|sku|code)$|Id$|Number$/;

const objectTypes = Object.values(api.getTypeMap()).filter(
  (type) => isObjectType(type) && !type.name.startsWith('__') && type !== api.getQueryType() && type !== api.getMutationType(),
);

describe('the generated type policies', () => {
  it('decide the identity of every type with an id-like field (a new type without a decision fails here)', () => {
    const keyLike = objectTypes.filter((type) => isObjectType(type) && Object.keys(type.getFields()).some((field) => KEY_LIKE.test(field)));
    expect(keyLike.map((type) => type.name)).toEqual(expect.arrayContaining(['CartItem', 'CartItemPromotion', 'Product', 'WalletAccount', 'User']));
    const undecided = keyLike.filter((type) => policies[type.name]?.keyFields === undefined).map((type) => type.name);
    expect(undecided).toEqual([]);
  });

  it('key the federation entities by their @key, exactly as the supergraph declares it', () => {
    const keys = entityKeys(readSupergraph());
    expect(Object.fromEntries(keys)).toEqual({ Product: ['sku'], User: ['id'], WalletAccount: ['accountNumber'] });
    for (const [typeName, keyFields] of keys) expect(policies[typeName]?.keyFields).toEqual(keyFields);
  });

  it('keep every other object inside its parent: cart lines and their promotions are never shared', () => {
    const keys = entityKeys(readSupergraph());
    const values = objectTypes.filter((type) => !keys.has(type.name));
    expect(values.length).toBeGreaterThan(50);
    for (const type of values) expect([type.name, policies[type.name]?.keyFields]).toEqual([type.name, false]);
    expect(policies.CartItem?.keyFields).toBe(false);
    expect(policies.CartItemPromotion?.keyFields).toBe(false);
  });
});

describe('the generated pagination policies', () => {
  it('page every Relay connection field with relayStylePagination, keyed by its other arguments', () => {
    const connections = [api.getQueryType(), ...objectTypes].flatMap((type) =>
      isObjectType(type)
        ? Object.values(type.getFields())
            .filter((field) => getNamedType(field.type).name.endsWith('Connection'))
            .map((field) => ({ type: type.name, field: field.name, args: field.args.map((arg) => arg.name) }))
        : [],
    );
    expect(connections.map(({ type, field }) => `${type}.${field}`).sort()).toEqual([
      'Product.stockHistoryConnection',
      'Query.loyaltyEventsConnection',
      'Query.merchantProductHistoryConnection',
      'Query.productsConnection',
      'Query.walletAccountsConnection',
      'Query.walletTransactionsConnection',
      'User.loyaltyEventsConnection',
      'WalletAccount.transactionsConnection',
    ]);
    for (const { type, field, args } of connections) {
      const policy = policies[type]?.fields?.[field] as { keyArgs?: unknown; merge?: unknown; read?: unknown } | undefined;
      expect([`${type}.${field}`, typeof policy?.merge, typeof policy?.read]).toEqual([`${type}.${field}`, 'function', 'function']);
      const keyArgs = args.filter((arg) => arg !== 'first' && arg !== 'after').sort();
      const generated = Array.isArray(policy?.keyArgs) ? [...(policy.keyArgs as string[])].sort() : policy?.keyArgs;
      expect(generated).toEqual(keyArgs.length > 0 ? keyArgs : false);
    }
  });

  it('leave connections, edges and PageInfo to relayStylePagination: no merge of their own, no identity', () => {
    const pageParts = objectTypes.filter((type) => /(Connection|Edge)$|^PageInfo$/.test(type.name)).map((type) => type.name);
    expect(pageParts).toEqual(expect.arrayContaining(['PageInfo', 'ProductConnection', 'ProductEdge', 'WalletTransactionEdge']));
    for (const name of pageParts) expect([name, policies[name]]).toEqual([name, { keyFields: false }]);
  });
});

describe('federation keys as cache keys', () => {
  it('turn a field set into a key specifier, nested fields as a nested list', () => {
    expect(keyFieldsOf('sku')).toEqual(['sku']);
    expect(keyFieldsOf('walletId currency')).toEqual(['walletId', 'currency']);
    expect(keyFieldsOf('owner { id } number')).toEqual(['owner', ['id'], 'number']);
  });

  it('refuse an entity with two different keys: the cache can identify an object one way only', () => {
    const sdl = `
      type Product @join__type(graph: A, key: "sku") @join__type(graph: B, key: "id") { sku: String id: ID }
    `;
    expect(() => entityKeys(sdl)).toThrow('Product has two federation keys');
  });
});
