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
    // (and the mended domain said on its own is no web address)
    expect(
      transcriptValues(
        'the person who matters is nadia karim head of growth at tidewell labs email is nadia at tidewell labs dot com no wait it is tidewellhq dot com so nadia at tidewellhq dot com',
      ),
    ).toMatchObject({ email: 'nadia@tidewellhq.com', website: null });
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

describe('notes, round y: typed profiles, signatures, threads and the people around the lead', () => {
  it('reads a Romance or Polish role with its field, and no role as a name', () => {
    expect(
      noteValues(
        [
          'Beatriz Moura da Silva (ela/dela)',
          'Gerente de Planejamento de Demanda | Varejo | Dados',
          'Porto Alegre, Brasil · 2 mil seguidores',
          '',
          'Experiência',
          'Gerente de Planejamento de Demanda',
          'Vinícola Serra Gaúcha Ltda. · Tempo integral',
        ].join('\n'),
      ),
    ).toMatchObject({ name: 'Beatriz Moura da Silva', title: 'Gerente de Planejamento de Demanda' });
    expect(
      noteValues(
        [
          'Saludos,',
          '',
          'Lucía Ramírez Ortiz',
          'Coordinadora de Relaciones Institucionales',
          'Cafés del Quindío S.A.S.',
        ].join('\n'),
      ).title,
    ).toBe('Coordinadora de Relaciones Institucionales');
    const polish = noteValues(
      [
        'Pozdrawiam,',
        'Marta Kowalczyk',
        'Kierownik ds. Sprzedaży Eksportowej',
        'Drewnex Sp. z o.o.',
        'tel.: +48 22 511 20 00',
        'tel. kom.: +48 602 345 118',
      ].join('\n'),
    );
    expect(polish).toMatchObject({ title: 'Kierownik ds. Sprzedaży Eksportowej', phone: '+48 602 345 118' });
  });

  it("keeps a title word inside a company's name where the domain spells the rest", () => {
    expect(
      noteValues(
        'cc-ing Dr. Femi Adeyemi here. He is the Medical Director at Harbourside Specialist Clinic Ltd in Accra. femi.adeyemi@harboursideclinic.com.gh',
      ).company,
    ).toBe('Harbourside Specialist Clinic Ltd');
  });

  it('reads the Norwegian AS as a legal form, above an event named with "at"', () => {
    expect(
      noteValues(
        [
          'I am writing on behalf of Dr. Sigrid Haugen, our CEO, who is travelling. She would like to continue the conversation you started at Aqua-Nor. Please contact her directly at sigrid.haugen@nordlysfisk.no.',
          '',
          'Best regards,',
          'Eirik Dahl',
          'Executive Assistant',
          'Nordlys Fisk AS',
          '+47 22 81 40 00 | eirik.dahl@nordlysfisk.no',
        ].join('\n'),
      ).company,
    ).toBe('Nordlys Fisk AS');
  });

  it('does not take a colleague named in passing for the lead, but does one looped in', () => {
    expect(
      noteValues(
        'stand 12 — aoife brennan-lowe, head of procurement @ Kilbarry Foods Ltd. mob 087 355 1290, aoife.bl@kilbarry.ie\nher colleague Conor Walsh (finance) wants the pricing sheet -> conor.walsh@kilbarry.ie',
      ).name,
    ).toBe('Aoife Brennan-Lowe');
    expect(
      noteValues(
        'Thanks Kevin — looping in my colleague Ruth Okafor (CFO, Larchmont Foods Inc.).\n\nBest,\nPaul Dent',
      ).name,
    ).toBe('Ruth Okafor');
  });

  it('keeps the number given for the name the lead goes by', () => {
    expect(
      noteValues(
        [
          'Hi Lachlan,',
          '',
          'Let me introduce Katherine "Kit" Osei, Head of Events at Wattle & Pine Pty Ltd (cc\'d).',
          '',
          "Kit's details for you: kit@wattlepine.com.au, 0413 662 019.",
          '',
          'Cheers,',
          'Hamish Doyle',
          '0400 118 272 | hamish@doyleadvisory.com.au',
        ].join('\n'),
      ).phone,
    ).toBe('+61 413 662 019');
  });

  it("leaves out the writer's own number where the writer says who they are and names the lead", () => {
    const r = noteValues(
      'Hallo, hier ist Tim Krause von der Brandt Lüftung GmbH – wir hatten auf der ISH gesprochen. Entscheiden tut bei uns unsere Einkaufsleiterin, Frau Dr. Sabine Wolter. Ihre Kontaktdaten: s.wolter@brandt-lueftung.de, Tel. 089 4521 7730. Mich erreichen Sie unter tim.krause@brandt-lueftung.de oder 0160 9182 4410.',
    );
    expect(r).toMatchObject({ name: 'Sabine Wolter', title: 'Einkaufsleiterin', phone: '+49 89 45217730' });
  });

  it('reads the lead from a quoted reply that the writer hands on', () => {
    const r = noteValues(
      [
        'Hi team,',
        '',
        'Can someone add Min-jun to the CRM? His details are in his signature below.',
        '',
        'Thanks,',
        'Daniel Kim',
        'Regional Sales Manager | Trailmark',
        '+82 10-2291-6604',
        '',
        'On Tue, 4 Mar 2025 at 10:02, Lee Min-jun <minjun.lee@sejongrobotics.co.kr> wrote:',
        '> Dear Daniel,',
        '> Thank you for the demo.',
        '>',
        '> Best regards,',
        '> Lee Min-jun',
        '> Head of Procurement | Sejong Robotics Co., Ltd.',
        '> M +82 10-5531-2204',
      ].join('\n'),
    );
    expect(r).toMatchObject({
      name: 'Lee Min-jun',
      email: 'minjun.lee@sejongrobotics.co.kr',
      company: 'Sejong Robotics Co., Ltd.',
    });
  });
});

