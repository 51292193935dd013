import { ChevronDown } from 'lucide-react';
import { NavigationMenu } from 'radix-ui';
import { useLayoutEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { mainNavigation } from '~/content/navigation';
import { cn } from '~/lib/cn';
import {
  getInvolvedClass,
  chevronClass,
  handoffAttribute,
  mainNavItemClass,
  mainNavListClass,
  mainNavRootClass,
} from './nav-classes';
import { useActivityMenu } from './use-activity-menu';
import { takeOver } from './use-upgrade';

export interface MainNavHandoff {
  open: boolean;
  focused: string | null;
  hovered: string | null;
}

/**
 * The Radix version of the desktop menu, loaded by MainNav on the first sign of use. Radix
 * gives the dropdown its hover delays, keyboard support and focus handling.
 */
export function MainNavMenu({ handoff }: { handoff: MainNavHandoff }) {
  const { pathname } = useLocation();
  const activityMenu = useActivityMenu();
  const inActivities = pathname.startsWith('/activities/');
  const root = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    takeOver(root.current, handoffAttribute, {
      focused: handoff.focused,
      hovered: handoff.open ? null : handoff.hovered,
    });
  }, [handoff]);

  return (
    <NavigationMenu.Root
      ref={root}
      data-slot="main-nav"
      aria-label="Main"
      delayDuration={200}
      skipDelayDuration={300}
      defaultValue={handoff.open ? 'activities' : undefined}
      className={mainNavRootClass}
    >
      <NavigationMenu.List className={mainNavListClass}>
        {mainNavigation.map((item) =>
          item.kind === 'activities' ? (
            <NavigationMenu.Item key={item.label} value="activities" className="relative">
              <NavigationMenu.Trigger
                className={cn(mainNavItemClass, 'group')}
                data-active={inActivities ? '' : undefined}
                {...{ [handoffAttribute]: 'activities' }}
              >
                {item.label}
                <ChevronDown aria-hidden="true" className={chevronClass} />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="absolute top-full left-0 mt-2 grid w-[28rem] grid-cols-2 gap-6 rounded-lg border border-stone-200 bg-white p-5 shadow-lg">
                {activityMenu.map((group) => (
                  <div key={group.id}>
                    <p
                      id={`menu-${group.id}`}
                      className="mb-2 text-xs font-bold tracking-wider text-stone-600 uppercase"
                    >
                      {group.label}
                    </p>
                    <ul aria-labelledby={`menu-${group.id}`} className="space-y-1">
                      {group.links.map((link) => (
                        <li key={link.to}>
                          <NavigationMenu.Link asChild active={pathname === link.to}>
                            <Link
                              to={link.to}
                              className="block rounded px-2 py-1.5 text-stone-800 hover:bg-brand-50 hover:text-brand-900 data-[active]:font-semibold data-[active]:text-brand-800"
                            >
                              {link.label}
                            </Link>
                          </NavigationMenu.Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={item.to}>
              <NavigationMenu.Link asChild active={pathname === item.to}>
                <Link
                  to={item.to}
                  className={'highlight' in item ? getInvolvedClass : mainNavItemClass}
                  {...{ [handoffAttribute]: item.to }}
                >
                  {item.label}
                </Link>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
