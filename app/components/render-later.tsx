import { Children, type ReactNode } from 'react';

/** Parts below the first screens, drawn as a visitor nears them (app.css) or once the page settles
 *  (browser/render-later.ts): a phone's first seconds go on what it shows. */
export function RenderLater({ children }: { children: ReactNode }) {
  return Children.map(children, (part) => <div data-render-later="">{part}</div>);
}
