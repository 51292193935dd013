import { sendPageview } from '~/lib/analytics';

/**
 * One page view per page load, sent once the page has loaded (and, for a page the browser
 * prerendered on a hover, once the visitor actually opens it), and one more each time the page
 * comes back from the back/forward cache. Moves inside a hydrated page are React's to count
 * (components/layout/page-views.tsx). The address comes from <html data-analytics-*>, absent
 * when the church has no analytics and in development.
 */
export function countPageViews(win: Window) {
  // Speculation Rules' prerendering (Chromium; not yet in TypeScript's DOM types).
  const doc = win.document as Document & { prerendering?: boolean };
  const { analyticsEndpoint: endpoint, analyticsDomain: domain } = doc.documentElement.dataset;
  if (!endpoint || !domain) return;
  const send = () => sendPageview({ endpoint, domain }, win.location.href, doc.referrer);
  const whenOpened = () => {
    if (doc.prerendering) doc.addEventListener('prerenderingchange', send, { once: true });
    else send();
  };
  if (doc.readyState === 'complete') whenOpened();
  else win.addEventListener('load', whenOpened, { once: true });
  win.addEventListener('pageshow', (event) => {
    if (event.persisted) send();
  });
}