describe('notes, round z: phone labels in run-on speech, fillers and corrections', () => {
  it('starts a new field at a phone label only where a number follows it', () => {
    expect(
      transcriptValues(
        "candidate note lwazi mokoena he's currently a senior data engineer at protea mobile systems in durban his cell is plus twenty seven eighty two six one seven zero four four nine",
      ).company,
    ).toBe('Protea Mobile Systems');
    expect(
      transcriptValues(
        'rückruf bei herrn jens albers von der elbtal spedition ag leiter vertrieb festnetz null vier null drei zwo eins vier fünf sechs sieben acht mail jens punkt albers at elbtal punkt de',
      ).title,
    ).toBe('Leiter Vertrieb');
  });

  it('drops an English "um" after a dictated number, and keeps the Portuguese one', () => {
    expect(
      transcriptValues(
        "her name is nia baptiste she's the venue manager at larkhill house limited her mobile is oh seven nine one two three four five six seven eight no sorry it's oh seven nine one two three four five six seven nine um and email is nia at larkhillhouse dot co dot uk",
      ).phone,
    ).toBe('+44 7912 345679');
    expect(
      normaliseSpokenText('o celular dela é trinta e um nove nove dois um oito quatro sete três cinco'),
    ).toContain('31992184735');
  });

  it('mends a last digit said as a word', () => {
    expect(
      normaliseSpokenText(
        'su celular es más cincuenta y dos ocho uno uno seis cuatro cero dos dos nueve uno perdón el último es cuatro no uno y su correo',
      ),
    ).toContain('+528116402294');
  });

  it('keeps a number the lead gave "me" as hers', () => {
    expect(
      transcriptValues(
        'The actual lead is his colleague, Amara Eze, head of growth at Lekki Pay Limited. She gave me her line: plus two three four, eight zero three, four four one, two two zero nine. Email is amara at lekkipay dot com dot N G.',
      ).phone,
    ).toBe('+234 803 441 2209');
  });

  it('reads a lower-case "sp. z o.o." as the Polish legal form', () => {
    expect(
      transcriptValues(
        'Candidate call recap. Anna Nowak-Wójcik, she goes by Ania. Currently engineering manager at Odra Systems sp. z o.o. in Wrocław, about thirty people under her. Mobile, plus forty-eight, five zero two, three one four, eight seven six.',
      ).company,
    ).toBe('Odra Systems sp. z o.o.');
  });
});

