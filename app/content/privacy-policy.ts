import { church } from './church';
import type { PrivacyPolicyContent } from './page-schemas';

// The privacy notice. Section numbers are added by the page, in this order. When you change
// the wording, change lastUpdated too (year-month-day). The data protection lead's name and
// e-mail come from church.ts.
const lead = church.dataProtectionLead;

export const privacyPolicy = {
  lastUpdated: '2026-11-01',
  lastUpdatedLabel: 'Last updated',
  intro: [
    `This notice explains how ${church.name} collects, uses and looks after personal information about you, and the rights you have under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.`,
  ],
  sections: [
    {
      heading: 'Your personal data: what is it?',
      body: [
        'Personal data is any information about a living person who can be identified from it, either on its own or together with other information we hold. Your name, address, telephone number, e-mail address and date of birth are all personal data.',
        'Some information is “special category” data and is given extra protection. Because we are a church, the fact that you are a member or attend our activities may reveal your religious beliefs, so we treat it with particular care.',
      ],
    },
    {
      heading: 'Who are we?',
      body: [
        `The Kirk Session of ${church.name} is the data controller. This means it decides how your personal data is processed and for what purposes. The congregation is a registered charity in Northern Ireland, number ${church.charityNumber}.`,
      ],
    },
    {
      heading: 'How do we process your personal data?',
      body: [
        'We comply with our obligations under the UK GDPR by keeping personal data up to date, storing and destroying it securely, not collecting or keeping more than we need, protecting it from loss, misuse, unauthorised access and disclosure, and making sure appropriate technical measures are in place.',
        'We use your personal data for the following purposes:',
        {
          list: [
            'To enable us to provide a voluntary service for the benefit of the public in our area, as set out in our constitution.',
            'To administer membership and attendance records, including our rolls of communicant members and baptised children.',
            'To arrange pastoral care and visiting, and to keep you informed about news, events, activities and services at the church.',
            'To fundraise and promote the interests of the church, including processing Gift Aid applications.',
            'To manage our employees and volunteers, including safeguarding checks for those who work with children and adults at risk.',
            'To maintain our own accounts and records.',
          ],
        },
      ],
    },
    {
      heading: 'What is the legal basis for processing your personal data?',
      body: [
        'We only process your personal data where the law allows us to. Depending on the purpose, the legal basis is one of the following:',
        {
          list: [
            'Your explicit consent, so that we can keep you informed about news, events and activities. You can withdraw your consent at any time.',
            'Our legitimate interests as a not-for-profit religious body, in processing information about members, former members and people in regular contact with us. We do not share this information outside the church without your consent.',
            'A legal obligation, for example keeping Gift Aid records for HMRC or carrying out safeguarding checks.',
            'A contract with you, for example when you are employed by the church or book a church building.',
          ],
        },
      ],
    },
    {
      heading: 'Sharing your personal data',
      body: [
        'Your personal data will be treated as strictly confidential. It will only be shared with the minister, elders, staff and volunteers of the church who need it to carry out a church activity or service, or where the law requires us to.',
        'We use ChurchSuite, a church management system, to keep our address book, rotas and giving records. ChurchSuite processes data on our behalf under a written agreement and stores it securely in the United Kingdom.',
        'We will never sell your personal data or share it with other organisations for their marketing.',
      ],
    },
    {
      heading: 'How long do we keep your personal data?',
      body: [
        'We keep personal data only for as long as we need it, and then delete or destroy it securely. In particular:',
        {
          list: [
            'Gift Aid declarations and the records that go with them are kept for up to 6 years after the end of the tax year in which the last gift was made, as HMRC requires.',
            'Where you have given consent for a one-off purpose, such as booking a place on a single event, we keep your details for 1 year.',
            'Registers of baptisms, marriages and funerals, and the communicant roll, are kept permanently, as they form part of the historic record of the congregation.',
          ],
        },
      ],
    },
    {
      heading: 'Your rights and your personal data',
      body: [
        'Unless an exemption applies, you have the following rights with respect to your personal data:',
        {
          list: [
            'The right to ask for a copy of the personal data we hold about you.',
            'The right to ask us to correct any personal data that is inaccurate or out of date.',
            'The right to ask us to delete your personal data where it is no longer needed.',
            'The right to ask us to limit how we use your personal data.',
            'The right to object to our processing of your personal data, and to withdraw your consent at any time where we rely on it.',
            'The right to ask us to pass your personal data to another organisation, where that is technically possible.',
            "The right to complain to the Information Commissioner's Office (see section 9).",
          ],
        },
        'We will respond to your request within one month, and there is normally no charge.',
      ],
    },
    {
      heading: 'Further processing',
      body: [
        'If we wish to use your personal data for a new purpose not covered by this notice, we will first give you a new notice explaining the new use, the reasons for it and the conditions that apply. Where we need your consent, we will ask for it before we begin.',
      ],
    },
    {
      heading: 'Contact details',
      body: [
        'To exercise any of your rights, or if you have a question or a complaint about how we handle your personal data, please contact our data protection lead:',
        {
          contacts: [{ name: lead.name, role: 'Data Protection Lead', email: lead.email }],
        },
        "You also have the right to complain to the Information Commissioner's Office, the regulator for data protection in the United Kingdom:",
        {
          contacts: [
            {
              name: "Information Commissioner's Office",
              phone: { display: '0303 123 1113', international: '+443031231113' },
              website: { label: 'ico.org.uk', href: 'https://ico.org.uk' },
              address: [
                "Information Commissioner's Office",
                'Wycliffe House',
                'Water Lane',
                'Wilmslow',
                'Cheshire',
                'SK9 5AF',
              ],
            },
          ],
        },
      ],
    },
  ],
} satisfies PrivacyPolicyContent;
