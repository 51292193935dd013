import type { Content } from '../../content/loading/load.server.ts';
import { noticeShowsAt } from '../../content/schemas/site-notice.ts';

/** The notice for every page, or null; `shownAtBuild` for a visitor without script (notice.ts). */
export function siteNoticeForPages(
  siteNotice: Content['siteNotice'],
  noticeText: Content['noticeText'],
  now = Date.now(),
) {
  if (!siteNotice) return null;
  const { message, from, until, key } = siteNotice;
  return { ...noticeText, message, shownAtBuild: noticeShowsAt(siteNotice, now), from, until, key };
}
