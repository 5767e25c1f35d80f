import { describe, expect, it } from 'vitest';
import { extractContact, normalisePhone, rankRegions } from '../../../lambdas/core/capture';
import { ocrLines } from './ocr-lines';

const none = { ranked: [] };

describe('normalisePhone', () => {
  it("stores E.164 and shows national format in the user's own country", () => {
    const p = normalisePhone('030 23125 600', rankRegions('Berlin'), 'DE');
    expect(p?.e164).toBe('+493023125600');
    expect(p?.display).toBe('030 23125600');
  });

  it('shows international format for another country', () => {
    const p = normalisePhone('+34 911 23 45 67', none, 'GB');
    expect(p?.e164).toBe('+34911234567');
    expect(p?.display).toBe('+34 911 23 45 67');
  });

  it('leans to the region whose way of grouping the digits the card follows', () => {
    // an English card with a British legal form: its clues favour GB, but "0XXXXX XXXXX" is how India writes
    // its mobiles, and Britain groups the same digits "07XXX XXXXXX"
    const clues = rankRegions('Head of Sales\nKaveri Traders Ltd.');
    expect(normalisePhone('098451 27730', clues)?.e164).toBe('+919845127730');
    expect(normalisePhone('07700 900417', clues)?.e164).toBe('+447700900417');
  });

  it('takes a two-word legal form typed or spoken in lower case as a clue to the region', () => {
    const clues = rankRegions('met liam at the expo, gm at coral reef tours pty ltd');
    expect(clues.ranked[0]?.code).toBe('AU');
  });

  it('reads (0) and 00 prefixes', () => {
    expect(normalisePhone('+44 (0)20 7946 0112', none)?.e164).toBe('+442079460112');
    expect(normalisePhone('0049 171 3920011', none)?.e164).toBe('+491713920011');
  });

  it('reads a zero before the 00 prefix as a pictogram read as a digit', () => {
    expect(normalisePhone('000353 1409 0317', rankRegions('Dublin 5, D02 X9F5\nIreland'))?.e164).toBe(
      '+35314090317',
    );
  });

  it('reads a "+" read as a 0 before a number that fits no plan with a 0 but fits the card\'s country with a +', () => {
    const chicago = rankRegions('Prairie Point Robotics Corp.\nChicago, IL 60604\nUSA');
    expect(normalisePhone('01312-5550106', chicago)?.e164).toBe('+13125550106');
    // a trunk 0 that fits the plan stays one
    expect(normalisePhone('020 7946 0112', rankRegions('London EC1A 1BB'))?.e164).toBe('+442079460112');
  });

  it('reads an "O" label glued to a trunk 0 ("0014961234" for O 01 496 1234) as the label, not as the 00 prefix', () => {
    const dublin = rankRegions('Dublin 2, D02 X285');
    expect(normalisePhone('0014961234', dublin)?.e164).toBe('+35314961234');
    // a 00 prefix before a number that fits a plan is one
    expect(normalisePhone('0044 20 7946 0958', dublin)?.e164).toBe('+442079460958');
  });

  it('puts back a lost "+" when the number is valid with it in a country the card\'s clues name', () => {
    // (a British legal form ranks GB first; the Irish name ranks IE too)
    const clues = rankRegions('Corrib Freight Ltd\nSinéad McGrath');
    expect(normalisePhone('353214961234', clues)?.e164).toBe('+353214961234');
    // not towards a country the card does not point to: Egypt's +20 on a card from Seattle
    expect(normalisePhone('2065550133', rankRegions('Seattle, WA 98101'))?.e164).toBe('+12065550133');
  });

  it('keeps numbers libphonenumber calls invalid', () => {
    const p = normalisePhone('07700 900417', rankRegions('Leeds LS1 4DY'));
    expect(p?.e164).toBe('+447700900417');
    expect(p?.valid).toBe(false);
  });

  it('takes the region from the card before the profile', () => {
    // a Mexican legal form on the card beats a US profile
    const regions = rankRegions('Grupo Tlaloc S.A. de C.V.', 'US');
    expect(normalisePhone('55 4120 3344', regions)?.e164).toBe('+525541203344');
    // nothing on the card: the profile region decides
    expect(normalisePhone('(415) 555-0123', rankRegions('', 'US'))?.e164).toBe('+14155550123');
    // and then the UI language
    expect(normalisePhone('612 44 55 66', rankRegions('', undefined, 'es'))?.e164).toBe('+34612445566');
  });
});

