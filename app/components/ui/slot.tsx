import { type ComponentProps, createElement, type JSX } from 'react';
import { cn } from '~/lib/cn';

/**
 * A named part of a component (shadcn's pattern): one element with its `data-slot` and its
 * classes, to which a page may add classes and any other attribute.
 */
export function slot<T extends keyof JSX.IntrinsicElements>(tag: T, name: string, classes: string) {
  function Slot({ className, ...props }: ComponentProps<T> & { className?: string }) {
    return createElement(tag, { 'data-slot': name, className: cn(classes, className), ...props });
  }
  Slot.displayName = name;
  return Slot;
}
