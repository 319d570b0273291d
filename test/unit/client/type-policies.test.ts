import { buildSchema, isObjectType } from 'graphql';
import { typePolicies } from '../../../client';
import { entityKeys, keyFieldsOf } from '../../../codegen/type-policies-plugin';
import { readApiSchema, readSupergraph } from '../../../gateway/supergraph';

const api = buildSchema(readApiSchema());
const policies: Record<string, { keyFields?: unknown; fields?: Record<string, unknown> }> = typePolicies;

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
