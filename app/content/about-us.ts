import type { AboutUsContent } from './page-schemas';

// The About Us page. Every person here is a fictional placeholder. To change someone, edit
// their name and role; to change a photo, put the new picture in app/assets/images/people/
// and write its file name (without .jpg) after "people/". docs/editing-content.md explains.
export const aboutUs = {
  intro: [
    'Like every Presbyterian congregation, we are led not by one person but by the Kirk Session: the minister together with ruling elders chosen by the congregation from among its members.',
  ],
  elders: {
    heading: 'The Role of Ruling Elders',
    intro:
      'Elders are ordinary members of the congregation, elected by their fellow members and ordained for life to serve. Together with the minister they:',
    duties: [
      'Share in the spiritual oversight of the congregation, its worship, teaching and witness.',
      'Care for the people in their district: visiting, praying for them and helping in times of need.',
      'Represent the congregation at Presbytery and the General Assembly of the Presbyterian Church in Ireland.',
    ],
  },
  convener: {
    heading: 'Our Vacancy',
    body: [
      'We are currently without a minister of our own and are praying for the person God is calling to serve here. During the vacancy, the Presbytery has appointed a Convener to guide the Kirk Session and lead the search for a new minister.',
    ],
    person: {
      name: 'Rev. Andrew McCracken',
      role: 'Vacancy Convener',
      photo: 'people/rev-andrew-mccracken',
    },
  },
  kirkSession: {
    heading: 'Kirk Session',
    intro: 'The elders who serve on our Kirk Session.',
    people: [
      { name: 'William Johnston', role: 'Clerk of Session', photo: 'people/william-johnston' },
      { name: 'Margaret Boyd', role: 'Elder', photo: 'people/margaret-boyd' },
      { name: 'Robert McKee', role: 'Elder', photo: 'people/robert-mckee' },
      { name: 'Elizabeth Crawford', role: 'Elder', photo: 'people/elizabeth-crawford' },
      { name: 'James Patterson', role: 'Elder', photo: 'people/james-patterson' },
      { name: 'Anne Gillespie', role: 'Elder', photo: 'people/anne-gillespie' },
      { name: 'Samuel Dickson', role: 'Elder', photo: 'people/samuel-dickson' },
      { name: 'Heather Moore', role: 'Elder', photo: 'people/heather-moore' },
    ],
  },
  staff: {
    heading: 'Staff',
    intro: 'The people employed by the congregation to serve alongside the Kirk Session.',
    people: [
      { name: 'Jonny Stewart', role: 'Youth Worker', photo: 'people/jonny-stewart' },
      { name: 'Karen Wilson', role: 'Pastoral Worker', photo: 'people/karen-wilson' },
      { name: 'Peter Graham', role: 'Musical Director', photo: 'people/peter-graham' },
    ],
  },
} satisfies AboutUsContent;
