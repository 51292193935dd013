import { LifeBuoy, LogIn, Phone } from '../components/ui/icons.tsx';
import { IntroPage } from '../components/layout/page-header.tsx';
import { Blocks } from '../components/sections/blocks.tsx';
import { Callout, NumberedSteps, PageSection } from '../components/sections/page-section.tsx';
import { buttonClass } from '../components/ui/button-variants.ts';
import { contentAt, pageMetaAt } from './in-language.ts';
import { paths } from '../lib/paths.ts';
import type { Route } from './+types/giving.ts';
import { ExternalLink, PhoneLink } from '../components/ui/link.tsx';

export function loader({ request }: Route.LoaderArgs) {
  const { pages, giving, church } = contentAt(request);
  return { page: pages.giving, content: giving, phone: church.phone };
}

export const meta: Route.MetaFunction = pageMetaAt(paths.giving);

export default function GivingPage({ loaderData: { page, content, phone } }: Route.ComponentProps) {
  return (
    <IntroPage {...page} className="grid gap-10 lg:grid-cols-[1fr_20rem]">
      <div className="space-y-12">
        <Blocks blocks={content.intro} className="max-w-prose text-lg" />
        <PageSection id="give-online" heading={content.stepsHeading}>
          <NumberedSteps steps={content.steps} />
          <ExternalLink
            href={content.button.url}
            className={buttonClass({ variant: 'accent', className: 'mt-8' })}
          >
            <LogIn aria-hidden="true" className="size-5" />
            {content.button.label}
          </ExternalLink>
        </PageSection>
        {content.giftAid && (
          <PageSection id="gift-aid" heading={content.giftAid.heading}>
            <Blocks blocks={content.giftAid.body} headingLevel={3} className="max-w-prose" />
          </PageSection>
        )}
      </div>
      <Callout
        heading={content.help.heading}
        headingId="need-help-heading"
        icon={<LifeBuoy />}
        className="self-start"
      >
        <p>{content.help.text}</p>
        <p className="flex items-center gap-2 text-lg font-semibold">
          <Phone aria-hidden="true" className="size-5 text-accent-700" />
          <PhoneLink phone={phone} />
        </p>
      </Callout>
    </IntroPage>
  );
}
