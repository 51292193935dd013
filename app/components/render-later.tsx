import { Children, type ReactNode } from 'react';

/**
 * Parts of a page below its first screens, each in a box the browser draws as a visitor nears it
 * (content-visibility, app.css) or the islands' script once the page has settled, one part at a
 * time (browser/render-later.ts): a phone's first seconds go on the screen it shows first.
 */
export function RenderLater({ children }: { children: ReactNode }) {
  return Children.map(children, (part) => <div data-render-later="">{part}</div>);
}
