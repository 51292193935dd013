import { ChevronDown, Menu, X } from 'lucide-react';
import { Accordion, Dialog } from 'radix-ui';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '~/components/ui/button-variants';
import { mainNavigation } from '~/content/navigation';
import { siteText } from '~/content/data';
import { menuButtonClass } from './nav-classes';
import { useActivityMenu } from './use-activity-menu';

const linkClass =
  'flex min-h-11 items-center rounded-md px-3 text-base font-medium text-stone-800 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800';

export interface MobileNavHandoff {
  open: boolean;
  focused: boolean;
}

/**
 * The menu under 768 px: a 280 px drawer from the left, loaded by MobileNav on the first
 * touch of its button. Radix Dialog keeps focus inside, closes on Escape and hands focus back
 * to the button; the accordion keeps one group open.
 */
export function MobileNavDrawer({ handoff }: { handoff: MobileNavHandoff }) {
  const [open, setOpen] = useState(handoff.open);
  const trigger = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const activityMenu = useActivityMenu();
  const current = (to: string) => (pathname === to ? 'page' : undefined);

  useLayoutEffect(() => {
    if (handoff.focused && !handoff.open) trigger.current?.focus();
  }, [handoff]);

  // The drawer is for narrow screens only (md:hidden): a phone turned to landscape, or a window
  // widened, closes it, or the page would stay locked behind an invisible dialog. Same query
  // as Tailwind's md, in rem, so it follows the visitor's text size as the CSS does.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia('(min-width: 48rem)');
    const closeIfWide = () => {
      if (wide.matches) setOpen(false);
    };
    closeIfWide();
    wide.addEventListener('change', closeIfWide);
    return () => wide.removeEventListener('change', closeIfWide);
  }, [open]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger ref={trigger} className={menuButtonClass}>
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{siteText.openMenu}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 md:hidden" />
        <Dialog.Content
          data-slot="mobile-nav"
          className="fixed inset-y-0 left-0 z-50 flex w-(--width-drawer) flex-col overflow-y-auto bg-white shadow-xl md:hidden"
        >
          <div className="flex h-(--spacing-header) items-center justify-between border-b border-stone-200 px-4">
            <Dialog.Title className="font-serif text-lg font-semibold text-brand-900">
              {siteText.menuTitle}
            </Dialog.Title>
            <Dialog.Close className={buttonClass({ variant: 'ghost', size: 'icon' })}>
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">{siteText.closeMenu}</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{siteText.menuDescription}</Dialog.Description>
          <nav aria-label="Main" className="p-3">
            <ul className="space-y-1">
              {mainNavigation.map((item) =>
                item.kind === 'activities' ? (
                  <li key={item.label}>
                    <Accordion.Root type="single" collapsible>
                      {activityMenu.map((group) => (
                        <Accordion.Item key={group.id} value={group.id}>
                          <Accordion.Header>
                            <Accordion.Trigger
                              className={`${linkClass} group w-full justify-between`}
                            >
                              {group.label}
                              <ChevronDown
                                aria-hidden="true"
                                className="size-5 transition-transform group-data-[state=open]:rotate-180"
                              />
                            </Accordion.Trigger>
                          </Accordion.Header>
                          <Accordion.Content>
                            <ul className="ml-3 space-y-1 border-l border-stone-200 py-1 pl-2">
                              {group.links.map((link) => (
                                <li key={link.to}>
                                  <Dialog.Close asChild>
                                    <Link
                                      to={link.to}
                                      aria-current={current(link.to)}
                                      className={linkClass}
                                    >
                                      {link.label}
                                    </Link>
                                  </Dialog.Close>
                                </li>
                              ))}
                            </ul>
                          </Accordion.Content>
                        </Accordion.Item>
                      ))}
                    </Accordion.Root>
                  </li>
                ) : (
                  <li key={item.to}>
                    <Dialog.Close asChild>
                      <Link
                        to={item.to}
                        aria-current={current(item.to)}
                        className={
                          'highlight' in item
                            ? buttonClass({ variant: 'accent', className: 'mt-3 w-full' })
                            : linkClass
                        }
                      >
                        {item.label}
                      </Link>
                    </Dialog.Close>
                  </li>
                ),
              )}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
