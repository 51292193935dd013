import { beforeFirstPaint } from './first-paint';

// What must hold at a page's first paint, written into every page's <head> and allowed by its
// hash: a request of its own would hold the paint back (a script in the <head> stops the
// parser until it arrives). The rest of the shared script comes after, without blocking: a
// plain page's as a deferred file (site-script.ts), a live page's with its own code
// (components/layout/enhance-live-page.tsx). Every byte here is in every page's HTML: /events,
// with the events the build read, must fit Lighthouse's first round trip (14.6 KB with its
// headers) to paint as early as before them.
beforeFirstPaint(document);
