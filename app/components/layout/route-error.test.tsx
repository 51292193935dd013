import { render, screen } from '@testing-library/react';
import { createRoutesStub, data } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SiteProvider, siteIn } from '../site-context.tsx';
import * as content from '../../content/data.ts';

const { siteText, notFoundPage } = content;
import { RouteError } from './route-error.tsx';

// Render errors and loader errors both reach the root boundary; thrown responses come from
// loaders, as React Router turns them into route error responses there.
function renderFailingRoute(fail: () => never, where: 'render' | 'loader' = 'render') {
  const Stub = createRoutesStub([
    {
      path: '/broken',
      Component: where === 'render' ? () => fail() : () => null,
      loader: where === 'loader' ? () => fail() : undefined,
      HydrateFallback: () => null,
      ErrorBoundary: ({ error }: { error: unknown }) => (
        <SiteProvider site={siteIn(content)}>
          <RouteError error={error} notFoundPage={content.notFoundPage} />
        </SiteProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={['/broken']} />);
}

describe('RouteError', () => {
  it('shows the error message, never a stack trace', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailingRoute(() => {
      throw new Error('The hall booking sheet could not be read');
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: siteText.errorPage.heading }),
    ).toBeInTheDocument();
    expect(screen.getByText('The hall booking sheet could not be read')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/at .*\(.*:\d+:\d+\)/);
    expect(screen.getByRole('link', { name: siteText.homeLink })).toHaveAttribute('href', '/');
  });

  it('shows the status of a thrown response', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailingRoute(() => {
      throw data(null, { status: 503, statusText: 'Service Unavailable' });
    }, 'loader');
    expect(await screen.findByText('503 Service Unavailable')).toBeInTheDocument();
  });

  it('shows the 404 page for a thrown 404, marked for the shared script to log the path', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailingRoute(() => {
      throw data(null, { status: 404 });
    }, 'loader');
    const heading = await screen.findByRole('heading', { level: 1, name: notFoundPage.heading });
    expect(heading.closest('[data-not-found]')).not.toBeNull();
  });
});
