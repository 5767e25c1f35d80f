import { describe, expect, it } from 'vitest';
import { extractContact, linesFromText, normaliseSpokenText } from '../../../lambdas/core/capture';

/** All names, companies and numbers below are invented. */
const spokenLead = (transcript: string) =>
  extractContact({ lines: linesFromText(transcript), hints: { spoken: true } });

describe('Spanish number words in a phone number', () => {
  it('reads each compound as its own group: "y" joins tens and units only', () => {
    expect(
      normaliseSpokenText(
        'el celular es más cincuenta y cuatro nueve once cuarenta y dos dieciocho setenta y tres noventa y el correo',
      ),
    ).toBe('el celular es +5491142187390 y el correo');
  });

  it('reads teens, twenties, zero, "doble cero" and hundreds', () => {
    expect(normaliseSpokenText('celular tres uno cero doble cero dieciséis veintidós treinta y uno')).toBe(
      'celular 31000162231',
    );
    expect(normaliseSpokenText('teléfono seis cero dos trescientos cuarenta cincuenta y siete')).toBe(
      'teléfono 60234057',
    );
  });

  it('finds the phone in a run-on Spanish transcript', () => {
    const r = spokenLead(
      'te paso el contacto de rosalía quintero gerente de ventas en aceitunas del sur s a el celular es más cincuenta y cuatro nueve once cuarenta y dos dieciocho setenta y tres noventa y el mail es rosalia punto quintero arroba aceitunasdelsur punto example',
    );
    expect(r.phoneE164).toBe('+5491142187390');
    expect(r.fields.email.value).toBe('rosalia.quintero@aceitunasdelsur.example');
  });

  it('leaves "once" an English word outside a dictated number', () => {
    expect(normaliseSpokenText('I met her once two years ago')).toBe('I met her once two years ago');
  });
});

describe('German number words in a phone number', () => {
  it('reads unit-und-tens compounds, teens and zero as groups', () => {
    expect(
      normaliseSpokenText(
        'telefon plus dreiundvierzig sechs sechs null zweiundzwanzig siebzehn einundachtzig',
      ),
    ).toBe('telefon +43660221781');
  });

  it('reads "ein und vierzig" written apart', () => {
    expect(normaliseSpokenText('handy null sieben eins ein und vierzig zwölf neunzehn')).toBe(
      'handy 071411219',
    );
  });

  it('repeats a digit after "doppel" and "zweimal die"', () => {
    expect(normaliseSpokenText('telefon null acht neun doppel null zweimal die drei fünfzehn')).toBe(
      'telefon 089003315',
    );
  });

  it('reads hundreds, apart and as one word', () => {
    expect(normaliseSpokenText('telefon null acht hundert zwölf dreiunddreißig')).toBe('telefon 081233');
    expect(normaliseSpokenText('telefon null zweihundertvierzig elf sechs')).toBe('telefon 0240116');
  });

  it('finds the phone in a run-on German transcript', () => {
    const r = spokenLead(
      'neuer lead von der messe jonas wettergren leiter einkauf bei wettergren armaturen gmbh telefon plus neunundvierzig dreißig zweiundsiebzig achtzehn sechsundfünfzig neunzig e-mail jonas punkt wettergren at wettergren punkt example',
    );
    expect(r.phoneE164).toBe('+493072185690');
  });
});

describe('English number words in a phone number', () => {
  it('repeats a digit after "double"/"triple" at the start of a group', () => {
    expect(normaliseSpokenText('mobile five oh three, double seven four, triple zero six')).toBe(
      'mobile 503 774 0006',
    );
  });

  it('keeps "double" and "triple" that are not before a digit', () => {
    expect(normaliseSpokenText('she ordered a double espresso and a triple shot')).toBe(
      'she ordered a double espresso and a triple shot',
    );
  });

  it('reads tens and teens as pairs when dictating a number', () => {
    expect(normaliseSpokenText('call eight one two, six four one, twenty twenty-four')).toBe(
      'call 812 641 2024',
    );
    expect(normaliseSpokenText('call four one five, six six two, nineteen oh six')).toBe('call 415 662 1906');
    expect(normaliseSpokenText('call one eight hundred, six four two, thirty thirty')).toBe(
      'call 1800 642 3030',
    );
    expect(normaliseSpokenText('call six two eight, five five five, two thousand')).toBe('call 628 555 2000');
  });

  it('leaves a lone English number word alone', () => {
    expect(normaliseSpokenText('top ten list, twenty people')).toBe('top ten list, twenty people');
  });
});

describe('French number words in a phone number', () => {
  it('reads groups said without commas one by one', () => {
    expect(normaliseSpokenText('portable zéro six trente-neuf quatre-vingt-dix-huit vingt et un douze')).toBe(
      'portable 0639982112',
    );
  });

  it('still reads "quatre-vingt-un" and "zéro un" between commas', () => {
    expect(
      normaliseSpokenText('bureau : zéro un, quarante-sept, quatre-vingt-un, zéro six, soixante et onze.'),
    ).toBe('bureau : 01 47 81 06 71.');
  });
});

describe('roles held together', () => {
  it('writes "cofounder" as Co-Founder and keeps the "and" between two role words as said', () => {
    const r = spokenLead(
      'odalys brenneman cofounder and cto at quartzfield robotics email odalys at quartzfield dot example',
    );
    expect(r.fields.name.value).toBe('Odalys Brenneman');
    expect(r.fields.title.value).toBe('Co-Founder and CTO');
    expect(normaliseSpokenText('Met Ivo Lantz, founder and president of Gullwing Tiles.')).toBe(
      'Met Ivo Lantz, founder and president of Gullwing Tiles.',
    );
  });

  it('leaves "and" between names and inside companies', () => {
    expect(normaliseSpokenText('Met Ivo Lantz and Mara Quell, owner of Lantz and Sons.')).toBe(
      'Met Ivo Lantz and Mara Quell, owner of Lantz and Sons.',
    );
    expect(normaliseSpokenText('the ceo and the board')).toBe('the ceo and the board');
  });
});
