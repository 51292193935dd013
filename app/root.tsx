import { type ReactNode, use } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  UNSAFE_FrameworkContext as FrameworkContext,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import { devIconSymbols } from 'virtual:icon-symbols';
import { firstPaint } from 'virtual:site-script';
import type { PageHandle } from './components/island.tsx';
import type { RootData } from './components/layout/root-data.ts';
import { RouteError } from './components/layout/route-error.tsx';
import { SiteFooter } from './components/layout/site-footer.tsx';
import { feedSnapshot } from './feeds/snapshots.server.ts';
import { calendarWritten } from './feeds/snapshots.ts';
import { HeaderFitStyle, SiteHeader } from './components/layout/site-header.tsx';
import { SiteNotice } from './components/layout/site-notice.tsx';
import { LanguageSwitch, Untranslated, alternateLinks } from './components/layout/languages.tsx';
import { SiteProvider, siteIn } from './components/site-context.tsx';
import { siteNoticeForPages } from './components/layout/site-notice-loader.ts';
import { activityMenuOf } from './content/loading/navigation.ts';
import { contentAt, languages } from './routes/in-language.ts';
import { htmlLang } from './lib/languages.ts';
import { paths } from './lib/paths.ts';
import type { Route } from './+types/root.ts';
import './app.css';

export async function loader({ request }: Route.LoaderArgs): Promise<RootData> {
  const { activities, activityGroups, church, footerLinks, groupPages, siteNotice, noticeText } =
    contentAt(request);
  const calendar = calendarWritten(
    await feedSnapshot('events', church, contentAt(request).typedEvents),
  );
  return {
    activityMenu: activityMenuOf(activities, activityGroups, groupPages),
    notice: siteNoticeForPages(siteNotice, noticeText),
    // The calendar to subscribe to only when the build could read its feed.
    footerLinks: footerLinks.filter((link) => calendar || link.to !== paths.subscribe),
  };
}

/** The page's language's content, from its address, not loaded: error pages need it even when no loader ran. */
function siteAt(pathname: string) {
  const content = contentAt(pathname);
  return { site: siteIn(content, languages), content };
}

/** Every page's shell, error pages too. No page runs React Router in the browser: an `islands`
 *  route hydrates those alone; the first-paint script (allowed by its hash) asks for the rest. */
export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root');
  const { pathname } = useLocation();
  const { site, content } = siteAt(pathname);
  const { church, siteText } = site;
  // Where the shared script sends page views: nowhere in development or without analytics.
  const analytics = import.meta.env.DEV ? null : church.analytics;
  // A page whose words are the default language's, this one's not yet written (loading/languages.server.ts).
  const untranslated = content.untranslated.includes(content.path);
  const notice = rootData?.notice;
  const handles = useMatches().map((match) => match.handle as PageHandle | undefined);
  const islands = handles.some((handle) => handle?.islands);
  // The SPA fallback must carry its scripts or the build stops; the build then deletes it
  // (app/pipeline/flat-pages.ts).
  const spaFallback = use(FrameworkContext)?.isSpaMode === true;
  // A page that loads a script of its own after the shared one (a sermon's player).
  const player = handles.some((handle) => handle?.player);
  return (
    <SiteProvider site={site}>
      <html
        lang={htmlLang(site.language)}
        data-notice-from={notice?.from}
        data-notice-until={notice?.until}
        data-notice-key={notice?.key}
        data-analytics-endpoint={analytics?.endpoint}
        data-analytics-domain={analytics?.domain}
        // Where the shared script hides events the build read that have ended since.
        data-live={islands ? '' : undefined}
      >
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="theme-color" content="#14284b" />
          <Meta />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
          <link
            rel="alternate"
            type="application/atom+xml"
            title={content.feeds.news}
            href={site.at(paths.newsFeed)}
          />
          {alternateLinks(content.path, church.siteUrl, languages)}
          <Links />
          <HeaderFitStyle />
          {/* After the stylesheet, so the parser waits for it before the body: read first, the
              body is laid out unstyled by Chrome (autofill looks at the search box) and again
              with the CSS, 25-65 ms thrown away before the first paint. */}
          <script
            dangerouslySetInnerHTML={{
              __html: islands
                ? firstPaint.withIslands
                : player
                  ? firstPaint.withPlayer
                  : firstPaint.plain,
            }}
          />
        </head>
        <body className="flex min-h-dvh flex-col">
          {/* The build writes each page the icons it shows (app/pipeline/icon-sprite.ts). */}
          {devIconSymbols && (
            <svg className="hidden" dangerouslySetInnerHTML={{ __html: devIconSymbols }} />
          )}
          <a
            href="#main"
            className="sr-only z-50 rounded-md bg-white px-4 py-3 font-semibold text-brand-900 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            {siteText.skipLink}
          </a>
          <SiteHeader />
          <SiteNotice />
          <main id="main" tabIndex={-1} className="flex-1 pt-(--spacing-header) focus:outline-none">
            <LanguageSwitch path={content.path} />
            {untranslated ? <Untranslated path={content.path}>{children}</Untranslated> : children}
          </main>
          <SiteFooter links={rootData?.footerLinks ?? []} />
          {spaFallback && <Scripts />}
        </body>
      </html>
    </SiteProvider>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} notFoundPage={contentAt(useLocation()).notFoundPage} />;
}
