import type { ReactNode } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { Link } from '../ui/link.tsx';
import { buttonClass } from '../ui/button-variants.ts';
import { useSite } from '../site-context.tsx';
import type { Content } from '../../content/loading/load.server.ts';
import { paths } from '../../lib/paths.ts';
import { PageBody, PageHeader, PageHeaderDescription, PageHeaderHeading } from './page-header.tsx';

function ErrorPage({
  heading,
  description,
  notFound = false,
  children,
}: {
  heading: string;
  description: string;
  notFound?: boolean;
  children?: ReactNode;
}) {
  const { siteText } = useSite();
  return (
    <>
      <PageHeader data-not-found={notFound ? '' : undefined}>
        <PageHeaderHeading>{heading}</PageHeaderHeading>
        <PageHeaderDescription>{description}</PageHeaderDescription>
      </PageHeader>
      <PageBody>
        {children}
        <Link to={paths.home} className={buttonClass()}>
          {siteText.homeLink}
        </Link>
      </PageBody>
    </>
  );
}

/** The spec's 404 page; the shared script logs the address (browser/site-script.ts). */
export function NotFound({ page }: { page: Content['notFoundPage'] }) {
  return <ErrorPage {...page} notFound />;
}

/** What the root error boundary shows: the 404 page, or the status or message, never a stack. */
export function RouteError({
  error,
  notFoundPage,
}: {
  error: unknown;
  notFoundPage: Content['notFoundPage'];
}) {
  const { errorPage } = useSite().siteText;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound page={notFoundPage} />;

  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : errorPage.unknownError;

  return (
    <ErrorPage heading={errorPage.heading} description={detail}>
      <p className="mb-6 max-w-2xl text-stone-700">{errorPage.message}</p>
    </ErrorPage>
  );
}
