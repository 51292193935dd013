import type { ReactNode } from 'react';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import type { Person } from '../../content/types.ts';
import { cn } from '../../lib/cn.ts';
import { initials } from '../../lib/initials.ts';
import { htmlLang } from '../../lib/languages.ts';
import { useSite } from '../site-context.tsx';

function PersonPhoto({
  person,
  sizes,
  className,
}: {
  person: Person;
  sizes: string;
  className?: string;
}) {
  const { language } = useSite().church;
  const square = 'aspect-square w-full rounded-xl bg-brand-50';
  if (!person.photo) {
    // Initials in the photo's place keep the cards in line; screen readers read the name beside.
    return (
      <div
        data-slot="person-initials"
        aria-hidden="true"
        className={cn(square, 'flex items-center justify-center @container', className)}
      >
        <span className="flex size-[62%] items-center justify-center rounded-full bg-brand-100 font-serif text-[22cqi] font-semibold text-brand-800">
          {initials(person.name, htmlLang(language))}
        </span>
      </div>
    );
  }
  return (
    <ResponsiveImage
      src={person.photo}
      preset="portrait"
      position={person.photoPosition}
      alt={person.name}
      sizes={sizes}
      className={cn(square, 'object-cover', className)}
    />
  );
}

/** A grid of people, as a list so screen readers say how many there are. */
export function PeopleList({ people, className }: { people: Person[]; className?: string }) {
  return (
    <ul
      data-slot="people-list"
      className={cn('grid grid-cols-2 gap-x-5 gap-y-8 sm:grid-cols-3 lg:grid-cols-4', className)}
    >
      {people.map((person) => (
        <li key={person.name}>
          <figure data-slot="person-card" className="text-center">
            <PersonPhoto
              person={person}
              sizes="(min-width: 1024px) 12rem, (min-width: 640px) 30vw, 45vw"
            />
            <figcaption className="mt-3">
              <span className="block font-semibold text-stone-900">{person.name}</span>
              <span className="block text-sm text-stone-600">{person.role}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

export function PersonProfile({ person, children }: { person: Person; children: ReactNode }) {
  return (
    // Side by side while both fit, in rem: larger text stacks them, as a breakpoint would not.
    <div
      data-slot="person-profile"
      className="flex flex-wrap items-start gap-6 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="w-48 max-w-full">
        <PersonPhoto person={person} sizes="12rem" />
      </div>
      <div className="min-w-0 flex-[1_1_18rem]">
        <p className="text-xl font-semibold text-brand-900">{person.name}</p>
        <p className="font-medium text-accent-700">{person.role}</p>
        <div className="mt-3">{children}</div>
      </div>
    </div>
  );
}
