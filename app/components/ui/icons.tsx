import type { JSX, SVGProps } from 'react';
import type { IconName } from './icon-names';

// Each icon is drawn once, in the sprite the build writes (app/build/icon-sprite.ts), and a page
// points at it: the home page's 86 icons drawn inline were 35 KB of its HTML (2.8 KB gzip),
// enough to push its document past the first round trip. The sprite is cached for every page.
export type IconProps = SVGProps<SVGSVGElement>;
export type LucideIcon = (props: IconProps) => JSX.Element;

function icon(name: IconName): LucideIcon {
  return function Icon({ className, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
        aria-hidden="true"
        {...props}
      >
        <use href={`${__ICON_SPRITE__}#${name}`} />
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
