import type { Content } from '~/content/loading/load';
import { noticeShowsAt } from '~/content/schemas/site-notice';

/**
 * What the root loader gives every page about the notice, worked out as the page is
 * prerendered (`now` is the build's clock): null when the notice is switched off. The window
 * and the message's key go on <html> for the shared script (browser/notice.ts), which decides
 * before the first paint on the visitor's clock; `shownAtBuild` is the answer without script.
 */
export function siteNoticeForPages(
  siteNotice: Content['siteNotice'],
  noticeText: Content['noticeText'],
  now = Date.now(),
) {
  if (!siteNotice) return null;
  return {
    ...noticeText,
    message: siteNotice.message,
    shownAtBuild: noticeShowsAt(siteNotice, now),
    from: siteNotice.from,
    until: siteNotice.until,
    key: siteNotice.key,
  };
}
