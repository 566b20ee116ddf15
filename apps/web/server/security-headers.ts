/**
 * The Content-Security-Policy the app runs under; `connect` adds the API origin when it is
 * elsewhere, `scripts` the hashes of the page's own inline scripts (page-template.ts).
 */
export function contentSecurityPolicy(connect = '', scripts: string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scripts.map((source) => ` ${source}`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${connect ? ` ${connect}` : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export function securityHeaders(apiOrigin = '', scripts: string[] = []): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(apiOrigin, scripts),
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(self)',
  }
}
