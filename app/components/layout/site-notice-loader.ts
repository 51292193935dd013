import type { Content } from '../../content/loading/load.ts';
import { noticeShowsAt } from '../../content/schemas/site-notice.ts';

/**
 * The notice for every page, or null when it is off. The shared script decides on the visitor's
 * clock before the first paint (browser/notice.ts); `shownAtBuild` is the answer without it.
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
