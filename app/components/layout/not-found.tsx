import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '~/components/ui/button-variants';
import { notFoundPage, siteText } from '~/content/data';
import { paths } from '~/lib/paths';
import { PageBody, PageHeader, PageHeaderDescription, PageHeaderHeading } from './page-header';

export function NotFound() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <>
      <PageHeader>
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
