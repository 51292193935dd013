import { Children, type ReactNode } from 'react';

/** Parts below the first screens, drawn later (browser/render-later.ts): first seconds on the top. */
export function RenderLater({ children }: { children: ReactNode }) {
  return Children.map(children, (part) => <div data-render-later="">{part}</div>);
}
