import { describe, expect, it } from 'vitest';
import { normaliseSpokenText } from '../../../lambdas/core/capture/spoken-forms';
import { noteValues, readTranscript, transcriptValues } from './read-note';

describe('notes, round x: sentence ends, corrections and spoken roles', () => {
  it("does not take the next sentence's label for the company after a role", () => {
    const r = transcriptValues(
      'Company first: Tamarind Bay Traders. The buyer I met is Nomvula Khumalo, she is the regional sourcing manager. Cell number, 072 555 3318. Email, nomvula at tamarindbay dot example.',
    );
    expect(r.company).toBe('Tamarind Bay Traders');
    expect(r.title).toBe('Regional Sourcing Manager');
    // (also where the number said after the full stop is taken out of the sentence)
    expect(
      transcriptValues(
        'Contacto de la feria: Bodega Las Tinajas. Hablé con Renata Olmedo, jefa de exportaciones. Celular más cinco seis, nueve, seis cinco cuatro tres, dos uno cero nueve. Correo, renata arroba lastinajas punto example.',
      ),
    ).toMatchObject({ company: 'Bodega Las Tinajas', title: 'Jefa de Exportaciones' });
  });

  it('ends a lower-case sentence after a role word, but not after an abbreviated title', () => {
    expect(
      noteValues(
        'chatted w/ rob tennant @ kestrel & vale ltd, logistics lead. wants a call fri. rob@kestrelvale.example',
      ).title,
    ).toBe('Logistics Lead');
    expect(
      noteValues('hablé con ana soler, dtora. de compras de aceites oliva sur s.l. ana@olivasur.example')
        .title,
    ).toBe('Dtora. de Compras');
  });

  it('reads a shared legal form in a Spanish note as the Spanish-speaking country it is used in', () => {
    // 315 555 0192 is a mobile number in both Colombia and Mexico; S.A.S. in Spanish is Colombian
    expect(
      noteValues('Reunión con Camilo Restrepo, gerente de Tostadores del Huila S.A.S. Cel. 315 555 0192')
        .phone,
    ).toBe('+57 315 5550192');
  });

  it('replaces the last digits a speaker corrects with "the last bit is" and "el final es"', () => {
    expect(
      transcriptValues(
        'Mobile, zero four one two, seven seven zero, five five two. Sorry, correction, the last bit is five two five. Email, kate at wattlegum dot example.',
      ).phone,
    ).toBe('+61 412 770 525');
    expect(
      transcriptValues(
        'Su móvil es seis uno cinco, veintidós, treinta y uno, cuarenta y ocho. Perdón, el final es ochenta y cuatro, no cuarenta y ocho. Correo: jorge arroba olivar punto example.',
      ).phone,
    ).toBe('+34 615 22 31 84');
  });

  it('keeps the email a speaker gave after taking the first one back', () => {
    expect(
      transcriptValues(
        'okay so harjit bains ceo of northgate robotics email is h bains at northgate dot ca no wait sorry it is dot example so h bains all one word at northgate dot example',
      ).email,
    ).toBe('hbains@northgate.example');
  });

  it('reads letters spelled after a surname as its spelling, not as a legal form', () => {
    const said =
      'so manpreet sandhu s a n d h u ceo of ridgeline labs email manpreet at ridgeline dot example';
    expect(normaliseSpokenText(said)).not.toMatch(/s\.a\./);
    const r = readTranscript(said);
    expect(r.fields.name.value).toBe('Manpreet Sandhu');
    expect(r.fields.company).toMatchObject({ value: 'Ridgeline Labs', needsConfirmation: false });
    // while a company's own letters still read as its legal form
    expect(normaliseSpokenText('ventas del bajío s a de c v wants a demo')).toContain('s.a. de c.v.');
  });

  it('keeps the field of a role said before the name out of the name', () => {
    expect(
      transcriptValues(
        'director of partnerships lena fairbanks at cobalt harbour hotels email lena underscore fairbanks at cobaltharbour dot example',
      ),
    ).toMatchObject({ name: 'Lena Fairbanks', title: 'Director of Partnerships' });
  });

  it('keeps the market of a spoken role and leaves a "von" that starts the company out of the name', () => {
    expect(
      transcriptValues(
        'nächster kontakt verkaufsleiterin schweiz ist die frau nadine steiner von alpenblick textil ag email nadine punkt steiner at alpenblick punkt example',
      ),
    ).toMatchObject({ name: 'Nadine Steiner', title: 'Verkaufsleiterin Schweiz' });
  });
});

