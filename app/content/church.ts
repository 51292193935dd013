import type { Church } from './schema';

// The church's facts. Everything here is a fictional placeholder: replace each value with
// the real one (docs/editing-content.md explains how). The phone numbers come from Ofcom's
// range kept for TV and radio drama, so they never ring anyone.
export const church = {
  name: 'Ballyglen Presbyterian Church',
  shortName: 'Ballyglen Presbyterian',
  siteUrl: 'https://www.ballyglen-presbyterian.example.org',
  address: {
    street: '1 Church Road',
    town: 'Ballyglen',
    county: 'County Down',
    postcode: 'BT00 0AA',
  },
  phone: { display: '028 9649 6000', international: '+442896496000' },
  email: 'office@ballyglen-presbyterian.example.org',
  charityNumber: 'NIC000000',
  services: [{ day: 'Sunday', time: '11:30', name: 'Main Service' }],
  childrenNote:
    'Children aged 3 to Year 7 may leave for The Ark and Bible Class in the Church Halls during the morning service.',
  social: {
    facebook: 'https://www.facebook.com/groups/ballyglen.presbyterian.example',
    instagram: 'https://www.instagram.com/ballyglen.presbyterian.example',
    youtube: 'https://www.youtube.com/@ballyglen-presbyterian-example',
  },
  churchSuite: { account: 'demo' },
  dataProtectionLead: {
    name: 'Hazel Placeholder',
    email: 'dataprotection@ballyglen-presbyterian.example.org',
  },
  analytics: {
    domain: 'ballyglen-presbyterian.example.org',
    endpoint: 'https://plausible.io/api/event',
  },
} satisfies Church;
