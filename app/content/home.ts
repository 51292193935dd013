import { directionsUrl } from '../lib/directions';
import { paths } from '../lib/paths';
import { church } from './church';
import type { HomeContent } from './page-schemas';

// "1 Church Road" → "Church Road": the sentence names the road, not the house number.
const streetName = church.address.street.replace(/^\d+[a-z]?\s+/i, '');

// The home page's words, section by section, top to bottom. The church's name, address and
// service times come from church.ts; the Upcoming Events section reads ChurchSuite.
export const home = {
  hero: {
    kicker: 'Welcome to',
    tagline: `A family of faith in the heart of ${church.address.town}, where everyone is welcome.`,
    image: {
      src: 'hero/church-at-dusk',
      alt: 'The church, a white-harled meeting house with lit windows, on a hill at dusk with the Mourne Mountains behind',
    },
    serviceButton: 'Sunday Service',
    storyButton: 'Find out more',
  },
  serviceTimes: {
    heading: 'Service Times',
    intro:
      'Come as you are: there is no dress code, and you will find a friendly face at the door and a cup of tea after the service.',
    quote: {
      text: 'Come, let us sing for joy to the Lord; let us shout aloud to the Rock of our salvation.',
      reference: 'Psalm 95:1',
    },
  },
  story: {
    heading: 'A Warm Welcome',
    paragraphs: [
      'Ballyglen Presbyterian Church has been part of life in the town for generations. We are a congregation of the Presbyterian Church in Ireland: ordinary people of all ages who have found that Jesus Christ makes all the difference.',
      'Whether you have been coming to church all your life, are just starting to ask questions, or have simply moved to the area, we would love to meet you. Join us on a Sunday, bring the children, and stay for a cup of tea.',
    ],
    image: {
      src: 'scenes/county-down-drumlins',
      alt: 'Patchwork fields over the rolling drumlins of County Down, with the lough and the Mourne Mountains beyond',
    },
    valuesHeading: 'What Makes Us Tick',
    valuesIntro: 'Three simple aims shape everything we do, on Sundays and through the week.',
    pillars: [
      {
        title: 'Loving People',
        text: 'Caring for one another and for our neighbours in practical ways, because God first loved us.',
        icon: 'heart',
      },
      {
        title: 'Reaching People',
        text: 'Sharing the good news of Jesus with our town, and supporting mission across Ireland and the world.',
        icon: 'megaphone',
      },
      {
        title: 'Teaching People',
        text: 'Opening the Bible together, so that young and old grow in faith and in knowing Christ.',
        icon: 'book',
      },
    ],
  },
  activities: {
    heading: 'Something for Every Age',
    intro:
      "From the crèche to the 3 O'Clock Club, there is a group for everyone through the week. Choose one to find out who, when and where.",
    groupIntros: {
      'young-people': 'For babies, children and teenagers, and the adults who bring them.',
      activities: 'For adults: friendship, music, crafts and fellowship.',
    },
  },
  getInvolved: {
    heading: 'Get Involved',
    intro:
      'There are lots of ways to become part of the church family. Here are a few to start with.',
    ways: [
      {
        title: 'Join us on Sunday',
        text: 'The best place to start. Children are welcome in the service, at The Ark and at Bible Class.',
        link: { label: 'See upcoming events', to: paths.events },
      },
      {
        title: 'Share your details',
        text: 'Fill in a short form and the church office will keep you up to date and be in touch.',
        link: { label: 'Sign up', to: paths.getInvolved },
      },
      {
        title: 'Give to the church',
        text: 'Our work is supported entirely by the generosity of our members and friends.',
        link: { label: 'Ways to give', to: paths.giving },
      },
    ],
  },
  findUs: {
    heading: 'How to Find Us',
    intro: `We are on ${streetName}, a short walk from the town centre.`,
    notes: [
      'Free parking in the church car park, with spaces for blue badge holders beside the door.',
      'Level access to the church and halls, an accessible toilet, and a hearing loop in the church.',
    ],
    directions: {
      label: 'Get directions',
      href: directionsUrl(church.address, church.name),
    },
  },
} satisfies HomeContent;
