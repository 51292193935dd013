import type { ComponentProps } from 'react';
import type { LucideIcon } from './icons.tsx';

/** A button that shows only its icon; `label` names it for a screen reader. */
export function IconButton({
  icon: Icon,
  label,
  iconClass = 'size-5',
  ...props
}: ComponentProps<'button'> & { icon: LucideIcon; label: string; iconClass?: string }) {
  return (
    <button type="button" {...props}>
      <Icon aria-hidden="true" className={iconClass} />
      <span className="sr-only">{label}</span>
    </button>
  );
}
