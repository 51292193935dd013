import { Children, type ReactNode } from 'react';

/** Parts below the first screens, each drawn as a visitor nears it (app.css) or once the page has
 *  settled (browser/render-later.ts): a phone's first seconds go on what it shows. */
export function RenderLater({ children }: { children: ReactNode }) {
  return Children.map(children, (part) => <div data-render-later="">{part}</div>);
}
