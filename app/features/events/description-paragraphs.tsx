import { paragraphs } from '../../feeds/description-text.ts';

/** A feed's description as text (description-text.ts), a paragraph to each blank line. */
export function DescriptionParagraphs({ text }: { text: string }) {
  return (
    <div className="flex max-w-prose flex-col gap-3 text-stone-800">
      {paragraphs(text).map((paragraph, index) => (
        <p key={index} className="break-words whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
