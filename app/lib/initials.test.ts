import { describe } from 'vitest';
import { itGives } from '../../test/examples.ts';
import { initials } from './initials.ts';

describe('initials', () => {
  itGives('gives %s the initials "%s" (a title passed over)', (name) => initials(name, 'en-GB'), {
    'Rev. Andrew McCracken': 'AM',
    'Dr Mary Anne Boyd': 'MB',
    'The Revd Canon Morag Finlay': 'MF',
    'The Rt Revd Dr Ian Paton': 'IP',
    'Fr Tomás Ó Briain': 'TB',
    'Pastor Kwame Mensah': 'KM',
    'Mrs Ada Pryce': 'AP',
    'Dean Walker': 'DW',
    'Jane Bishop': 'JB',
    'Seán Ó Dónaill': 'SD',
    Heather: 'H',
    '  ': '',
  });
});
