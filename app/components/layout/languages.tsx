import type { ReactNode } from 'react';
import { pathIn } from '../../lib/language-paths.ts';
import { htmlLang, type Language, languageNames } from '../../lib/languages.ts';
import { absoluteUrl } from '../../lib/site-url.ts';
import { useSite } from '../site-context.tsx';

// A site of two languages: each page's twin in the other, as a plain link (no script, no cookie,
// no guess from the browser), and its head's alternates for search engines (RFC 8288 hreflang).

/** Each language's address of a page for the head, and the default's for x-default; none on a site of one. */
export function alternateLinks(path: string, siteUrl: string, languages: readonly Language[]) {
  if (languages.length < 2) return null;
  const href = (language: Language) => absoluteUrl(siteUrl, pathIn(language, languages)(path));
  return [
    ...languages.map((language) => (
      <link key={language} rel="alternate" hrefLang={htmlLang(language)} href={href(language)} />
    )),
    <link key="x-default" rel="alternate" hrefLang="x-default" href={href(languages[0]!)} />,
  ];
}

/** The link to this page in the other language, named in that language (GOV.UK's "Cymraeg"). */
export function LanguageSwitch({ path }: { path: string }) {
  const { language, languages, siteText } = useSite();
  const others = languages.filter((other) => other !== language);
  if (others.length === 0 || !siteText.languages) return null;
  return (
    <nav
      data-slot="language-switch"
      aria-label={siteText.languages.label}
      className="mx-auto flex max-w-6xl justify-end px-4 pt-2 sm:px-6"
    >
      {others.map((other) => (
        <a
          key={other}
          href={pathIn(other, languages)(path)}
          hrefLang={htmlLang(other)}
          lang={htmlLang(other)}
          rel="alternate"
          className="rounded-md px-2 py-1 text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950"
        >
          {languageNames[other]}
        </a>
      ))}
    </nav>
  );
}

/** A page shown in the default language's words: said so in the visitor's, with a link to it. */
export function Untranslated({ path, children }: { path: string; children: ReactNode }) {
  const { language, languages, siteText } = useSite();
  const original = languages[0]!;
  const words = siteText.languages;
  if (!words) return children;
  const [before, after = ''] = words.untranslated
    .replaceAll('{language}', words.names[language])
    .split('{original}');
  return (
    <>
      <p
        data-slot="untranslated"
        className="mx-auto mt-4 max-w-6xl rounded-md border border-accent-200 bg-accent-50 px-4 py-3 text-stone-900 sm:px-6"
      >
        {before}
        <a
          href={pathIn(original, languages)(path)}
          hrefLang={htmlLang(original)}
          className="underline"
        >
          {words.names[original]}
        </a>
        {after}
      </p>
      <div lang={htmlLang(original)}>{children}</div>
    </>
  );
}
