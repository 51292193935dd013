import { Logo } from './logo';
import { MainNav } from './main-nav';
import { MobileNav } from './mobile-nav';

export function SiteHeader() {
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
        <MainNav />
      </div>
    </header>
  );
}
