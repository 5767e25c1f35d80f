import { describe, expect, it } from 'vitest';
import { mendBySpokenSlots, readSpokenLead } from '../../../lambdas/core/capture/spoken-lead';
import { transcriptValues } from './read-note';
import { companyDomainMatch } from '../../../lambdas/core/capture/company-rules';

describe('a live transcript read as a sentence', () => {
  it('takes the company said first, before the person, when "they" goes on about it', () => {
    expect(
      readSpokenLead(
        'um so harlow tiling they do the big commercial jobs the guy i spoke to is owen price he is the estimator there email owen at harlowtiling dot example',
      ),
    ).toMatchObject({ name: 'Owen Price', title: 'Estimator', company: 'Harlow Tiling' });
  });

  it('reads a business named after "called", with its article, and the owner from "owns"', () => {
    expect(
      readSpokenLead(
        'chatted with marta at the farmers market marta lindqvist she owns a small cafe called the copper kettle near the station',
      ),
    ).toMatchObject({ name: 'Marta Lindqvist', title: 'Owner', company: 'The Copper Kettle' });
  });

  it('reads "heads up sales for", "over at" and the role said with "their"', () => {
    expect(
      readSpokenLead('yeah rob dunmore he heads up sales for kestrel print works they are growing'),
    ).toMatchObject({
      name: 'Rob Dunmore',
      title: 'Head of Sales',
      company: 'Kestrel Print Works',
    });
    expect(readSpokenLead('the coo over at pinewood vets is lena fisher lovely woman')).toMatchObject({
      title: 'COO',
      company: 'Pinewood Vets',
    });
  });

  it('takes a surname as spelled, and a name said again after a hesitation over a nickname', () => {
    expect(readSpokenLead('i met tom um thomas kirwan k i r w a n he runs a joinery')).toMatchObject({
      name: 'Thomas Kirwan',
    });
    expect(
      readSpokenLead('spoke to nadia haddat that is h a d d a d she is the clinic manager'),
    ).toMatchObject({
      name: 'Nadia Haddad',
      title: 'Clinic Manager',
    });
  });

  it('ends a company at its legal form, at a pronoun, and takes the one said after a correction', () => {
    expect(
      readSpokenLead('ines vidal es la jefa de ventas de aceros brava s l quiere una demo'),
    ).toMatchObject({
      name: 'Ines Vidal',
      title: 'Jefa de Ventas',
      company: 'Aceros Brava S.L.',
    });
    expect(
      readSpokenLead('he is the buyer at northgate foods no sorry northgate fresh they supply the schools'),
    ).toMatchObject({ title: 'Buyer', company: 'Northgate Fresh' });
  });

  it('leaves a colleague named later out of the name', () => {
    expect(
      readSpokenLead(
        'the contact is priya shah she is the office manager and if she is out ask her colleague dev on the front desk',
      ),
    ).toMatchObject({ name: 'Priya Shah', title: 'Office Manager' });
  });

  it('takes no event for a company', () => {
    expect(
      readSpokenLead('met jonas brandt at the berlin logistics summit he is a fleet manager').company,
    ).toBeUndefined();
  });
});

