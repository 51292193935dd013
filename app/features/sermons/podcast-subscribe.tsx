import { Podcast } from '../../components/ui/icons.tsx';
import type { SermonsPageContent } from '../../content/types.ts';

export function PodcastSubscribe({
  text,
  feedUrl,
  feedPath,
}: {
  text: Pick<SermonsPageContent['subscribe'], 'heading' | 'text' | 'feedLabel'>;
  feedUrl: string;
  feedPath: string;
}) {
  return (
    <aside
      data-slot="podcast-subscribe"
      aria-labelledby="podcast-heading"
      className="rounded-xl border border-brand-100 bg-brand-50 p-5 sm:p-6"
    >
      <h2
        id="podcast-heading"
        className="flex items-center gap-2 font-serif text-xl font-semibold text-brand-900"
      >
        <Podcast aria-hidden="true" className="size-5 shrink-0" />
        {text.heading}
      </h2>
      <p className="mt-2 text-stone-800">{text.text}</p>
      <p className="mt-3 text-sm font-semibold text-stone-700">{text.feedLabel}</p>
      <p className="mt-1">
        <a
          href={feedPath}
          className="font-mono text-sm break-all text-brand-800 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700"
        >
          {feedUrl}
        </a>
      </p>
    </aside>
  );
}
