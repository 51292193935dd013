import { Link } from '~/components/ui/link';
import { buttonClass } from '~/components/ui/button-variants';
import { notFoundPage, siteText } from '~/content/data';
import { paths } from '~/lib/paths';
import { PageBody, PageHeader, PageHeaderDescription, PageHeaderHeading } from './page-header';

/** The spec's 404 page; the shared script logs the address (browser/site-script.ts). */
export function NotFound() {
  return (
    <>
      <PageHeader data-not-found="">
        <PageHeaderHeading>{notFoundPage.heading}</PageHeaderHeading>
        <PageHeaderDescription>{notFoundPage.description}</PageHeaderDescription>
      </PageHeader>
      <PageBody>
        <Link to={paths.home} className={buttonClass()}>
          {siteText.homeLink}
        </Link>
      </PageBody>
    </>
  );
}
