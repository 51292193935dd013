import type { PageMeta } from './schema';

// The page shown for an address the site does not have. It is part of every page's
// JavaScript (the error boundary can show it anywhere), so it lives apart from pages.ts.
export const notFoundPage = {
  title: 'Page not found',
  description:
    'Sorry, we could not find that page on the church website. Try the home page instead.',
  heading: 'Oops! Page not found',
} satisfies PageMeta;
