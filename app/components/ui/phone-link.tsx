import type { ComponentProps } from 'react';
import type { Church } from '~/content/schema';
import { cn } from '~/lib/cn';

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
      className={cn(
        'text-brand-800 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700',
        className,
      )}
      {...props}
    >
      {phone.display}
    </a>
  );
}
