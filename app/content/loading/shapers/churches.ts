import { monthAndWeeksFrom, servicesBetween } from '../../../lib/service-patterns.ts';
import { instantToLondon, isoDay } from '../../../lib/wall-clock.ts';
import type { ShapingContext } from './context.ts';

// A site of several churches (content/churches): each church, and the services across them.
// None listed: one church, church.yml's, and no services list beyond its service times.

type Context = ShapingContext;

/** "This month's" first day: SERVICES_FROM (the tests' content sets), else today in London. */
export const servicesFrom = () => process.env.SERVICES_FROM ?? isoDay(instantToLondon(Date.now()));

/** The services listed: the rest of this month, or three weeks on if that is later. */
export const servicesAhead = 21;

export const churchShapers = {
  // In name order.
  churches: ({ items }: Context) =>
    items.churches.map(({ item }) => item).sort((a, b) => a.name.localeCompare(b.name, 'en-GB')),
  services: ({ settings: { church }, items }: Context) => {
    if (items.churches.length === 0) return null;
    const { from, to } = monthAndWeeksFrom(servicesFrom(), servicesAhead);
    return { from, to, held: servicesBetween(church.services, church.serviceChanges, from, to) };
  },
};
