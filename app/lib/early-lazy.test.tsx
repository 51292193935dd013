import { render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { earlyLazy } from './early-lazy';

function Part({ name }: { name: string }) {
  return <p>{name}</p>;
}

/** A module load the test finishes when it chooses. */
function heldLoad() {
  let finish = () => {};
  const load = vi.fn(
    () =>
      new Promise<{ default: typeof Part }>((resolve) => {
        finish = () => resolve({ default: Part });
      }),
  );
  return { load, finish: () => finish() };
}

const page = (Lazy: ComponentType<{ name: string }>) => (
  <Suspense fallback={<p>Loading</p>}>
    <Lazy name="The list" />
  </Suspense>
);

describe('earlyLazy', () => {
  it('asks for the code when it is made, not when the part first renders', () => {
    const { load } = heldLoad();
    earlyLazy(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders the part in the same render, with no fallback, once the code has arrived', async () => {
    const { load, finish } = heldLoad();
    const Lazy = earlyLazy(load);
    finish();
    await Promise.resolve();
    await Promise.resolve();
    render(page(Lazy));
    expect(screen.getByText('The list')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends as React.lazy does while the code is on its way', async () => {
    const { load, finish } = heldLoad();
    const Lazy = earlyLazy(load);
    render(page(Lazy));
    expect(screen.getByText('Loading')).toBeTruthy();
    finish();
    expect(await screen.findByText('The list')).toBeTruthy();
  });
});
