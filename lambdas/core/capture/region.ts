/**
 * Which country a card or note comes from, from its own clues: international prefixes of its numbers, country
 * and city names, postcodes, top-level domains, legal forms and language. Used as the default region when a
 * printed number has no +CC.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { LEGAL_SUFFIXES } from './dictionaries';
import { fold } from './text';

export type RegionScores = Map<string, number>;

const COUNTRY_WORDS: Record<string, string[]> = {
  US: ['usa', 'united states', 'u.s.a'],
  GB: [
    'united kingdom',
    'uk',
    'england',
    'scotland',
    'wales',
    'great britain',
    'london',
    'manchester',
    'birmingham',
    'leeds',
    'bristol',
    'edinburgh',
    'glasgow',
    'liverpool',
    'oxford',
    'cambridge',
    'sheffield',
    'newcastle',
    'cardiff',
    'belfast',
    'nottingham',
    'reading',
  ],
  IE: [
    'ireland',
    'éire',
    'eire',
    'dublin',
    'cork',
    'galway',
    'limerick',
    'waterford',
    'kilkenny',
    'co. dublin',
  ],
  DE: [
    'deutschland',
    'germany',
    'berlin',
    'münchen',
    'munich',
    'hamburg',
    'frankfurt',
    'köln',
    'koeln',
    'stuttgart',
    'düsseldorf',
    'dortmund',
    'essen',
    'leipzig',
    'bremen',
    'dresden',
    'hannover',
    'nürnberg',
    'bonn',
    'mannheim',
    'karlsruhe',
  ],
  AT: [
    'österreich',
    'austria',
    'wien',
    'vienna',
    'wiener',
    'graz',
    'linz',
    'salzburg',
    'innsbruck',
    'klagenfurt',
    'tirol',
    'steiermark',
    'kärnten',
    'vorarlberg',
  ],
  CH: [
    'schweiz',
    'suisse',
    'switzerland',
    'zürich',
    'zurich',
    'genève',
    'geneva',
    'basel',
    'bern',
    'lausanne',
    'swiss',
    'luzern',
    'lucerne',
    'lugano',
    'st. gallen',
    'winterthur',
    'fribourg',
    'neuchâtel',
  ],
  ES: [
    'españa',
    'espana',
    'spain',
    'madrid',
    'barcelona',
    'valencia',
    'sevilla',
    'málaga',
    'malaga',
    'bilbao',
    'alicante',
    'zaragoza',
    'murcia',
    'palma',
    'granada',
    'vigo',
    'valladolid',
    'córdoba',
    'a coruña',
    'san sebastián',
  ],
  MX: [
    'méxico',
    'mexico',
    'cdmx',
    'ciudad de méxico',
    'monterrey',
    'guadalajara',
    'puebla',
    'querétaro',
    'queretaro',
    'jalisco',
    'nuevo león',
    'tijuana',
    'león',
    'mérida',
    'cancún',
    'toluca',
    'col.',
    'colonia',
    'c.p.',
  ],
  FR: [
    'france',
    'paris',
    'lyon',
    'marseille',
    'toulouse',
    'bordeaux',
    'lille',
    'nantes',
    'strasbourg',
    'rennes',
    'nice',
    'montpellier',
    'cedex',
  ],
  NL: [
    'nederland',
    'netherlands',
    'the netherlands',
    'holland',
    'amsterdam',
    'rotterdam',
    'utrecht',
    'den haag',
    'the hague',
    'eindhoven',
    'groningen',
    'leiden',
    'haarlem',
    'delft',
  ],
  IN: [
    'india',
    'mumbai',
    'delhi',
    'new delhi',
    'bengaluru',
    'bangalore',
    'chennai',
    'hyderabad',
    'pune',
    'kolkata',
    'ahmedabad',
    'maharashtra',
    'karnataka',
    'tamil nadu',
    'gurugram',
    'gurgaon',
    'noida',
    'jaipur',
    'kochi',
  ],
  CA: [
    'canada',
    'toronto',
    'vancouver',
    'montréal',
    'montreal',
    'ottawa',
    'calgary',
    'edmonton',
    'winnipeg',
    'halifax',
    'québec',
    'quebec',
    'ontario',
    'alberta',
    'british columbia',
    'mississauga',
  ],
  AU: [
    'australia',
    'sydney',
    'melbourne',
    'brisbane',
    'perth',
    'adelaide',
    'canberra',
    'hobart',
    'gold coast',
    'queensland',
    'new south wales',
    'nsw',
    'qld',
  ],
  IT: [
    'italia',
    'italy',
    'milano',
    'milan',
    'rome',
    'torino',
    'turin',
    'napoli',
    'naples',
    'firenze',
    'florence',
    'bologna',
    'genova',
    'venezia',
    'verona',
    'padova',
    'palermo',
    'bergamo',
    'brescia',
    'parma',
    'modena',
    'amalfi',
  ],
  PT: ['portugal', 'lisboa', 'lisbon', 'porto', 'braga', 'coimbra', 'aveiro', 'setúbal', 'funchal'],
  BR: [
    'brasil',
    'brazil',
    'são paulo',
    'sao paulo',
    'rio de janeiro',
    'belo horizonte',
    'curitiba',
    'porto alegre',
    'brasília',
    'recife',
    'fortaleza',
    'campinas',
    'florianópolis',
  ],
  BE: [
    'belgië',
    'belgie',
    'belgique',
    'belgium',
    'brussel',
    'bruxelles',
    'brussels',
    'antwerpen',
    'anvers',
    'antwerp',
    'gent',
    'ghent',
    'liège',
    'kortrijk',
    'leuven',
    'louvain',
    'namur',
    'charleroi',
    'mechelen',
    'brugge',
    'bruges',
    'hasselt',
    'oostende',
    'wallonie',
    'vlaanderen',
  ],
  AR: ['argentina', 'buenos aires', 'rosario', 'mendoza', 'caba', 'mar del plata', 'la plata'],
  CO: ['colombia', 'bogotá', 'bogota', 'medellín', 'medellin', 'cali', 'barranquilla', 'bucaramanga'],
  CL: ['chile', 'valparaíso', 'viña del mar'],
  PE: ['perú', 'peru', 'arequipa', 'cusco'],
  JP: [
    'japan',
    'tokyo',
    'osaka',
    'kyoto',
    'yokohama',
    'nagoya',
    'fukuoka',
    'sapporo',
    'kobe',
    'sendai',
    'hiroshima',
  ],
  SG: ['singapore', 'singapura'],
  NZ: [
    'new zealand',
    'aotearoa',
    'auckland',
    'wellington',
    'christchurch',
    'rotorua',
    'tauranga',
    'dunedin',
    'queenstown',
    'hamilton nz',
    'waikato',
    'marlborough sounds',
    'otago',
    'napier',
    'palmerston north',
    'whangarei',
    'new plymouth',
  ],
  SE: [
    'sverige',
    'sweden',
    'stockholm',
    'göteborg',
    'gothenburg',
    'malmö',
    'uppsala',
    'umeå',
    'västerås',
    'örebro',
    'linköping',
  ],
  NO: ['norge', 'norway', 'oslo', 'bergen', 'trondheim', 'stavanger'],
  DK: ['danmark', 'denmark', 'københavn', 'copenhagen', 'aarhus', 'odense'],
  FI: ['suomi', 'finland', 'helsinki', 'espoo', 'tampere', 'turku'],
  PL: [
    'polska',
    'poland',
    'warszawa',
    'warsaw',
    'kraków',
    'krakow',
    'poznań',
    'poznan',
    'wrocław',
    'gdańsk',
    'łódź',
    'katowice',
  ],
  KE: ['kenya', 'nairobi', 'mombasa', 'kisumu', 'nakuru', 'eldoret'],
  NG: ['nigeria', 'lagos', 'abuja', 'port harcourt'],
  GH: ['ghana', 'accra', 'kumasi'],
  AE: ['united arab emirates', 'uae', 'dubai', 'abu dhabi', 'sharjah'],
  HK: ['hong kong', 'kowloon'],
  MY: ['malaysia', 'kuala lumpur', 'penang'],
  PH: ['philippines', 'manila', 'makati', 'cebu'],
  IL: ['israel', 'tel aviv', 'jerusalem', 'haifa'],
  TR: ['türkiye', 'turkey', 'istanbul', 'ankara', 'izmir'],
  ZA: [
    'south africa',
    'johannesburg',
    'joburg',
    'cape town',
    'durban',
    'pretoria',
    'gauteng',
    'sandton',
    'stellenbosch',
    'bloemfontein',
    'gqeberha',
    'port elizabeth',
    'polokwane',
    'soweto',
    'midrand',
    'paarl',
    'kwazulu-natal',
    'western cape',
    'karoo',
    'braai',
  ],
};

const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC';

const TLDS: Record<string, string> = {
  de: 'DE',
  es: 'ES',
  mx: 'MX',
  uk: 'GB',
  ie: 'IE',
  in: 'IN',
  fr: 'FR',
  nl: 'NL',
  at: 'AT',
  ch: 'CH',
  ca: 'CA',
  au: 'AU',
  us: 'US',
  it: 'IT',
  pt: 'PT',
  br: 'BR',
  be: 'BE',
  ar: 'AR',
  cl: 'CL',
  pe: 'PE',
  jp: 'JP',
  sg: 'SG',
  ke: 'KE',
  ng: 'NG',
  za: 'ZA',
  ae: 'AE',
  hk: 'HK',
  my: 'MY',
  ph: 'PH',
  il: 'IL',
  tr: 'TR',
  se: 'SE',
  no: 'NO',
  dk: 'DK',
  fi: 'FI',
  pl: 'PL',
  nz: 'NZ',
};

/** Words typical of one language, as a weak region hint. */
const LANGUAGE_WORDS: Record<string, { words: RegExp; regions: [string, number][] }> = {
  // weak and spread out: English is written everywhere, so it only orders the English-speaking countries
  en: {
    words:
      /\b(the|and|with|met|from|mobile|cell|office|phone|direct|manager|head|sales|marketing|founder|wants|follow up|thanks|regards)\b/iu,
    regions: [
      ['US', 0.4],
      ['GB', 0.4],
      ['IE', 0.2],
      ['IN', 0.1],
      ['CA', 0.1],
      ['AU', 0.1],
    ],
  },
  es: {
    words:
      /\b(directora|gerente|jefe|jefa|consultor|consultora|coordinador|coordinadora|ventas|compras|móvil|movil|correo|teléfono|telefono|tel[eé]fono|calle|avenida|sitio|ingeniería|tecnologías|cel)\b/iu,
    regions: [
      ['ES', 0.6],
      ['MX', 0.4],
    ],
  },
  de: {
    words:
      /\b(geschäftsführer\w*|leiter\w*|\w+leiter\w*|vertrieb|einkauf|einkäufer(?:in)?|handy|mobil|straße|strasse|gmbh|telefon|grüße|werkzeuge?|maschinenbau|kundenservice|qualität|prokurist(?:in)?|inhaber(?:in)?|seit)\b/iu,
    regions: [
      ['DE', 0.8],
      ['AT', 0.2],
      ['CH', 0.2],
    ],
  },
  fr: {
    // (letter look-arounds, not \b, which takes "é" for a gap: "Tél." and "études" never matched)
    words:
      /(?<!\p{L})(directeur|directrice|présidente?|tél|portable|port\.|courriel|rue|groupe|études|logistique|achats|cheffe|chef de|ingénieure?|commerciale|générale?|gérante?|associée?|fondat(?:eur|rice)|société|chargée?|conseill(?:er|ère)|comptable|juridique)(?!\p{L})/iu,
    regions: [
      ['FR', 0.8],
      ['BE', 0.3],
      ['CH', 0.2],
    ],
  },
  nl: {
    // (with the adjectives of Dutch titles: "Commercieel Directeur" is no French card)
    words:
      /\b(hoofd|projectleider|accountmanager|mobiel|telefoon|straat|gracht|verkoop|inkoop|adviseur|commercieel|algemeen|financieel|medewerker|binnendienst|buitendienst|eigenaar|bedrijfsleider|kantoor|kwaliteit|sinds|logistiek|teamleider|klantenservice|vestigingsmanager|inkoper|verkoper)\b/iu,
    regions: [
      ['NL', 0.8],
      ['BE', 0.3],
    ],
  },
  it: {
    words:
      /(?<!\p{L})(responsabile|direttore|direttrice|amministratore|acquisti|vendite|ufficio|cellulare|preventivo|incontro|cordiali|saluti|dott\.ssa|dott)(?!\p{L})/iu,
    regions: [['IT', 0.8]],
  },
  sv: {
    words:
      /(?<!\p{L})(möte|inköpschef|säljchef|växel|hälsningar|vänliga|försäljning|offert|inköp|mässan|ringa)(?!\p{L})/iu,
    regions: [['SE', 0.8]],
  },
  pl: {
    words:
      /(?<!\p{L})(kierownik|dyrektor|biuro|targi|stoiska|oferta|ofertę|prosi|kom\.|sprzedaży|pozdrawiam)(?!\p{L})/iu,
    regions: [['PL', 0.8]],
  },
  pt: {
    words:
      /(?<!\p{L})(diretor|diretora|gestor|gestora|telemóvel|telemovel|reunião|atenciosamente|cumprimentos|obrigad[oa]|parcerias|operações|financeiro|financeira|vendas)(?!\p{L})/iu,
    regions: [
      ['PT', 0.5],
      ['BR', 0.5],
    ],
  },
};

