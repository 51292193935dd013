import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteText } from '~/content/data';
import { Blocks } from './blocks';

describe('Blocks', () => {
  it('renders paragraphs, bulleted lists and contacts in order', () => {
    render(
      <Blocks
        blocks={[
          'We meet on Thursdays.',
          { list: ['Games', 'Crafts'] },
          {
            contacts: [
              {
                name: 'Ruth Kerr',
                role: 'Leader',
                email: 'ruth@example.org',
                phone: { display: '028 9649 6001', international: '+442896496001' },
                website: { label: 'Our site', href: 'https://example.org' },
                address: ['1 Main Street', 'Ballyglen'],
              },
            ],
          },
        ]}
      />,
    );
    expect(screen.getByText('We meet on Thursdays.')).toBeInTheDocument();
    const lists = screen.getAllByRole('list');
    expect(lists).toHaveLength(2);
    expect(screen.getByText('Games')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ruth@example.org' })).toHaveAttribute(
      'href',
      'mailto:ruth@example.org',
    );
    expect(screen.getByRole('link', { name: '028 9649 6001' })).toHaveAttribute(
      'href',
      'tel:+442896496001',
    );
    const site = screen.getByRole('link', { name: (name) => name.startsWith('Our site') });
    expect(site).toHaveTextContent(`Our site ${siteText.newTab}`);
    expect(site).toHaveAttribute('target', '_blank');
    expect(screen.getByText('1 Main Street').closest('address')).toHaveTextContent(
      '1 Main StreetBallyglen',
    );
  });
});
