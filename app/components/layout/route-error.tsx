import { isRouteErrorResponse } from 'react-router';
import { Link } from '~/components/ui/link';
import { buttonClass } from '~/components/ui/button-variants';
import { useSite } from '~/components/site-context';
import type { Content } from '~/content/loading/load';
import { paths } from '~/lib/paths';
import { NotFound } from './not-found';
import { PageBody } from './page-header';
import { PageIntro } from '~/components/sections/page-intro';

/** What the root error boundary shows: the 404 page, or the status or message, never a stack. */
export function RouteError({
  error,
  notFoundPage,
}: {
  error: unknown;
  notFoundPage: Content['notFoundPage'];
}) {
  const { siteText } = useSite();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound page={notFoundPage} />;

  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : siteText.errorPage.unknownError;

  return (
    <>
      <PageIntro heading={siteText.errorPage.heading} description={detail} />
      <PageBody>
        <p className="mb-6 max-w-2xl text-stone-700">{siteText.errorPage.message}</p>
        <Link to={paths.home} className={buttonClass()}>
          {siteText.homeLink}
        </Link>
      </PageBody>
    </>
  );
}