describe('notes, round aa: corrected numbers, honours, threads and labels', () => {
  it('mends numbers taken back after a trailing off, a remark, a colon or with the sentence running on', () => {
    expect(
      normaliseSpokenText(
        'Cellulare: tre quattro sette, cinque due uno, dodici, trenta... no scusa, trentuno. Email:',
      ),
    ).toContain('347 521 12 31');
    expect(
      normaliseSpokenText(
        "Cell is four six nine, five five five, zero one triple four... wait, no, that's too many. Zero one double four. Email",
      ),
    ).toContain('469 555 0144');
    expect(
      normaliseSpokenText(
        'Mobil: null sechs sechs vier, eins zwei drei... Moment, nein: null sechs sechs vier, eins zwei vier. Mail',
      ),
    ).toContain('0664 124');
    expect(
      normaliseSpokenText(
        "son gsm c'est le zéro quatre septante-huit vingt-deux trente-trois quarante-quatre non pardon quarante-six et son adresse",
      ),
    ).toContain('0478223346');
    expect(
      normaliseSpokenText(
        "mobile plus six five nine one eight eight two three four zero that's nine one double eight two three four zero email",
      ),
    ).toMatch(/\+6591882340(?! ?9)/);
  });

  it('keeps honours and professions out of a name, and "Lo" in it', () => {
    expect(
      transcriptValues(
        'Ho conosciuto il Cavaliere Antonio Lo Bianco, amministratore delegato di Pastificio Lo Bianco S.r.l. Email: antonio punto lobianco chiocciola pastificiolobianco punto example.',
      ).name,
    ).toBe('Antonio Lo Bianco');
    expect(
      transcriptValues(
        'reunión con la Arquitecta Paula del Río Saavedra, gerente de proyectos en Constructora Andina S.A. el mail es paula punto delrio arroba andina punto example',
      ).name,
    ).toBe('Paula del Río Saavedra');
  });

  it("reads Sdn. Bhd. in a sentence and leaves the lead's assistant's address out", () => {
    expect(
      noteValues(
        "Met Encik Razak Hamid at the halal pavilion, he's Managing Director of Bunga Raya Foods Sdn. Bhd. Very keen on our range. His PA Aisyah (aisyah.pa@bungaraya.example) handles his diary, but he gave me his direct line: +60 12-455 0192, rhamid@bungaraya.example.",
      ),
    ).toMatchObject({ company: 'Bunga Raya Foods Sdn. Bhd.', email: 'rhamid@bungaraya.example' });
  });

  it('takes the decision maker for the lead, with a role joined by a slash', () => {
    expect(
      noteValues(
        'Accra buyer meeting: Mrs Abena Owusu-Darko is the decision maker, MD/CEO of Sika Fresh Foods Limited. Procurement officer Kofi Mensah will raise the PO (kofi.mensah@sikafresh.example). Cell +233 24 555 7190, abena@sikafresh.example',
      ),
    ).toMatchObject({ name: 'Abena Owusu-Darko', title: 'MD/CEO', company: 'Sika Fresh Foods Limited' });
  });

  it("reads the quoted sender as the lead under the user's own short reply", () => {
    const r = noteValues(
      [
        'Great, Tuesday 10:00 at Blue Bottle works for me. Thanks!',
        '',
        'Sam',
        '',
        'Sent from my iPhone',
        '',
        '> On Mar 4, 2025, at 4:12 PM, Ingrid Halvorsen <ingrid@fjelltech.example> wrote:',
        '>',
        '> Hi Sam, coffee next week?',
        '>',
        '> Ingrid Halvorsen',
        '> VP Product | Fjelltech AS',
        '> m: (415) 555-0162',
      ].join('\n'),
    );
    expect(r).toMatchObject({
      name: 'Ingrid Halvorsen',
      email: 'ingrid@fjelltech.example',
      phone: '+1 415 555 0162',
    });
  });

  it('reads the person a forwarded message passes on, not its sender', () => {
    const r = noteValues(
      [
        'FYI - buyer lead, see below.',
        '',
        '---------- Forwarded message ---------',
        'From: Luc Gagnon <luc@gagnon-immo.example>',
        'Subject: Acheteur',
        '',
        'Hi Kevin, my client Amélie Roy is the buyer I mentioned. She is CFO at Nordik Analytics Inc. You can reach her directly at 514-555-0181 or amelie.roy@nordik.example.',
        '',
        'Luc Gagnon',
        'Courtier immobilier',
        '514-555-0199',
      ].join('\n'),
    );
    expect(r).toMatchObject({
      name: 'Amélie Roy',
      email: 'amelie.roy@nordik.example',
      phone: '+1 514 555 0181',
    });
  });

  it("keeps S.L.P., a Dutch 't in a company, and a hyphenated role; a 'lead:' label is no title", () => {
    expect(
      noteValues('Lucía Marín, socia de Marín & Ortega Abogados, S.L.P. lucia@marinortega.example').company,
    ).toBe('Marín & Ortega Abogados, S.L.P.');
    expect(
      noteValues("Pieter Claes\nZaakvoerder\nBrouwerij 't Zwaantje BV\npieter@zwaantje.example").company,
    ).toBe("Brouwerij 't Zwaantje BV");
    expect(
      noteValues(
        'Open home Sat. Best lead: Mere Parata (owner-operator, Tōtara Cafe Ltd), pre-approved. 021 486 3390, mere@totaracafe.example.',
      ).title,
    ).toBe('Owner-Operator');
  });
});

