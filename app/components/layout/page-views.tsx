import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { church } from '~/content/data';

/** Sends one page view on the first load and one per client-side move to another page. */
export function PageViews() {
  const { pathname } = useLocation();
  const previousUrl = useRef<string>(null);

  useEffect(() => {
    const config = church.analytics;
    if (!config || import.meta.env.DEV) return;
    const url = window.location.href;
    const referrer = previousUrl.current ?? document.referrer;
    previousUrl.current = url;
    void import('~/lib/analytics').then(({ sendPageview }) => sendPageview(config, url, referrer));
  }, [pathname]);

  return null;
}
