import { X, IconButton } from '../ui/icons.tsx';
import { InlineText } from '../sections/rich-text.tsx';
import { useRootData } from './root-data.ts';

/** The notice across the top of every page, shown or not by app.css (browser/notice.ts). */
export function SiteNotice() {
  const notice = useRootData()?.notice;
  if (!notice) return null;
  return (
    <section
      data-slot="site-notice"
      data-at-build={notice.shownAtBuild ? 'shown' : 'hidden'}
      aria-label={notice.label}
      className="border-b border-accent-600/30 bg-accent-50 text-stone-900"
    >
      <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-3 sm:px-6">
        <p className="flex-1 py-1 [overflow-wrap:anywhere]">
          <InlineText parts={notice.message} />
        </p>
        <IconButton
          data-notice-dismiss
          className="-my-1 -mr-2 flex size-10 shrink-0 items-center justify-center rounded-md text-accent-700 hover:bg-accent-600/10"
          icon={X}
          label={notice.dismiss}
        />
      </div>
    </section>
  );
}
