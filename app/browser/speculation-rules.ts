/**
 * Gives a live page the site's Speculation Rules, which a page that does not hydrate has from
 * its Speculation-Rules header (scripts/postbuild.mjs): a plain page the visitor points at is
 * then prerendered. A live page's header leaves them out, so that nothing but its stylesheet
 * is fetched before its first paint; its policy allows these rules, and only these, by hash.
 * A browser without Speculation Rules fetches nothing.
 */
export async function addSpeculationRules(document: Document, address: string) {
  if (!HTMLScriptElement.supports?.('speculationrules')) return;
  const response = await fetch(address);
  if (!response.ok) return;
  const script = document.createElement('script');
  script.type = 'speculationrules';
  script.textContent = await response.text();
  document.head.append(script);
}
