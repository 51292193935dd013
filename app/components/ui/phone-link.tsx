import type { Church } from '../../content/schemas/church.ts';
import { textLinkClass } from './text-link.ts';

/** A phone number that dials when tapped: shown the friendly way, dialled the +44 way. */
export function PhoneLink({ phone }: { phone: Church['phone'] }) {
  return (
    <a data-slot="phone-link" href={`tel:${phone.international}`} className={textLinkClass}>
      {phone.display}
    </a>
  );
}