describe('regions that always write their trunk 0', () => {
  it('reads a national number printed without a 0 in a region that writes none, even when a city elsewhere is named', () => {
    const regions = rankRegions(
      'hablé con Nerea Etxeberria, jefa de exportación de Conservas Urdaibai S.A. móvil 644 21 87 30. Ferias de Colonia y París.',
    );
    expect(normalisePhone('644 21 87 30', regions)?.e164).toBe('+34644218730');
  });
});

describe('numbers on one card share a country', () => {
  it('reads an Indian mobile grouped 5-5 as Indian when the card prints another number with a trunk 0', () => {
    const r = extractContact({
      lines: ocrLines([
        'Arvind Rao',
        'Chief Revenue Officer',
        'KAVERI AGRO FOODS LLP',
        'Office: 020 6124 5550',
        'Mob: 70665 41930',
        'arvind@kaveri-agro.example',
      ]),
    });
    expect(r.phoneE164).toBe('+917066541930');
  });
});

describe('cards whose clues the recogniser spoiled or left thin', () => {
  it('reads a Mexican legal form by its tail when the recogniser glued its S to the name', () => {
    const regions = rankRegions('Grupo Tonallis. de R.L. de C.V.\nWhatsApp 442-238-5968');
    expect(regions.ranked[0]?.code).toBe('MX');
    expect(normalisePhone('442-238-5968', regions)?.e164).toBe('+524422385968');
  });

  it('reads a Mexican legal form whose capital the recogniser read with an accent', () => {
    const clues = rankRegions('Tonalli SÁ de CV.');
    expect(clues.ranked[0]?.code).toBe('MX');
    expect(normalisePhone('(442) 722 4611', clues)?.e164).toBe('+524427224611');
  });

  it('reads a German legal form whose umlaut the recogniser misread', () => {
    const regions = rankRegions('Falkenried UG (haftungsbeschránkt)\nM (0174) 3920038');
    expect(normalisePhone('(0174) 3920038', regions)?.e164).toBe('+491743920038');
  });

  it("hears a German or Dutch card's language in its everyday card words when its legal form is lost", () => {
    // (the legal form misread past recognising: "UG (haftungsbeschrinkt)", "Mediz BY.")
    const german = rankRegions('Lindhorst Werkzeuge UG (haftungsbeschrinkt)\nQualitát seit 1952\nEinkäufer');
    expect(german.ranked[0]?.code).toBe('DE');
    expect(normalisePhone('0174 392 00 27', german)?.e164).toBe('+491743920027');
    const dutch = rankRegions('Joost Visser\ninkoper\nTel. (070) 774 24 30\nZeewolde Mediz BY.\nThe Hague');
    expect(dutch.ranked[0]?.code).toBe('NL');
    expect(normalisePhone('(070) 774 24 30', dutch)?.e164).toBe('+31707742430');
  });

  it('reads ten digits grouped five and five as Indian, also in a range India uses for landlines', () => {
    // "Ltd." leans to Britain, where 7922 715487 is a mobile: the grouping is India's way of writing numbers
    const regions = rankRegions('Kaveri Textiles Ltd.\nM 79227 15487');
    expect(normalisePhone('79227 15487', regions, undefined, true)?.e164).toBe('+917922715487');
    expect(normalisePhone('7922 715487', regions, undefined, true)?.e164).toBe('+447922715487');
  });

  it("keeps a number a digit short in the country the card clearly names rather than another country's", () => {
    const regions = rankRegions('Grupo Mezquital S. de R.L. de C.V.\nCol. Americana, 24872 Puebla, Pue.');
    const p = normalisePhone('(222) 761-824', regions);
    expect(p?.e164).toBe('+52222761824');
    expect(p?.valid).toBe(false);
    // with nothing on the card, a number that fits nowhere else is still read where it fits: of Germany and the
    // Netherlands, where it is valid, in the one whose grouping the print follows (0222 761 824)
    expect(normalisePhone('(222) 761-824', none)?.e164).toBe('+31222761824');
  });

  it('drops a digit or two set apart after a whole international number, and only then', () => {
    expect(normalisePhone('+336.3998.1092 0 1', none)?.e164).toBe('+33639981092');
    expect(normalisePhone('+33 6 39 98 10 92 0 1', none)?.e164).toBe('+33639981092');
    // a whole number keeps its last group
    expect(normalisePhone('+33 6 39 98 10 92', none)?.e164).toBe('+33639981092');
  });

  it('reads a number with no clue on the card in the region whose way of writing it the print follows', () => {
    // valid in Germany too (09183 99547), but Spain writes it in these groups and with no trunk 0
    expect(normalisePhone('918 39 95 47', none)?.e164).toBe('+34918399547');
    // (in the order of the regions tried where the print follows no region's way better)
    expect(normalisePhone('0161 496 0123', none)?.e164).toBe('+441614960123');
    // (a number in a drama range is its country's: "07700 900 281" is no German 07700 area number)
    expect(normalisePhone('07700 900 281', none)?.e164).toBe('+447700900281');
  });

  it('takes a postcode only from one line: digits ending one and capitals opening the next are none', () => {
    const card =
      'Burren Ltd\nTel: (061) 461 722\nDr. Tadhg Mac Carthaigh Mobile: 086 864 1050\nKX Email: t@burren.example.org';
    expect(rankRegions(card).ranked.some((r) => r.code === 'NL')).toBe(false);
    expect(rankRegions('Keizersgracht 12\n2514 AB Den Haag').ranked[0]?.code).toBe('NL');
    expect(rankRegions('110 Mill Lane\nBristol BS1 6QX').ranked[0]?.code).toBe('GB');
  });

  it("reads a number invalid where the card's clues point in the one country where it is valid and printed its way", () => {
    // "Ltd." leans to Britain, where 022 2504 9924 and 065742 74285 are no numbers; India writes them so
    const regions = rankRegions('Konark Agro Foods Ltd.\nDirect | 022 2504 9924');
    expect(normalisePhone('022 2504 9924', regions)?.e164).toBe('+912225049924');
    expect(normalisePhone('065742 74285', rankRegions('The Kaveri Group Ltd.'), undefined, true)?.e164).toBe(
      '+916574274285',
    );
    // a number valid where the clues point stays there
    expect(normalisePhone('0161 496 0504', regions)?.e164).toBe('+441614960504');
  });
});

