import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InSite } from '../../../test/with-site.tsx';
import { siteText } from '../../content/data.ts';
import type { Block } from '../../content/schemas/contacts.ts';
import { Blocks } from './blocks.tsx';

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
      { wrapper: InSite },
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

  const renderText = (blocks: Block[], headingLevel?: number) =>
    render(
      <InSite>
        <Blocks blocks={blocks} headingLevel={headingLevel} />
      </InSite>,
    );

  it('renders headings under the heading of the place the text sits in', () => {
    const blocks: Block[] = [
      { heading: ['Sunday'], level: 1 },
      { heading: ['After the service'], level: 2 },
    ];
    renderText(blocks);
    expect(screen.getByRole('heading', { level: 2, name: 'Sunday' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'After the service' }),
    ).toBeInTheDocument();
  });

  it('renders a "##" inside a section one level further down', () => {
    renderText([{ heading: ['Sunday'], level: 1 }], 3);
    expect(screen.getByRole('heading', { level: 3, name: 'Sunday' })).toBeInTheDocument();
  });

  it('renders bold, italics, every kind of link, numbered lists and quotations', () => {
    renderText([
      {
        p: [
          { strong: ['Tea'] },
          ' and ',
          { em: ['coffee'] },
          ': ',
          { link: '/events', text: ['what is on'] },
          ', ',
          { link: 'https://example.org', text: ['the PCI'] },
          ', ',
          { link: 'mailto:office@example.org', text: ['e-mail'] },
        ],
      },
      { list: ['First', [{ strong: ['Second'] }]], ordered: true },
      { quote: ['Come, let us sing.'] },
    ]);
    expect(screen.getByText('Tea').tagName).toBe('STRONG');
    expect(screen.getByText('coffee').tagName).toBe('EM');
    expect(screen.getByRole('link', { name: 'what is on' })).toHaveAttribute('href', '/events');
    const outside = screen.getByRole('link', { name: (name) => name.startsWith('the PCI') });
    expect(outside).toHaveTextContent(`the PCI ${siteText.newTab}`);
    expect(outside).toHaveAttribute('href', 'https://example.org');
    expect(outside).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'e-mail' })).toHaveAttribute(
      'href',
      'mailto:office@example.org',
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'First',
      'Second',
    ]);
    expect(screen.getByText('Come, let us sing.').closest('blockquote')).not.toBeNull();
  });

  it('renders a picture with its description, in its own shape, sized so the page does not move', () => {
    renderText([
      {
        picture: 'text/hall-1a2b3c4d',
        alt: 'The church hall',
        preset: 'text',
        aspect: [1600, 900],
      },
    ]);
    const picture = screen.getByRole('img', { name: 'The church hall' });
    const width = Number(picture.getAttribute('width'));
    expect(width).toBeGreaterThan(0);
    expect(picture).toHaveAttribute('height', String(Math.round((width * 900) / 1600)));
    expect(picture.getAttribute('src')).toContain('text/hall-1a2b3c4d-text-');
    expect(picture.getAttribute('srcset')).toMatch(/ \d+w, /);
  });

  it('shows markup in content as the words it is, never as HTML', () => {
    const { container } = renderText(['<img src=x onerror=alert(1)>']);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror=alert(1)>');
  });
});
