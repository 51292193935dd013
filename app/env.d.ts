/** Replaced at build time with the year the site was built (vite.config.ts). */
declare const __BUILD_YEAR__: number;
