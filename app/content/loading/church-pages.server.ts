import { existsSync, readdirSync } from 'node:fs';
import type { z } from 'zod';
import { join } from 'node:path';
import { churchSuiteFeedsOf } from '../../lib/churchsuite.ts';
import { paths } from '../../lib/paths.ts';
import { siteFolders } from '../schemas/short-links.ts';
import { slugOf } from './file-value.ts';
import { readDefault, slugsIn } from './read.server.ts';
import { collections } from '../schemas/kinds.ts';
import type { Navigation } from '../schemas/navigation.ts';
import type { churchPageSchema } from '../schemas/church-page.ts';

// The church's own pages (content/church-pages) at /{slug}, and the site's links with them.

/** Addresses a church page cannot take: the site's own, and everything in public/. */
export function reservedAddresses(publicDir = join(process.cwd(), 'public')): Set<string> {
  return new Set([...siteFolders, ...(existsSync(publicDir) ? readdirSync(publicDir) : [])]);
}

/** The halls page's address, for the route table; "halls" while it has a mistake. */
export const hallsSlugIn = (dir: string) =>
  slugOf(readDefault(dir, 'pages/halls.yml').raw.data) ?? 'halls';

/** Which of its ChurchSuite feeds church.yml names, for the route table: /groups and the halls. */
export const churchSuiteFeedsIn = (dir: string) =>
  churchSuiteFeedsOf(readDefault(dir, 'church.yml').raw.data);

/** The church pages' addresses, for the route table, but those the site or the halls page take. */
export function churchPageSlugs(dir: string): string[] {
  const taken = new Set([...reservedAddresses(), hallsSlugIn(dir)]);
  return slugsIn(dir, collections.churchPages).filter((slug) => !taken.has(slug));
}

/** Where a page is linked, as its file says; `to`, its address if not /{slug} (/groups). */
type PagePlacement = Pick<
  z.output<ReturnType<typeof churchPageSchema>>,
  'slug' | 'title' | 'appears' | 'group' | 'label' | 'position'
> & { to?: string };

export interface SiteLink {
  to: string;
  label: string;
}
export type MenuItem =
  (SiteLink & { kind: 'link'; highlight?: boolean }) | { kind: 'activities'; label: string };

const byPosition = <T extends { position: number; label: string }>(links: T[]) =>
  links.sort((a, b) => a.position - b.position || a.label.localeCompare(b.label));

/** The menu, the footer's links and each menu group's extra links, each in position order. */
export function siteLinksOf(navigation: Navigation, pages: PagePlacement[]) {
  const { menu, footer } = navigation;
  const link = (to: string, { label, position }: { label: string; position: number }) => ({
    kind: 'link' as const,
    to,
    label,
    position,
  });
  const placed = (where: PagePlacement['appears'], group?: string) =>
    pages
      .filter((page) => page.appears === where && (group === undefined || page.group === group))
      .map(({ to, slug, label, title, position }) =>
        link(to ?? collections.churchPages.address(slug), { label: label ?? title, position }),
      );
  const menuItems = byPosition([
    link(paths.home, menu.home),
    { kind: 'activities' as const, ...menu.activities },
    link(paths.events, menu.events),
    link(paths.giving, menu.giving),
    link(paths.aboutUs, menu.aboutUs),
    { ...link(paths.getInvolved, menu.getInvolved), highlight: true },
    ...placed('menu'),
  ]).map(({ position: _, ...item }): MenuItem => item);
  const footerLinks = byPosition([
    link(paths.news, footer.news),
    link(paths.sermons, footer.sermons),
    link(paths.subscribe, footer.calendar),
    link(paths.privacyPolicy, footer.privacyPolicy),
    ...placed('footer'),
  ]).map(({ to, label }): SiteLink => ({ to, label }));
  const groupPages = Object.fromEntries(
    navigation.activityGroups.map(({ id }) => [
      id,
      byPosition(placed('group', id)).map(({ to, label }): SiteLink => ({ to, label })),
    ]),
  );
  return { menu: menuItems, footer: footerLinks, groupPages };
}
