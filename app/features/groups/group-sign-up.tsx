import {
  CalendarClock,
  CircleCheck,
  CircleMinus,
  type LucideIcon,
  UsersRound,
} from '../../components/ui/icons.tsx';
import { buttonClass } from '../../components/ui/button-variants.ts';
import type { GroupsPage } from '../../content/schemas/groups-page.ts';
import { cn } from '../../lib/cn.ts';
import { type DateWords, formatLongDate } from '../../lib/format-date.ts';
import { useDateWords } from '../../components/site-context.tsx';
import type { SignUpState } from './sign-up.ts';
import { ExternalLink } from '../../components/ui/link.tsx';

type SignUpWords = GroupsPage['signUp'];

const looks: Record<SignUpState['state'], { icon: LucideIcon; className: string }> = {
  open: { icon: CircleCheck, className: 'text-emerald-800' },
  opens: { icon: CalendarClock, className: 'text-brand-800' },
  full: { icon: UsersRound, className: 'text-stone-700' },
  closed: { icon: CircleMinus, className: 'text-stone-700' },
};

/** The sign-up's state in words: "Open to join", "Sign-up opens on 6 January 2031"… */
export function signUpWords(joining: SignUpState, words: SignUpWords, dates: DateWords): string[] {
  const date = (iso: string) => formatLongDate(iso, dates);
  switch (joining.state) {
    case 'open':
      return joining.closes
        ? [words.open, `${words.closes} ${date(joining.closes)}`]
        : [words.open];
    case 'opens':
      return [`${words.opens} ${date(joining.on)}`];
    case 'full':
    case 'closed':
      return [words[joining.state]];
  }
}

/** Whether a group can be joined, and a link to its page naming it for a screen reader. */
export function GroupSignUp({
  joining,
  url,
  name,
  words,
  className,
}: {
  joining?: SignUpState;
  url?: string;
  name: string;
  words: SignUpWords;
  className?: string;
}) {
  const look = joining && looks[joining.state];
  const dates = useDateWords();
  return (
    <div
      data-slot="group-sign-up"
      data-state={joining?.state}
      className={cn('flex flex-wrap items-center gap-x-5 gap-y-3', className)}
    >
      {joining && look && (
        <p className={cn('flex items-start gap-2 font-semibold', look.className)}>
          <look.icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>
            {signUpWords(joining, words, dates).map((line, index) => (
              <span key={index} className={index > 0 ? 'block text-sm font-normal' : 'block'}>
                {line}
              </span>
            ))}
          </span>
        </p>
      )}
      {url && (
        <ExternalLink
          href={url}
          className={buttonClass({
            variant: joining?.state === 'open' ? 'primary' : 'outline',
          })}
        >
          {joining?.state === 'open' ? words.join : words.more}
          <span className="sr-only">: {name}</span>
        </ExternalLink>
      )}
    </div>
  );
}
