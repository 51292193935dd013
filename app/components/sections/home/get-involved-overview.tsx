import { ArrowRight } from '../../ui/icons.tsx';
import { Link, iconLinkClass } from '../../ui/link.tsx';
import { Section } from '../section.tsx';
import { Card, CardContent, CardFooter, CardTitle } from '../../ui/card.tsx';
import type { HomeContent } from '../../../content/types.ts';

export function GetInvolvedOverview({ content }: { content: HomeContent['getInvolved'] }) {
  return (
    <Section
      intro={{ id: 'get-involved-heading', heading: content.heading, description: content.intro }}
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {content.ways.map((way) => (
          <li key={way.title}>
            <Card className="flex h-full flex-col">
              <CardContent>
                <CardTitle>{way.title}</CardTitle>
                <p className="mt-2 text-stone-700">{way.text}</p>
              </CardContent>
              <CardFooter>
                <Link to={way.link.to} className={iconLinkClass}>
                  {way.link.label}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
