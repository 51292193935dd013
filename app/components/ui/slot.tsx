import { type ComponentProps, createElement, type JSX } from 'react';
import { cn } from '../../lib/cn.ts';

/** A named part of a component (shadcn's pattern), with its `data-slot` and classes. */
export function slot<T extends keyof JSX.IntrinsicElements>(tag: T, name: string, classes: string) {
  // `as`: a heading's level where the page's outline needs another.
  function Slot({ as, className, ...props }: ComponentProps<T> & { as?: 'h2' | 'h3' | 'h4' }) {
    return createElement(as ?? tag, {
      'data-slot': name,
      className: cn(classes, className),
      ...props,
    });
  }
  Slot.displayName = name;
  return Slot;
}