/** Spanish-speaking countries that took a European legal form ("S.A.S." in Colombia, "S.p.A." in Chile). */
const SPANISH_SPEAKING = new Set(['ES', 'MX', 'CO', 'CL', 'AR', 'PE']);

/** Words one country's speakers use and its neighbours' do not (Swiss "Natel", Belgian "GSM"/"zaakvoerder"). */
const NATIONAL_WORDS: [RegExp, string, number][] = [
  [/(?<!\p{L})(natel|grüezi|offerte)(?!\p{L})/iu, 'CH', 0.6],
  [/(?<!\p{L})(zaakvoerder|gsm|bvba|sprl|afgevaardigd bestuurder)(?!\p{L})/iu, 'BE', 0.8],
  [/(?<!\p{L})(telemóvel|telemovel)(?!\p{L})/iu, 'PT', 0.5],
  // "Pvt." (private) before a legal form is Indian, also when OCR spoils the "Ltd" after it ("Pvt. Lid")
  [/(?<!\p{L})Pvt\.?(?=\s|$)/u, 'IN', 1.5],
  [
    /(?<!\p{L})(jänner|servus|grüß gott|magister|mag\.|kärntner|kärnten|steiermark|steirische[rn]?|tirol|tiroler|vorarlberg|burgenland|wels)(?!\p{L})/iu,
    'AT',
    0.8,
  ],
  [/(?<!\p{L})(mercadeo|quindío|quindio|eje cafetero|antioquia|cundinamarca|pbx)(?!\p{L})/iu, 'CO', 0.6],
  // currencies and business numbers one country uses ("~NZ$25k/yr", "ABN 53 004 085 616", "CHF 12'000")
  [/(?<!\p{L})(?:NZ\$|NZD)/u, 'NZ', 1.5],
  [/(?<!\p{L})(?:A\$|AUD|ABN|ACN)(?!\p{L})/u, 'AU', 1.5],
  [/(?<!\p{L})(?:C\$|CAD)(?!\p{L})/u, 'CA', 1.5],
  [/(?<!\p{L})CHF(?!\p{L})/u, 'CH', 1.5],
  [/(?<!\p{L})(?:MXN|MX\$)/u, 'MX', 1.5],
  [/(?<!\p{L})(?:INR|₹)/u, 'IN', 1.5],
  [/(?<!\p{L})£/u, 'GB', 0.6],
  // Rioplatense voseo and slang
  [/(?<!\p{L})(decile|decíle|llamalo|llamala|escribile|celu|che|sos|vos)(?!\p{L})/iu, 'AR', 0.6],
];

