import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aboutUs } from '../../content/data.ts';
import { PeopleList } from './people.tsx';
import { WithSite } from '../../../test/with-site.tsx';

describe('PeopleList', () => {
  it('shows each person as a list item with their photo, if any, named after them and their role', () => {
    const { people } = aboutUs.sections.find((s) => s.type === 'people')!;
    render(<PeopleList people={people} />, { wrapper: WithSite });
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(people.length);
    people.forEach((person, i) => {
      if (person.photo) {
        const photo = within(items[i]!).getByRole('img', { name: person.name });
        expect(photo).toHaveAttribute('loading', 'lazy');
      } else expect(within(items[i]!).queryByRole('img')).toBeNull();
      expect(items[i]).toHaveTextContent(person.role);
    });
  });

  it('shows a person without a photo by their name and role, with no picture to describe', () => {
    const { people } = aboutUs.sections.find((s) => s.type === 'people')!;
    const [first, ...others] = people;
    const { photo: _, ...withoutPhoto } = first!;
    render(<PeopleList people={[withoutPhoto, ...others]} />, { wrapper: WithSite });
    const [item] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(within(item!).queryByRole('img')).toBeNull();
    expect(item).toHaveTextContent(first!.name);
    expect(item).toHaveTextContent(first!.role);
  });
});
