import { describe, expect, it } from 'vitest';
import { noteValues, transcriptValues } from './read-note';

describe('notes, round k: run-on transcripts', () => {
  it('leaves out the place a lead was met, said right before the name', () => {
    const r = transcriptValues(
      'quick one from the builders summit in tucson marisol vega ortiz shes procurement lead at desert bloom homes llc her cell is five two zero five five five zero one four one',
    );
    expect(r).toMatchObject({
      name: 'Marisol Vega Ortiz',
      title: 'Procurement Lead',
      company: 'Desert Bloom Homes LLC',
    });
    // a known city after "de", but not after "contacto de", where three-word names are common
    expect(
      transcriptValues(
        'nota de la feria de vinos de sevilla lucía prieto gil directora comercial de bodegas prieto ese ele',
      ).name,
    ).toBe('Lucía Prieto Gil');
    // "looping in" takes a person, not a place
    expect(
      transcriptValues(
        'looping in anna maria lindqvist head of sales at nordvik ab her mobile is plus four six',
      ).name,
    ).toBe('Anna Maria Lindqvist');
  });

  it('reads "with a hyphen" after a double surname, and a spelled surname with its hyphen', () => {
    expect(
      transcriptValues(
        'lead from the farm show owen price thomas with a hyphen operations manager at cwm valley dairies ltd',
      ).name,
    ).toBe('Owen Price-Thomas');
    expect(
      transcriptValues(
        'met at the stand her name is carys lloyd evans thats l l o y d hyphen evans shes head of buying at tan y bryn ltd',
      ).name,
    ).toBe('Carys Lloyd-Evans');
  });

  it('reads a role with a word before its title word, said after the name', () => {
    expect(
      transcriptValues(
        'new lead from the vet expo in denver doctor ruth abara shes the clinic owner at high plains animal hospital her cell is three zero three five five five zero one seven seven',
      ),
    ).toMatchObject({ name: 'Ruth Abara', title: 'Clinic Owner', company: 'High Plains Animal Hospital' });
  });

  it('joins a spoken host whose name holds the word "point" when "dot" separates its labels', () => {
    const r = transcriptValues(
      'tom reyes from harbor point marine email tom at harbor point marine dot example website harbor point marine dot example',
    );
    expect(r.email).toBe('tom@harborpointmarine.example');
    expect(r.website).toBe('harborpointmarine.example');
  });

  it('ends a spelled local part at "thats" before a repeat of it', () => {
    expect(
      transcriptValues(
        'dana fox head of ops at fox freight inc email is d f o x at fox freight dot example thats d fox all one word',
      ).email,
    ).toBe('dfox@foxfreight.example');
  });

  it('reads a role "for" a company ending in its legal form, and Spanish legal forms spelled letter by letter', () => {
    expect(
      transcriptValues(
        'met carlos mendoza reyes hes regional property manager for saguaro point residential llc',
      ),
    ).toMatchObject({ title: 'Regional Property Manager', company: 'Saguaro Point Residential LLC' });
    expect(
      transcriptValues('apunta a nerea aguirre directora de ventas en transportes bidasoa ese ele').company,
    ).toBe('Transportes Bidasoa S.L.');
  });
});

describe('notes, round k: typed notes', () => {
  it('takes no region from the lead’s own name', () => {
    // Mendoza is an Argentine city; the number is a US one
    expect(noteValues('Carlos Mendoza, Property Manager\nSaguaro Point LLC\n602 555 0138').phone).toBe(
      '+1 602 555 0138',
    );
  });

  it('ends a title before "for" and leaves "Firma" off a company', () => {
    expect(
      noteValues('Met Carlos Reyes, Regional Property Manager for Saguaro Point Residential LLC.').title,
    ).toBe('Regional Property Manager');
    expect(
      noteValues(
        'Termin bei der Firma Rheintaler Antriebstechnik GmbH. Ansprechpartner ist Dr. Tobias Wendlandt.',
      ).company,
    ).toBe('Rheintaler Antriebstechnik GmbH');
  });

  it('takes the person a details heading names, not the introducer who signs', () => {
    const r = noteValues(
      [
        'Hi both, delighted to connect you. Priya leads data at Quillfeather.',
        '',
        "Priya's details:",
        'Dr. Priya Raman, PhD',
        'Head of Data, Quillfeather Analytics, Inc.',
        'priya.r@quillfeather.example | 415-555-0162',
        '',
        'Tom',
        '--',
        'Tom Baker',
        'Partner, Eastfield Capital',
        'tom@eastfield.example',
        '(650) 555-0119',
      ].join('\n'),
    );
    expect(r).toMatchObject({
      name: 'Priya Raman',
      email: 'priya.r@quillfeather.example',
      phone: '+1 415 555 0162',
    });
  });

  it('keeps PLLC with the company and reads a number by New Zealand places', () => {
    expect(noteValues('Dr. Ana Ruiz, Medical Director at Cedar Ridge Pediatrics, PLLC').company).toBe(
      'Cedar Ridge Pediatrics, PLLC',
    );
    expect(
      noteValues('Mere Tane · Ops Manager · Kaimai Dairy Ltd\nmob 021 584 7720\nfarm is out past Waikato')
        .phone,
    ).toBe('+64 21 584 7720');
  });
});

describe('notes, round k: a doctor’s degree', () => {
  it('reads MD after the name of someone the note calls Dr. as the degree, and a UK MD alone as a title', () => {
    const note = [
      "I'm writing on behalf of Dr. Helen Okafor, Chief Medical Officer at Riverbend Cardiology, PLLC.",
      'She can be reached at hokafor@riverbend.example or (704) 555-0142.',
      '',
      'Kind regards,',
      'Tom Reyes',
      'Executive Assistant to Helen Okafor, MD',
    ].join('\n');
    expect(noteValues(note).title).toBe('Chief Medical Officer');
    expect(noteValues('Sarah Pryce, MD\nPryce Logistics Ltd\nsarah@prycelogistics.example').title).toBe('MD');
  });
});

describe('notes, round k: spelling asides in run-on transcripts', () => {
  it('drops a spelling of the surname and a "that\'s" before spelled letters (no S.A. from "that\'s a")', () => {
    expect(
      transcriptValues(
        "lead from the expo in cork aine ni dhuibhir that's a i n e and the surname is n i space d h u i b h i r she's cfo at lee valley foods dac her mobile is oh eight seven five five five one two three four",
      ),
    ).toMatchObject({ name: 'Aine Ni Dhuibhir', title: 'CFO', company: 'Lee Valley Foods DAC' });
  });
});