/**
 * "de C.V." (de capital variable) or "de R.L." closing a company name: only Mexican forms end so (C.V. also
 * without its dots, as often printed and as OCR leaves it after a garbled start: "Zacaal § de R11 de CV.").
 */
const MEXICAN_FORM_TAIL = /(?<!\p{L})de\s?(?:C\.?\s?V|R\.\s?L)\.?(?!\p{L})/u;

/** Kana (and a Japanese company form) only ever appear in Japanese text. */
const MAORI_WORD = /(?<!\p{L})(?=[aehikmnoprtuwgāēīōū]*[āēīōū])[aehikmnoprtuwgāēīōū]{3,}(?!\p{L})/iu;
const JAPANESE_SCRIPT = /[\u3040-\u30ff]|株式会社|有限会社/u;

/** Short everyday words of each language (accent-folded), as whole words; shared ones ("de", "en") left out. */
const FUNCTION_WORDS: Record<string, RegExp> = {
  en: /\b(?:the|and|with|from|for|this|that|about|will|wants|next|week|our|his|her|their)\b/g,
  es: /\b(?:con|para|del|los|las|una|mañana|manana|quiere|llamar|hablar|semana|nuestro|conoci|reunion|tambien|este|esta|contacto|mejor|contesta|asistente|interesa|apunta|muestras|hola|gracias|saludos)\b/g,
  de: /\b(?:mit|und|der|die|das|ein|eine|ist|bei|fur|nicht|auch|heute|morgen|woche|getroffen|bis)\b/g,
  fr: /\b(?:avec|pour|chez|les|des|une|est|aujourd|demain|semaine|rencontre|souhaite|nous|vous|pas|juste|rdv|pris|perso)\b/g,
  nl: /\b(?:voor|bij|een|het|ook|niet|morgen|volgende|gesproken|graag|zoekt|wordt|naar|heeft)\b/g,
  it: /\b(?:della|delle|degli|dello|nella|alla|per|che|sono|vuole|anche|domani|settimana|presso|gli|ciao|questo|questa|entro|richiede)\b/g,
  pt: /\b(?:nao|uma|ate|voce|quer|pelo|pela|muito|tambem|reuniao|evento|ola|obrigado|obrigada|cumprimentos)\b/g,
};

