/**
 * The route whose page loads a script of its own after the shared one: a sermon's page, its
 * player's (browser/sermon-player.ts). The root picks the page's first-paint part by whether
 * this route has data (browser/site-script-plugin.ts), with a hook every page already ships,
 * where React Router's useMatches put 0.2 KB more of the framework on the live pages.
 */
export const playerRouteId = 'sermon';
