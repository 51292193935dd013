import type { PageSectionContent } from '../../content/types.ts';
import { Blocks } from './blocks.tsx';
import { PageSection } from './page-section.tsx';
import { PeopleList, PersonProfile } from './people.tsx';

/** One section of a page made of the office's sections (about-us.yml), by its kind. */
function SectionBody({ section }: { section: PageSectionContent }) {
  switch (section.type) {
    case 'people':
      return (
        <>
          {section.intro && <p className="text-stone-700">{section.intro}</p>}
          <PeopleList people={section.people} className="mt-8" />
        </>
      );
    case 'text':
      return <Blocks blocks={section.text} className="max-w-prose" />;
    case 'person':
      return (
        <PersonProfile person={section.person}>
          <Blocks blocks={section.text} headingLevel={3} />
        </PersonProfile>
      );
  }
}

/** The sections in their order, each under its heading, with its id for a link to it. */
export function PageSections({ sections }: { sections: PageSectionContent[] }) {
  return sections.map((section) => (
    <PageSection key={section.id} id={section.id} heading={section.heading}>
      <SectionBody section={section} />
    </PageSection>
  ));
}