const UI_LANGUAGE_REGION: Record<string, string> = { en: 'US', es: 'ES', de: 'DE', fr: 'FR', nl: 'NL' };

function add(scores: RegionScores, region: string, w: number): void {
  scores.set(region, (scores.get(region) ?? 0) + w);
}

/** Dotted legal forms that, typed in lower case without dots, are everyday words ("spa"). */
const FORMS_LIKE_WORDS = new Set(['S.p.A.']);

/**
 * Each legal form as a clue: dotted or two-word forms in any case ("s.a. de c.v.", "pty ltd" typed or spoken in
 * lower case), bare ones ("AG", "KG") only as printed, or in capitals when four letters or more ("GMBH").
 */
const LEGAL_FORM_CLUES = LEGAL_SUFFIXES.map((s) => ({
  re: new RegExp(
    // a bare form of four or more letters also in capitals, as all-caps cards print it ("CORRIB TEORANTA"); an
    // umlaut also as OCR often reads it ("UG (haftungsbeschránkt)", "haftungsbeschrénkt")
    // (a dot after it ends a sentence, not a longer form: "S.A." is not read inside "S.A.S.")
    `(^|[\\s,(])(${s.pattern.replace(/ä/g, '[äaáàâéè]')}${/^\p{L}{4,}$/u.test(s.form) ? `|${s.form.toUpperCase()}` : ''})(?=$|[\\s,;)·|]|\\.(?!\\p{L}))`,
    /[. ]/.test(s.form) && !FORMS_LIKE_WORDS.has(s.form) ? 'iu' : 'u',
  ),
  regions: s.regions,
}));

