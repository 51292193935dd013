import { ChevronDown } from 'lucide-react';
import { useCallback, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { mainNavigation } from '~/content/navigation';
import { cn } from '~/lib/cn';
import type { MainNavHandoff } from './main-nav-menu';
import {
  getInvolvedClass,
  chevronClass,
  handoffAttribute,
  mainNavItemClass,
  mainNavListClass,
  mainNavRootClass,
} from './nav-classes';
import { markedElementState, useUpgrade } from './use-upgrade';

/**
 * The menu for screens 768 px and wider. The page arrives with plain links and an
 * Activities button; the first pointer, touch or focus on the menu loads the Radix version
 * (main-nav-menu.tsx), which takes over focus, hover and a click made while it loaded.
 */
export function MainNav() {
  const root = useRef<HTMLElement>(null);
  const openRequested = useRef(false);
  const load = useCallback(
    () =>
      import('./main-nav-menu').then(({ MainNavMenu }) => ({
        MainNavMenu,
        handoff: {
          open: openRequested.current,
          ...markedElementState(root.current, handoffAttribute),
        } satisfies MainNavHandoff,
      })),
    [],
  );
  const [upgraded, upgrade] = useUpgrade(load);
  const { pathname } = useLocation();

  if (upgraded) return <upgraded.MainNavMenu handoff={upgraded.handoff} />;

  const inActivities = pathname.startsWith('/activities/');
  return (
    <nav
      ref={root}
      data-slot="main-nav"
      aria-label="Main"
      className={mainNavRootClass}
      onPointerEnter={upgrade}
      onTouchStart={upgrade}
      onFocus={upgrade}
    >
      <div className="relative">
        <ul className={mainNavListClass}>
          {mainNavigation.map((item) =>
            item.kind === 'activities' ? (
              <li key={item.label} className="relative">
                <button
                  type="button"
                  aria-expanded="false"
                  className={cn(mainNavItemClass, 'group')}
                  data-active={inActivities ? '' : undefined}
                  {...{ [handoffAttribute]: 'activities' }}
                  onClick={() => {
                    openRequested.current = !openRequested.current;
                    upgrade();
                  }}
                >
                  {item.label}
                  <ChevronDown aria-hidden="true" className={chevronClass} />
                </button>
              </li>
            ) : (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-current={pathname === item.to ? 'page' : undefined}
                  data-active={pathname === item.to ? '' : undefined}
                  className={'highlight' in item ? getInvolvedClass : mainNavItemClass}
                  {...{ [handoffAttribute]: item.to }}
                >
                  {item.label}
                </Link>
              </li>
            ),
          )}
        </ul>
      </div>
    </nav>
  );
}
