import { isRouteErrorResponse, Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-variants';
import { paths } from '~/lib/paths';
import { NotFound } from './not-found';
import { PageBody, PageHeader, PageHeaderDescription, PageHeaderHeading } from './page-header';

/** What the root error boundary shows: the 404 page, or the status or message, never a stack. */
export function RouteError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;

  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : 'Something went wrong.';

  return (
    <>
      <PageHeader>
        <PageHeaderHeading>Unexpected Application Error!</PageHeaderHeading>
        <PageHeaderDescription>{detail}</PageHeaderDescription>
      </PageHeader>
      <PageBody>
        <p className="mb-6 max-w-2xl text-stone-700">
          Sorry, this page could not be shown. Please try again, or go back to the home page.
        </p>
        <Link to={paths.home} className={buttonClass()}>
          Return to Home
        </Link>
      </PageBody>
    </>
  );
}
