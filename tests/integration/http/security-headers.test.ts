import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  fixedSecurityHeaders,
  imageOrigins,
  inlineScriptHashes,
} from '@/http/security-headers.mjs';

// The header builders of src/http/security-headers.mjs on their own. How the layer works on the real
// production build (nonces reaching Next.js, hashes on the miss and on page-cache hits in every
// encoding) is proved by tests/e2e/http/security-headers.spec.ts and tests/e2e/http/public-page-contract.spec.ts.
const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

describe('security headers', () => {
  it('build a policy without eval (development only), and HSTS only for an https site', () => {
    expect(contentSecurityPolicy({ scriptSources: ["'nonce-abc'"] })).toBe(
      "default-src 'self'; script-src 'self' 'nonce-abc'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self' blob:; object-src 'none'; " +
        "base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(contentSecurityPolicy({ scriptSources: [], dev: true })).toContain(
      "script-src 'self' 'unsafe-eval'",
    );
    expect(fixedSecurityHeaders({ SITE_URL: 'https://advocacia.example' })['Strict-Transport-Security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(fixedSecurityHeaders({ SITE_URL: 'http://localhost:3000' })).not.toHaveProperty(
      'Strict-Transport-Security',
    );
    expect(fixedSecurityHeaders({})).not.toHaveProperty('Strict-Transport-Security');
    expect(imageOrigins({ S3_PUBLIC_URL: 'https://cdn.example:8443/bucket/' })).toEqual([
      'https://cdn.example:8443',
    ]);
    expect(imageOrigins({})).toEqual([]);
  });

  it('hash the inline scripts a browser runs, not external scripts or data blocks', () => {
    const html =
      '<script>a()</script><script nonce="x" async>b()</script><script src="/c.js"></script>' +
      '<script data-src="x" type="module">d()</script><script type="application/ld+json">{}</script>' +
      "<SCRIPT type='text/javascript'>a()</SCRIPT>";
    expect(inlineScriptHashes(html)).toEqual([sha256('a()'), sha256('b()'), sha256('d()')]);
  });
});
