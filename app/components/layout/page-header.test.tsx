import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader, PageHeaderHeading } from './page-header.tsx';

describe('PageHeader', () => {
  it('puts its class and other props on the same outer element, its children inside', () => {
    render(
      <PageHeader id="intro" aria-label="Introduction" className="mb-4">
        <PageHeaderHeading>About Us</PageHeaderHeading>
      </PageHeader>,
    );
    const header = screen.getByLabelText('Introduction');
    expect(header).toHaveAttribute('data-slot', 'page-header');
    expect(header).toHaveAttribute('id', 'intro');
    expect(header).toHaveClass('mb-4', 'bg-brand-50');
    expect(header).toContainElement(screen.getByRole('heading', { level: 1, name: 'About Us' }));
  });
});