describe('notes, round z typed: legal forms, dates, fields and asides', () => {
  it('takes no name from words that open a legal form', () => {
    const r = noteValues(
      'Recruiter note: Senior Data Engineer, Tembusu Pay Pte. Ltd. — ong.jiahui@tembusu.example',
    );
    expect(r.name).not.toBe('Tembusu Pay Pte');
    expect(r.company).toBe('Tembusu Pay Pte. Ltd.');
  });

  it("keeps a company's first words where its domain spells them", () => {
    expect(
      noteValues(
        'Sizwe Ndaba · 3rd\nGroup Financial Controller at Ubuntu Retail Holdings (Pty) Ltd\nEmail: sizwe.n@ubunturetail.co.za',
      ).company,
    ).toBe('Ubuntu Retail Holdings (Pty) Ltd');
  });

  it("reads an American date as no phone number, and a role's field after 'of' as part of the title", () => {
    const r = noteValues(
      [
        'Discovery call – Lakeshore Dental Group – 04/17/2025',
        'Attendees: Dr. Hannah Lindqvist (VP of Clinical Operations; our champion), Mike Durant (IT)',
        'Next steps: Hannah to loop in procurement — her cell: (612) 408-3391; email hlindqvist@lakeshoredg.example',
      ].join('\n'),
    );
    expect(r).toMatchObject({ title: 'VP of Clinical Operations', phone: '+1 612 408 3391' });
    expect(r.company).not.toBe('Our Champion');
  });

  it('takes a writer who greets the reader in small letters for no one else: the number after "me" is theirs', () => {
    // "it's good news" names no writer, so the lead who signs as "I'm …" keeps the mobile they give after "me"
    expect(
      noteValues(
        "Hi, it's good news: I'm Carla Romero, buyer at Fenwick Tiles Ltd. Office 0161 496 0000. Reach me on my mobile 07700 900123.",
      ).phone,
    ).toBe('+44 7700 900123');
    // and "great to meet you" introduces no one
    expect(
      noteValues(
        "Hi, it's great to meet you after the expo! I'm Carla Romero, buyer at Fenwick Tiles Ltd. Reach me on 0161 496 0732 or carla@fenwicktiles.example",
      ),
    ).toMatchObject({ name: 'Carla Romero', phone: '+44 161 496 0732' });
  });
});
