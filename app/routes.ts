import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { activitySlugs } from './content/load';

// The one route table. Activity pages are one module rendered from content, with one route
// per activity file so that every page is prerendered and an unknown slug is a plain 404.
export default [
  index('routes/home.tsx'),
  route('events', 'routes/events.tsx'),
  route('get-involved', 'routes/get-involved.tsx'),
  route('giving', 'routes/giving.tsx'),
  route('about-us', 'routes/about-us.tsx'),
  route('privacy-policy', 'routes/privacy-policy.tsx'),
  route('search', 'routes/search.tsx'),
  ...activitySlugs().map((slug) =>
    route(`activities/${slug}`, 'routes/activity.tsx', { id: `activity/${slug}` }),
  ),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
