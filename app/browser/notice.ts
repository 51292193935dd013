/** Where a dismissal is kept: the dismissed message's key, in the visitor's own browser. */
export const noticeStorageKey = 'site-notice-dismissed';

/** Whether the site notice shows (<html data-notice>): in its window and not dismissed. */
export function decideNotice(doc: Document, now = Date.now()) {
  const html = doc.documentElement;
  const { noticeFrom, noticeUntil, noticeKey } = html.dataset;
  if (!noticeKey) return;
  let show = now >= Number(noticeFrom) && now < Number(noticeUntil);
  try {
    if (localStorage.getItem(noticeStorageKey) === noticeKey) show = false;
  } catch {
    // Storage blocked: the notice follows its window alone.
  }
  html.dataset.notice = show ? 'show' : 'hide';
  doc.addEventListener('click', (event) => {
    if (!(event.target as Element | null)?.closest?.('[data-notice-dismiss]')) return;
    try {
      localStorage.setItem(noticeStorageKey, noticeKey);
    } catch {
      // Hidden for this page view only.
    }
    html.dataset.notice = 'hide';
    doc.getElementById('main')?.focus({ preventScroll: true });
  });
}
