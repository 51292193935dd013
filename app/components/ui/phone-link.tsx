import type { ComponentProps } from 'react';
import type { Church } from '~/content/schemas/church';
import { cn } from '~/lib/cn';
import { textLinkClass } from './text-link';

/** A phone number that dials when tapped: shown the friendly way, dialled the +44 way. */
export function PhoneLink({
  phone,
  className,
  ...props
}: Omit<ComponentProps<'a'>, 'href' | 'children'> & { phone: Church['phone'] }) {
  return (
    <a
      data-slot="phone-link"
      href={`tel:${phone.international}`}
      className={cn(textLinkClass, className)}
      {...props}
    >
      {phone.display}
    </a>
  );
}
