import { sendPageview } from '../lib/analytics.ts';

/** One page view per load (a prerendered page once opened) and per back/forward cache return. */
export function countPageViews(win: Window) {
  // Speculation Rules' prerendering (Chromium; not yet in TypeScript's DOM types).
  const doc = win.document as Document & { prerendering?: boolean };
  const { analyticsEndpoint: endpoint, analyticsDomain: domain } = doc.documentElement.dataset;
  if (!endpoint || !domain) return;
  const send = () => sendPageview({ endpoint, domain }, win.location.href, doc.referrer);
  // After the largest paint and a frame more (else two frames): an earlier request to another
  // origin competes with it (Lighthouse: LCP 1.8 s, not 1.0 s). A background tab sends in 5 s.
  const afterPaint = () => {
    let sent = false;
    const sendOnce = () => {
      if (!sent) win.setTimeout(send, 0);
      sent = true;
    };
    const inTwoFrames = () => win.requestAnimationFrame(() => win.requestAnimationFrame(sendOnce));
    win.setTimeout(sendOnce, 5_000);
    const Observer = (win as Window & typeof globalThis).PerformanceObserver as
      typeof PerformanceObserver | undefined;
    if (!Observer?.supportedEntryTypes?.includes('largest-contentful-paint')) {
      inTwoFrames();
      return;
    }
    const observer = new Observer(() => {
      observer.disconnect();
      inTwoFrames();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  };
  const whenOpened = () => {
    if (doc.prerendering) doc.addEventListener('prerenderingchange', send, { once: true });
    else afterPaint();
  };
  if (doc.readyState === 'complete') whenOpened();
  else win.addEventListener('load', whenOpened, { once: true });
  win.addEventListener('pageshow', (event) => {
    if (event.persisted) send();
  });
}
