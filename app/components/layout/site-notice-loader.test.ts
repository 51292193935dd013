import { describe, expect, it } from 'vitest';
import { noticeText, siteNotice } from '../../content/data.ts';
import { siteNoticeForPages as noticeAt } from './site-notice-loader.ts';

const siteNoticeForPages = (now?: number) => noticeAt(siteNotice, noticeText, now);

describe('what every page gets', () => {
  it("says whether the build's own time fell inside the window, for pages read without JavaScript", () => {
    expect(siteNotice).not.toBeNull();
    const { from, until } = siteNotice!;
    expect(siteNoticeForPages(from)?.shownAtBuild).toBe(true);
    expect(siteNoticeForPages(until)?.shownAtBuild).toBe(false);
  });

  it('gives the shared script the window and the message key', () => {
    const notice = siteNoticeForPages()!;
    expect([notice.from, notice.until, notice.key]).toEqual([
      siteNotice!.from,
      siteNotice!.until,
      siteNotice!.key,
    ]);
  });
});
