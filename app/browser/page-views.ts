import { sendPageview } from '../lib/analytics.ts';

/**
 * One page view per load (for a page prerendered on a hover, once it is opened) and one per
 * return from the back/forward cache, to <html data-analytics-*> (absent without analytics).
 */
export function countPageViews(win: Window) {
  // Speculation Rules' prerendering (Chromium; not yet in TypeScript's DOM types).
  const doc = win.document as Document & { prerendering?: boolean };
  const { analyticsEndpoint: endpoint, analyticsDomain: domain } = doc.documentElement.dataset;
  if (!endpoint || !domain) return;
  const send = () => sendPageview({ endpoint, domain }, win.location.href, doc.referrer);
  // Only after the largest paint and a frame more: a request to another origin before it
  // competes with it on a slow phone (Lighthouse put plain pages' LCP at 1.8 s, not 1.0 s).
  // Without largest-paint reports, after two frames; a background tab sends within 5 s.
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
