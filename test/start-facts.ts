import type { StartFacts } from '../app/admin/start/facts.ts';

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

// Issue 80's three churches, unlike each other and the two above.

/** A Scottish Episcopal parish in Fife: a Google calendar, no photos, a rector and a vestry. */
export const parishInFife: StartFacts = {
  name: "St Fillan's Episcopal Church, Auchtermuir",
  shortName: "St Fillan's",
  siteUrl: 'https://stfillans-auchtermuir.org.uk',
  tradition: 'A congregation of the Scottish Episcopal Church, in the Diocese of St Andrews',
  address: { street: 'Kirk Wynd', town: 'Auchtermuir', county: 'Fife', postcode: 'KY15 7AB' },
  phone: { display: '01334 960123', international: '+441334960123' },
  email: 'rector@stfillans-auchtermuir.org.uk',
  charityNumber: 'SC012345',
  services: [
    { day: 'Sunday', time: '10:30', length: 70, name: 'Sung Eucharist' },
    { day: 'Wednesday', time: '10:00', name: 'Said Eucharist' },
  ],
  events: {
    from: 'calendar',
    calendarUrl: 'https://calendar.google.com/calendar/ical/stfillans%40gmail.com/public/basic.ics',
  },
  giving: { url: 'https://www.give.net/stfillans-auchtermuir', label: 'Give online' },
  leaders: [
    { name: 'The Revd Canon Morag Finlay', role: 'Rector' },
    { name: 'Alasdair Pitcairn', role: 'Vestry Secretary', group: 'Vestry' },
    { name: 'Jean Kinnaird', role: 'Treasurer', group: 'Vestry' },
  ],
  safeguarding: [
    {
      name: 'Fiona Ballingall',
      role: 'Safeguarding Officer',
      email: 'safe@stfillans-auchtermuir.org.uk',
    },
  ],
  records: { giftAid: 'yes', registers: 'yes' },
};

/** An independent church in London: ChurchSuite, giving elsewhere, a pastor, elders, deacons. */
export const independentInLondon: StartFacts = {
  name: 'Grace Church Walthamstow',
  shortName: 'Grace Church',
  siteUrl: 'https://gracewalthamstow.org.uk',
  tradition: 'an independent evangelical church',
  address: {
    street: '41 Hoe Street',
    town: 'London',
    county: 'Greater London',
    postcode: 'E17 4SA',
  },
  phone: { display: '020 3960 1234', international: '+442039601234' },
  email: 'hello@gracewalthamstow.org.uk',
  charityNumber: '1123456',
  services: [{ day: 'Sunday', time: '11:00', length: 90, name: 'Sunday Gathering' }],
  livestream: { url: 'https://www.youtube.com/@gracewalthamstow/live' },
  events: {
    from: 'churchsuite',
    churchSuite: {
      account: 'gracewalthamstow',
      bookingsId: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    },
  },
  giving: {
    url: 'https://www.stewardship.org.uk/partners/grace',
    label: 'Give through Stewardship',
  },
  leaders: [
    { name: 'Pastor Kwame Mensah', role: 'Pastor' },
    { name: 'Ruth Adeyemi', role: 'Elder', group: 'Elders' },
    { name: 'Tom Gallagher', role: 'Elder', group: 'Elders' },
    { name: 'Priya Natarajan', role: 'Deacon for Finance', group: 'Deacons' },
  ],
  safeguarding: [
    {
      name: 'Joy Okafor',
      role: 'Safeguarding Lead',
      phone: { display: '020 3960 1235', international: '+442039601235' },
    },
  ],
  signUp: 'churchsuite',
  records: { addressBook: 'yes', giftAid: 'yes' },
  rooms: [{ name: 'Main Hall' }, { name: 'Upper Room' }],
};

/** A Methodist chapel: events typed in /admin, no charity number, no ChurchSuite, no questions answered. */
export const methodistChapel: StartFacts = {
  name: 'Zion Methodist Chapel',
  shortName: 'Zion Chapel',
  siteUrl: 'https://zionchapel.org.uk',
  tradition: 'a Methodist chapel in the Cornwall and Isles of Scilly District',
  address: {
    street: '3 Chapel Terrace',
    town: 'Pendower',
    county: 'Cornwall',
    postcode: 'TR20 9ZZ',
  },
  phone: { display: '01736 960321', international: '+441736960321' },
  email: 'steward@zionchapel.org.uk',
  services: [{ day: 'Sunday', time: '18:00', name: 'Evening Worship' }],
  events: { from: 'typed' },
  giving: { url: 'https://zionchapel.org.uk/give', label: 'Give to the chapel' },
  leaders: [{ name: 'Rev. Dr Ellen Trevithick', role: 'Minister' }],
  safeguarding: [
    { name: 'Peter Nance', role: 'Safeguarding Officer', email: 'peter@zionchapel.org.uk' },
  ],
  signUp: 'none',
};

/** A benefice of two village churches, its services rotating by the Sunday of the month. */
export const beneficeOfTwo: StartFacts = {
  name: 'The Benefice of Ashwell and Kelby',
  shortName: 'Ashwell and Kelby',
  siteUrl: 'https://ashwellandkelby.org.uk',
  tradition: 'two parish churches of the Church of England in the Diocese of Lincoln',
  address: {
    street: 'The Rectory, Church Lane',
    town: 'Ashwell',
    county: 'Lincolnshire',
    postcode: 'NG32 9ZZ',
  },
  phone: { display: '01400 960123', international: '+441400960123' },
  email: 'office@ashwellandkelby.org.uk',
  charityNumber: '1130123',
  churches: {
    of: 'several',
    list: [
      {
        name: 'St Mary’s, Ashwell',
        address: { street: 'Church Lane', town: 'Ashwell', postcode: 'NG32 9ZZ' },
        stepFree: 'yes',
        hearingLoop: 'yes',
        toilets: 'no',
        parking: 'On Church Lane.',
      },
      {
        name: 'St Andrew’s, Kelby',
        address: { street: 'Main Street', town: 'Kelby', postcode: 'NG32 9ZY' },
        stepFree: 'no',
      },
    ],
  },
  services: [
    {
      day: 'Sunday',
      time: '09:30',
      name: 'Holy Communion',
      church: 'St Mary’s, Ashwell',
      weeks: '1st and 3rd',
    },
    {
      day: 'Sunday',
      time: '11:00',
      name: 'Morning Prayer',
      church: 'St Andrew’s, Kelby',
      weeks: '2nd and 4th',
    },
    {
      day: 'Sunday',
      time: '10:30',
      name: 'Benefice Eucharist',
      church: 'St Mary’s, Ashwell',
      weeks: '5th',
    },
  ],
  events: { from: 'typed' },
  giving: { url: 'https://ashwellandkelby.org.uk/give', label: 'Give to the benefice' },
  leaders: [{ name: 'The Revd Anna Holt', role: 'Rector' }],
  safeguarding: [
    {
      name: 'Jean Pick',
      role: 'Parish Safeguarding Officer',
      email: 'jean@ashwellandkelby.org.uk',
    },
  ],
  signUp: 'office',
};
