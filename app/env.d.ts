/** Replaced at build time with the year the site was built (vite.config.ts). */
declare const __BUILD_YEAR__: number;
/** The address of the icons' sprite (app/build/icon-sprite.ts). */
declare const __ICON_SPRITE__: string;
