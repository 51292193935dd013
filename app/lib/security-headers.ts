// The hardening headers on every answer: `_headers` for the static files (pipeline/headers.ts),
// and the Worker's own answers (worker/index.ts), which `_headers` does not reach.

export const securityHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
} as const;

/** The directive in every policy of the site: no other site may frame any of it. */
export const noFraming = "frame-ancestors 'none'";
