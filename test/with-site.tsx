import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import * as content from '../app/content/data.ts';
import { SiteProvider, siteIn } from '../app/components/site-context.tsx';

/**
 * For tests: what the root route gives every page, the church and the site's words, from the
 * content under test (test/fixtures/content in unit tests).
 */
export function WithSite({ children }: { children: ReactNode }) {
  return <SiteProvider site={siteIn(content)}>{children}</SiteProvider>;
}

/** The same, inside the router that links need. */
export function InSite({ children }: { children: ReactNode }) {
  return (
    <WithSite>
      <MemoryRouter>{children}</MemoryRouter>
    </WithSite>
  );
}