describe('notes, round y: spoken addresses, numbers and spellings in more languages', () => {
  it('reads the German "Strich" as a hyphen inside an address only', () => {
    expect(
      transcriptValues(
        'Notiz: Frau Katrin Albrecht-Weiss, Einkaufsleiterin der Albrecht Feinmechanik GmbH. E-Mail k Punkt albrecht Strich weiss at albrecht Strich fein Punkt de.',
      ).email,
    ).toBe('k.albrecht-weiss@albrecht-fein.de');
    expect(normaliseSpokenText('unterm Strich sind wir zufrieden')).toBe('unterm Strich sind wir zufrieden');
  });

  it('appends a German extension said after the number, and keeps "er" where it is a pronoun', () => {
    const said =
      'Herr Tobias Rehm, Vertriebsleiter bei Rehm Antriebe GmbH. Festnetz null sieben eins eins, zwei vier sechs acht null, Durchwahl drei eins. Eine Handynummer hat er nicht genannt.';
    expect(transcriptValues(said).phone).toBe('+49 711 2468031');
    expect(normaliseSpokenText(said)).toContain('hat er nicht');
    expect(
      transcriptValues('ok kontakt herr jakob lindner er ist technischer leiter bei der murtal holz gmbh'),
    ).toMatchObject({
      name: 'Jakob Lindner',
      title: 'Technischer Leiter',
    });
  });

  it('reads Portuguese tens with "e" and teens in a dictated number', () => {
    expect(
      normaliseSpokenText(
        'o celular dela é vinte e um nove oito sete seis cinco quatro três dois um e o email',
      ),
    ).toContain('21987654321');
    expect(normaliseSpokenText('telemóvel nove um dois, dezasseis, trinta e quatro, dezoito')).toContain(
      '912 16 34 18',
    );
  });

  it('takes a name word spelled otherwise than the recogniser wrote it, and drops the rest of a spelling', () => {
    expect(
      transcriptValues(
        "Just met Neeve, that's N I A M H, Gallagher-Quinn. She's head of events at Oakline Venues Limited.",
      ).name,
    ).toBe('Niamh Gallagher-Quinn');
    expect(
      normaliseSpokenText("Name's Tomas Adeyemi-Ward, that's A D E Y E M I, hyphen, Ward. He's the buyer."),
    ).toContain("Name's Tomas Adeyemi-Ward. He's");
  });

  it('reads "uve doble" three times as www, "el último es" as a corrected ending, and "email him at …"', () => {
    expect(normaliseSpokenText('La web es uve doble, uve doble, uve doble, punto ferrolsa punto com.')).toBe(
      'La web es www.ferrolsa.com.',
    );
    expect(
      transcriptValues(
        'se llama irene valdés es gerente de compras de aceros del bajío su celular es cuatro cuatro dos uno dos tres cuatro cinco sesenta y siete no perdón el último es sesenta y nueve',
      ).phone,
    ).toBe('+52 442 123 4569');
    expect(
      transcriptValues('the guy was omar haddad cto at gridloom he said email him at omar at gridloom dot io')
        .email,
    ).toBe('omar@gridloom.io');
  });

  it('keeps the Czech and Slovak s.r.o. in the company', () => {
    expect(
      noteValues(
        'Tereza Dvořák, nákupčí, Moravské Strojírny s.r.o., +420 604 123 456, dvorak@moravske.example',
      ).company,
    ).toBe('Moravské Strojírny s.r.o.');
  });
});
