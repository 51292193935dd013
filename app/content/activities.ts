import { churchSuiteUrls } from '../lib/churchsuite';
import { formatServiceTime } from '../lib/service-time';
import { church } from './church';
import type { Activity } from './page-schemas';

// Every activity, one entry each, in the order the menu lists them. The entry's key is its web
// address (/activities/the-ark), so use small letters and dashes. Adding an activity is one
// new entry here: its page, its menu link and its card on the home page all come from it.
// Names, e-mail addresses and phone numbers here are fictional placeholders: replace them
// with your leaders' own.
//
// "group" puts it in the menu's "activities" or "young-people" column. "facts" are the three
// short facts shown on its home page card and at the top of its page.
//
// A section is a list of parts: a paragraph in quotes, a bulleted list written
// { list: ['…', '…'] }, or people to contact written { contacts: [{ name, role, email }] }.
// "how" is optional: only the 3 O'Clock Club uses it.

const forms = churchSuiteUrls(church.churchSuite.account);
// The Sunday service's time from church.ts, such as "11:30 AM", so a change there shows here too.
const serviceTime = formatServiceTime(church.services[0]!.time);
const office = { name: 'The church office', email: church.email, phone: church.phone };

export const activities = {
  'three-o-clock-club': {
    name: "3 O'Clock Club",
    group: 'activities',
    facts: {
      audience: 'Everyone aged 60 and over',
      when: '3rd Saturday of the month, 3:00 PM',
      where: 'Church Halls',
    },
    description:
      "The 3 O'Clock Club: an afternoon of friendship, tea and a short talk for everyone aged 60 and over, on the 3rd Saturday of each month.",
    intro:
      'An unhurried Saturday afternoon of good company, a cup of tea and something interesting to listen to.',
    who: [
      'Everyone aged 60 and over is welcome, whether or not you come to church on Sundays. Many of our members come on their own, so you will not be the only new face.',
    ],
    what: [
      'We meet at 3:00 PM on the 3rd Saturday of each month. Each afternoon has a guest speaker, a quiz or some music, followed by tea, home baking and plenty of time to chat.',
      {
        list: [
          'Local history talks and slide shows',
          'Hymn-singing afternoons',
          'A summer outing and a Christmas tea',
        ],
      },
    ],
    why: [
      'Later life can be lonely, and a warm welcome goes a long way. The club began so that nobody in the parish need go a month without company, and we close each afternoon with a short thought from the Bible and a prayer.',
    ],
    where: [
      'In the Church Halls, which have level access from the car park and an accessible toilet.',
    ],
    how: [
      'There is nothing to join and nothing to pay: just come along. If you would like a lift, ring the church office by the Thursday before and one of our drivers will collect you and bring you home afterwards.',
    ],
    contact: [
      {
        contacts: [
          {
            name: 'Elizabeth Crawford',
            role: 'Club organiser',
            email: 'threeoclockclub@ballyglen-presbyterian.example.org',
          },
          office,
        ],
      },
    ],
  },

  pw: {
    name: 'PW',
    group: 'activities',
    facts: {
      audience: 'Women of every age',
      when: 'First Tuesday of the month, 7:30 PM',
      where: 'Church Halls',
    },
    description:
      'PW (Presbyterian Women) meets on the first Tuesday of each month for fellowship, prayer, guest speakers and support for mission at home and overseas.',
    intro:
      'Presbyterian Women: friendship, prayer and a heart for mission, on the first Tuesday of every month.',
    who: [
      'Women of every age and stage of life. Some of our members have been coming for fifty years; others joined last month. You will be very welcome.',
    ],
    what: [
      'We meet at 7:30 PM on the first Tuesday of each month from September to May. Evenings include guest speakers, missionary news, a devotional time and supper.',
      'Through the year we raise money for the PW mission project and pack shoeboxes and care parcels for people in need.',
    ],
    why: [
      'To encourage one another in faith, to pray together, and to support the work of the gospel at home and abroad.',
    ],
    where: ['In the Church Halls.'],
    contact: [
      {
        contacts: [
          {
            name: 'Anne Gillespie',
            role: 'PW leader',
            email: 'pw@ballyglen-presbyterian.example.org',
          },
        ],
      },
    ],
  },

  dorcas: {
    name: 'Dorcas Group',
    group: 'activities',
    facts: {
      audience: 'Anyone who enjoys knitting, sewing and crafts',
      when: 'Last Tuesday of the month, 10:30 AM',
      where: 'Church library',
    },
    description:
      'The Dorcas Group meets in the church library on the last Tuesday of each month to knit, sew and craft for people in need, at home and overseas.',
    intro:
      'Busy hands and good conversation: knitting, sewing and crafting for people who need a little warmth.',
    who: [
      'Anyone who enjoys knitting, sewing or crafts, from beginners to experts. If you have never held a knitting needle, someone will gladly show you how.',
    ],
    what: [
      'We meet at 10:30 AM on the last Tuesday of each month. Over tea and scones we make:',
      {
        list: [
          'Blankets and hats for the neonatal unit',
          'Knitted toys and jumpers for children overseas',
          'Prayer shawls for people who are ill or grieving',
        ],
      },
      'Wool and materials are provided, and donations of spare wool are always welcome.',
    ],
    why: [
      'The group takes its name from Dorcas in Acts 9, who “was always doing good and helping the poor” and made clothes for those around her. We want to do the same.',
    ],
    where: ['In the church library, next to the vestry.'],
    contact: [
      {
        contacts: [
          {
            name: 'Margaret Boyd',
            role: 'Dorcas Group co-ordinator',
            email: 'dorcas@ballyglen-presbyterian.example.org',
          },
        ],
      },
    ],
  },

  'worship-team': {
    name: 'Worship Team',
    group: 'activities',
    facts: {
      audience: 'Singers and musicians',
      when: 'Sundays, rehearsal at 10:15 AM before the service',
      where: 'The church',
    },
    description: `The Worship Team of singers and musicians leads the congregation in praise each Sunday, with a rehearsal before the ${serviceTime} service.`,
    intro: 'Singers and musicians who help the congregation to praise God together on Sundays.',
    who: [
      'Singers and musicians of every standard: piano, guitar, strings, brass, woodwind and percussion. You do not need to read music, but you do need to love singing to God.',
    ],
    what: [
      'We rehearse in the church at 10:15 AM on Sunday, before the service, and lead a mix of hymns, psalms and newer songs. The team plays on a rota, usually two Sundays a month.',
    ],
    why: [
      '“Come, let us sing for joy to the Lord” (Psalm 95:1). Our aim is not to perform but to help everyone in the building to sing.',
    ],
    where: ['In the church itself, at the front.'],
    contact: [
      {
        contacts: [
          {
            name: 'Peter Graham',
            role: 'Musical Director',
            email: 'music@ballyglen-presbyterian.example.org',
          },
        ],
      },
    ],
  },

  creche: {
    name: 'Crèche',
    group: 'young-people',
    facts: {
      audience: 'Babies and toddlers, 0 to 3',
      when: `Sundays, during the ${serviceTime} service`,
      where: 'Crèche room, Church Halls',
    },
    description:
      'Our crèche cares for babies and toddlers aged 0 to 3 during the Sunday morning service, with trained, vetted volunteers. Register your child online.',
    intro:
      'A safe, happy place for babies and toddlers during the Sunday service, so parents can worship with peace of mind.',
    who: [
      'Babies and toddlers from birth to 3 years old. Parents are welcome to stay with their child until they are settled.',
    ],
    what: [
      `During the ${serviceTime} service our volunteers play, sing and read stories with the little ones. Every volunteer is vetted and trained under the Presbyterian Church in Ireland's safeguarding policy, “Taking Care”.`,
      "For everyone's safety, please register your child before their first visit.",
    ],
    why: [
      'We want young families to feel at home in church from the very start, and we believe even the youngest children can learn that they are loved by God.',
    ],
    where: [
      'In the crèche room in the Church Halls. The service is relayed there, so you can listen in while you settle your child.',
    ],
    contact: [
      {
        contacts: [
          {
            name: 'Heather Moore',
            role: 'Crèche co-ordinator',
            email: 'creche@ballyglen-presbyterian.example.org',
          },
        ],
      },
    ],
    links: [
      {
        kind: 'register',
        label: 'Register Your Child for Crèche',
        href: forms.form('creche-registration'),
      },
    ],
  },

  lotsatots: {
    name: 'Lotsatots',
    group: 'young-people',
    facts: {
      audience: 'Pre-school children with their carers',
      when: 'Thursdays, 10:00 AM to 12:00 PM',
      where: 'Church Halls',
    },
    description:
      'Lotsatots is our parent and toddler group for pre-school children and their carers, every Thursday morning from 10:00 AM to 12:00 PM in the Church Halls.',
    intro: 'Toys, songs, crafts and a good cup of coffee every Thursday morning.',
    who: [
      'Pre-school children with their parents, grandparents, childminders or carers. Children must stay with the adult who brings them.',
    ],
    what: [
      'Free play with plenty of toys, a craft table, snack time and a singing time with a short Bible story. Meanwhile the grown-ups get a hot drink and some adult conversation.',
      'We meet on Thursdays from 10:00 AM to 12:00 PM during school term time. There is a small charge of £2 per family to cover snacks.',
    ],
    why: [
      'The early years can be tiring and isolating. Lotsatots offers friendship and support to families in the town, and a glimpse of the love of Jesus.',
    ],
    where: ['In the Church Halls. There is room for buggies at the side door.'],
    contact: [
      {
        contacts: [
          {
            name: 'Karen Wilson',
            role: 'Lotsatots leader',
            email: 'lotsatots@ballyglen-presbyterian.example.org',
          },
        ],
      },
    ],
  },

  'the-ark': {
    name: 'The Ark',
    group: 'young-people',
    facts: {
      audience: 'Age 3 to Year 5',
      when: 'Sundays, 11:30 AM to 12:30 PM',
      where: 'Church Halls',
    },
    description:
      'The Ark is our Sunday club for children from age 3 to Year 5, with Bible stories, songs and crafts from 11:30 AM to 12:30 PM in the Church Halls.',
    intro: 'Bible stories, songs, crafts and games for younger children on Sunday mornings.',
    who: [
      "Children from age 3 to Year 5. They begin the service with their families and go across to the Church Halls after the children's talk, a few minutes in.",
    ],
    what: [
      'The Ark runs during the morning service, from 11:30 AM to 12:30 PM. The children hear a Bible story, learn a memory verse, sing and make a craft to take home. The groups are split by age, so everything is pitched at the right level.',
      'Please register your child so that our leaders know about allergies and who will collect them.',
    ],
    why: [
      'We want every child to know that God made them, loves them and sent Jesus for them, and to enjoy coming to church.',
    ],
    where: [
      'In the Church Halls. Parents collect their children from the halls after the service.',
    ],
    contact: [
      {
        contacts: [
          {
            name: 'Jonny Stewart',
            role: 'Youth Worker',
            email: 'the-ark@ballyglen-presbyterian.example.org',
          },
        ],
      },
    ],
    links: [
      {
        kind: 'register',
        label: 'Register Your Child for The Ark',
        href: forms.form('the-ark-registration'),
      },
    ],
  },

  'bible-class': {
    name: 'Bible Class',
    group: 'young-people',
    facts: {
      audience: 'Year 6 and Year 7',
      when: 'Sundays during the morning service, in term time',
      where: 'Church Halls',
    },
    description:
      'Bible Class is for young people in Year 6 and Year 7, on Sundays during the service in term time, with a Big Breakfast on the last Sunday of each term.',
    intro:
      'Sunday mornings for Year 6 and Year 7: asking big questions and opening the Bible together.',
    who: ['Young people in Year 6 and Year 7, as they move from primary to secondary school.'],
    what: [
      'On Sundays during the morning service in school term time, we leave the service before the sermon for Bible study, discussion and a quiz.',
      'On the last Sunday of each term we hold a Big Breakfast: an Ulster fry, games and a short talk instead of the usual class.',
    ],
    why: [
      'The move to “big school” is a big change. We want to help young people grow in faith, think things through for themselves and know they belong.',
    ],
    where: ['In the Church Halls.'],
    contact: [
      {
        contacts: [
          {
            name: 'Jonny Stewart',
            role: 'Youth Worker',
            email: 'youth@ballyglen-presbyterian.example.org',
          },
        ],
      },
    ],
  },

  snatch: {
    name: 'SNATCH',
    group: 'young-people',
    facts: {
      audience: 'Year 8 to Year 14',
      when: 'Sundays, 7:00 PM to 9:00 PM',
      where: 'Church Halls',
    },
    description:
      'SNATCH (Sunday Night At The Church Hall) is our youth fellowship for Year 8 to Year 14, every Sunday from 7:00 PM to 9:00 PM. Food, games, faith and friends.',
    intro: 'Sunday Night At The Church Hall: food, games, chat and faith for young people.',
    who: ['Young people in Year 8 to Year 14. Bring a friend!'],
    what: [
      'Every Sunday from 7:00 PM to 9:00 PM: tuck shop, pool, table tennis and games, then a short talk and small-group discussion. We also run weekends away, a summer team and socials through the year.',
    ],
    why: [
      'Teenagers ask big questions. SNATCH is a safe, fun place to explore them, to build friendships and to meet Jesus.',
    ],
    where: ['In the Church Halls. Parents can collect from the front door at 9:00 PM.'],
    contact: [
      "Follow SNATCH on Facebook and Instagram for each week's plans.",
      {
        contacts: [
          {
            name: 'Jonny Stewart',
            role: 'Youth Worker',
            email: 'youth@ballyglen-presbyterian.example.org',
          },
        ],
      },
    ],
    links: [
      {
        kind: 'facebook',
        label: 'SNATCH on Facebook',
        href: 'https://www.facebook.com/ballyglen.snatch.example',
      },
      {
        kind: 'instagram',
        label: 'SNATCH on Instagram',
        href: 'https://www.instagram.com/ballyglen.snatch.example',
      },
    ],
  },

  'boys-brigade': {
    name: "Boys' Brigade",
    group: 'young-people',
    facts: {
      audience: 'Boys aged 5 to 18',
      when: 'Thursday evenings',
      where: 'Church Halls',
    },
    description:
      "The 1st Ballyglen Company of the Boys' Brigade meets on Thursday evenings for boys aged 5 to 18: games, badges, camps and Bible class.",
    intro:
      "The 1st Ballyglen Company of the Boys' Brigade: games, badges, drill, camps and Christian teaching.",
    who: [
      'Boys aged 5 to 18, in four sections:',
      {
        list: [
          'Anchor Section: P1 to P3, 6:30 PM to 7:30 PM',
          'Junior Section: P4 to P7, 6:30 PM to 8:00 PM',
          'Company Section: Year 8 to Year 11, 8:00 PM to 9:30 PM',
          'Senior Section: Year 12 to Year 14, 8:00 PM to 9:30 PM',
        ],
      },
    ],
    what: [
      "On Thursday evenings the boys take part in games, crafts, first aid, drill and badge work, with a short Bible talk each night. There are football tournaments, the Duke of Edinburgh's Award, the annual display and a summer camp.",
    ],
    why: [
      "The Boys' Brigade object is “the advancement of Christ's Kingdom among Boys and the promotion of habits of Obedience, Reverence, Discipline, Self-respect and all that tends towards a true Christian manliness”. Put simply: we want boys to grow up confident, kind and knowing Jesus.",
    ],
    where: ['In the Church Halls.'],
    contact: [
      'Each section has its own leader in charge:',
      {
        contacts: [
          {
            name: 'Robert McKee',
            role: 'Captain, and Company Section',
            email: 'bb.captain@ballyglen-presbyterian.example.org',
          },
          {
            name: 'Gillian Moffett',
            role: 'Anchor Section',
            email: 'bb.anchors@ballyglen-presbyterian.example.org',
          },
          {
            name: 'Neil Ferguson',
            role: 'Junior Section',
            email: 'bb.juniors@ballyglen-presbyterian.example.org',
          },
          {
            name: 'Craig Hamilton',
            role: 'Senior Section',
            email: 'bb.seniors@ballyglen-presbyterian.example.org',
          },
        ],
      },
    ],
    links: [
      {
        kind: 'website',
        label: '1st Ballyglen BB website',
        href: 'https://www.ballyglen-bb.example.org',
      },
    ],
  },

  'girls-brigade': {
    name: "Girls' Brigade",
    group: 'young-people',
    facts: {
      audience: 'Girls aged 3 to 18',
      when: 'Wednesday evenings',
      where: 'Church Halls',
    },
    description:
      "The Girls' Brigade meets on Wednesday evenings for girls aged 3 to 18: fun, friendship, badges and learning about Jesus.",
    intro:
      "The 1st Ballyglen Company of the Girls' Brigade: fun, friendship, challenge and faith for girls.",
    who: [
      'Girls aged 3 to 18, in four sections:',
      {
        list: [
          'Explorers: age 3 to P3',
          'Juniors: P4 to P6',
          'Seniors: P7 to Year 9',
          'Brigaders: Year 10 to Year 14',
        ],
      },
    ],
    what: [
      'On Wednesday evenings the girls enjoy crafts, games, baking, music and badge work, with Bible teaching woven through. Highlights include the annual display, camps and service projects in the town.',
    ],
    why: [
      "The Girls' Brigade motto is “Seek, Serve and Follow Christ”. We want every girl to discover her worth, use her gifts and know God's love.",
    ],
    where: ['In the Church Halls.'],
    contact: [
      'For news and photos, follow us on Facebook.',
      {
        contacts: [
          {
            name: 'Heather Moore',
            role: 'Captain',
            email: 'gb@ballyglen-presbyterian.example.org',
          },
        ],
      },
    ],
    links: [
      {
        kind: 'facebook',
        label: "Girls' Brigade on Facebook",
        href: 'https://www.facebook.com/ballyglen.gb.example',
      },
    ],
  },
} satisfies Record<string, Activity>;
