import type { ComponentProps, JSX, SVGProps } from 'react';

// Outside islands an icon refers to its drawing, once a page (app/pipeline/icon-sprite.ts):
// in full, the home page's 86 icons were 35 KB. Islands draw theirs (lucide-react).
export type IconProps = SVGProps<SVGSVGElement>;
export type LucideIcon = (props: IconProps) => JSX.Element;

function icon(name: string): LucideIcon {
  return function Icon({ className, ...props }: IconProps) {
    return (
      <svg
        width="24"
        height="24"
        className={className ? `icon ${className}` : 'icon'}
        aria-hidden="true"
        {...props}
      >
        <use href={`#icon-${name}`} />
      </svg>
    );
  };
}

export const ArrowLeft = icon('arrow-left');
export const ArrowRight = icon('arrow-right');
export const BookOpen = icon('book-open');
export const CalendarClock = icon('calendar-clock');
export const CalendarDays = icon('calendar-days');
export const CalendarPlus = icon('calendar-plus');
export const CalendarX2 = icon('calendar-x-2');
export const Check = icon('check');
export const ChevronDown = icon('chevron-down');
export const ChevronLeft = icon('chevron-left');
export const ChevronRight = icon('chevron-right');
export const Church = icon('church');
export const CircleAlert = icon('circle-alert');
export const CircleCheck = icon('circle-check');
export const CircleHelp = icon('circle-help');
export const CircleMinus = icon('circle-minus');
export const ClipboardPen = icon('clipboard-pen');
export const Clock = icon('clock');
export const Download = icon('download');
export const ExternalLink = icon('external-link');
export const FileText = icon('file-text');
export const Globe = icon('globe');
export const Heart = icon('heart');
export const LifeBuoy = icon('life-buoy');
export const LogIn = icon('log-in');
export const Mail = icon('mail');
export const MapPin = icon('map-pin');
export const Megaphone = icon('megaphone');
export const Menu = icon('menu');
export const Navigation = icon('navigation');
export const Phone = icon('phone');
export const Play = icon('play');
export const Podcast = icon('podcast');
export const Repeat = icon('repeat');
export const Search = icon('search');
export const Sparkles = icon('sparkles');
export const Users = icon('users');
export const UsersRound = icon('users-round');
export const X = icon('x');

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
