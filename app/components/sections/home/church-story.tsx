import { BookOpen, Heart, Megaphone } from '../../ui/icons.tsx';
import { RichText } from '../rich-text.tsx';
import { Card, CardContent, CardTitle } from '../../ui/card.tsx';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import { Section, SectionDescription, SectionHeading, SubHeading } from '../section.tsx';
import type { HomeContent } from '../../../content/types.ts';
import { homeSections } from '../../../lib/paths.ts';

const pillarIcons = { heart: Heart, megaphone: Megaphone, book: BookOpen } as const;

export function ChurchStory({ story }: { story: HomeContent['story'] }) {
  return (
    <Section id={homeSections.churchStory} aria-labelledby="our-story-heading" scrollTarget>
      <div className={story.image ? 'grid gap-10 lg:grid-cols-2 lg:items-center' : 'max-w-prose'}>
        <div>
          <SectionHeading id="our-story-heading">{story.heading}</SectionHeading>
          <RichText blocks={story.text} headingLevel={3} className="mt-5 text-lg" />
        </div>
        {story.image && (
          <ResponsiveImage
            src={story.image.src}
            alt={story.image.alt}
            preset="landscape"
            sizes="(min-width: 1152px) 34rem, (min-width: 1024px) 45vw, 100vw"
            className="h-auto w-full rounded-2xl shadow-md"
          />
        )}
      </div>

      <div className="mt-16 text-center">
        <SubHeading as="h3">{story.valuesHeading}</SubHeading>
        <SectionDescription className="mx-auto max-w-2xl">{story.valuesIntro}</SectionDescription>
      </div>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {story.pillars.map((pillar) => {
          const Icon = pillarIcons[pillar.icon];
          return (
            <li key={pillar.title}>
              <Card className="h-full text-center">
                <CardContent>
                  <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <CardTitle as="h4" className="mt-4">
                    {pillar.title}
                  </CardTitle>
                  <p className="mt-2 text-stone-700">{pillar.text}</p>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
