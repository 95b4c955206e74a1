import { describe, expect, it } from 'vitest';
import { checkGatewayJwt } from './gateway-auth';
import { signJwt } from '../jwt';
import { parseVerifyJwtOff } from './verify-jwt';

const secret = 'test-secret-with-at-least-32-characters!!';

describe('config.toml verify_jwt', () => {
  it('collects the functions that turn it off, and only those', () => {
    const toml = `
[functions.verify-admin-email]
verify_jwt = false  # public
[functions.export-w2g-pdf]
verify_jwt = true
[functions."quoted-name"]
verify_jwt = false
[auth]
verify_jwt = false
`;
    expect([...parseVerifyJwtOff(toml)].sort()).toEqual(['quoted-name', 'verify-admin-email']);
  });
});

describe('gateway JWT check', () => {
  const keys = { jwtSecret: secret, opaqueKeys: { sb_publishable_x: 'anon' as const } };
  const headers = (h: Record<string, string>) => new Headers(h);

  it('accepts a valid bearer and refuses a bad, expired or missing one', () => {
    expect(checkGatewayJwt(headers({ authorization: `Bearer ${signJwt({ role: 'anon' }, secret)}` }), keys)).toBeNull();
    expect(checkGatewayJwt(headers({ authorization: 'Bearer x.y.z' }), keys)).toEqual({ code: 401, message: 'Invalid JWT' });
    expect(checkGatewayJwt(headers({ authorization: `Bearer ${signJwt({ role: 'anon', exp: 1 }, secret)}` }), keys)).toEqual({ code: 401, message: 'Invalid JWT' });
    expect(checkGatewayJwt(headers({ apikey: signJwt({ role: 'anon' }, secret) }), keys)).toEqual({ code: 401, message: 'Missing authorization header' });
  });

  it('lets opaque keys through (they are never sent as the bearer)', () => {
    expect(checkGatewayJwt(headers({ apikey: 'sb_publishable_x' }), keys)).toBeNull();
    expect(checkGatewayJwt(headers({ apikey: 'sb_publishable_unknown' }), keys)).not.toBeNull();
  });
});
