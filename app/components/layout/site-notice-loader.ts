import { noticeText, siteNotice } from '~/content/data';
import { noticeShowsAt } from '~/content/site-notice';

/** Where a dismissal is kept: the dismissed message's key, in the visitor's own browser. */
export const noticeStorageKey = 'site-notice-dismissed';

/**
 * The script that decides, in the <head> and so before the first paint, whether the site
 * notice shows: inside its window on the visitor's clock (UTC instants, so their time zone
 * plays no part) and not dismissed for this message. It says so on <html data-notice>, which
 * app.css reads; with JavaScript off that attribute is absent and the build's answer stands.
 * The "Hide" button works from this same script, before React has started: the dismissal is
 * kept in localStorage (no cookie), focus moves on to the main content. Made at build, once
 * per build, so every page has the same script and the same hash in its policy.
 */
export function siteNoticeScript({
  from,
  until,
  key,
}: {
  from: number;
  until: number;
  key: string;
}) {
  const values = [from, until, key, noticeStorageKey].map((value) => JSON.stringify(value));
  return (
    `(function(f,u,k,s){var d=document,h=d.documentElement,n=Date.now(),o=n>=f&&n<u;` +
    `try{if(localStorage.getItem(s)===k)o=false}catch(e){}` +
    `h.setAttribute("data-notice",o?"show":"hide");` +
    `d.addEventListener("click",function(e){var t=e.target;` +
    `if(!t||!t.closest||!t.closest("[data-notice-dismiss]"))return;` +
    `try{localStorage.setItem(s,k)}catch(e){}h.setAttribute("data-notice","hide");` +
    `var m=d.getElementById("main");if(m)m.focus({preventScroll:true})})` +
    `})(${values.join(',')})`
  );
}

/**
 * What the root loader gives every page about the notice, worked out as the page is
 * prerendered (`now` is the build's clock): null when the notice is switched off.
 */
export function siteNoticeForPages(now = Date.now()) {
  if (!siteNotice) return null;
  return {
    ...noticeText,
    message: siteNotice.message,
    shownAtBuild: noticeShowsAt(siteNotice, now),
    script: siteNoticeScript(siteNotice),
  };
}
