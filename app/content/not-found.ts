import type { PageMeta } from './schema';

// The page shown for an address the site does not have. It is part of every page's
// JavaScript (the error boundary can show it anywhere), so it lives apart from pages.ts.
// The description is shown under the heading as well as given to search engines.
export const notFoundPage = {
  title: 'Page not found',
  description: 'Sorry, we couldn’t find that page. It may have moved, or the link may be mistyped.',
  heading: 'Oops! Page not found',
} satisfies PageMeta;
