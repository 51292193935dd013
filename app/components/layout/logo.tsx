import { Church } from '../ui/icons.tsx';
import { Link } from '../ui/link.tsx';
import { useSite } from '../site-context.tsx';
import { paths } from '../../lib/paths.ts';

export function Logo() {
  const { church } = useSite();
  return (
    <Link
      to={paths.home}
      data-slot="logo"
      className="flex min-h-11 min-w-0 items-center gap-2 rounded-md font-serif text-base leading-tight font-semibold text-balance text-brand-900"
    >
      <Church aria-hidden="true" className="size-7 shrink-0 text-brand-700" />
      <span>{church.shortName}</span>
      <span className="sr-only">, home page</span>
    </Link>
  );
}
