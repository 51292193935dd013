import { beforeFirstPaint } from './first-paint';

// A live page's <head> carries only what must hold at its first paint; the rest of the shared
// script (enhance.ts) comes with the page's own code (components/layout/enhance-live-page.tsx).
// Every byte here is in the page's HTML: /events, with the events the build read, must fit
// Lighthouse's first round trip (14.6 KB with its headers) to paint as early as before them.
beforeFirstPaint(document);
