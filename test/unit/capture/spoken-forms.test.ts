import { describe, expect, it } from 'vitest';
import { extractContact, linesFromText, normaliseSpokenText } from '../../../lambdas/core/capture';

/** The fields the engine reads from a transcript. */
const spoken = (transcript: string) =>
  extractContact({ lines: linesFromText(transcript), hints: { spoken: true } }).fields;

describe('spoken forms', () => {
  it('turns spelled addresses into emails and websites', () => {
    expect(normaliseSpokenText('email, nadia dot brook at tern harbour dot example.')).toContain(
      'nadia.brook@ternharbour.example',
    );
    expect(normaliseSpokenText('website, tern harbour dot example')).toContain('ternharbour.example');
  });

  it('turns digit words into numbers, commas into groups', () => {
    expect(normaliseSpokenText('plus four nine, one seven one, three nine two, zero zero four four')).toBe(
      '+49 171 392 0044',
    );
    expect(normaliseSpokenText('call six one two, three four five, six seven eight')).toBe(
      'call 612 345 678',
    );
  });

  it('joins spelled acronyms', () => {
    expect(normaliseSpokenText('she is the C F O at Kelpie Works L L C')).toBe(
      'she is the CFO at Kelpie Works LLC',
    );
  });

  it('extracts a lead from a transcript', () => {
    const r = extractContact({
      lines: linesFromText(
        'Met Nadia Brook, C F O at Tern Harbour. Email, nadia dot brook at tern harbour dot example. Phone, plus four four, seven seven zero zero, nine zero zero, four one seven.',
      ),
      hints: { spoken: true },
    });
    expect(r.fields.name.value).toBe('Nadia Brook');
    expect(r.fields.title.value).toBe('CFO');
    expect(r.fields.company.value).toBe('Tern Harbour');
    expect(r.fields.email.value).toBe('nadia.brook@ternharbour.example');
    expect(r.phoneE164).toBe('+447700900417');
  });
});

describe('a spoken address confirmed by its spelling, or said without its dot', () => {
  it('drops letters said apart that spell the word just said, with their cue', () => {
    expect(
      spoken(
        "Sanne de Vries, ops manager. Email, sanne dot devries, that's d e v r i e s, at tulpwerk dot example.",
      ).email.value,
    ).toBe('sanne.devries@tulpwerk.example');
    expect(
      spoken('Herr Reto Zürcher. E-Mail, reto Punkt zuercher, z u e r c h e r, at bergbahnen Punkt example.')
        .email.value,
    ).toBe('reto.zuercher@bergbahnen.example');
  });

  it('reads the letters by their Spanish names, set apart by commas', () => {
    expect(
      spoken(
        'Llamada con Guadalupe Treviño. Su correo es gtrevino, se escribe ge, te, erre, e, uve, i, ene, o, arroba acerosnorte punto example.',
      ).email.value,
    ).toBe('gtrevino@acerosnorte.example');
  });

  it('keeps letters that spell no word just said', () => {
    expect(normaliseSpokenText('she is the C T O at Kranich')).toBe('she is the CTO at Kranich');
  });

  it('reads "no dot" as a hint on how the address is written', () => {
    expect(
      spoken('Call Tyler Nakamura back. Email is t nakamura, no dot, at bluegate c u dot example.').email
        .value,
    ).toBe('tnakamura@bluegatecu.example');
    expect(
      extractContact({ lines: linesFromText('Tyler Nakamura, t nakamura no dot at bluegatecu dot example') })
        .fields.email.value,
    ).toBe('tnakamura@bluegatecu.example');
  });

  it('writes a German legal form spelled in its own case', () => {
    expect(normaliseSpokenText('Met Jonas Weber from Kranich Robotics G m b H at the fair.')).toBe(
      'Met Jonas Weber from Kranich Robotics GmbH at the fair.',
    );
    expect(normaliseSpokenText('Oberhuber Landtechnik e K, Herr Oberhuber')).toBe(
      'Oberhuber Landtechnik e.K., Herr Oberhuber',
    );
  });

  it("joins a title said with its department in lower case, in the title's case", () => {
    expect(
      spoken(
        'Derek Lindqvist. Director, strategic accounts, Halvorsen Cold Chain L L C. Email, derek at halvorsen dot example.',
      ).title.value,
    ).toBe('Director, Strategic Accounts');
  });
});

