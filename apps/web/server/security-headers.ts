import { tileImageSource } from './config.ts'
import { CSP_REPORT_PATH } from './csp-report.ts'

export { tileImageSource }

export interface PolicySources {
  connect?: string
  scripts?: string[]
  images?: string
  chat?: string
  reports?: boolean
}

const extra = (source: string | undefined) => (source ? ` ${source}` : '')

export function contentSecurityPolicy({
  connect,
  scripts = [],
  images,
  chat,
  reports,
}: PolicySources = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scripts.map(extra).join('')}${extra(chat)}`,
    `style-src 'self' 'unsafe-inline'${extra(chat)}`,
    `img-src 'self' data: blob:${extra(images)}${extra(chat)}`,
    "font-src 'self' data:",
    // An https source also allows the same host's wss: (CSP 3), which chat widgets talk over.
    `connect-src 'self'${extra(connect)}${extra(chat)}`,
    `frame-src 'self'${extra(chat)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(reports ? [`report-uri ${CSP_REPORT_PATH}`] : []),
  ].join('; ')
}

export function securityHeaders(sources: PolicySources = {}): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(sources),
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(self)',
  }
}
