import { ChevronDown, Menu, X, IconButton } from '../ui/icons.tsx';
import { NavLink, LinkList } from '../ui/link.tsx';
import { buttonClass } from '../ui/button-variants.ts';
import { useSite } from '../site-context.tsx';
import { cn } from '../../lib/cn.ts';
import { useActivityMenu } from './root-data.ts';

const drawerId = 'mobile-nav';
const linkClass = 'drawer-link'; // app.css

/** A popover drawer while the header has no room: no script needed, and no modal's locked page. */
export function MobileNav() {
  const activityMenu = useActivityMenu();
  const { siteText, mainMenu } = useSite();

  return (
    <>
      <IconButton
        data-slot="menu-button"
        popoverTarget={drawerId}
        className={buttonClass({ variant: 'ghost', size: 'icon' })}
        icon={Menu}
        label={siteText.openMenu}
        iconClass="size-6"
      />
      <div
        id={drawerId}
        popover="auto"
        role="dialog"
        aria-labelledby={`${drawerId}-title`}
        aria-describedby={`${drawerId}-description`}
        data-slot="mobile-nav"
        className="inset-y-0 right-auto left-0 m-0 h-dvh max-h-none w-(--width-drawer) flex-col overflow-y-auto border-0 bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-950/50 open:flex"
      >
        <div className="flex h-(--spacing-header) shrink-0 items-center justify-between border-b border-stone-200 px-4">
          <h2 id={`${drawerId}-title`} className="font-serif text-lg font-semibold text-brand-900">
            {siteText.menuTitle}
          </h2>
          <IconButton
            // Focused when the drawer opens, as a dialog's first control is: by the browser.
            autoFocus
            popoverTarget={drawerId}
            popoverTargetAction="hide"
            className={buttonClass({ variant: 'ghost', size: 'icon' })}
            icon={X}
            label={siteText.closeMenu}
            iconClass="size-6"
          />
        </div>
        <p id={`${drawerId}-description`} className="sr-only">
          {siteText.menuDescription}
        </p>
        {/* Named by the drawer's title: the desktop menu, also in the page, is "Main". */}
        <nav aria-labelledby={`${drawerId}-title`} className="p-3">
          <ul className="space-y-1">
            {mainMenu.map((item) =>
              item.kind === 'activities' ? (
                activityMenu.map((group) => (
                  <li key={group.id}>
                    <details name={`${drawerId}-group`} className="group">
                      <summary
                        className={cn(
                          linkClass,
                          'cursor-pointer list-none justify-between [&::-webkit-details-marker]:hidden',
                        )}
                      >
                        {group.label}
                        <ChevronDown
                          aria-hidden="true"
                          className="size-5 transition-transform group-open:rotate-180"
                        />
                      </summary>
                      <LinkList
                        links={group.links}
                        linkClass={linkClass}
                        className="ml-3 space-y-1 border-l border-stone-200 py-1 pl-2"
                      />
                    </details>
                  </li>
                ))
              ) : (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end
                    className={
                      'highlight' in item
                        ? buttonClass({ variant: 'accent', className: 'mt-3 w-full' })
                        : linkClass
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
      </div>
    </>
  );
}
