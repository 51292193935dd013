import { ChevronDown } from 'lucide-react';
import { NavigationMenu } from 'radix-ui';
import { Link, useLocation } from 'react-router';
import { activityMenu, mainNavigation } from '~/content/navigation';
import { buttonClass } from '~/components/ui/button-variants';
import { cn } from '~/lib/cn';

const itemClass =
  'inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-[0.95rem] font-medium text-stone-800 hover:bg-brand-50 hover:text-brand-900 data-[active]:text-brand-800 data-[active]:underline data-[active]:decoration-2 data-[active]:underline-offset-8';

/** The menu for screens 768 px and wider. */
export function MainNav() {
  const { pathname } = useLocation();
  const inActivities = pathname.startsWith('/activities/');

  return (
    <NavigationMenu.Root
      data-slot="main-nav"
      aria-label="Main"
      delayDuration={200}
      skipDelayDuration={300}
      className="relative hidden md:block"
    >
      <NavigationMenu.List className="flex items-center gap-1">
        {mainNavigation.map((item) =>
          item.kind === 'activities' ? (
            <NavigationMenu.Item key={item.label} className="relative">
              <NavigationMenu.Trigger
                className={cn(itemClass, 'group')}
                data-active={inActivities ? '' : undefined}
              >
                {item.label}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 transition-transform group-data-[state=open]:rotate-180"
                />
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
                  className={
                    'highlight' in item
                      ? buttonClass({ variant: 'accent', className: 'ml-2' })
                      : itemClass
                  }
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
