import type { StartFacts } from '../app/content/start/facts.ts';

// Two made-up churches for the start form (issue 71): what an office would type into /admin's
// first form. Unlike the sample church, and unlike each other.

/** A Baptist church in Powys: no ChurchSuite, a Google calendar, no livestream, no photos. */
export const baptistInWales: StartFacts = {
  name: "St David's Baptist Church, Llanfeddyg",
  shortName: "St David's Baptist",
  services: [
    { day: 'Sunday', time: '10:30', length: 75, name: 'Morning Worship' },
    { day: 'Sunday', time: '18:00', name: 'Evening Service' },
  ],
  tradition: 'a Baptist church in the Baptist Union of Wales',
  address: { street: '12 Heol y Capel', town: 'Llanfeddyg', county: 'Powys', postcode: 'LD3 9ZZ' },
  phone: { display: '01874 960123', international: '+441874960123' },
  email: 'swyddfa@stdavids-llanfeddyg.org.uk',
  events: {
    from: 'calendar',
    calendarUrl:
      'https://calendar.google.com/calendar/ical/stdavids.llanfeddyg%40gmail.com/public/basic.ics',
  },
  charityNumber: '1234567',
  siteUrl: 'https://www.stdavids-llanfeddyg.org.uk',
  giving: { url: 'https://www.give.net/stdavids-llanfeddyg', label: 'Give online' },
  leaders: [
    { name: 'Rev. Gareth Prydderch', role: 'Minister' },
    { name: 'Eleri Vaughan-Rhys', role: 'Deacon' },
    { name: 'Dafydd ap Hywel', role: 'Deacon and Treasurer' },
    { name: 'Nia Tregaron', role: 'Deacon and Church Secretary' },
  ],
  safeguarding: [
    {
      name: 'Rhiannon Bevan-Price',
      role: 'Safeguarding Officer',
      phone: { display: '01874 960456', international: '+441874960456' },
      email: 'diogelu@stdavids-llanfeddyg.org.uk',
    },
    {
      name: 'Owain Tudur-Lloyd',
      role: 'Deputy Safeguarding Officer',
      email: 'owain@stdavids-llanfeddyg.org.uk',
    },
  ],
};

/** A Church of Scotland parish: ChurchSuite, a livestream, a photo of the church and its minister. */
export const parishInScotland: StartFacts = {
  name: 'Glenbrannoch Parish Church',
  shortName: 'Glenbrannoch Parish',
  siteUrl: 'https://glenbrannochparish.org.uk',
  tradition: 'a parish church of the Church of Scotland',
  address: {
    street: '3 Manse Brae',
    town: 'Glenbrannoch',
    county: 'Perthshire',
    postcode: 'PH9 9ZZ',
  },
  phone: { display: '01738 960789', international: '+441738960789' },
  email: 'office@glenbrannochparish.org.uk',
  charityNumber: 'SC099999',
  services: [{ day: 'Sunday', time: '11:00', length: 60, name: 'Morning Worship' }],
  livestream: {
    url: 'https://www.youtube.com/@glenbrannochparish/live',
    note: 'Sundays from 10:55',
  },
  events: { from: 'churchsuite', churchSuite: { account: 'glenbrannoch' } },
  giving: { url: 'https://glenbrannoch.churchsuite.com/my', label: 'Give through ChurchSuite' },
  leaders: [
    { name: 'Rev. Morag Achnacarry', role: 'Minister', photo: 'people/morag-achnacarry.jpg' },
    { name: 'Callum Strathyre', role: 'Session Clerk' },
  ],
  safeguarding: [
    {
      name: 'Isla Drummondhill',
      role: 'Safeguarding Coordinator',
      email: 'safeguarding@glenbrannochparish.org.uk',
    },
    {
      name: 'Euan Balquhidder',
      role: 'Safeguarding Coordinator',
      phone: { display: '01738 960790', international: '+441738960790' },
    },
  ],
  building: {
    photo: 'hero/glenbrannoch-church.jpg',
    alt: 'The parish church, a grey stone kirk with a square tower, among trees',
  },
};
