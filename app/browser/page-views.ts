import { sendPageview } from '../lib/analytics.ts';

/**
 * One page view per page load, sent once the page has loaded (and, for a page the browser
 * prerendered on a hover, once the visitor actually opens it), and one more each time the page
 * comes back from the back/forward cache. The address comes from <html data-analytics-*>,
 * absent when the church has no analytics and in development.
 */
export function countPageViews(win: Window) {
  // Speculation Rules' prerendering (Chromium; not yet in TypeScript's DOM types).
  const doc = win.document as Document & { prerendering?: boolean };
  const { analyticsEndpoint: endpoint, analyticsDomain: domain } = doc.documentElement.dataset;
  if (!endpoint || !domain) return;
  const send = () => sendPageview({ endpoint, domain }, win.location.href, doc.referrer);
  // Only after the page has loaded and shown its largest part, and a frame more: on a small
  // page the load comes before the first paint, and a request to another origin begun before
  // the largest paint competes with it on a slow phone (Lighthouse's model put every plain
  // page's LCP at 1.8 s, not 1.0 s, for it). A browser that reports no largest paint sends
  // after two frames; a page left in a background tab paints nothing and sends within 5 s.
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
