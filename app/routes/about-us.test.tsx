import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WithSite } from '../../test/with-site.tsx';
import { contentCopies, edit } from '../../test/content-copies.ts';
import { methodistAboutUs } from '../../test/methodist-about-us.ts';
import { aboutUs } from '../content/data.ts';
import { loadContent } from '../content/loading/load.server.ts';
import { blockText } from '../content/schemas/rich-text.ts';
import type { Route } from './+types/about-us.ts';
import AboutUsPage, { loader } from './about-us.tsx';

// About Us is the office's sections in their order (schemas/page-sections.ts), whatever the
// church calls its leaders: the content's own, and a Methodist church's with no elders.

type LoaderData = ReturnType<typeof loader>;
const renderPage = (loaderData: LoaderData) =>
  render(<AboutUsPage {...({ loaderData } as unknown as Route.ComponentProps)} />, {
    wrapper: WithSite,
  });

const sectionHeadings = () =>
  screen.getAllByRole('heading', { level: 2 }).filter((h) => h.closest('section'));

describe('About Us', () => {
  it("shows the content's sections in order, each of its kind", () => {
    renderPage(loader({ request: new Request('http://localhost/about-us') } as Route.LoaderArgs));
    expect(sectionHeadings().map((h) => h.textContent)).toEqual(
      aboutUs.sections.map((s) => s.heading),
    );
    for (const section of aboutUs.sections) {
      const region = screen.getByRole('region', { name: section.heading });
      expect(region).toHaveAttribute('id', section.id);
      if (section.type === 'people') {
        expect(within(region).getAllByRole('listitem')).toHaveLength(section.people.length);
      } else {
        expect(region).toHaveTextContent(blockText(section.text[0]!).slice(0, 40));
      }
      if (section.type === 'person') expect(region).toHaveTextContent(section.person.name);
    }
  });

  const copyOf = contentCopies();
  it("a Methodist church's (a minister, a Church Council, stewards) builds and shows its own headings", () => {
    const dir = copyOf('test/fixtures/content');
    const photo = `people/${readdirSync(join(dir, 'images/people')).sort()[0]!}`;
    const written = methodistAboutUs(photo);
    edit(dir, 'pages/about-us.yml', (page) => {
      for (const key of Object.keys(page)) delete page[key];
      Object.assign(page, written);
    });
    const content = loadContent(dir);
    renderPage({ page: content.pages.aboutUs, content: content.aboutUs });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(written.meta.heading);
    expect(sectionHeadings().map((h) => h.textContent)).toEqual(
      written.sections.map((s) => s.heading),
    );
    // Nothing of the content set's own sections is left (its elders, its Kirk Session).
    const own = new Set(written.sections.map((s) => s.heading));
    for (const section of aboutUs.sections.filter((s) => !own.has(s.heading))) {
      expect(screen.queryByRole('heading', { name: section.heading })).toBeNull();
    }
    const stewards = screen.getByRole('region', { name: written.sections[2]!.heading });
    expect(within(stewards).getAllByRole('listitem')).toHaveLength(
      written.sections[2]!.people!.length,
    );
  });
});
