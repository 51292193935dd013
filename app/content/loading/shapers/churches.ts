import { monthAndWeeksFrom, servicesBetween } from '../../../lib/service-patterns.ts';
import { instantToLondon, isoDay } from '../../../lib/wall-clock.ts';
import { placeOf, servicesAt } from '../../../lib/church-paths.ts';
import { isSeveral } from '../several.ts';
import type { ShapingContext } from './context.ts';
import { htmlLang } from '../../../lib/languages.ts';

// A site of several churches (content/churches): each church, and the services across them.
// None listed: one church, church.yml's, and no services list beyond its service times.

type Context = ShapingContext;

/** "This month's" first day: SERVICES_FROM (the tests' content sets), else today in London. */
export const servicesFrom = () => process.env.SERVICES_FROM ?? isoDay(instantToLondon(Date.now()));

/** The services listed: the rest of this month, or three weeks on if that is later. */
export const servicesAhead = 21;

/** Each church, in name order. */
const churchesOf = ({ items, settings }: Context) =>
  items.churches
    .map(({ item }) => item)
    .sort((a, b) => a.name.localeCompare(b.name, htmlLang(settings.church.language)));

/**
 * What a site of several churches has beyond the list of them (`churches`, which the footer of
 * every page names, and which is empty on a site of one): their words (needed then:
 * cross-checks.ts), the places that tell an event's church, and the services across them.
 */
function severalOf(context: Context) {
  const words = context.settings.siteText.churches;
  if (!isSeveral(context.items.churches) || !words) return null;
  const { church } = context.settings;
  const churches = churchesOf(context);
  const { from, to } = monthAndWeeksFrom(servicesFrom(), servicesAhead);
  return {
    words,
    places: churches.map(placeOf),
    services: {
      from,
      to,
      held: servicesAt(servicesBetween(church.services, church.serviceChanges, from, to), churches),
    },
  };
}

export const churchShapers = {
  churches: churchesOf,
  several: severalOf,
};
