import { Tooltip } from 'radix-ui';
import { useLayoutEffect, useRef } from 'react';
import { handoffAttribute } from './nav-classes';
import { socialLinks, socialLinkClass, socialListClass } from './social-links-data';
import { takeOver } from './use-upgrade';

/** The social icons with Radix tooltips; SocialLinks loads this on the first hover or focus. */
export function SocialLinksWithTooltips({
  handoff,
}: {
  handoff: { focused: string | null; hovered: string | null };
}) {
  const list = useRef<HTMLUListElement>(null);

  useLayoutEffect(() => {
    takeOver(list.current, handoffAttribute, handoff);
  }, [handoff]);

  return (
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <ul ref={list} className={socialListClass}>
        {socialLinks.map(({ label, href, Icon }) => (
          <li key={label}>
            <Tooltip.Root>
              <Tooltip.Trigger asChild>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${label} (opens in a new tab)`}
                  className={socialLinkClass}
                  {...{ [handoffAttribute]: label }}
                >
                  <Icon className="size-5" />
                </a>
              </Tooltip.Trigger>
              <Tooltip.Portal>
                <Tooltip.Content
                  sideOffset={6}
                  className="rounded bg-stone-900 px-2 py-1 text-sm text-white shadow"
                >
                  {label}
                  <Tooltip.Arrow className="fill-stone-900" />
                </Tooltip.Content>
              </Tooltip.Portal>
            </Tooltip.Root>
          </li>
        ))}
      </ul>
    </Tooltip.Provider>
  );
}