describe('a pictogram or a plus read as a digit before a number', () => {
  it("reads a 1 glued to a national number as a pictogram where the card's country writes the rest so", () => {
    const indian = rankRegions('Godavari Pvt. Ltd., 4th Floor, MG Road\nBengaluru, Karnataka 560021');
    expect(normalisePhone('191730 62048', indian)?.e164).toBe('+919173062048');
    // (on a card with no clue to India, a valid American number stays one)
    expect(normalisePhone('19173062048', rankRegions('Summitline Logistics LLC\nNew York, NY'))?.e164).toBe(
      '+19173062048',
    );
    // (before the trunk 0 of a country that dials one, however the rest is grouped)
    const dutch = rankRegions('Eemstad N.V.\nStationsplein 46\n1017 XT Amsterdam');
    expect(normalisePhone('1020 - 460 31 40', dutch)?.e164).toBe('+31204603140');
  });

  it('reads a 4 before a country code and its trunk "(0)" as the plus', () => {
    const lines = ocrLines([
      'Gisela Bach',
      'Vertriebsleiterin',
      'Auental Systeme UG (haftungsbeschränkt)',
      'Tel. 449 (0)221 4710 650 - E gisela.bach@auental-systeme.example.com',
    ]);
    expect(extractContact({ lines }).fields.phone.value).toBe('+49 221 4710650');
  });

  it('takes a number labelled "MM", "Cer" or "Cei" as the mobile', () => {
    const card = (label: string): string | null =>
      extractContact({
        lines: ocrLines(['Courtney Schaefer', 'T 415 555 0127', `${label} 415 555 0108`, 'Summitline LLC']),
      }).fields.phone.value;
    expect(card('MM')).toBe('+1 415 555 0108');
    expect(card('Cer')).toBe('+1 415 555 0108');
    // (the l of Cel read as an i, a pictogram before it)
    expect(card('@ Cei')).toBe('+1 415 555 0108');
    expect(card('Cex')).toBe('+1 415 555 0127');
  });
});
