import { ArrowRight } from '~/components/ui/icons';
import { Link } from '~/components/ui/link';
import { Section } from '~/components/sections/section';
import { Card, CardContent, CardFooter, CardTitle } from '~/components/ui/card';
import { textLinkClass } from '~/components/ui/text-link-class';
import type { HomeContent } from '~/content/types';

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
                <Link to={way.link.to} className={textLinkClass}>
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
