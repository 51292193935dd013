/** The route whose page loads the player's script (browser/sermon-player.ts), found by its data. */
export const playerRouteId = 'sermon';
