import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteProvider, siteIn } from '../site-context.tsx';
import * as content from '../../content/data.ts';

const { church, siteText } = content;
import { SocialLinks } from './social-links.tsx';

function renderWith(social: typeof church.social) {
  render(
    <SiteProvider site={siteIn({ ...content, church: { ...church, social } })}>
      <footer>
        <SocialLinks />
      </footer>
    </SiteProvider>,
  );
}

describe('the footer social icons', () => {
  it('show only the networks the church gives an address for', () => {
    renderWith({
      facebook: 'https://www.facebook.com/our-church',
      youtube: 'https://www.youtube.com/@our-church',
    });
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.facebook.com/our-church',
      'https://www.youtube.com/@our-church',
    ]);
    expect(
      screen.queryByRole('link', { name: new RegExp(`^${siteText.socialLinks.instagram}`) }),
    ).toBeNull();
  });

  it('leave no empty list when the church gives none', () => {
    renderWith({});
    expect(screen.queryByRole('list')).toBeNull();
  });
});
