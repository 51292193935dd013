import { isRouteErrorResponse } from 'react-router';
import { Link } from '../ui/link.tsx';
import { buttonClass } from '../ui/button-variants.ts';
import { useSite } from '../site-context.tsx';
import type { Content } from '../../content/loading/load.ts';
import { paths } from '../../lib/paths.ts';
import { NotFound } from './not-found.tsx';
import { PageBody } from './page-header.tsx';
import { PageIntro } from '../sections/page-intro.tsx';

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
