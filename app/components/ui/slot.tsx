import { type ComponentProps, createElement, type JSX } from 'react';
import { cn } from '../../lib/cn.ts';

/** A named part of a component (shadcn's pattern): an element with its `data-slot` and classes. */
export function slot<T extends keyof JSX.IntrinsicElements>(tag: T, name: string, classes: string) {
  function Slot({ className, ...props }: ComponentProps<T> & { className?: string }) {
    return createElement(tag, { 'data-slot': name, className: cn(classes, className), ...props });
  }
  Slot.displayName = name;
  return Slot;
}
