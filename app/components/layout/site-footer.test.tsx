import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteProvider } from '../site-context.tsx';
import { church, siteText } from '../../content/data.ts';
import { SiteFooter } from './site-footer.tsx';

function renderFooter(charityNumber: string | undefined) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <SiteProvider site={{ church: { ...church, charityNumber }, siteText }}>
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
