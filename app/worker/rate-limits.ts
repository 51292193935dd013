// How often one client may ask the Worker's paths (decision 0046), counted by Cloudflare's
// rate-limiting binding: wrangler.jsonc's `ratelimits` declare the same figures (a test checks),
// and a deploy makes them, with nothing for the church to do.

/** The part of the runtime's RateLimit binding this uses. */
export interface RateLimiter {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/**
 * A sign-in is two requests (/admin/auth, /admin/callback): twenty a minute lets ten sign-ins
 * from one address, an office full of editors. An upload sends a part of 5 MiB a request, one
 * after another: thirty in ten seconds is 15 MiB a second (126 Mbit/s), faster than a church's
 * line sends, so only a flood meets it; a 60 MB sermon is 15 requests in all. A token GitHub
 * has not yet answered for costs a check-a-token call on the site's own app, whose allowance is
 * 5,000 an hour: ten a minute (600 an hour) is more than an office signing in ever needs, and
 * leaves one address far short of the allowance (editors.ts counts them).
 */
export const rateLimits = {
  signIn: { name: 'SIGN_IN_LIMIT', namespace_id: '9201', simple: { limit: 20, period: 60 } },
  uploads: { name: 'UPLOAD_LIMIT', namespace_id: '9202', simple: { limit: 30, period: 10 } },
  newTokens: { name: 'NEW_TOKEN_LIMIT', namespace_id: '9203', simple: { limit: 10, period: 60 } },
} as const;

export type RateLimitEnv = Partial<
  Record<(typeof rateLimits)[keyof typeof rateLimits]['name'], RateLimiter>
>;

/**
 * Who is counted: the address Cloudflare saw, an IPv6 one by its /64 (one household's or
 * phone's whole block, which its owner can change at will).
 */
export function clientOf(request: Request) {
  const address = request.headers.get('CF-Connecting-IP')?.trim() ?? '';
  if (!address.includes(':')) return address || 'unknown';
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Whether this client may go on; where the binding is absent (unit tests), it may. */
export async function withinLimit(limiter: RateLimiter | undefined, request: Request) {
  if (!limiter) return true;
  const { success } = await limiter.limit({ key: clientOf(request) });
  return success;
}
