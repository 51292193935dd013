/** An island's props as JSON beside it, each `<` as `\u003c` so no string can end the element. */
export const serialiseProps = (props: object) => JSON.stringify(props).replace(/</g, '\\u003c');

export const parseProps = (text: string): Record<string, unknown> =>
  JSON.parse(text) as Record<string, unknown>;

export const islandAttribute = 'data-island';
export const islandPropsAttribute = 'data-island-props';
/** Where the build moved the props of an island that waits (app/pipeline/waiting-island-props.ts). */
export const islandPropsSourceAttribute = 'data-props-file';
/** Marks an island that waits until it is near the viewport to be hydrated (islands.tsx). */
export const islandWhenAttribute = 'data-island-when';
/** Marks an island that asks its feed before it is hydrated, and says how (live-check.ts). */
export const islandCheckAttribute = 'data-island-check';
/** Marks an island whose feed said what the build read: its HTML stands, no React (yet). */
export const islandSameAttribute = 'data-live-same';