/** Each country or city word as a whole-word pattern over folded text (compiled once). */
const COUNTRY_WORD_CLUES = Object.entries(COUNTRY_WORDS).flatMap(([region, words]) =>
  words.map((w) => ({
    region,
    re: new RegExp(`(^|[^\\p{L}])${fold(w).replace(/[.]/g, '\\.')}($|[^\\p{L}])`, 'u'),
    weight: w.length <= 3 ? 1 : 2,
  })),
);

const PLACE_WORDS = new Set(
  Object.values(COUNTRY_WORDS).flatMap((ws) => ws.flatMap((w) => fold(w).split(' '))),
);

/** Whether a word names a country, a region or a city Leadroute knows ("Ireland", "Gauteng", "Pune"). */
export function isPlaceWord(word: string): boolean {
  return PLACE_WORDS.has(fold(word));
}

const ONE_WORD_PLACES = new Set(
  Object.values(COUNTRY_WORDS).flatMap((ws) => ws.map(fold).filter((w) => !w.includes(' '))),
);

/** Whether a word on its own names a place Leadroute knows ("Sevilla"; not "Cruz" of "Santa Cruz"). */
export function isPlaceName(word: string): boolean {
  return ONE_WORD_PLACES.has(fold(word));
}

/** What an international number printed on the card adds to its country's score. */
export const INTERNATIONAL_NUMBER_CLUE = 3;

