import { ChevronDown } from '../ui/icons.tsx';
import { useLocation } from 'react-router';
import { buttonClass } from '../ui/button-variants.ts';
import { Link, LinkList } from '../ui/link.tsx';
import { useSite } from '../site-context.tsx';
import { useActivityMenu } from './root-data.ts';

const menuId = 'activities-menu';
const getInvolvedClass = buttonClass({
  variant: 'accent',
  size: 'menu',
  className: 'ml-2 whitespace-nowrap',
});

/** The menu once the header has room; a popover dropdown, hover delays from browser/menus.ts. */
export function MainNav() {
  const { pathname } = useLocation();
  const { mainMenu, at, siteText } = useSite();
  const activityMenu = useActivityMenu();

  return (
    <nav data-slot="main-nav" aria-label={siteText.mainMenuName} className="relative hidden">
      <ul className="flex items-center gap-1">
        {mainMenu.map((item) =>
          item.kind === 'activities' ? (
            <li key={item.label} className="group relative" data-hover-menu>
              <button
                type="button"
                popoverTarget={menuId}
                className="nav-item activities-trigger"
                data-active={pathname.startsWith(at('/activities/')) ? '' : undefined}
              >
                {item.label}
                {/* Turned while the dropdown is open: CSS alone, so it holds without JavaScript. */}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 transition-transform group-has-[:popover-open]:rotate-180"
                />
              </button>
              <div
                id={menuId}
                popover="auto"
                className="activities-menu w-[28rem] max-w-[calc(100vw-2rem)] grid-cols-2 gap-6 rounded-lg border border-stone-200 bg-white p-5 text-stone-900 shadow-lg open:grid"
              >
                {activityMenu.map((group) => (
                  <div key={group.id}>
                    <p
                      id={`menu-${group.id}`}
                      className="mb-2 text-xs font-bold tracking-wider text-stone-600 uppercase"
                    >
                      {group.label}
                    </p>
                    <LinkList
                      links={group.links}
                      linkClass="menu-link"
                      aria-labelledby={`menu-${group.id}`}
                      className="space-y-1"
                    />
                  </div>
                ))}
              </div>
            </li>
          ) : (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={pathname === item.to ? 'page' : undefined}
                data-active={pathname === item.to ? '' : undefined}
                data-slot={'highlight' in item ? 'menu-highlight' : undefined}
                className={'highlight' in item ? getInvolvedClass : 'nav-item'}
              >
                {item.label}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
