import { Search } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-variants';
import { siteText } from '~/content/data';
import { SearchForm } from './search-form';
import { paths } from '~/lib/paths';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { MobileNav } from './mobile-nav';

export function SiteHeader() {
  const { searchBox } = siteText;
  return (
    <header
      data-slot="site-header"
      className="@container/header fixed inset-x-0 top-0 z-40 h-(--spacing-header) border-b border-stone-200 bg-white/95 backdrop-blur"
    >
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <div className="flex items-center gap-1">
          <MobileNav />
          <Logo />
        </div>
        <div className="flex items-center gap-3">
          <MainNav />
          {/* A box where there is room for one; elsewhere a button to the search page's box. */}
          <SearchForm
            compact
            label={searchBox.label}
            button={searchBox.button}
            className="w-56 @max-6xl/header:hidden"
          />
          <Link
            to={paths.search}
            className={buttonClass({
              variant: 'ghost',
              size: 'icon',
              className: '@6xl/header:hidden',
            })}
          >
            <Search aria-hidden="true" className="size-5" />
            <span className="sr-only">{searchBox.label}</span>
          </Link>
        </div>
      </div>
    </header>
  );
}
