import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aboutUs } from '~/content/data';
import { PeopleList } from './people';

describe('PeopleList', () => {
  it('shows each person as a list item with their photo named after them and their role', () => {
    render(<PeopleList people={aboutUs.kirkSession.people} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(8);
    const clerk = screen.getByRole('img', { name: 'William Johnston' });
    expect(clerk).toHaveAttribute('loading', 'lazy');
    expect(clerk.closest('li')).toHaveTextContent('Clerk of Session');
  });
});
