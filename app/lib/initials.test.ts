import { describe } from 'vitest';
import { itGives } from '../../test/examples.ts';
import { initials } from './initials.ts';

describe('initials', () => {
  itGives('gives %s the initials "%s" (a title passed over)', initials, {
    'Rev. Andrew McCracken': 'AM',
    'Dr Mary Anne Boyd': 'MB',
    'Seán Ó Dónaill': 'SD',
    Heather: 'H',
    '  ': '',
  });
});
