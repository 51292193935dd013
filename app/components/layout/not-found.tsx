import { Link } from '../ui/link.tsx';
import { buttonClass } from '../ui/button-variants.ts';
import { useSite } from '../site-context.tsx';
import type { Content } from '../../content/loading/load.ts';
import { paths } from '../../lib/paths.ts';
import { PageBody, PageHeader, PageHeaderDescription, PageHeaderHeading } from './page-header.tsx';

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
