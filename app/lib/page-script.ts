/**
 * A route's `handle` when its page loads a script of its own after the shared one: a sermon's
 * page, its player's (browser/sermon-player.ts). The root picks the page's first-paint part by
 * it (browser/site-script-plugin.ts).
 */
export interface PageScriptHandle {
  pageScript: 'sermon-player';
}

/** Whether any of the matched routes asks for the sermon player's script. */
export const wantsPlayer = (matches: readonly { handle?: unknown }[]) =>
  matches.some(
    ({ handle }) =>
      typeof handle === 'object' &&
      handle !== null &&
      (handle as Partial<PageScriptHandle>).pageScript === 'sermon-player',
  );
