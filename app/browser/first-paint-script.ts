import { beforeFirstPaint } from './first-paint';

// What must hold at a live page's first paint, written into its <head> and allowed by its
// hash: a request of its own would hold the paint back. The rest of the shared script comes
// with the page's own code (components/layout/enhance-live-page.tsx); a plain page's first
// part asks for it itself (plain-first-paint-script.ts). Every byte here is in the page's
// HTML: /events, with the events the build read, must fit Lighthouse's first round trip
// (14.6 KB with its headers) to paint as early as before them.
beforeFirstPaint(document);
