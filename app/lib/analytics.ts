// Cookieless page views in the Plausible Events API format: no personal data, nothing stored on
// the visitor's device, so no consent banner is needed under PECR.
export function sendPageview(
  config: { domain: string; endpoint: string },
  url: string,
  referrer: string,
): void {
  const body = JSON.stringify({
    name: 'pageview',
    url,
    domain: config.domain,
    referrer: referrer || null,
  });
  // text/plain keeps this a "simple" request: no CORS preflight.
  void fetch(config.endpoint, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'Content-Type': 'text/plain' },
  }).catch(() => {
    // A blocked or offline analytics call must never trouble the visitor.
  });
}
