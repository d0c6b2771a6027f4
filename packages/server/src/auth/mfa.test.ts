import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { newRecoveryCodes, normaliseRecoveryCode, qrSvg, totpCode, totpStep } from './mfa';

const URI =
  'otpauth://totp/Store%20Ops:admin%40example.com?issuer=Store%20Ops&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30';

describe('MFA helpers', () => {
  it('the QR code SVG draws exactly the modules uqr encodes (runs of dark modules per row)', () => {
    const svg = qrSvg(URI);
    const { data, size } = encode(URI, { border: 2 });
    expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}"`)).toBe(
      true,
    );
    const drawn = data.map((row) => row.map(() => false));
    for (const [, x, y, n] of (/ d="([^"]*)"/.exec(svg)?.[1] ?? '').matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
      for (let i = 0; i < Number(n); i++) (drawn[Number(y)] as boolean[])[Number(x) + i] = true;
    }
    expect(drawn).toEqual(data);
    expect(svg.length).toBeLessThan(8_000);
  });

  it('a code is valid one 30 s step either side of now, and says which step it was made for', () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const at = new Date('2026-11-25T12:00:10Z');
    const step = Math.floor(at.getTime() / 30_000);
    const code = totpCode(secret, at);
    expect(code).toMatch(/^\d{6}$/);
    expect(totpStep(secret, code, at)).toBe(step);
    expect(totpStep(secret, code, new Date(at.getTime() + 30_000))).toBe(step);
    expect(totpStep(secret, code, new Date(at.getTime() - 30_000))).toBe(step);
    expect(totpStep(secret, code, new Date(at.getTime() + 60_000))).toBeNull();
    expect(totpStep(secret, '12345', at)).toBeNull();
    expect(totpStep(secret, 'abcdef', at)).toBeNull();
  });

  it('recovery codes: 10 different, two groups of five without look-alike characters; typing is forgiving', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-km-np-z2-9]{5}-[a-km-np-z2-9]{5}$/);
    expect(normaliseRecoveryCode(' AbCdE - fGhIj ')).toBe('abcdefghij');
  });
});
