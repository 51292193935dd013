import { cn } from '../../lib/cn.ts';

const variants = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
  accent: 'bg-accent-600 text-white shadow-sm hover:bg-accent-700',
  outline: 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
  ghost: 'text-brand-800 hover:bg-brand-50',
  inverse: 'bg-white text-brand-900 shadow-sm hover:bg-brand-50',
} as const;

const sizes = {
  md: 'min-h-11 px-5 py-2.5 text-base',
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  /** The menu's highlighted link: a touch target's height, a menu link's size. */
  menu: 'min-h-11 px-3 py-2 text-sm',
  icon: 'size-11',
} as const;

export function buttonClass({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: keyof typeof variants; size?: keyof typeof sizes; className?: string } = {}) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors disabled:pointer-events-none disabled:opacity-40',
    variants[variant],
    sizes[size],
    className,
  );
}
