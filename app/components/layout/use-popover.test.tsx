import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { usePopover } from './use-popover';

// jsdom has no popover API: the element's togglePopover is watched instead.
const toggle = vi.fn();
beforeEach(() => {
  HTMLElement.prototype.togglePopover = toggle;
});
afterEach(() => {
  delete (HTMLElement.prototype as Partial<HTMLElement>).togglePopover;
  toggle.mockReset();
});

function Menu() {
  const ref = usePopover<HTMLDivElement>();
  return <div ref={ref} popover="auto" />;
}

const routerAt = (path: string) =>
  createMemoryRouter(
    ['/', '/events'].map((p) => ({ path: p, element: <Menu /> })),
    { initialEntries: [path] },
  );

it('leaves a menu opened before the script ran as it is', () => {
  render(<RouterProvider router={routerAt('/')} />);
  expect(toggle).not.toHaveBeenCalled();
});

it('closes the menu when the visitor moves to another page', async () => {
  const router = routerAt('/');
  render(<RouterProvider router={router} />);
  await act(() => router.navigate('/events'));
  expect(toggle).toHaveBeenCalledExactlyOnceWith(false);
});
