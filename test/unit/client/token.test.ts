import { expiresAt, userIdOf } from '../../../client';

const segment = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
/** A JWT with these claims; the signature is never checked here, so any text will do. */
const jwt = (claims: unknown) => `${segment({ alg: 'HS256', typ: 'JWT' })}.${segment(claims)}.signature`;

describe('userIdOf and expiresAt (unverified: the gateway verifies)', () => {
  it("read a JWT's sub and exp", () => {
    const token = jwt({ sub: 'user-001', exp: 1_900_000_000, scope: 'shopper' });
    expect(userIdOf(token)).toBe('user-001');
    expect(expiresAt(token)).toEqual(new Date(1_900_000_000_000));
  });

  it('read a payload that is UTF-8 and base64url (- and _ in it)', () => {
    const token = jwt({ sub: 'kullanıcı-şğü?>>', exp: 1 });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(userIdOf(token)).toBe('kullanıcı-şğü?>>');
  });

  it('ignore a signature they do not check', () => {
    const token = jwt({ sub: 'user-001' });
    expect(userIdOf(`${token.slice(0, token.lastIndexOf('.'))}.forged`)).toBe('user-001');
  });

  it.each([
    ['no sub or exp', jwt({ scope: 'shopper' })],
    ['a sub and exp of the wrong type', jwt({ sub: 7, exp: '1900000000' })],
    // eslint-disable-next-line no-loss-of-precision -- an exp past a double's range is the case
    ['an empty sub and an infinite exp', jwt({ sub: '', exp: 1e400 })],
    ['a payload that is not an object', jwt([1, 2])],
    ['a payload that is not JSON', `${segment({})}.${segment('not json')}.x`],
    ['a payload that is not base64url', 'a.%%%.b'],
    ['a payload that is not UTF-8', `a.${Buffer.from([0x7b, 0xff, 0x7d]).toString('base64url')}.b`],
    ['a string that is not a JWT', 'opaque-token'],
    ['an empty string', ''],
  ])('answer undefined for %s', (_, token) => {
    expect(userIdOf(token)).toBeUndefined();
    expect(expiresAt(token)).toBeUndefined();
  });
});
