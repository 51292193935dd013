import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InSite } from '../../../test/with-site.tsx';
import { activities, church, groupsPage, labels, siteText } from '../../content/data.ts';
import type { Activity } from '../../content/schemas/activity.ts';
import type { Block, Contact } from '../../content/schemas/contacts.ts';
import { churchSuiteUrls } from '../../lib/churchsuite.ts';
import { ActivityPage } from './activity-page.tsx';

// The content under test (test/fixtures/content in unit tests) decides which activity shows
// what: each test picks one with the feature it checks, and says so plainly if there is none.
function activityWith(feature: string, has: (activity: Activity) => boolean): Activity {
  const activity = Object.values(activities).find(has);
  if (!activity) throw new Error(`The content has no activity ${feature} to test with`);
  return activity;
}

const contactsIn = (blocks: Block[]): Contact[] =>
  blocks.flatMap((block) =>
    typeof block === 'object' && 'contacts' in block ? block.contacts : [],
  );

const sections = labels.activitySectionLabels;

/** The page as the site shows it: inside the router, which links to other pages need. */
const show = (activity: Activity) =>
  render(
    <InSite>
      <ActivityPage activity={activity} labels={labels} />
    </InSite>,
  );

function cardHeadings() {
  const card = document.querySelector<HTMLElement>('[data-slot="activity-card"]')!;
  return within(card)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

describe('ActivityPage', () => {
  it('shows an activity with its facts, card sections and registration button', () => {
    const activity = activityWith(
      'with a registration form and no How? section',
      (a) => a.links.some((link) => link.kind === 'register') && !a.how,
    );
    const register = activity.links.find((link) => link.kind === 'register')!;
    show(activity);
    expect(screen.getByRole('heading', { level: 1, name: activity.name })).toBeInTheDocument();
    expect(cardHeadings()).toEqual([
      sections.who,
      sections.what,
      sections.why,
      sections.where,
      sections.contact,
    ]);
    const glance = screen.getByRole('complementary', { name: labels.activityFactsHeading });
    for (const fact of Object.values(activity.facts)) expect(glance).toHaveTextContent(fact);
    // Label and value are two words in the page's text, as search excerpts and copied text
    // read it: "For: Year 8", not "For:Year 8".
    for (const [key, fact] of Object.entries(activity.facts)) {
      const label = labels.activityFactLabels[key as keyof typeof activity.facts];
      expect(glance.textContent).toContain(`${label}: ${fact}`);
    }
    const button = screen.getByRole('link', { name: (name) => name.startsWith(register.label) });
    expect(button).toHaveTextContent(siteText.newTab);
    expect(button).toHaveAttribute('href', register.href);
    expect(button).toHaveAttribute('target', '_blank');
    expect(button).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('adds How? only where the content has it, just before Contact', () => {
    show(activityWith('with a How? section', (a) => Boolean(a.how)));
    expect(cardHeadings()).toEqual([
      sections.who,
      sections.what,
      sections.why,
      sections.where,
      sections.how,
      sections.contact,
    ]);
  });

  it('shows no buttons for an activity without links', () => {
    show(activityWith('without links', (a) => a.links.length === 0));
    expect(document.querySelector('[data-slot="activity-links"]')).toBeNull();
  });

  it('lists every contact of an activity, each with a link to reach them', () => {
    const activity = Object.values(activities).reduce((most, a) =>
      contactsIn(a.contact).length > contactsIn(most.contact).length ? a : most,
    );
    const contacts = contactsIn(activity.contact);
    expect(contacts.length, 'an activity with more than one contact').toBeGreaterThan(1);
    show(activity);
    const region = screen.getByRole('region', { name: sections.contact });
    const list = region.querySelector<HTMLElement>('[data-slot="contact-list"]')!;
    const people = within(list).getAllByRole('listitem');
    expect(people).toHaveLength(contacts.length);
    contacts.forEach((contact, i) => {
      const person = people[i]!;
      expect(person).toHaveTextContent(contact.name);
      const hrefs = within(person)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
      if (contact.email) expect(hrefs).toContain(`mailto:${contact.email}`);
      if (contact.phone) expect(hrefs).toContain(`tel:${contact.phone.international}`);
    });
  });
});

describe('ActivityPage with its ChurchSuite group', () => {
  const activity = activityWith('that names its ChurchSuite group', (a) => !!a.churchSuiteGroup);
  const words = groupsPage.signUp;
  const url = churchSuiteUrls(church.churchSuite!.account).group(activity.churchSuiteGroup!);
  const takenAt = Date.UTC(2026, 10, 25, 4, 5);
  const group = {
    id: activity.churchSuiteGroup!,
    name: activity.name,
    description: '',
    imageSources: [],
    labels: [],
    sites: [],
    url,
  };

  it('shows the group’s sign-up as the build read it, when it was read, and the way to join', () => {
    render(
      <InSite>
        <ActivityPage
          activity={activity}
          labels={labels}
          group={{ url, takenAt, words, group: { ...group, joining: { state: 'full' } } }}
        />
      </InSite>,
    );
    const part = document.querySelector<HTMLElement>('[data-slot="activity-group"]')!;
    expect(within(part).getByText(words.full)).toBeVisible();
    expect(within(part).getByText(words.asOf, { exact: false })).toHaveTextContent(
      `${words.asOf} November 25, 2026.`,
    );
    expect(within(part).getByRole('link', { name: new RegExp(`^${words.more}`) })).toHaveAttribute(
      'href',
      url,
    );
  });

  it('links to the group on ChurchSuite when the build’s reading did not have it', () => {
    render(
      <InSite>
        <ActivityPage activity={activity} labels={labels} group={{ url, words }} />
      </InSite>,
    );
    const part = document.querySelector<HTMLElement>('[data-slot="activity-group"]')!;
    expect(within(part).queryByText(words.asOf, { exact: false })).toBeNull();
    expect(within(part).getByRole('link', { name: new RegExp(`^${words.more}`) })).toHaveAttribute(
      'href',
      url,
    );
  });
});
