/**
 * The route whose page loads a script of its own after the shared one: a sermon's, its player's
 * (browser/sermon-player.ts). The root finds it by whether this route has data.
 */
export const playerRouteId = 'sermon';
