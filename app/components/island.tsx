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

/** A live part of the page, hydrated alone (browser/islands.tsx) with the props beside it. `when`:
 *  "visible" near the viewport, "interaction" at the first touch, key or focus. `check`: an events
 *  island asks its feed first, running no React while it agrees (browser/live-check.ts). */
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
 * A route's `handle`: `islands` has its first-paint part ask for the islands' script too;
 * `player`, for a sermon's player, the page's own script after the shared one.
 */
export type PageHandle = { islands?: boolean; player?: boolean };
