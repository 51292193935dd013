import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activities } from '~/content/data';
import { ActivityPage } from './activity-page';

function cardHeadings() {
  const card = document.querySelector<HTMLElement>('[data-slot="activity-card"]')!;
  return within(card)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

describe('ActivityPage', () => {
  it('shows The Ark with its facts, card sections and registration button', () => {
    render(<ActivityPage activity={activities['the-ark']} />);
    expect(screen.getByRole('heading', { level: 1, name: 'The Ark' })).toBeInTheDocument();
    expect(cardHeadings()).toEqual(['Who?', 'What?', 'Why?', 'Where?', 'Contact']);
    const glance = screen.getByRole('complementary', { name: 'At a glance' });
    expect(glance).toHaveTextContent('Age 3 to Year 5');
    expect(glance).toHaveTextContent('Sundays, 11:30 AM to 12:30 PM');
    const register = screen.getByRole('link', { name: /^Register Your Child for The Ark/ });
    expect(register).toHaveTextContent(/opens in a new tab/);
    expect(register).toHaveAttribute('target', '_blank');
    expect(register).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('adds How? only where the content has it', () => {
    render(<ActivityPage activity={activities['three-o-clock-club']} />);
    expect(cardHeadings()).toEqual(['Who?', 'What?', 'Why?', 'Where?', 'How?', 'Contact']);
    expect(screen.queryByRole('list', { name: /links/i })).not.toBeInTheDocument();
  });

  it("lists a contact for each Boys' Brigade section, each with an e-mail link", () => {
    render(<ActivityPage activity={activities['boys-brigade']} />);
    const contact = screen.getByRole('region', { name: 'Contact' });
    const people = within(contact).getAllByRole('listitem');
    expect(people).toHaveLength(4);
    for (const person of people) {
      expect(within(person).getByRole('link')).toHaveAttribute(
        'href',
        expect.stringMatching(/^mailto:/),
      );
    }
  });
});
