import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { Church } from '~/content/schemas/church';

/**
 * On a live page, one page view per move inside the app to another page. The page load itself,
 * and each return from the back/forward cache, are the shared script's (browser/page-views.ts),
 * so a view is never counted twice.
 */
export function PageViews({ analytics }: { analytics: Church['analytics'] | null }) {
  const { pathname } = useLocation();
  const previousUrl = useRef<string>(null);

  useEffect(() => {
    const config = analytics;
    const url = window.location.href;
    const referrer = previousUrl.current;
    previousUrl.current = url;
    if (!config || import.meta.env.DEV || referrer === null) return;
    void import('~/lib/analytics').then(({ sendPageview }) => sendPageview(config, url, referrer));
  }, [pathname, analytics]);

  return null;
}