/** A trunk 0, a two- to four-digit STD code, a hyphen and the rest of an eleven-digit national number. */
const STD_CODE_AND_NUMBER = /(?<![\d+-])0(?:\d{2}-\d{8}|\d{3}-\d{7}|\d{4}-\d{6})(?![\d-])/;

/** Weight of a national number printed in dotted pairs ("01.99.00.95.59"). */
const FRENCH_PAIRS_CLUE = 1.2;

/** Scores every region the text hints at. */
export function regionClues(text: string): RegionScores {
  const scores: RegionScores = new Map();
  const folded = fold(text);
  // international numbers on the card
  for (const m of text.matchAll(/(\+|\b00)\s?(\d[\d\s().-]{6,18}\d)/g)) {
    const p = parsePhoneNumberFromString('+' + m[2]!.replace(/\D/g, ''));
    // "00" starts other numbers too ("ABN 53 004 085 616"): only a valid number says it dials abroad
    if (m[1] === '00' && !p?.isValid()) continue;
    if (p?.country) add(scores, p.country, INTERNATIONAL_NUMBER_CLUE);
    else if (p?.countryCallingCode === '44') add(scores, 'GB', INTERNATIONAL_NUMBER_CLUE);
    else if (p?.countryCallingCode === '1') add(scores, 'US', 2);
  }
  for (const { region, re, weight } of COUNTRY_WORD_CLUES) if (re.test(folded)) add(scores, region, weight);
  // postcodes
  // (each on one line: "… 1050\nKX Email" is no Dutch postcode)
  if (/\b[A-Z]{1,2}\d[A-Z\d]?[ \t]\d[A-Z]{2}\b/.test(text)) add(scores, 'GB', 2);
  if (/\b[ACDEFHKNPRTVWXY]\d{2}\s?[ACDEFHKNPRTVWXY0-9]{4}\b/.test(text)) add(scores, 'IE', 1.5);
  if (/\b\d{4}[ \t]?[A-Z]{2}[ \t]+\p{Lu}\p{Ll}+/u.test(text)) add(scores, 'NL', 2);
  if (/\b\d{3}\s?\d{3}\b/.test(text) && /\b[1-9]\d{2}\s?\d{3}\b(?!\s*\d)/.test(text) && scores.has('IN'))
    add(scores, 'IN', 1);
  if (new RegExp(`\\b(${US_STATES})\\s\\d{5}(-\\d{4})?\\b`).test(text)) add(scores, 'US', 2.5);
  // an Australian state and its four-digit postcode ("McLaren Vale SA 5171", "Sydney NSW 2000")
  if (/\b(?:NSW|VIC|QLD|SA|WA|TAS|NT|ACT)\s\d{4}\b(?!\s*\d)/.test(text)) add(scores, 'AU', 2);
  if (/\bC\.?\s?P\.?\s?\d{5}\b/.test(text)) add(scores, 'MX', 1.5);
  // a national number printed in five dotted pairs after its trunk 0 is the French way ("01.99.00.95.59"; spaced
  // pairs are not: Dutch mobiles are printed so too, "06 41 27 83 59")
  if (/(?<![\d+.])0[1-9](?:\.\d{2}){4}(?![\d.])/.test(text)) add(scores, 'FR', FRENCH_PAIRS_CLUE);
  // an Argentine mobile's "15" after the area code ("11 15 4872-3391", "(0351) 15-555-1234")
  if (/(?<![\d+])\(?0?(?:11|[23]\d{2,3})\)?[\s-]?15[\s-]?\d{3,4}[\s-]?\d{4}(?!\d)/.test(text))
    add(scores, 'AR', 1.5);
  // top-level domains of emails and websites (of a host of two letters or more: "S.il" is a misread legal form)
  for (const m of text.matchAll(/(?<![a-z0-9-])[a-z0-9-]{2,}\.([a-z]{2})(?:\.([a-z]{2}))?\b/gi)) {
    const tld = (m[2] ?? m[1])!.toLowerCase();
    const region = TLDS[tld];
    if (region && !/^(co|com)$/i.test(m[1]!)) add(scores, region, 2);
    else if (m[2] && TLDS[m[2].toLowerCase()]) add(scores, TLDS[m[2].toLowerCase()]!, 2);
  }
  // language: its own vocabulary, or two or more of its everyday words
  const languages = Object.keys(LANGUAGE_WORDS).filter((code) => {
    const everyday = new Set([...folded.matchAll(FUNCTION_WORDS[code] ?? /$^/g)].map((m) => m[0]));
    return LANGUAGE_WORDS[code]!.words.test(text) || everyday.size >= 2;
  });
  // legal forms (also with an accent the recogniser put on a capital of one: "Cuautla SÁ de CV.")
  let mexicanForm = false;
  const plainCapitals = text.replace(/\p{Lu}/gu, (c) => fold(c).toUpperCase());
  const spanish = languages.includes('es') && !languages.includes('pt');
  for (const { re, regions: shared } of LEGAL_FORM_CLUES) {
    // a form used in one country is a strong clue; one shared by several (Ltd, S.A.) only leans to the first, but in
    // a Spanish text it is as strong for its one Spanish-speaking country ("Café Alto Cauca S.A.S." is Colombian)
    if (re.test(text) || re.test(plainCapitals)) {
      const inSpanish = shared.filter((r) => SPANISH_SPEAKING.has(r));
      const local = spanish && inSpanish.length === 1 ? inSpanish[0] : undefined;
      const regions = local ? [local, ...shared.filter((r) => r !== local)] : shared;
      regions.forEach((r, i) => add(scores, r, i > 0 ? 0.5 : regions.length === 1 || local ? 1.5 : 0.8));
      mexicanForm ||= regions[0] === 'MX';
    }
  }
  // the tail of a Mexican form still says so when the recogniser glued its start to the name ("Tonallis. de R.L.
  // de C.V.")
  if (!mexicanForm && MEXICAN_FORM_TAIL.test(plainCapitals)) add(scores, 'MX', 1.5);
  for (const code of languages) for (const [r, w] of LANGUAGE_WORDS[code]!.regions) add(scores, r, w);
  // a landline printed the Indian way, its STD code and the subscriber's number joined by a hyphen, on a card where
  // something else (a legal form, a place) already points to India ("020-46544541"; London prints "020 4654 4541")
  if (scores.has('IN') && STD_CODE_AND_NUMBER.test(text)) add(scores, 'IN', 1);
  for (const [re, region, w] of NATIONAL_WORDS) if (re.test(text)) add(scores, region, w);
  if (JAPANESE_SCRIPT.test(text)) add(scores, 'JP', 2);
  // a word of Māori letters written with a macron ("Kōwhai", "Tāmaki"): New Zealand (Latvian and romanised Japanese
  // write macrons too, but in words with letters Māori has not: "Jānis", "Tōkyō")
  if (MAORI_WORD.test(text)) add(scores, 'NZ', 1.5);
  return scores;
}

export interface RegionChoice {
  /** Candidate regions, best first, with where they came from. */
  ranked: { code: string; score: number; source: 'card' | 'profile' | 'language' }[];
}

/** Card clues first, then the user's profile region, then the UI language. */
export function rankRegions(text: string, profileRegion?: string, uiLanguage?: string): RegionChoice {
  const clues = [...regionClues(text).entries()].sort((a, b) => b[1] - a[1]);
  const ranked: RegionChoice['ranked'] = clues.map(([code, score]) => ({
    code,
    score,
    source: 'card' as const,
  }));
  if (profileRegion && !ranked.some((r) => r.code === profileRegion.toUpperCase())) {
    ranked.push({ code: profileRegion.toUpperCase(), score: 0.9, source: 'profile' });
  }
  const lang = uiLanguage?.slice(0, 2).toLowerCase();
  const langRegion = lang ? UI_LANGUAGE_REGION[lang] : undefined;
  if (langRegion && !ranked.some((r) => r.code === langRegion)) {
    ranked.push({ code: langRegion, score: 0.5, source: 'language' });
  }
  return { ranked };
}
