import type { ReactNode } from 'react';
import type { Block, Contact } from '../../content/schemas/contacts.ts';
import { cn } from '../../lib/cn.ts';
import { type BlockListProps, RichTextBlock } from './rich-text.tsx';
import { Globe, Mail, MapPin, Phone } from '../ui/icons.tsx';
import { ExternalLink, PhoneLink, textLinkClass } from '../ui/link.tsx';

/** Content text in order, rich text and contact cards; `headingLevel` as for RichText. */
export function Blocks({ blocks, className, headingLevel = 2 }: BlockListProps<Block>) {
  return (
    <div data-slot="blocks" className={cn('space-y-4 text-stone-800', className)}>
      {blocks.map((block, index) =>
        typeof block === 'object' && 'contacts' in block ? (
          <ContactList key={index} contacts={block.contacts} />
        ) : (
          <RichTextBlock key={index} block={block} headingLevel={headingLevel} />
        ),
      )}
    </div>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <span aria-hidden="true" className="mt-0.5 text-brand-700 [&>svg]:size-4.5">
        {icon}
      </span>
      <div className="min-w-0">{children}</div>
    </div>
  );
}

function ContactList({ contacts }: { contacts: Contact[] }) {
  return (
    <ul data-slot="contact-list" className="grid gap-4 sm:grid-cols-2">
      {contacts.map((contact) => (
        <li key={contact.name} className="rounded-lg border border-stone-200 bg-stone-50 p-4">
          <p className="font-semibold text-stone-900">{contact.name}</p>
          {contact.role && <p className="text-sm text-stone-600">{contact.role}</p>}
          <div className="mt-2 space-y-1.5">
            {contact.email && (
              <ContactLine icon={<Mail />}>
                <a href={`mailto:${contact.email}`} className={textLinkClass}>
                  {contact.email}
                </a>
              </ContactLine>
            )}
            {contact.phone && (
              <ContactLine icon={<Phone />}>
                <PhoneLink phone={contact.phone} />
              </ContactLine>
            )}
            {contact.website && (
              <ContactLine icon={<Globe />}>
                <ExternalLink href={contact.website.href} className={textLinkClass}>
                  {contact.website.label}
                </ExternalLink>
              </ContactLine>
            )}
            {contact.address && (
              <ContactLine icon={<MapPin />}>
                <address className="not-italic">
                  {contact.address.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </ContactLine>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