describe("the phrase engine's reading mended by the sentence's", () => {
  const engine = { name: null, title: null, company: null };

  it('fills what the engine left empty', () => {
    expect(mendBySpokenSlots(engine, { title: 'Owner', company: 'The Copper Kettle' })).toEqual({
      name: null,
      title: 'Owner',
      company: 'The Copper Kettle',
    });
  });

  it('cuts asides said around the value, and nothing that goes on with it', () => {
    expect(mendBySpokenSlots({ ...engine, name: 'Just Now Sarah Doyle' }, { name: 'Sarah Doyle' }).name).toBe(
      'Sarah Doyle',
    );
    expect(
      mendBySpokenSlots({ ...engine, title: 'Site Manager If You' }, { title: 'Site Manager' }).title,
    ).toBe('Site Manager');
    expect(
      mendBySpokenSlots({ ...engine, company: 'Vinos Ribera los de Aranda' }, { company: 'Vinos Ribera' })
        .company,
    ).toBe('Vinos Ribera');
    // a particle, a joiner or a link goes on with the value
    expect(
      mendBySpokenSlots({ ...engine, name: 'Lucía Pardo de la Vega' }, { name: 'Lucía Pardo' }).name,
    ).toBe('Lucía Pardo de la Vega');
    expect(
      mendBySpokenSlots({ ...engine, title: 'Director of Field Marketing' }, { title: 'Director' }).title,
    ).toBe('Director of Field Marketing');
    expect(
      mendBySpokenSlots({ ...engine, company: 'Events at Wrenfield Hotels' }, { company: 'Events' }).company,
    ).toBe('Events at Wrenfield Hotels');
  });

  it("keeps the engine's value where the two read different words, unless the engine's is no role", () => {
    expect(
      mendBySpokenSlots({ ...engine, company: 'Brightwater Ltd' }, { company: 'Tidewater' }).company,
    ).toBe('Brightwater Ltd');
    expect(mendBySpokenSlots({ ...engine, title: 'Office' }, { title: 'Procurement Lead' }).title).toBe(
      'Procurement Lead',
    );
    expect(mendBySpokenSlots({ ...engine, title: 'Head of Retail' }, { title: 'Lead' }).title).toBe(
      'Head of Retail',
    );
  });

  it("takes the sentence's name or company where the lead's address spells it and the engine's it does not", () => {
    const addresses = { locals: ['ruth.okafor'], domains: ['tidewaterfoods.example'] };
    expect(
      mendBySpokenSlots(
        { name: 'Stores Ruth', title: null, company: 'Harbour Expo Foods' },
        { name: 'Ruth Okafor', company: 'Tidewater Foods', addresses },
      ),
    ).toMatchObject({ name: 'Ruth Okafor', company: 'Tidewater Foods' });
    // a value inside the engine's is not taken for being spelled: "okafor" of "ruth okafor"
    expect(
      mendBySpokenSlots({ name: 'Ruth Okafor', title: null, company: null }, { name: 'Okafor', addresses })
        .name,
    ).toBe('Ruth Okafor');
  });

  it('is applied by the capture engine to transcripts, live or punctuated', () => {
    const live = transcriptValues(
      'okay so just now at the stand rhona gilmour she is head of people at corrie mills they make the tweed',
    );
    expect(live).toMatchObject({ name: 'Rhona Gilmour', title: 'Head of People', company: 'Corrie Mills' });
    const punctuated = transcriptValues(
      'Quick one from the Leeds show. Estates manager at Kirkgate Homes, Farah Malik. Mobile 07911 123456.',
    );
    expect(punctuated).toMatchObject({
      name: 'Farah Malik',
      title: expect.stringMatching(/^estates manager$/i),
      company: 'Kirkgate Homes',
    });
  });

  it('reads the company said as a field ("company is …"), and takes it from a "name" with a business noun', () => {
    expect(
      transcriptValues(
        'company is northgate joinery the contact is um priya shah she is the owner mobile oh seven nine one one two three four five six seven',
      ),
    ).toMatchObject({ name: 'Priya Shah', company: 'Northgate Joinery' });
    expect(
      transcriptValues(
        'Lead from the Whitby food fair. The company is Harbour Lane Bakery, down by the harbour. The owner is Tom Reeve. His mobile is 07911 234567.',
      ),
    ).toMatchObject({ name: 'Tom Reeve', company: 'Harbour Lane Bakery' });
  });

  it('takes the sentence\'s name over an engine\'s "name" holding words of the sentence', () => {
    expect(
      transcriptValues(
        'alors je viens de rencontrer claire martin elle est responsable achats chez les fromageries rivière et son mail claire point martin arobase rivière point example',
      ),
    ).toMatchObject({ name: 'Claire Martin' });
    expect(
      transcriptValues(
        'Neuer Kontakt von der Intralogistik in Dortmund: Frau Petra Wolf, Leiterin Einkauf bei der Holm Fördertechnik GmbH. E-Mail: p.wolf@holm-foerdertechnik.example.',
      ),
    ).toMatchObject({ name: 'Petra Wolf' });
  });

  it('reads a Spanish company after "en", with an article inside its name', () => {
    expect(
      readSpokenLead(
        'conocí a lucía ferrer es directora de compras en panadería la espiga su celular es seis uno dos',
      ),
    ).toMatchObject({ name: 'Lucía Ferrer', company: expect.stringMatching(/^panadería la espiga$/i) });
  });

  it('matches a company to a domain that leaves out its joiners', () => {
    expect(companyDomainMatch('Quinta do Vale Azul', 'quintavaleazul.example')).toBeGreaterThanOrEqual(0.85);
    expect(companyDomainMatch('Feira de Vinhos', 'quintavaleazul.example')).toBe(0);
  });

  it('reads the name after "ring", and a role whose department the engine took for the company', () => {
    expect(
      transcriptValues(
        'remind me to ring oliver hartigan on friday he is head of events at larchfield hotels limited mobile oh seven nine one one two three four five six seven',
      ),
    ).toMatchObject({ name: 'Oliver Hartigan', title: 'Head of Events' });
    expect(
      mendBySpokenSlots(
        { name: 'Oliver Hartigan', title: 'Head', company: 'Events At Larchfield Hotels' },
        { title: 'Head of Events', company: 'Larchfield Hotels' },
      ),
    ).toMatchObject({ title: 'Head of Events', company: 'Larchfield Hotels' });
    // a Spanish role's "de" before the company is no department of it
    expect(
      mendBySpokenSlots(
        { name: null, title: 'Gerente de Planta', company: 'Aceros del Norte' },
        { title: 'Gerente de Planta de Aceros' },
      ).title,
    ).toBe('Gerente de Planta');
  });
});
