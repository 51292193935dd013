import { ExternalLink as ExternalLinkIcon } from '../ui/icons.tsx';
import { ExternalLink } from '../ui/link.tsx';

export function EmbeddedForm({
  title,
  src,
  openLabel,
  note,
}: {
  title: string;
  src: string;
  openLabel: string;
  note: string;
}) {
  return (
    <div data-slot="embedded-form">
      <div className="overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
        <iframe
          title={title}
          src={src}
          loading="lazy"
          className="block aspect-[4/3] w-full md:aspect-video"
        />
      </div>
      <p className="mt-4 max-w-prose text-sm text-stone-700">{note}</p>
      <p className="mt-3">
        <ExternalLink
          href={src}
          className="font-semibold text-brand-800 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700"
        >
          {openLabel}
          <ExternalLinkIcon aria-hidden="true" className="ml-1.5 inline size-4 align-[-0.125em]" />
        </ExternalLink>
      </p>
    </div>
  );
}
