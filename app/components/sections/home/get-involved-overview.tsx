import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Section } from '~/components/sections/section';
import { Card, CardContent, CardFooter, CardTitle } from '~/components/ui/card';
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
                <Link
                  to={way.link.to}
                  className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700"
                >
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
