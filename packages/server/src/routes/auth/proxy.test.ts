// TRUST_PROXY names the proxy (addresses or a hop count), never "everyone", so a
// client's own X-Forwarded-For cannot dodge the per-IP sign-in limit.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers';
import { parseTrustProxy } from '../../config';

describe('TRUST_PROXY', () => {
  it('takes addresses or a hop count; true (trust everyone) is refused with a clear message', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.5')).toBe('10.0.0.5');
    expect(parseTrustProxy(' 10.0.0.0/8, ::1 ')).toBe('10.0.0.0/8,::1');
    expect(() => parseTrustProxy('true')).toThrow(
      `TRUST_PROXY=true is not allowed: set the proxy's addresses (e.g. 10.0.0.5 or 10.0.0.0/8, comma-separated) or the number of proxies in front (e.g. 1). "true" would believe any client's X-Forwarded-For.`,
    );
    expect(() => parseTrustProxy('proxy.example.com')).toThrow(/is not allowed/);
    expect(() => parseTrustProxy('10.0.0.5,proxy.example.com')).toThrow(/is not allowed/);
    expect(() => parseTrustProxy('10.0.0.256')).toThrow(/is not allowed/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/is not allowed/);
  });

  it('refuses addresses that trust every client (true by another name), keeps real proxies', () => {
    for (const everyone of [
      '0.0.0.0/0',
      '::/0',
      '0.0.0.0/00',
      '203.0.113.9/0',
      '2001:db8::1/0',
      // Every IPv4 client, as proxy-addr matches one against IPv6 ranges.
      '::ffff:0:0/96',
      '::ffff:0.0.0.0/96',
      '::/64',
      // Halves and quarters that add up to everything.
      '0.0.0.0/1, 128.0.0.0/1',
      '10.0.0.5,0.0.0.0/2,64.0.0.0/2,128.0.0.0/2,192.0.0.0/2',
      '::/1,8000::/1',
    ])
      expect(() => parseTrustProxy(everyone), everyone).toThrow(
        `TRUST_PROXY=${everyone} is not allowed: it trusts every address, as "true" would, so any client's X-Forwarded-For would be believed; set the proxy's addresses (e.g. 10.0.0.5 or 10.0.0.0/8, comma-separated) or the number of proxies in front (e.g. 1).`,
      );
    for (const proxies of [
      '10.0.0.0/8',
      '172.16.0.0/12,::1',
      'loopback,uniquelocal',
      '::ffff:10.0.0.5',
      'fe80::1/10',
      '2001:db8::/32',
    ])
      expect(parseTrustProxy(proxies), proxies).toBe(proxies.replace(/\s/g, ''));
  });
});

describe('the per-IP sign-in limit behind a proxy named by its address', () => {
  const env = useTestApp({ trustProxy: '10.0.0.5', loginIpMaxFailures: 3 });
  const attempt = (n: number, remoteAddress: string, forwardedFor: string) =>
    env.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      // A different account each time: only the per-IP limit can stop these.
      payload: { email: `nobody${n}@example.com`, password: 'wrong-password' },
    });

  it('a client talking to the server directly cannot pick its address with X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 5; n++)
      statuses.push((await attempt(n, '203.0.113.9', `198.51.100.${n}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('through the proxy, each client is counted by the address the proxy reports', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 4; n++) statuses.push((await attempt(n, '10.0.0.5', '198.51.100.20')).statusCode);
    // Another client behind the same proxy is not blocked by the first one's failures.
    statuses.push((await attempt(9, '10.0.0.5', '198.51.100.21')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 401]);
  });
});
