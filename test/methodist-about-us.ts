// A Methodist church's About Us (issue 64): a minister, a Church Council and stewards, with no
// elders and no vacancy. Its words are its own, so a test can tell them from any sample's.

/** The file's data, each person's photo the one given (a picture the content folder has). */
export function methodistAboutUs(photo: string) {
  const person = (name: string, role: string) => ({ name, role, photo });
  return {
    meta: {
      title: 'About Us',
      description:
        'Meet the minister, the Church Council and the stewards of our Methodist chapel in the Eden Valley.',
      heading: 'Who We Are',
    },
    intro: 'We are a Methodist chapel in the Eden Valley, one of eleven in the Penrith Circuit.',
    sections: [
      {
        type: 'person',
        heading: 'Our Minister',
        person: person('Rev. Ruth Askew', 'Minister'),
        text: 'Ruth looks after four chapels of the circuit and leads our worship twice a month.',
      },
      {
        type: 'people',
        heading: 'Church Council',
        intro: 'The council that takes the decisions of the chapel, meeting four times a year.',
        people: [
          person('Alan Thwaite', 'Church Council Secretary'),
          person('Mary Bland', 'Treasurer'),
        ],
      },
      {
        type: 'people',
        heading: 'Stewards',
        people: [person('John Atkinson', 'Senior Steward'), person('Ann Dent', 'Steward')],
      },
    ],
  };
}
