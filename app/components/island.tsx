import type { Attributes, ComponentType } from 'react';
import {
  islandAttribute,
  islandCheckAttribute,
  islandPropsAttribute,
  islandWhenAttribute,
  serialiseProps,
} from '../browser/island-props.ts';
import type { IslandName, IslandProps } from '../browser/island-registry.ts';
import type { FeedCheck } from '../feeds/events/live-answer.ts';

/**
 * A part of the page that stays live in the browser: React renders it here at build, like the
 * rest of the page, and the islands' script (browser/islands.tsx) hydrates this container alone
 * with the same component and these props, read from the data block beside it. The container
 * adds no box of its own (display: contents), so the page lays out as without it. `when`
 * "visible" hydrates it only as it nears the viewport, for a live part below the first screen;
 * "interaction" at the visitor's first touch, key or focus, for one that only answers them.
 * `check`: an events island asks its feed first, and runs no React while the answer is the
 * build's (browser/live-check.ts).
 */
export function Island<Name extends IslandName, Props extends IslandProps<Name> & Attributes>({
  name,
  component: Component,
  props,
  when = 'load',
  check,
}: {
  name: Name;
  component: ComponentType<Props>;
  props: Props;
  when?: 'load' | 'visible' | 'interaction';
  check?: FeedCheck;
}) {
  return (
    <>
      <div
        {...{
          [islandAttribute]: name,
          [islandWhenAttribute]: when === 'load' ? undefined : when,
          [islandCheckAttribute]: check && JSON.stringify(check),
        }}
        className="contents"
      >
        <Component {...props} />
      </div>
      <script
        type="application/json"
        {...{ [islandPropsAttribute]: name }}
        dangerouslySetInnerHTML={{ __html: serialiseProps(props) }}
      />
    </>
  );
}

/**
 * What a route tells the root of its page (`handle`): `islands`, that it has live parts, so
 * its first-paint part also asks for the islands' script (root.tsx).
 */
export type PageHandle = { islands?: boolean };
