import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteProvider, siteIn } from '../site-context.tsx';
import * as content from '../../content/data.ts';

const { church, siteText } = content;
import { SiteFooter } from './site-footer.tsx';

function renderFooter(charityNumber: string | undefined, social = church.social) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <SiteProvider site={siteIn({ ...content, church: { ...church, charityNumber, social } })}>
          <SiteFooter links={[]} />
        </SiteProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe("the footer's charity note", () => {
  it('gives the charity number, with the words before it', async () => {
    renderFooter('1123456');
    expect(await screen.findByRole('contentinfo')).toHaveTextContent(
      `${church.name}. ${siteText.footer.charityRegistration} 1123456.`,
    );
  });

  it('gives none for a church without a number, and no words that would need one', async () => {
    renderFooter(undefined);
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent(`${church.name}.`);
    expect(footer).not.toHaveTextContent(siteText.footer.charityRegistration);
  });
});

describe("the footer's line over the social links", () => {
  it('stands over the links the church gives', async () => {
    renderFooter(undefined, { facebook: 'https://www.facebook.com/groups/a-church' });
    expect(await screen.findByRole('contentinfo')).toHaveTextContent(siteText.footer.tagline);
  });

  it('is left out with no links to stand over', async () => {
    renderFooter(undefined, {});
    expect(await screen.findByRole('contentinfo')).not.toHaveTextContent(siteText.footer.tagline);
  });
});