describe('spoken notes: numbers taken back, addresses said in words, roles said first', () => {
  it("replaces a number's last digits by those said again after a take-back", () => {
    expect(
      normaliseSpokenText(
        'Her mobile is oh seven eight one two, three four five, six seven eight. Sorry, six seven nine.',
      ),
    ).toBe('Her mobile is 07812 345 679.');
    expect(
      spoken(
        'Mobil null eins sieben zwo, vier acht neun, sechs zwei drei eins. Nein, Moment, sechs zwei drei zwei.',
      ).phone.value,
    ).toBe('+49 172 4896232');
    // (the whole number said again replaces it whole)
    expect(
      normaliseSpokenText(
        'Cell, six one nine, five five five, oh one seven two. No wait, six one nine, five five five, oh one two seven.',
      ),
    ).toBe('Cell, 619 555 0127.');
  });

  it('reads "guion bajo" as an underscore, not a hyphen, and "doble u doble u doble u" as www', () => {
    expect(
      normaliseSpokenText(
        'Correo, rodrigo guion bajo villasenor arroba plasticos tapatios punto example punto com.',
      ),
    ).toBe('Correo, rodrigo_villasenor@plasticostapatios.example.com.');
    expect(
      spoken(
        'Paula Zuluaga. La página es doble u doble u doble u punto textiles guion candelaria punto example punto net.',
      ).website.value,
    ).toBe('www.textiles-candelaria.example.net');
  });

  it('joins an initial and the words after it before the at, after an email cue', () => {
    expect(
      spoken('Gabrielle Lachance-Roy. Email, g lachance roy at maplecrest grocers dot example dot com.').email
        .value,
    ).toBe('glachanceroy@maplecrestgrocers.example.com');
    // (not a word of the sentence, nor an accented word of one letter: "o email é inês arroba …")
    expect(spoken('Priyanka Rao. Email is priyanka at hollybush dot example.').email.value).toBe(
      'priyanka@hollybush.example',
    );
    expect(
      spoken('conheci a inês carvalho e o email é ines arroba quintavaleazul ponto example').email.value,
    ).toBe('ines@quintavaleazul.example');
  });

  it("takes a role said before the name without the note-taker's verb, and a company without the role", () => {
    const r = spoken(
      'Spoke to the head of procurement at Ashgrove Home Stores, Harriet Oyelaran. Email is harriet at ashgrove dot example.',
    );
    expect(r.title.value).toBe('Head of Procurement');
    expect(r.company.value).toBe('Ashgrove Home Stores');
    expect(
      spoken(
        'The company is Harrowgate Rail Services PLC, and the lead is their commercial director, Alistair Grant.',
      ).title.value,
    ).toBe('Commercial Director');
    expect(
      spoken(
        'Durban, the port logistics forum. The COO of Indlovu Freight, Ayanda Mthembu. Email, ayanda at indlovu freight dot example.',
      ).company.value,
    ).toBe('Indlovu Freight');
  });

  it("leaves out the note-taker's own number when the lead has another", () => {
    expect(
      spoken(
        "Chatted with Niamh Hayes. Her number is oh eight seven, two one four, double six three oh. I'm out tomorrow, so ping me, Gav, on oh eight five, three three one, nine oh four two if she calls back.",
      ).phone.value,
    ).toBe('+353 87 214 6630');
    // (a lead's own text says "me" of the lead)
    expect(
      extractContact({
        lines: linesFromText(
          'Megan Reyes\nVP, Revenue Operations at Brightwater Analytics\nBest way to reach me is (512) 555-0147.',
        ),
      }).fields.phone.value,
    ).toBe('+1 512 555 0147');
  });
});

describe('spoken numbers and regions from notes-t', () => {
  it('reads "once" said as a group of its own between groups of a number', () => {
    expect(
      spoken(
        'Llamar a Tomás Bianchi. Celular, más cinco cuatro, nueve, once, cuatro siete ocho dos, tres uno cinco seis.',
      ).phone.value,
    ).toBe('+54 9 11 4782 3156');
    // (and leaves the everyday word alone)
    expect(normaliseSpokenText('I met her once, at the fair.')).toBe('I met her once, at the fair.');
  });

  it('takes a word of Māori letters with a macron as a clue of New Zealand', () => {
    expect(
      spoken(
        'Coffee with Aroha Ngata. She is the G M at Kōwhai Software L T D. Her number is oh two one, three eight four, six six two oh.',
      ).phone.value,
    ).toBe('+64 21 384 6620');
  });
});

describe('spoken notes from earlier stand-in sets', () => {
  it('ends a Dutch name at "op", the place met, after its particle', () => {
    const r = spoken(
      'Gesproken met Joost van Leeuwen op de Vakbeurs Logistiek in Utrecht. Hij is operationeel directeur bij Dijkstra Koeltransport B V. Mail: j punt vanleeuwen, aan elkaar, apenstaartje dijkstrakoel punt example.',
    );
    expect(r.name.value).toBe('Joost van Leeuwen');
    expect(r.company.value).toBe('Dijkstra Koeltransport B.V.');
  });

  it('drops the comma left before a spoken dot, and joins letters spelled with hyphens', () => {
    expect(normaliseSpokenText('Email is Roz, R-O-Z, dot Achterberg, at pinecrest dot example.')).toBe(
      'Email is roz.achterberg@pinecrest.example.',
    );
    expect(
      spoken(
        'I met Tobias Lindgren-Abara. Email is Tobias, T-O-B-I-A-S, dot L-A at frontrange mech dot example.',
      ).email.value,
    ).toBe('tobias.la@frontrangemech.example');
  });
});
