import { Church, Search, IconButton } from '../ui/icons.tsx';
import { useSite } from '../site-context.tsx';
import { paths } from '../../lib/paths.ts';
import { headerFitCss } from './header-fit.ts';
import { MainNav } from './main-nav.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { Link } from '../ui/link.tsx';

/** Where the header has room for the menu and the search box (header-fit.ts), for the <head>. */
export function HeaderFitStyle() {
  const { church, mainMenu } = useSite();
  return <style>{headerFitCss({ shortName: church.shortName, items: mainMenu })}</style>;
}

export function SiteHeader() {
  const { siteText, at } = useSite();
  const { searchBox } = siteText;
  return (
    <header
      data-slot="site-header"
      className="@container/header fixed inset-x-0 top-0 z-40 h-(--spacing-header) border-b border-stone-200 bg-white/95 backdrop-blur"
    >
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        {/* A long name takes two lines on a narrow phone, and beside the menu from a tablet's width
            (header-fit.ts), rather than push the search or the menu off. */}
        <div className="flex min-w-0 items-center gap-1">
          <MobileNav />
          <Logo />
        </div>
        <div className="flex shrink-0 items-center gap-3">
          <MainNav />
          {/* A plain form to the search page: where there is no room for the box, its button
              alone opens the page, whose own box takes the words. No JavaScript needed. The
              box and the menu are hidden until HeaderFitStyle's widths show them. */}
          <form
            action={at(paths.search)}
            role="search"
            aria-label={searchBox.label}
            className="flex gap-2"
          >
            <input
              data-slot="search-box"
              type="search"
              name="q"
              aria-label={searchBox.label}
              placeholder={searchBox.label}
              className="min-h-9 w-48 rounded-md border border-stone-400 bg-white px-3 py-1 text-sm text-stone-900 placeholder:text-stone-600 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 hidden"
            />
            <IconButton
              data-slot="search-button"
              type="submit"
              className="-mr-2 flex size-10 items-center justify-center rounded-md text-brand-800 hover:bg-brand-50"
              icon={Search}
              label={searchBox.button}
            />
          </form>
        </div>
      </div>
    </header>
  );
}

function Logo() {
  const { church, siteText } = useSite();
  return (
    <Link
      to={paths.home}
      data-slot="logo"
      className="flex min-h-11 min-w-0 items-center gap-2 rounded-md font-serif text-base leading-tight font-semibold text-balance text-brand-900"
    >
      <Church aria-hidden="true" className="size-7 shrink-0 text-brand-700" />
      <span>{church.shortName}</span>
      <span className="sr-only">{`, ${siteText.logoHomePage}`}</span>
    </Link>
  );
}
