import { Link } from '~/components/ui/link';
import { buttonClass } from '~/components/ui/button-variants';
import { useSite } from '~/components/site-context';
import type { Content } from '~/content/loading/load';
import { paths } from '~/lib/paths';
import { PageBody, PageHeader, PageHeaderDescription, PageHeaderHeading } from './page-header';

/** The spec's 404 page; the shared script logs the address (browser/site-script.ts). */
export function NotFound({ page }: { page: Content['notFoundPage'] }) {
  const { siteText } = useSite();
  return (
    <>
      <PageHeader data-not-found="">
        <PageHeaderHeading>{page.heading}</PageHeaderHeading>
        <PageHeaderDescription>{page.description}</PageHeaderDescription>
      </PageHeader>
      <PageBody>
        <Link to={paths.home} className={buttonClass()}>
          {siteText.homeLink}
        </Link>
      </PageBody>
    </>
  );
}
