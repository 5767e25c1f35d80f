/**
 * Synthetic business cards with ground truth, for measuring the card OCR + field-extraction pipeline on cards
 * it was NOT developed on.
 *
 *   npx tsx bench/synthetic-cards.ts --out /tmp/synth --count 90 --seed s1
 *
 * Writes <out>/business-cards/card-syn-NNN.png|jpg, <out>/business-cards/truth.json (records in exactly the
 * format of shared/fixtures/business-cards/truth.json, see its README) and <out>/business-cards/meta.json
 * (render parameters per card, for error analysis only), and links <out>/score.mjs to the fixtures' scorer
 * (and <out>/lead-text to the fixtures' lead-text corpus, so `LEADROUTE_FIXTURES=<out> tsx bench/extraction.ts`
 * runs unchanged against the synthetic cards).
 *
 * This is a stand-in for the hidden holdout set ("different people, companies and some layouts not in this
 * set"). A seed whose misses were studied to improve the extractor is spent: it measures regressions from then
 * on, not generalisation; report figures from a fresh seed (docs/decisions.md, "Measuring beyond the dev set").
 * Never tune against the word lists here. Every person, company and e-mail domain is new: the dev truth.json is
 * loaded at generation time and any collision on name, surname, company or domain is rejected. Besides the
 * nine dev layouts it renders six layouts the dev set does not have (name-bottom, split-vertical-rule,
 * footer-bar, icons, title-above-name, inline-contacts).
 *
 * Difficulty is split in thirds: `clean` (PNG, flat light background, 1050×600), `styled` (JPEG q80–92: dark
 * or coloured backgrounds, bands, ALL-CAPS names, letter-spacing, small/large or low-contrast type, vertical
 * 600×1050 cards, pseudo-QR codes, taglines, social handles) and `photo` (the card projectively warped onto a
 * procedural wood/fabric/stone/paper/desk texture with shadow, uneven light, colour cast, blur, noise, low
 * contrast and JPEG q60–85).
 *
 * Deterministic: the same --seed gives an identical truth.json (and meta.json) whatever fonts are installed;
 * images are deterministic for a given font set. Text is measured with Pango (sharp's text input, the same
 * engine librsvg uses for the SVG) and shrunk to its column, so nothing overflows the card.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  realpathSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

// ---------------------------------------------------------------------------------------------------------
// Seeded PRNG (mulberry32 over a cyrb53-style hash of the seed string)

function hashSeed(str: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < str.length; i++) {
    const ch = str.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

class Rng {
  private a: number;
  constructor(seed: string) {
    this.a = hashSeed(seed);
  }
  next(): number {
    let t = (this.a = (this.a + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  float(lo: number, hi: number): number {
    return lo + (hi - lo) * this.next();
  }
  /** Integer in [lo, hi], both inclusive. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(xs: readonly T[]): T {
    if (!xs.length) throw new Error('pick from an empty list');
    return xs[Math.floor(this.next() * xs.length)]!;
  }
  weighted<T>(pairs: readonly (readonly [T, number])[]): T {
    const total = pairs.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [v, w] of pairs) {
      r -= w;
      if (r < 0) return v;
    }
    return pairs[pairs.length - 1]![0];
  }
  shuffle<T>(xs: readonly T[]): T[] {
    const a = [...xs];
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [a[i], a[j]] = [a[j]!, a[i]!];
    }
    return a;
  }
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }
  gauss(): number {
    const u = Math.max(this.next(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }
}

const round = (x: number, d = 2): number => Math.round(x * 10 ** d) / 10 ** d;

// ---------------------------------------------------------------------------------------------------------
// Types

type Country = 'US' | 'GB' | 'DE' | 'ES' | 'MX' | 'FR' | 'NL' | 'IE' | 'IN';
type Lang = 'en' | 'es' | 'de' | 'fr' | 'nl';
type Difficulty = 'clean' | 'styled' | 'photo';
type PhoneKind = 'office' | 'mobile' | 'fax';
type ItemKind = PhoneKind | 'email' | 'email2' | 'web' | 'social';
type Gender = 'm' | 'f';

const COUNTRIES: Country[] = ['US', 'GB', 'DE', 'ES', 'MX', 'FR', 'NL', 'IE', 'IN'];
const LANG_OF: Record<Country, Lang> = {
  US: 'en',
  GB: 'en',
  IE: 'en',
  IN: 'en',
  DE: 'de',
  ES: 'es',
  MX: 'es',
  FR: 'fr',
  NL: 'nl',
};

const DEV_LAYOUTS = [
  'company-top',
  'left',
  'right',
  'center',
  'two-col',
  'v-center',
  'v-left',
  'band-left',
  'band-top',
] as const;
const NEW_LAYOUTS = [
  'name-bottom',
  'split-vertical-rule',
  'footer-bar',
  'icons',
  'title-above-name',
  'inline-contacts',
] as const;
type Layout = (typeof DEV_LAYOUTS)[number] | (typeof NEW_LAYOUTS)[number];
const PORTRAIT_LAYOUTS: readonly Layout[] = ['v-center', 'v-left'];
const CLEAN_LAYOUTS: readonly Layout[] = [
  'company-top',
  'left',
  'right',
  'center',
  'two-col',
  'name-bottom',
  'split-vertical-rule',
  'icons',
  'title-above-name',
  'inline-contacts',
];
const ALL_LAYOUTS: readonly Layout[] = [...DEV_LAYOUTS, ...NEW_LAYOUTS];

interface Phone {
  kind: PhoneKind;
  e164: string;
  printed: string;
  valid: boolean;
}

interface Content {
  country: Country;
  lang: Lang;
  gender: Gender;
  first: string;
  last: string;
  name: string;
  namePrinted: string;
  title: string;
  company: string;
  companyStem: string;
  initials: string;
  domain: string;
  email: string | null;
  emailsOther: string[];
  website: string | null;
  phones: Phone[];
  truthPhone: Phone;
  address: string[];
  tagline: string | null;
  social: string[];
  layout: Layout;
  difficulty: Difficulty;
}

interface TruthRecord {
  file: string;
  name: string;
  title: string;
  company: string;
  email: string | null;
  phone_e164: string;
  phone_printed: string;
  website: string | null;
  country: Country;
  difficulty: Difficulty;
  name_printed: string;
  phones_other: string[];
  fax_e164: string | null;
  emails_other: string[];
  lang: Lang;
  phone_lib_valid: boolean;
  layout: Layout;
  orientation: 'landscape' | 'portrait';
}

// ---------------------------------------------------------------------------------------------------------
// Word lists (people, titles, companies, places). The dev set's names and companies are filtered out at load.

interface NamePool {
  m: string[];
  f: string[];
  last: string[];
  lastM?: string[];
  lastF?: string[];
}

const NAMES: Record<Country, NamePool> = {
  US: {
    m: [
      'Brandon',
      'Tyler',
      'Marcus',
      'Derek',
      'Jordan',
      'Trevor',
      'Malik',
      'Cody',
      'Ethan',
      'Dwayne',
      'Garrett',
    ],
    f: [
      'Kayla',
      'Megan',
      'Brittany',
      'Alyssa',
      'Courtney',
      'Danielle',
      'Shauna',
      'Tamika',
      'Whitney',
      'Madison',
    ],
    last: [
      'Delgado',
      "O'Connor",
      'McAllister',
      'DeLuca',
      'Kowalczyk',
      'Larkin',
      'Okafor',
      'Castellano',
      'Pham',
      'Van Horn',
      'LaRue',
      'Hutchins',
      'Carmichael',
      'Osei',
      'Schaefer',
      'Yamamoto',
      'St. Clair',
    ],
  },
  GB: {
    m: ['Rupert', 'Callum', 'Angus', 'Jasper', 'Hugo', 'Rory', 'Gareth', 'Dylan', 'Tobias', 'Ewan'],
    f: ['Harriet', 'Poppy', 'Felicity', 'Tamsin', 'Freya', 'Beatrix', 'Eleanor', 'Bethan', 'Siân', 'Priya'],
    last: [
      'Pemberton',
      'Ashby-Cole',
      'Fotheringham',
      'MacLeod',
      'McIntyre',
      'Llewellyn',
      'Hargreaves',
      'Okonkwo',
      'Barraclough',
      'Featherstone',
      'Davies-Jones',
      'Whitcombe',
      'Ramsbottom',
      "D'Souza",
    ],
  },
  IE: {
    m: ['Ciarán', 'Eoin', 'Darragh', 'Cathal', 'Fionn', 'Tadhg', 'Donal', 'Ruairí', 'Colm'],
    f: ['Saoirse', 'Róisín', 'Aisling', 'Clodagh', 'Méabh', 'Orla', 'Caoimhe', 'Sinéad', 'Éabha'],
    last: [
      "O'Sullivan",
      'McGrath',
      'Fitzpatrick',
      'Kavanagh',
      'Brosnan',
      'Doyle',
      'Geraghty',
      'Quinlan',
      "D'Arcy",
      "O'Mahony",
      'MacEntee',
      'Lynch-Hayes',
    ],
    lastM: ['Ó Ceallaigh', 'Mac Carthaigh', 'Ó Briain'],
    lastF: ['Ní Cheallaigh', 'Nic Carthaigh', 'Ní Bhriain'],
  },
  DE: {
    m: [
      'Jörg',
      'Matthias',
      'Björn',
      'Henrik',
      'Günther',
      'Lutz',
      'Maximilian',
      'Tobias',
      'Ömer',
      'Karl-Heinz',
    ],
    f: ['Ursula', 'Wiebke', 'Dörte', 'Anneliese', 'Friederike', 'Jule', 'Svenja', 'Gisela', 'Lea-Sophie'],
    last: [
      'Großmann',
      'Brückner',
      'von Stetten',
      'Schäfer',
      'Meißner',
      'Oßwald',
      'von der Heyde',
      'Lüdtke',
      'Krämer-Bach',
      'Schulze-Wierling',
      'Weißenborn',
      'Pfeiffer',
      'Dreßler',
      'Yılmaz',
      'Nußbaum',
      'Jäger',
    ],
  },
  ES: {
    m: ['Íñigo', 'Gonzalo', 'Joaquín', 'Ignacio', 'Borja', 'Martín', 'Rubén', 'José Luis', 'Juan Ignacio'],
    f: [
      'Inmaculada',
      'Rocío',
      'Araceli',
      'Nuria',
      'Montserrat',
      'Pilar',
      'Ainhoa',
      'María del Mar',
      'Ana Belén',
    ],
    last: [
      'Etxeberria',
      'Fernández',
      'Peñalosa',
      'Castaño',
      'Gutiérrez',
      'Muñoz',
      'Ortega',
      'Valdés',
      'Aguirre',
      'Domínguez',
      'Carrasco',
      'Llorente',
      'Quintana',
      'Beltrán',
      'de la Fuente',
      'del Río',
    ],
  },
  MX: {
    m: ['Rodrigo', 'Emiliano', 'Octavio', 'Héctor', 'Jesús', 'Fernando', 'José Manuel', 'Uriel', 'Mauricio'],
    f: ['Ximena', 'Citlali', 'Yolanda', 'Marisol', 'Nayeli', 'Lourdes', 'Ana Sofía', 'Xóchitl', 'Itzayana'],
    last: [
      'Hernández',
      'Zamora',
      'Olvera',
      'de la Garza',
      'Ochoa',
      'Bustamante',
      'Cázares',
      'Arriaga',
      'Montaño',
      'Espinoza',
      'Villarreal',
      'Cervantes',
      'Ruelas',
      'Saldívar',
      'Peña',
    ],
  },
  FR: {
    m: ['Grégoire', 'Théo', 'Loïc', 'Jérôme', 'Timothée', 'Benoît', 'Jean-Baptiste', 'Aurélien', 'Hervé'],
    f: ['Amélie', 'Hélène', 'Bénédicte', 'Solène', 'Clémence', 'Noémie', 'Marie-Claire', 'Gaëlle', 'Léonie'],
    last: [
      'Dubois-Martin',
      "d'Argenson",
      'Lemaître',
      'Chevalier',
      'Moreau',
      'Giraud',
      'de Villeneuve',
      'Le Bihan',
      'Besnard',
      "N'Guessan",
      'Lacroix',
      'Bonnaire',
      'Mercier',
      'Duchêne',
    ],
  },
  NL: {
    m: ['Joost', 'Bram', 'Thijs', 'Sietse', 'Daan', 'Wouter', 'Geert', 'Ruud', 'Pieter-Jan'],
    f: ['Lieke', 'Anouk', 'Marloes', 'Ilse', 'Eline', 'Annelies', 'Noor', 'Jolien', 'Floor'],
    last: [
      'van den Broek',
      'de Groot',
      'ter Horst',
      'van Dijk',
      'Visser',
      'Smit',
      "van 't Hof",
      'Mulder',
      'de Wit',
      'Hoekstra',
      'van Leeuwen',
      'Kuijpers',
      'IJzerman',
      'Brouwer',
      'op den Kamp',
    ],
  },
  IN: {
    m: ['Aditya', 'Rohan', 'Karthik', 'Vikram', 'Siddharth', 'Rahul', 'Arvind', 'Harpreet', 'Mohammed'],
    f: ['Meenakshi', 'Shreya', 'Pooja', 'Divya', 'Kavitha', 'Nandini', 'Sneha', 'Gurpreet', 'Fatima'],
    last: [
      'Iyer',
      'Krishnamurthy',
      'Banerjee',
      'Deshpande',
      'Menon',
      'Kulkarni',
      'Agarwal',
      'Nair',
      'Gupta',
      'Pillai',
      'Mukherjee',
      'Sharma',
      'Sengupta',
      'Subramanian',
    ],
  },
};

/** Honorifics printed before the name and degrees after it (in name_printed only). */
const HONORIFICS: Record<Country, { pre: [string, number][]; post: [string, number][] }> = {
  US: {
    pre: [['Dr.', 2]],
    post: [
      ['PhD', 2],
      ['MBA', 3],
      ['CPA', 2],
      ['MSc', 1],
    ],
  },
  GB: {
    pre: [
      ['Dr', 2],
      ['Prof.', 1],
    ],
    post: [
      ['MBA', 2],
      ['MSc', 2],
      ['PhD', 1],
      ['FCA', 1],
    ],
  },
  IE: {
    pre: [['Dr.', 2]],
    post: [
      ['MBA', 2],
      ['FCA', 1],
      ['MSc', 1],
    ],
  },
  DE: {
    pre: [
      ['Dr.', 3],
      ['Prof. Dr.', 1],
      ['Dipl.-Ing.', 3],
      ['Dr.-Ing.', 1],
      ['Mag.', 1],
    ],
    post: [['MBA', 1]],
  },
  ES: {
    pre: [
      ['Dr.', 2],
      ['Ing.', 1],
    ],
    post: [['MBA', 1]],
  },
  MX: {
    pre: [
      ['Lic.', 4],
      ['Ing.', 3],
      ['Dr.', 1],
      ['Arq.', 1],
    ],
    post: [['MBA', 1]],
  },
  FR: {
    pre: [['Dr', 1]],
    post: [
      ['MBA', 1],
      ['PhD', 1],
    ],
  },
  NL: {
    pre: [
      ['Ir.', 2],
      ['Drs.', 2],
      ['Dr.', 1],
    ],
    post: [
      ['MSc', 2],
      ['MBA', 1],
    ],
  },
  IN: {
    pre: [
      ['Dr.', 3],
      ['Prof.', 1],
    ],
    post: [
      ['MBA', 2],
      ['PhD', 1],
    ],
  },
};

/** Titles: a plain string, or [masculine, feminine]. */
type Title = string | [string, string];
const TITLES: Record<Lang, Title[]> = {
  en: [
    'Sales Director',
    'Head of Customer Success',
    'VP, Partnerships',
    'Account Executive',
    'Regional Sales Manager',
    'Managing Director',
    'Business Development Manager',
    'Operations Manager',
    'Director of Marketing',
    'Procurement Lead',
    'Co-Founder & CTO',
    'Key Account Manager',
    'Head of Finance',
    'Principal Consultant',
    'Commercial Director',
    'Talent Acquisition Lead',
    'Product Marketing Manager',
    'Export Manager',
    'Chief Revenue Officer',
    'Senior Software Engineer',
    'Partner',
  ],
  es: [
    ['Director Comercial', 'Directora Comercial'],
    'Gerente de Ventas',
    ['Jefe de Compras', 'Jefa de Compras'],
    'Responsable de Marketing',
    ['Ejecutivo de Cuentas', 'Ejecutiva de Cuentas'],
    ['Director General', 'Directora General'],
    ['Consultor Senior', 'Consultora Senior'],
    ['Coordinador de Logística', 'Coordinadora de Logística'],
    ['Socio Director', 'Socia Directora'],
    'Gerente de Operaciones',
    ['Asesor Comercial', 'Asesora Comercial'],
    'Responsable de Exportación',
    ['Jefe de Proyecto', 'Jefa de Proyecto'],
  ],
  de: [
    ['Leiter Vertrieb', 'Leiterin Vertrieb'],
    ['Geschäftsführer', 'Geschäftsführerin'],
    ['Vertriebsleiter', 'Vertriebsleiterin'],
    ['Projektleiter', 'Projektleiterin'],
    ['Einkäufer', 'Einkäuferin'],
    ['Prokurist', 'Prokuristin'],
    ['Leiter Marketing', 'Leiterin Marketing'],
    ['Technischer Leiter', 'Technische Leiterin'],
    ['Referent Unternehmenskommunikation', 'Referentin Unternehmenskommunikation'],
    ['Teamleiter Kundenservice', 'Teamleiterin Kundenservice'],
    ['Außendienstmitarbeiter', 'Außendienstmitarbeiterin'],
  ],
  fr: [
    'Responsable Marketing',
    ['Directeur Commercial', 'Directrice Commerciale'],
    ["Chargé d'affaires", "Chargée d'affaires"],
    ['Chef de projet', 'Cheffe de projet'],
    ['Ingénieur commercial', 'Ingénieure commerciale'],
    ['Directeur Général', 'Directrice Générale'],
    'Responsable des Achats',
    ['Consultant Senior', 'Consultante Senior'],
    ['Gérant', 'Gérante'],
    ['Attaché commercial', 'Attachée commerciale'],
  ],
  nl: [
    'Accountmanager',
    'Directeur',
    'Hoofd Inkoop',
    'Commercieel Directeur',
    'Projectmanager',
    'Bedrijfsleider',
    'Adviseur Verkoop',
    'Teamleider Klantenservice',
    'Eigenaar',
    'Vestigingsmanager',
    'Medewerker Binnendienst',
    'Inkoper',
  ],
};

const STEMS: Record<Country, string[]> = {
  US: [
    'Bluefin',
    'Cedar Ridge',
    'Summitline',
    'Prairie Point',
    'Brightwater',
    'Redtail',
    'Granite Bay',
    'Juniper Row',
  ],
  GB: ['Thornbury', 'Marlowe', 'Kingsmere', 'Fernleigh', 'Harrowgate', 'Redbrook', 'Saltmarsh', 'Old Quay'],
  IE: ['Corrib', 'Slaney', 'Burren', 'Inishfree', 'Glenbeigh', 'Blackwater', 'Carrowmore', 'Moher'],
  DE: ['Falkenried', 'Eichwerk', 'Lindhorst', 'Sternwald', 'Mühlbach', 'Brückenhof', 'Auental', 'Weißdorn'],
  ES: ['Albarrán', 'Brisamar', 'Cierzo', 'Encinar', 'Miravalle', 'Tramontana', 'Olivera', 'Peñaclara'],
  MX: ['Ahuehuete', 'Mezquital', 'Huasteca', 'Tezontle', 'Cuautla', 'Xalapeña', 'Tonalli', 'Zacatal'],
  FR: [
    'Bellerive',
    'Clairval',
    'Montsoreau',
    'Vauclair',
    'Hautefeuille',
    'Ondine',
    'Rochebrune',
    'Saint-Aubin',
  ],
  NL: ['Dijkhoven', 'Kempenaar', 'Lindeboom', 'Brugwater', 'Veldhoek', 'Zeewolde', 'Hoornaar', 'Eemstad'],
  IN: ['Kaveri', 'Vindhya', 'Aravalli', 'Godavari', 'Saptagiri', 'Narmada', 'Trishul', 'Konark'],
};

const SECTORS: Record<Lang, string[]> = {
  en: [
    'Analytics',
    'Logistics',
    'Systems',
    'Labs',
    'Consulting',
    'Engineering',
    'Foods',
    'Media',
    'Robotics',
    'Capital',
  ],
  es: [
    'Logística',
    'Ingeniería',
    'Consultores',
    'Alimentos',
    'Energía',
    'Inmobiliaria',
    'Tecnologías',
    'Servicios',
  ],
  de: [
    'Technik',
    'Systeme',
    'Logistik',
    'Anlagenbau',
    'Beratung',
    'Maschinenbau',
    'Werkzeuge',
    'Medizintechnik',
  ],
  fr: [
    'Conseil',
    'Logistique',
    'Industries',
    'Solutions',
    'Ingénierie',
    'Distribution',
    'Études',
    'Emballages',
  ],
  nl: ['Logistiek', 'Advies', 'Techniek', 'Bouw', 'Installatietechniek', 'Media', 'Software', 'Verpakkingen'],
};
const IN_SECTORS = ['Infotech', 'Textiles', 'Software', 'Engineering', 'Agro Foods', 'Pharma', 'Exports'];

const LEGAL: Record<Country, [string, number][]> = {
  US: [
    ['Inc.', 4],
    ['LLC', 3],
    ['Corp.', 1],
  ],
  GB: [
    ['Ltd', 3],
    ['Ltd.', 2],
    ['PLC', 1],
    ['LLP', 1],
  ],
  IE: [
    ['Ltd', 3],
    ['DAC', 2],
    ['Teoranta', 1],
    ['Teo.', 1],
  ],
  DE: [
    ['GmbH', 5],
    ['AG', 2],
    ['UG (haftungsbeschränkt)', 1],
    ['GmbH & Co. KG', 2],
  ],
  ES: [
    ['S.L.', 4],
    ['S.A.', 2],
    ['S.L.U.', 1],
  ],
  MX: [
    ['S.A. de C.V.', 4],
    ['S. de R.L. de C.V.', 2],
    ['S.A.P.I. de C.V.', 1],
  ],
  FR: [
    ['SAS', 4],
    ['SARL', 2],
    ['SA', 1],
  ],
  NL: [
    ['B.V.', 5],
    ['N.V.', 1],
  ],
  IN: [
    ['Pvt. Ltd.', 4],
    ['Private Limited', 1],
    ['Ltd.', 1],
    ['LLP', 1],
  ],
};

const TAGLINES: Record<Lang, string[]> = {
  en: [
    "Built for what's next",
    'Engineering the everyday',
    'Clarity in every shipment',
    'Quality you can measure',
    'Since 1994',
    'Smarter supply, better business',
    'People first. Always.',
  ],
  es: [
    'Calidad que se nota',
    'Soluciones a medida',
    'Desde 1978',
    'Innovación con raíces',
    'Tu socio de confianza',
  ],
  de: [
    'Qualität seit 1952',
    'Technik, die verbindet',
    'Ihr Partner für Logistik',
    'Präzision aus Leidenschaft',
  ],
  fr: [
    "L'excellence au quotidien",
    'Depuis 1986',
    'Votre partenaire de confiance',
    "L'innovation en mouvement",
  ],
  nl: ['Samen verder', 'Kwaliteit sinds 1961', 'Slim geregeld', 'Vakwerk met visie'],
};

interface City {
  city: string;
  area: string;
  street: (r: Rng) => string;
  cityLine: (r: Rng) => string;
}

const ri = (r: Rng, a: number, b: number): string => String(r.int(a, b));
const CITIES: Record<Country, City[]> = {
  US: [
    ['New York', 'NY', '212', '100'],
    ['San Francisco', 'CA', '415', '941'],
    ['Chicago', 'IL', '312', '606'],
    ['Seattle', 'WA', '206', '981'],
    ['Boston', 'MA', '617', '021'],
    ['Austin', 'TX', '512', '787'],
    ['Denver', 'CO', '303', '802'],
  ].map(([city, st, area, zip]) => ({
    city: city!,
    area: area!,
    street: (r) =>
      `${ri(r, 12, 4800)} ${r.pick(['Market Street', 'Elm Avenue', 'Harbor Drive', 'W 14th Street', 'Lakeview Blvd'])}${r.chance(0.4) ? `, Suite ${ri(r, 100, 950)}` : ''}`,
    cityLine: (r) => `${city}, ${st} ${zip}${r.digits(2)}`,
  })),
  GB: [
    ['London', '20', 'EC2A', 'N1', 'SE1'],
    ['Manchester', '161', 'M1', 'M4', 'M15'],
    ['Birmingham', '121', 'B1', 'B3', 'B5'],
    ['Leeds', '113', 'LS1', 'LS2', 'LS11'],
    ['Bristol', '117', 'BS1', 'BS2', 'BS8'],
  ].map(([city, area, ...pcs]) => ({
    city: city!,
    area: area!,
    street: (r) =>
      `${r.chance(0.3) ? `Unit ${ri(r, 1, 40)}, ` : ''}${ri(r, 2, 180)} ${r.pick(['Wharf Road', 'King Street', 'Mill Lane', 'Queen Square', 'Albion Place'])}`,
    cityLine: (r) => `${city} ${r.pick(pcs)} ${ri(r, 1, 9)}${r.pick(['AB', 'HT', 'QX', 'LJ', 'RD', 'GN'])}`,
  })),
  IE: [
    ['Dublin', '1'],
    ['Cork', '21'],
    ['Galway', '91'],
    ['Limerick', '61'],
  ].map(([city, area]) => ({
    city: city!,
    area: area!,
    street: (r) =>
      `${r.chance(0.4) ? `Unit ${ri(r, 1, 30)}, ` : ''}${ri(r, 1, 120)} ${r.pick(['Harbour Square', 'Merchants Quay', 'Dock Road', 'Eyre Street', 'Castle Street'])}`,
    cityLine: (r) =>
      city === 'Dublin'
        ? `Dublin ${ri(r, 1, 8)}, D0${ri(r, 1, 8)} ${r.pick(['X', 'K', 'R', 'T'])}${r.digits(1)}${r.pick(['F', 'W', 'Y'])}${r.digits(1)}`
        : `${city}, ${r.pick(['T12', 'H91', 'V94'])} ${r.pick(['X', 'K', 'R'])}${r.digits(2)}${r.pick(['P', 'W'])}`,
  })),
  DE: [
    ['Berlin', '30', '10', 'Berlin'],
    ['Hamburg', '40', '20', 'Hamburg'],
    ['Frankfurt am Main', '69', '60', 'Frankfurt am Main'],
    ['München', '89', '80', 'München'],
    ['Köln', '221', '50', 'Köln'],
  ].map(([city, area, plz]) => ({
    city: city!,
    area: area!,
    street: (r) =>
      `${r.pick(['Lindenstraße', 'Am Hafen', 'Friedrichstraße', 'Gartenweg', 'Schillerplatz', 'Industriestraße'])} ${ri(r, 1, 140)}${r.chance(0.15) ? 'a' : ''}`,
    cityLine: (r) => `${plz}${r.digits(3)} ${city}`,
  })),
  ES: [
    ['Madrid', '91', '28'],
    ['Barcelona', '93', '08'],
    ['Valencia', '96', '46'],
    ['Sevilla', '95', '41'],
    ['Bilbao', '94', '48'],
  ].map(([city, area, cp]) => ({
    city: city!,
    area: area!,
    street: (r) =>
      `${r.pick(['Calle de Alcalá', 'Avda. de la Constitución', 'Calle Mayor', 'Paseo de Gracia', 'Calle del Carmen'])}, ${ri(r, 1, 220)}${r.chance(0.5) ? `, ${ri(r, 1, 9)}º ${r.pick(['A', 'B', 'C', 'D'])}` : ''}`,
    cityLine: (r) => `${cp}0${r.digits(2)} ${city}`,
  })),
  MX: [
    ['Ciudad de México', '55', 'CDMX'],
    ['Guadalajara', '33', 'Jal.'],
    ['Monterrey', '81', 'N.L.'],
    ['Puebla', '222', 'Pue.'],
    ['Querétaro', '442', 'Qro.'],
  ].map(([city, area, st]) => ({
    city: city!,
    area: area!,
    street: (r) =>
      `${r.pick(['Av. Insurgentes Sur', 'Av. Vallarta', 'Blvd. Díaz Ordaz', 'Calle Hidalgo', 'Av. Juárez'])} ${ri(r, 10, 3200)}${r.chance(0.4) ? `, Piso ${ri(r, 2, 14)}` : ''}`,
    cityLine: (r) =>
      `Col. ${r.pick(['Del Valle', 'Centro', 'Americana', 'Obispado', 'Reforma'])}, ${r.digits(5)} ${city}, ${st}`,
  })),
  FR: [
    ['Paris', '1', '750'],
    ['Nantes', '2', '440'],
    ['Lille', '3', '590'],
    ['Lyon', '4', '6900'],
    ['Bordeaux', '5', '3300'],
  ].map(([city, area, cp]) => ({
    city: city!,
    area: area!,
    street: (r) =>
      `${ri(r, 1, 120)}${r.chance(0.15) ? ' bis' : ''} ${r.pick(['rue de la République', 'avenue Victor Hugo', 'quai des Chartrons', 'boulevard Voltaire', "rue de l'Abbaye"])}`,
    cityLine: (r) => `${(cp! + r.digits(5)).slice(0, 5)} ${city}`,
  })),
  NL: [
    ['Amsterdam', '20', '10'],
    ['Rotterdam', '10', '30'],
    ['Utrecht', '30', '35'],
    ['Den Haag', '70', '25'],
    ['Eindhoven', '40', '56'],
  ].map(([city, area, pc]) => ({
    city: city!,
    area: area!,
    street: (r) =>
      `${r.pick(['Keizersgracht', 'Stationsplein', 'Industrieweg', 'Westerkade', 'Marktstraat'])} ${ri(r, 1, 300)}${r.chance(0.2) ? '-B' : ''}`,
    cityLine: (r) => `${pc}${r.digits(2)} ${r.pick(['AB', 'CJ', 'KL', 'XT', 'GH'])} ${city}`,
  })),
  IN: [
    ['Mumbai', '22', 'Maharashtra', '4000'],
    ['New Delhi', '11', 'Delhi', '1100'],
    ['Bengaluru', '80', 'Karnataka', '5600'],
    ['Chennai', '44', 'Tamil Nadu', '6000'],
    ['Hyderabad', '40', 'Telangana', '5000'],
    ['Pune', '20', 'Maharashtra', '4110'],
  ].map(([city, area, st, pin]) => ({
    city: city!,
    area: area!,
    street: (r) =>
      `${r.pick(['4th Floor', 'Plot No. ' + ri(r, 2, 90), 'Unit ' + ri(r, 101, 909)])}, ${r.pick(['Prestige Tower, MG Road', 'Trade Centre, Anna Salai', 'Cyber Park, Sector 5', 'Nariman Point', 'Baner Road'])}`,
    cityLine: (r) => `${city}, ${st} ${pin}${r.digits(2)}`,
  })),
};

const COUNTRY_NAME: Record<Country, string[]> = {
  US: ['USA', 'United States'],
  GB: ['United Kingdom', 'UK'],
  IE: ['Ireland', 'Éire'],
  DE: ['Deutschland', 'Germany'],
  ES: ['España', 'Spain'],
  MX: ['México', 'Mexico'],
  FR: ['France'],
  NL: ['Nederland', 'The Netherlands'],
  IN: ['India'],
};

const GENERIC_MAIL: Record<Lang, string[]> = {
  en: ['info', 'sales', 'hello', 'contact'],
  es: ['info', 'ventas', 'contacto', 'hola'],
  de: ['info', 'kontakt', 'vertrieb', 'service'],
  fr: ['contact', 'info', 'commercial', 'bonjour'],
  nl: ['info', 'verkoop', 'contact', 'service'],
};

// ---------------------------------------------------------------------------------------------------------
// Text helpers

/** ASCII form for e-mail local parts and domains (German umlauts as ae/oe/ue, ß as ss). */
function asciiFold(s: string, german: boolean): string {
  let t = s;
  if (german) t = t.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/Ä/g, 'Ae');
  t = t.replace(/Ö/g, 'Oe').replace(/Ü/g, 'Ue').replace(/ß/g, 'ss').replace(/ı/g, 'i');
  return t.normalize('NFD').replace(/\p{M}+/gu, '');
}

/** Same folding as the scorer's name/company comparison (lower-case, ß = ss, no spaces or punctuation). */
function foldKey(s: string): string {
  return s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}
function foldLoose(s: string): string {
  return foldKey(s.normalize('NFD').replace(/\p{M}+/gu, ''));
}

function escXml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&apos;')
    .replace(/"/g, '&quot;');
}

function slug(s: string, german: boolean): string {
  return asciiFold(s, german)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

// ---------------------------------------------------------------------------------------------------------
// Dev set exclusions

interface DevSet {
  names: Set<string>;
  firsts: Set<string>;
  lasts: Set<string>;
  companies: Set<string>;
  companyWords: Set<string>;
  domains: Set<string>;
  domainLabels: Set<string>;
  stats: { cards: number };
}

const GENERIC_COMPANY_WORDS = new Set(
  [
    ...Object.values(SECTORS).flat(),
    ...IN_SECTORS,
    'Grupo',
    'Groupe',
    'Group',
    'Partners',
    'Solutions',
    'Holding',
  ].map(foldLoose),
);

function loadDev(truthPath: string): DevSet {
  const recs = JSON.parse(readFileSync(truthPath, 'utf8')) as {
    name: string;
    company: string;
    email: string | null;
    website: string | null;
    emails_other?: string[];
  }[];
  const dev: DevSet = {
    names: new Set(),
    firsts: new Set(),
    lasts: new Set(),
    companies: new Set(),
    companyWords: new Set(),
    domains: new Set(),
    domainLabels: new Set(),
    stats: { cards: recs.length },
  };
  for (const r of recs) {
    dev.names.add(foldLoose(r.name));
    const toks = r.name.split(/\s+/).filter((t) => !/\.$/.test(t));
    if (toks[0]) dev.firsts.add(foldLoose(toks[0]));
    if (toks.length > 1) dev.lasts.add(foldLoose(toks[toks.length - 1]!));
    dev.companies.add(foldLoose(r.company));
    for (const w of r.company.split(/[\s&]+/)) {
      const k = foldLoose(w);
      if (k.length >= 4 && !GENERIC_COMPANY_WORDS.has(k)) dev.companyWords.add(k);
    }
    const doms = [r.email, ...(r.emails_other ?? [])]
      .filter((e): e is string => !!e)
      .map((e) => e.split('@')[1] ?? '');
    if (r.website)
      doms.push(
        r.website
          .replace(/^[a-z]+:\/\//i, '')
          .replace(/^www\./, '')
          .replace(/\/+$/, ''),
      );
    for (const d of doms) {
      if (!d) continue;
      dev.domains.add(d.toLowerCase());
      const label = d.toLowerCase().split('.')[0]!;
      dev.domainLabels.add(label);
      for (const part of label.split('-')) if (part.length >= 4) dev.companyWords.add(part);
    }
  }
  return dev;
}

// ---------------------------------------------------------------------------------------------------------
// Phones

interface NumberPlan {
  cc: string;
  trunk: string;
  area: string;
  sub: string;
}
type Fmt = { intl: boolean; f: (p: NumberPlan) => string };

function grp(s: string, sizes: number[], sep = ' '): string {
  const out: string[] = [];
  let i = 0;
  for (const n of sizes) {
    if (i >= s.length) break;
    out.push(s.slice(i, i + n));
    i += n;
  }
  if (i < s.length) out.push(s.slice(i));
  return out.join(sep);
}
const pairs = (s: string, sep = ' '): string => grp(s, Array(8).fill(2) as number[], sep);

function planNumber(country: Country, kind: PhoneKind, city: City, r: Rng): NumberPlan {
  const mobile = kind === 'mobile';
  switch (country) {
    case 'US':
      return { cc: '1', trunk: '', area: city.area, sub: `55501${r.digits(2)}` };
    case 'GB':
      if (mobile) return { cc: '44', trunk: '0', area: '7700', sub: `900${r.digits(3)}` };
      return {
        cc: '44',
        trunk: '0',
        area: city.area,
        sub: city.area === '20' ? `79460${r.digits(3)}` : `4960${r.digits(3)}`,
      };
    case 'DE': {
      if (mobile) return { cc: '49', trunk: '0', area: r.pick(['171', '174']), sub: `39200${r.digits(2)}` };
      const pre: Record<string, string> = {
        '30': '23125',
        '40': '66969',
        '69': '90009',
        '89': '99998',
        '221': '4710',
      };
      return { cc: '49', trunk: '0', area: city.area, sub: `${pre[city.area] ?? '23125'}${r.digits(3)}` };
    }
    case 'FR': {
      if (mobile) return { cc: '33', trunk: '0', area: '6', sub: `3998${r.digits(4)}` };
      const pre: Record<string, string> = { '1': '9900', '2': '6191', '3': '5301', '4': '6571', '5': '3649' };
      return { cc: '33', trunk: '0', area: city.area, sub: `${pre[city.area] ?? '9900'}${r.digits(4)}` };
    }
    case 'ES':
      if (mobile) {
        const head = r.chance(0.85) ? `6${r.digits(1)}` : `7${r.int(1, 4)}`;
        return { cc: '34', trunk: '', area: head, sub: r.digits(7) };
      }
      return { cc: '34', trunk: '', area: city.area, sub: `${r.int(1, 8)}${r.digits(6)}` };
    case 'MX':
      return {
        cc: '52',
        trunk: '',
        area: city.area,
        sub: `${r.int(1, 9)}${r.digits(city.area.length === 2 ? 7 : 6)}`,
      };
    case 'NL':
      if (mobile) return { cc: '31', trunk: '0', area: '6', sub: `${r.int(1, 5)}${r.digits(7)}` };
      return { cc: '31', trunk: '0', area: city.area, sub: `${r.int(2, 8)}${r.digits(6)}` };
    case 'IE':
      if (mobile)
        return { cc: '353', trunk: '0', area: r.pick(['83', '85', '86', '87', '89']), sub: r.digits(7) };
      if (city.area === '1') return { cc: '353', trunk: '0', area: '1', sub: `${r.int(2, 9)}${r.digits(6)}` };
      if (city.area === '21') return { cc: '353', trunk: '0', area: '21', sub: `4${r.digits(6)}` };
      return { cc: '353', trunk: '0', area: city.area, sub: `${r.int(3, 5)}${r.digits(5)}` };
    case 'IN':
      if (mobile) return { cc: '91', trunk: '0', area: '', sub: `${r.int(6, 9)}${r.digits(9)}` };
      return { cc: '91', trunk: '0', area: city.area, sub: `${r.pick(['2', '4', '6'])}${r.digits(7)}` };
  }
}

function formatsFor(country: Country, p: NumberPlan, kind: PhoneKind): Fmt[] {
  const I = (f: (p: NumberPlan) => string): Fmt => ({ intl: true, f });
  const N = (f: (p: NumberPlan) => string): Fmt => ({ intl: false, f });
  const mobile = kind === 'mobile';
  switch (country) {
    case 'US': {
      const e = p.sub.slice(0, 3);
      const l = p.sub.slice(3);
      return [
        N(({ area }) => `(${area}) ${e}-${l}`),
        N(({ area }) => `${area}-${e}-${l}`),
        N(({ area }) => `${area}.${e}.${l}`),
        N(({ area }) => `${area} ${e} ${l}`),
        I(({ area }) => `+1 ${area} ${e} ${l}`),
        I(({ area }) => `+1 (${area}) ${e}-${l}`),
        I(({ area }) => `+1-${area}-${e}-${l}`),
        I(({ area }) => `+1.${area}.${e}.${l}`),
      ];
    }
    case 'GB': {
      const sub =
        p.area === '20'
          ? grp(p.sub, [4, 4])
          : p.area === '7700'
            ? (q: boolean) => (q ? grp(p.sub, [3, 3]) : p.sub)
            : grp(p.sub, [3, 4]);
      const s = (q: boolean): string => (typeof sub === 'function' ? sub(q) : sub);
      return [
        N(({ area }) => `0${area} ${s(false)}`),
        N(({ area }) => `0${area} ${s(true)}`),
        ...(p.area === '7700' ? [] : [N(({ area }) => `(0${area}) ${s(false)}`)]),
        I(({ area }) => `+44 ${area} ${s(false)}`),
        I(({ area }) => `+44 (0)${area} ${s(true)}`),
        I(({ area }) => `+44 (0) ${area} ${s(false)}`),
      ];
    }
    case 'DE': {
      const head = p.sub.slice(0, p.sub.length - (mobile ? 2 : 3));
      const tail = p.sub.slice(head.length);
      const spaced = mobile
        ? `${p.sub.slice(0, 3)} ${p.sub.slice(3, 5)} ${p.sub.slice(5)}`
        : `${head} ${tail}`;
      const list = [
        N(({ area }) => `0${area} ${p.sub}`),
        N(({ area }) => `0${area}/${p.sub}`),
        N(({ area }) => `(0${area}) ${p.sub}`),
        N(({ area }) => `0${area}/${spaced}`),
        N(({ area }) => `0${area} ${spaced}`),
        I(({ area }) => `+49 ${area} ${p.sub}`),
        I(({ area }) => `+49 (0)${area} ${spaced}`),
        I(({ area }) => `+49 ${area} ${spaced}`),
        I(({ area }) => `+49 (0) ${area} ${p.sub}`),
      ];
      if (!mobile)
        list.push(
          N(({ area }) => `0${area}/${head}-${tail}`),
          I(({ area }) => `+49 ${area} ${head}-${tail}`),
        );
      return list;
    }
    case 'FR': {
      const a = p.area;
      return [
        N(() => `0${a} ${pairs(p.sub)}`),
        N(() => `0${a}.${pairs(p.sub, '.')}`),
        N(() => `0${a} ${pairs(p.sub)}`),
        I(() => `+33 ${a} ${pairs(p.sub)}`),
        I(() => `+33 (0)${a} ${pairs(p.sub)}`),
        I(() => `+33 (0) ${a} ${pairs(p.sub)}`),
        I(() => `+33 ${a}.${pairs(p.sub, '.')}`),
      ];
    }
    case 'ES': {
      const n = p.area + p.sub;
      const list = [
        N(() => grp(n, [3, 3, 3])),
        N(() => grp(n, [3, 2, 2, 2])),
        I(() => `+34 ${grp(n, [3, 2, 2, 2])}`),
        I(() => `+34 ${grp(n, [3, 3, 3])}`),
        I(() => `(+34) ${grp(n, [3, 2, 2, 2])}`),
        I(() => `0034 ${grp(n, [3, 3, 3])}`),
      ];
      if (!mobile)
        list.push(
          N(() => grp(n, [2, 3, 2, 2])),
          I(() => `+34 ${grp(n, [2, 3, 2, 2])}`),
        );
      return list;
    }
    case 'MX': {
      const a = p.area;
      const s = a.length === 2 ? grp(p.sub, [4, 4]) : grp(p.sub, [3, 4]);
      const sd = a.length === 2 ? grp(p.sub, [4, 4], '-') : grp(p.sub, [3, 4], '-');
      return [
        N(() => `${a} ${s}`),
        N(() => `(${a}) ${s}`),
        N(() => `(${a}) ${sd}`),
        N(() => `${a}-${sd}`),
        I(() => `+52 ${a} ${s}`),
        I(() => `+52 (${a}) ${sd}`),
        I(() => `+52 ${a}${p.sub}`),
      ];
    }
    case 'NL': {
      if (mobile)
        return [
          N(() => `06-${p.sub}`),
          N(() => `06 ${pairs(p.sub)}`),
          N(() => `06 ${grp(p.sub, [4, 4])}`),
          N(() => `06 - ${p.sub}`),
          I(() => `+31 6 ${p.sub}`),
          I(() => `+31 (0)6 ${pairs(p.sub)}`),
          I(() => `+31 6 ${grp(p.sub, [4, 4])}`),
          I(() => `+31 (0)6-${p.sub}`),
        ];
      const a = p.area;
      return [
        N(() => `0${a} ${grp(p.sub, [3, 4])}`),
        N(() => `0${a}-${p.sub}`),
        N(() => `(0${a}) ${grp(p.sub, [3, 2, 2])}`),
        N(() => `0${a} - ${grp(p.sub, [3, 2, 2])}`),
        I(() => `+31 ${a} ${grp(p.sub, [3, 4])}`),
        I(() => `+31 (0)${a} ${grp(p.sub, [3, 4])}`),
        I(() => `+31 (0)${a} - ${p.sub}`),
      ];
    }
    case 'IE': {
      const a = p.area;
      const s = p.sub.length === 7 ? grp(p.sub, [3, 4]) : grp(p.sub, [3, 3]);
      return [
        N(() => `0${a} ${s}`),
        N(() => `(0${a}) ${s}`),
        I(() => `+353 ${a} ${s}`),
        I(() => `+353 (0)${a} ${s}`),
        I(() => `00353 ${a} ${s}`),
        I(() => `+353 ${a} ${p.sub}`),
      ];
    }
    case 'IN': {
      if (mobile || !p.area)
        return [
          N(() => grp(p.sub, [5, 5])),
          N(() => `0${grp(p.sub, [5, 5])}`),
          I(() => `+91 ${grp(p.sub, [5, 5])}`),
          I(() => `+91-${grp(p.sub, [5, 5], '-')}`),
          I(() => `+91 ${grp(p.sub, [3, 3, 4])}`),
          I(() => `+91 ${p.sub}`),
        ];
      const a = p.area;
      return [
        N(() => `(0${a}) ${grp(p.sub, [4, 4])}`),
        N(() => `0${a} ${grp(p.sub, [4, 4])}`),
        N(() => `0${a}-${p.sub}`),
        I(() => `+91 ${a} ${grp(p.sub, [4, 4])}`),
        I(() => `+91-${a}-${p.sub}`),
        I(() => `+91 (${a}) ${grp(p.sub, [4, 4])}`),
      ];
    }
  }
}

/** Countries without a published fictional range get random numbers that libphonenumber accepts. */
const RANDOM_RANGE = new Set<Country>(['ES', 'MX', 'NL', 'IE', 'IN']);

function makePhone(
  country: Country,
  kind: PhoneKind,
  city: City,
  r: Rng,
  intl: boolean,
  used: Set<string>,
): Phone {
  for (let attempt = 0; attempt < 60; attempt++) {
    const plan = planNumber(country, kind, city, r);
    const e164 = `+${plan.cc}${plan.area}${plan.sub}`;
    if (used.has(e164)) continue;
    const parsedE = parsePhoneNumberFromString(e164);
    const valid = !!parsedE && parsedE.isValid();
    if (RANDOM_RANGE.has(country) && !valid && attempt < 50) continue;
    const fmts = formatsFor(country, plan, kind);
    const preferred = r.shuffle(fmts.filter((f) => f.intl === intl));
    const others = r.shuffle(fmts.filter((f) => f.intl !== intl));
    for (const f of [...preferred, ...others]) {
      const printed = f.f(plan);
      const p = parsePhoneNumberFromString(printed, country as CountryCode);
      if (p && p.number === e164) {
        used.add(e164);
        return { kind, e164, printed, valid: p.isValid() };
      }
    }
  }
  throw new Error(`could not make a ${kind} number for ${country}`);
}

// ---------------------------------------------------------------------------------------------------------
// Content generation (everything that reaches truth.json comes from the per-card content RNG)

interface Uniq {
  names: Set<string>;
  lasts: Set<string>;
  companies: Set<string>;
  stems: Set<string>;
  domains: Set<string>;
}

function pickPerson(
  country: Country,
  r: Rng,
  dev: DevSet,
  uniq: Uniq,
): { gender: Gender; first: string; last: string; name: string } {
  const pool = NAMES[country];
  for (let attempt = 0; attempt < 400; attempt++) {
    const gender: Gender = r.chance(0.5) ? 'f' : 'm';
    let first = r.pick(gender === 'f' ? pool.f : pool.m);
    const lastPool = [...pool.last, ...((gender === 'f' ? pool.lastF : pool.lastM) ?? [])];
    let last = r.pick(lastPool);
    if ((country === 'ES' || country === 'MX') && r.chance(0.5)) {
      const second = r.pick(pool.last.filter((x) => x !== last && !/^(de|del) /.test(x)));
      if (!/^(de|del) /.test(last)) last = r.chance(0.3) ? `${last}-${second}` : `${last} ${second}`;
    } else if ((country === 'GB' || country === 'DE') && r.chance(0.12)) {
      const second = r.pick(pool.last.filter((x) => x !== last && !/[ -]/.test(x)));
      if (!/[ -]/.test(last)) last = `${last}-${second}`;
    }
    if (country === 'IN' && r.chance(0.15)) first = `${first[0]}.`;
    else if (country === 'US' && r.chance(0.2)) first = `${first} ${r.pick(['J.', 'R.', 'A.', 'M.', 'T.'])}`;
    const name = `${first} ${last}`;
    const key = foldLoose(name);
    const lastKey = foldLoose(last.split(/\s+/).pop()!);
    const firstKey = foldLoose(first.split(/\s+/)[0]!);
    if (dev.names.has(key) || uniq.names.has(key)) continue;
    if (dev.lasts.has(lastKey) || dev.lasts.has(foldLoose(last))) continue;
    if (dev.firsts.has(firstKey)) continue;
    if (attempt < 200 && uniq.lasts.has(foldLoose(last))) continue;
    uniq.names.add(key);
    uniq.lasts.add(foldLoose(last));
    return { gender, first, last, name };
  }
  throw new Error(`name pool for ${country} exhausted`);
}

function pickCompany(
  country: Country,
  lang: Lang,
  r: Rng,
  dev: DevSet,
  uniq: Uniq,
): { company: string; stem: string; domain: string; initials: string } {
  const german = country === 'DE';
  for (let attempt = 0; attempt < 400; attempt++) {
    const stem = r.pick(STEMS[country]);
    const stemKey = foldLoose(stem);
    if (dev.companyWords.has(stemKey) || stem.split(/[\s-]+/).some((w) => dev.companyWords.has(foldLoose(w))))
      continue;
    if (attempt < 300 && uniq.stems.has(stemKey)) continue;
    const sectors = country === 'IN' ? IN_SECTORS : SECTORS[lang];
    const sector = r.pick(sectors);
    const suffix = r.weighted(LEGAL[country]);
    let body: string;
    const form = r.weighted<string>([
      ['stem', 3],
      ['stem-sector', 4],
      ['founders', country === 'IN' || country === 'MX' ? 0 : 1],
      ['group', lang === 'es' || lang === 'fr' || lang === 'en' ? 1 : 0],
    ]);
    if (form === 'stem') body = stem;
    else if (form === 'stem-sector')
      body = lang === 'es' || lang === 'fr' ? `${sector} ${stem}` : `${stem} ${sector}`;
    else if (form === 'founders') {
      const other = r.pick(
        NAMES[country].last.filter((x) => !/[ ']/.test(x) && !dev.lasts.has(foldLoose(x))),
      );
      body = `${stem} & ${other}`;
    } else
      body = `${lang === 'es' ? 'Grupo' : lang === 'fr' ? 'Groupe' : 'The'} ${stem}${lang === 'en' ? ' Group' : ''}`;
    const company = `${body} ${suffix}`;
    const ckey = foldLoose(company);
    if (dev.companies.has(ckey) || uniq.companies.has(ckey)) continue;
    const stemSlug = slug(stem, german);
    const label = r.weighted<string>([
      [stemSlug, 3],
      [`${stemSlug}-${slug(sector.split(' ')[0]!, german)}`, form === 'stem-sector' ? 2 : 0],
      [`${stemSlug}${slug(sector.split(' ')[0]!, german)}`, form === 'stem-sector' ? 0.5 : 0],
      [
        stem.includes(' ')
          ? asciiFold(stem, german)
              .toLowerCase()
              .replace(/[^a-z0-9]+/g, '-')
          : stemSlug,
        1,
      ],
    ]);
    const tld = r.weighted<string>([
      ['example', 3],
      ['example.com', 3],
      ['example.net', 1],
      ['example.org', 1],
    ]);
    const domain = `${label}.${tld}`;
    if (dev.domains.has(domain) || dev.domainLabels.has(label) || uniq.domains.has(domain)) continue;
    uniq.companies.add(ckey);
    uniq.stems.add(stemKey);
    uniq.domains.add(domain);
    const words = body
      .replace(/&/g, ' ')
      .split(/\s+/)
      .filter((w) => w && !/^(The|Group|Grupo|Groupe|de|la|du)$/.test(w));
    const initials = (words.length >= 2 ? words[0]![0]! + words[1]![0]! : stem.slice(0, 2)).toUpperCase();
    return { company, stem, domain, initials: asciiFold(initials, false) };
  }
  throw new Error(`company pool for ${country} exhausted`);
}

function emailLocal(first: string, last: string, r: Rng, german: boolean): string {
  const f = slug(first.split(/\s+/)[0]!, german);
  const fFull = slug(first.replace(/\s+[A-Z]\.$/, ''), german);
  const l = slug(last, german);
  const lLast = slug(last.split(/[\s-]+/).pop()!, german);
  const fi = f[0] ?? 'x';
  return r.weighted<string>([
    [`${fFull}.${l}`, 4],
    [`${fi}.${l}`, 2],
    [`${fi}${l}`, 2],
    [f, 1.5],
    [`${f}_${lLast}`, 1],
    [`${f}-${lLast}`, 0.5],
    [`${f}.${lLast}`, 1],
    [lLast, 0.5],
  ]);
}

function websiteFromDomain(domain: string, r: Rng): string {
  return r.weighted<string>([
    [`www.${domain}`, 5],
    [domain, 3],
    [`https://${domain}`, 1.5],
    [`https://www.${domain}/`, 1],
    [`http://www.${domain}`, 0.5],
    [`${domain}/`, 0.3],
    [`www.${domain}/`, 0.3],
  ]);
}

function makeContent(
  index: number,
  seed: string,
  country: Country,
  layout: Layout,
  difficulty: Difficulty,
  dev: DevSet,
  uniq: Uniq,
): Content {
  const r = new Rng(`${seed}|content|${index}`);
  const lang = LANG_OF[country];
  const german = country === 'DE';
  const person = pickPerson(country, r, dev, uniq);
  const comp = pickCompany(country, lang, r, dev, uniq);

  // Honorific / degree (name_printed only).
  let namePrinted = person.name;
  const h = HONORIFICS[country];
  const dec = r.weighted<string>([
    ['none', 8.5],
    ['pre', 1],
    ['post', 0.6],
  ]);
  if (dec === 'pre') {
    let pre = r.weighted(h.pre);
    if (pre === 'Dr.' && (country === 'ES' || country === 'MX') && person.gender === 'f') pre = 'Dra.';
    namePrinted = `${pre} ${person.name}`;
  } else if (dec === 'post') {
    namePrinted = `${person.name}${r.chance(0.4) ? ',' : ''} ${r.weighted(h.post)}`;
  }

  // Title: mostly in the card's language, sometimes English.
  const titleLang: Lang = lang !== 'en' && r.chance(0.25) ? 'en' : lang;
  const t = r.pick(TITLES[titleLang]);
  const title = typeof t === 'string' ? t : person.gender === 'f' ? t[1] : t[0];

  // Address / city (the office number's area code follows the city).
  const city = r.pick(CITIES[country]);
  const address: string[] = [];
  const hasAddress = r.chance(layout === 'footer-bar' ? 0.45 : 0.6);
  if (hasAddress) {
    address.push(city.street(r), city.cityLine(r));
    if (r.chance(0.45)) address.push(r.pick(COUNTRY_NAME[country]));
  }

  // Phones.
  const combo = r.weighted<PhoneKind[]>([
    [['mobile'], 3],
    [['office'], 2.5],
    [['office', 'mobile'], 2.5],
    [['office', 'fax'], 1],
    [['office', 'mobile', 'fax'], 1],
  ]);
  const ordered =
    combo.length > 1 && combo.includes('mobile') && r.chance(0.35)
      ? ['mobile' as PhoneKind, ...combo.filter((k) => k !== 'mobile')]
      : combo;
  const intl = r.chance(country === 'US' ? 0.25 : country === 'IN' ? 0.6 : 0.5);
  const used = new Set<string>();
  const phones = ordered.map((k) => makePhone(country, k, city, r, r.chance(0.85) ? intl : !intl, used));
  const truthPhone = phones.find((p) => p.kind === 'mobile') ?? phones.find((p) => p.kind !== 'fax')!;

  // E-mail(s) and website.
  const email = r.chance(0.9) ? `${emailLocal(person.first, person.last, r, german)}@${comp.domain}` : null;
  const emailsOther =
    r.chance(0.15) || (!email && r.chance(0.4)) ? [`${r.pick(GENERIC_MAIL[lang])}@${comp.domain}`] : [];
  const website = r.chance(0.7) ? websiteFromDomain(comp.domain, r) : null;

  // Distractors.
  const tagline = r.chance(difficulty === 'clean' ? 0.3 : 0.5) ? r.pick(TAGLINES[lang]) : null;
  const social: string[] = [];
  if (difficulty !== 'clean' && r.chance(0.35)) {
    const fs = slug(person.first.split(' ')[0]!, german);
    const ls = slug(person.last, german);
    social.push(
      r.pick([
        `linkedin.com/in/${fs}-${ls}`,
        `/in/${fs}${ls}`,
        `in/${fs}-${ls}`,
        `@${slug(comp.stem, german)}${r.pick(['', '_hq', 'official'])}`,
      ]),
    );
    if (r.chance(0.3)) social.push(`@${fs}${ls.slice(0, 6)}`);
  }

  return {
    country,
    lang,
    gender: person.gender,
    first: person.first,
    last: person.last,
    name: person.name,
    namePrinted,
    title,
    company: comp.company,
    companyStem: comp.stem,
    initials: comp.initials,
    domain: comp.domain,
    email,
    emailsOther,
    website,
    phones,
    truthPhone,
    address,
    tagline,
    social,
    layout,
    difficulty,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Labels

type LabelStyle = 'none' | 'short' | 'word';
type LabelKind = PhoneKind | 'email' | 'web';
const LABELS: Record<Lang, Record<'short' | 'word', Record<LabelKind, string[]>>> = {
  en: {
    short: {
      office: ['T', 'T.', 'P', 'Tel.', 'O'],
      mobile: ['M', 'M.', 'Mob.'],
      fax: ['F', 'F.'],
      email: ['E', 'E.'],
      web: ['W', 'W.'],
    },
    word: {
      office: ['Phone', 'Tel', 'Office', 'Direct', 'Telephone'],
      mobile: ['Mobile', 'Mob'],
      fax: ['Fax'],
      email: ['Email', 'E-mail'],
      web: ['Web', 'Website', 'Online'],
    },
  },
  es: {
    short: {
      office: ['T.', 'Tel.', 'Tfno.'],
      mobile: ['M.', 'Móvil', 'Mov.'],
      fax: ['F.', 'Fax'],
      email: ['E.', 'C.'],
      web: ['W.', 'Web'],
    },
    word: {
      office: ['Teléfono', 'Tel.', 'Oficina'],
      mobile: ['Móvil', 'WhatsApp'],
      fax: ['Fax'],
      email: ['Correo', 'Email', 'E-mail'],
      web: ['Web', 'Sitio web'],
    },
  },
  de: {
    short: {
      office: ['T', 'T.', 'Tel.', 'Fon'],
      mobile: ['M', 'M.', 'Mob.'],
      fax: ['F', 'F.'],
      email: ['E', 'E.'],
      web: ['W', 'I'],
    },
    word: {
      office: ['Telefon', 'Tel.', 'Büro'],
      mobile: ['Mobil', 'Handy', 'Mobiltelefon'],
      fax: ['Fax', 'Telefax'],
      email: ['E-Mail', 'Mail'],
      web: ['Web', 'Internet'],
    },
  },
  fr: {
    short: {
      office: ['T.', 'Tél.', 'T'],
      mobile: ['M.', 'Port.', 'Mob.'],
      fax: ['F.', 'Fax'],
      email: ['E.', '@'],
      web: ['W.', 'S.'],
    },
    word: {
      office: ['Tél.', 'Téléphone', 'Bureau', 'Standard'],
      mobile: ['Portable', 'Mobile'],
      fax: ['Fax', 'Télécopie'],
      email: ['Courriel', 'E-mail', 'Mail'],
      web: ['Site', 'Web', 'Site web'],
    },
  },
  nl: {
    short: {
      office: ['T', 'T.', 'Tel.'],
      mobile: ['M', 'M.', 'Mob.'],
      fax: ['F', 'F.'],
      email: ['E', 'E.'],
      web: ['W', 'I'],
    },
    word: {
      office: ['Telefoon', 'Tel.', 'Kantoor'],
      mobile: ['Mobiel'],
      fax: ['Fax'],
      email: ['E-mail'],
      web: ['Web', 'Website', 'Internet'],
    },
  },
};

// ---------------------------------------------------------------------------------------------------------
// Fonts, palettes and the per-card style (from the per-card style RNG; never affects truth)

interface FontDef {
  family: string;
  serif: boolean;
}
const FONT_CANDIDATES: FontDef[] = [
  { family: 'C059', serif: true },
  { family: 'P052', serif: true },
  { family: 'Nimbus Roman', serif: true },
  { family: 'Linux Libertine O', serif: true },
  { family: 'EB Garamond', serif: true },
  { family: 'Caladea', serif: true },
  { family: 'Liberation Serif', serif: true },
  { family: 'DejaVu Serif', serif: true },
  { family: 'URW Bookman', serif: true },
  { family: 'Roboto', serif: false },
  { family: 'Roboto Condensed', serif: false },
  { family: 'Lato', serif: false },
  { family: 'Open Sans', serif: false },
  { family: 'Cantarell', serif: false },
  { family: 'Carlito', serif: false },
  { family: 'Liberation Sans', serif: false },
  { family: 'Nimbus Sans', serif: false },
  { family: 'DejaVu Sans', serif: false },
  { family: 'Linux Biolinum O', serif: false },
  { family: 'URW Gothic', serif: false },
];

function installedFonts(): FontDef[] {
  let families = '';
  try {
    families = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  } catch {
    families = '';
  }
  const have = new Set(families.split('\n').flatMap((l) => l.split(',').map((x) => x.trim())));
  const list = FONT_CANDIDATES.filter((f) => have.has(f.family));
  return list.length ? list : [{ family: 'DejaVu Sans', serif: false }];
}

type LogoKind = 'none' | 'monogram' | 'wordmark' | 'shape' | 'full';
type ShapeKind = 'circle' | 'ring' | 'square' | 'diamond' | 'hex' | 'triangle' | 'bars' | 'leaf';

interface Style {
  kind: 'clean' | 'styled';
  w: number;
  h: number;
  bg: string;
  fg: string;
  muted: string;
  accent: string;
  labelColor: string;
  onAccent: string;
  dark: boolean;
  lowContrast: boolean;
  font: string;
  nameFont: string;
  nameWeight: number;
  scale: number;
  nameUpper: boolean;
  titleUpper: boolean;
  companyUpper: boolean;
  contactsUpper: boolean;
  nameLs: number;
  titleLs: number;
  titleItalic: boolean;
  logo: LogoKind;
  shape: ShapeKind;
  logoText: 'none' | 'stem' | 'full';
  companyPlacement: 'logo' | 'line' | 'address';
  labelStyle: LabelStyle;
  labels: Record<LabelKind, string>;
  labelSep: string;
  labelBold: boolean;
  phonesInline: boolean;
  inlineSep: string;
  qr: boolean;
  rule: boolean;
  margin: number;
  cornerRadius: number;
}

const ACCENTS = [
  '#c0392b',
  '#1f6feb',
  '#0e8a6a',
  '#e67e22',
  '#6b4fa0',
  '#b8860b',
  '#2c7a7b',
  '#d6336c',
  '#1b4f72',
  '#7b241c',
];
const LIGHT_BGS = ['#ffffff', '#fbfaf7', '#f4f6f8', '#fffdf6', '#eef2f5', '#f7f5f0'];
const DARK_BGS = ['#1b2a41', '#222222', '#2d3a2e', '#4a1e2b', '#0f3d3e', '#2b2d42', '#3b2f2f'];
const TINT_BGS = ['#f3e6d3', '#e3f0ea', '#fdf0e6', '#e8eef8', '#f6e9ef', '#efe9dc'];

function makeStyle(c: Content, kind: 'clean' | 'styled', r: Rng, fonts: FontDef[]): Style {
  const portrait = PORTRAIT_LAYOUTS.includes(c.layout);
  const styled = kind === 'styled';
  const accent = r.pick(ACCENTS);
  let bg = r.pick(LIGHT_BGS);
  let fg = r.pick(['#1d2733', '#222222', '#2b2b2b', '#17202a', '#263238']);
  let muted = r.pick(['#5d6d7e', '#666666', '#4a5560', '#6b6b6b']);
  let dark = false;
  let lowContrast = false;
  if (styled) {
    const look = r.weighted<string>([
      ['dark', c.layout === 'band-left' || c.layout === 'band-top' || c.layout === 'footer-bar' ? 1 : 3],
      ['tint', 2],
      ['light', 3],
      ['low', 1.5],
    ]);
    if (look === 'dark') {
      dark = true;
      bg = r.pick(DARK_BGS);
      fg = r.pick(['#f5f5f5', '#fafafa', '#ece8e1']);
      muted = r.pick(['#c9ced6', '#bfc5cc', '#d8d2c4']);
    } else if (look === 'tint') bg = r.pick(TINT_BGS);
    else if (look === 'low') {
      lowContrast = true;
      fg = r.pick(['#7d8590', '#8a8f98', '#9a9489']);
      muted = r.pick(['#a3a8b0', '#aab0b7', '#b0a99e']);
    }
  }
  const bodyFont = r.pick(fonts);
  const nameFont = r.chance(0.35) ? r.pick(fonts) : bodyFont;
  const scale = styled
    ? round(
        r.weighted<number>([
          [r.float(0.8, 0.95), 1],
          [r.float(0.95, 1.1), 1.5],
          [r.float(1.1, 1.25), 1],
        ]),
        3,
      )
    : round(r.float(0.9, 1.12), 3);
  const nameUpper = styled && r.chance(0.35);
  const labelStyle: LabelStyle = r.weighted<LabelStyle>([
    ['none', c.layout === 'icons' ? 0 : 2],
    ['short', 4],
    ['word', 4],
  ]);
  // More than one number: every number carries a label.
  const numberStyle: 'short' | 'word' = labelStyle === 'none' ? 'short' : labelStyle;
  const lab = LABELS[c.lang];
  const pickLab = (k: LabelKind, st: 'short' | 'word'): string => {
    let choices = lab[st][k];
    if (c.country === 'US' && k === 'mobile')
      choices = st === 'short' ? ['M', 'C', 'Cell'] : ['Cell', 'Mobile'];
    if (c.country === 'MX' && k === 'mobile')
      choices = st === 'short' ? ['Cel.', 'M.'] : ['Celular', 'WhatsApp', 'Móvil'];
    return r.pick(choices);
  };
  const labels: Record<LabelKind, string> = {
    office: pickLab('office', numberStyle),
    mobile: pickLab('mobile', numberStyle),
    fax: pickLab('fax', numberStyle),
    email: labelStyle === 'none' ? '' : pickLab('email', labelStyle),
    web: labelStyle === 'none' ? '' : pickLab('web', labelStyle),
  };
  const logo: LogoKind =
    c.layout === 'company-top'
      ? r.weighted<LogoKind>([
          ['full', 3],
          ['shape', 3],
          ['monogram', 1],
        ])
      : r.weighted<LogoKind>([
          ['none', 1],
          ['monogram', 3],
          ['wordmark', 3],
          ['shape', 2],
          ['full', 2],
        ]);
  let logoText: Style['logoText'] = logo === 'full' ? 'full' : logo === 'wordmark' ? 'stem' : 'none';
  if (logo === 'shape')
    logoText = r.weighted<Style['logoText']>([
      ['full', 2],
      ['stem', 1],
      ['none', 1],
    ]);
  if (c.layout === 'company-top' && logoText !== 'full') logoText = 'full';
  // The left half of split-vertical-rule is the logo panel: it always carries a name.
  if (c.layout === 'split-vertical-rule' && logoText === 'none') logoText = 'stem';
  const companyPlacement: Style['companyPlacement'] =
    logoText === 'full' ? 'logo' : c.address.length && r.chance(0.35) ? 'address' : 'line';
  const labelSep = r.weighted<string>([
    [' ', 4],
    [': ', 2],
    [' | ', 1.5],
    ['  ', 1],
  ]);
  return {
    kind,
    w: portrait ? 600 : 1050,
    h: portrait ? 1050 : 600,
    bg,
    fg,
    muted,
    accent,
    labelColor: r.chance(0.5) ? accent : fg,
    onAccent: '#ffffff',
    dark,
    lowContrast,
    font: bodyFont.family,
    nameFont: nameFont.family,
    nameWeight: r.pick([700, 700, 600, 800]),
    scale,
    nameUpper,
    titleUpper: styled && r.chance(0.2),
    companyUpper: styled && r.chance(0.2),
    contactsUpper: styled && nameUpper && r.chance(0.25),
    nameLs: nameUpper ? r.float(0.04, 0.14) : styled && r.chance(0.15) ? r.float(0.02, 0.06) : 0,
    titleLs: styled && r.chance(0.3) ? r.float(0.03, 0.12) : 0,
    titleItalic: r.chance(0.15),
    logo,
    shape: r.pick<ShapeKind>(['circle', 'ring', 'square', 'diamond', 'hex', 'triangle', 'bars', 'leaf']),
    logoText,
    companyPlacement,
    labelStyle,
    labels,
    labelSep,
    labelBold: r.chance(0.6),
    phonesInline: c.phones.length > 1 && styled && r.chance(0.2),
    inlineSep: r.pick([' | ', '  ·  ', '  |  ', ' • ']),
    qr: styled && r.chance(0.3),
    rule: r.chance(0.5),
    margin: Math.round(r.float(52, 72)),
    cornerRadius: Math.round(r.float(0, 16)),
  };
}

// ---------------------------------------------------------------------------------------------------------
// SVG text model, measurement and fitting

type Anchor = 'start' | 'middle' | 'end';
interface Seg {
  t: string;
  fam: string;
  size: number;
  weight?: number;
  italic?: boolean;
  fill: string;
  ls?: number;
}
interface TextEl {
  x: number;
  y: number;
  anchor: Anchor;
  maxW: number;
  segs: Seg[];
  role: string;
  w?: number;
}
interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  role: string;
}
type IconKind = 'office' | 'mobile' | 'fax' | 'email' | 'web' | 'pin' | 'social';
interface Line {
  segs: Seg[];
  size: number;
  role: string;
  icon?: IconKind;
  gap?: number;
}

class Canvas {
  back: string[] = [];
  shapes: string[] = [];
  texts: TextEl[] = [];
  boxes: Box[] = [];
  constructor(
    public w: number,
    public h: number,
  ) {}
  text(el: TextEl): void {
    this.texts.push(el);
  }
  shape(svg: string, box?: Box): void {
    this.shapes.push(svg);
    if (box) this.boxes.push(box);
  }
}

/**
 * Pango/fontconfig are not safe to drive from several libvips threads at once (parallel text measurement and
 * SVG rasterisation segfaulted now and then), so every call that lays out text goes through this one queue.
 * Decoding, blurring and encoding stay parallel.
 */
let pangoQueue: Promise<unknown> = Promise.resolve();
function withPango<T>(fn: () => Promise<T>): Promise<T> {
  const run = pangoQueue.then(fn, fn);
  pangoQueue = run.catch(() => undefined);
  return run;
}

const measureCache = new Map<string, number>();
function pangoMarkup(segs: Seg[]): string {
  return segs
    .map((s) => {
      const attrs = [
        `font_family="${escXml(s.fam)}"`,
        `font_size="${Math.round(s.size * 1024)}"`,
        `font_weight="${s.weight ?? 400}"`,
        s.italic ? 'font_style="italic"' : '',
        s.ls ? `letter_spacing="${Math.round(s.ls * 1024)}"` : '',
      ]
        .filter(Boolean)
        .join(' ');
      return `<span ${attrs}>${escXml(s.t)}</span>`;
    })
    .join('');
}
async function measure(segs: Seg[]): Promise<number> {
  const markup = pangoMarkup(segs);
  const hit = measureCache.get(markup);
  if (hit !== undefined) return hit;
  if (!segs.some((s) => s.t.trim())) return 0;
  const m = await withPango(() => sharp({ text: { text: markup, dpi: 72, rgba: true } }).metadata());
  const w = m.width ?? 0;
  measureCache.set(markup, w);
  return w;
}

function textBox(el: TextEl): Box {
  const w = el.w ?? 0;
  const size = Math.max(...el.segs.map((s) => s.size));
  const x0 = el.anchor === 'start' ? el.x : el.anchor === 'middle' ? el.x - w / 2 : el.x - w;
  return { x0, x1: x0 + w, y0: el.y - 0.8 * size, y1: el.y + 0.24 * size, role: el.role };
}

/** Measure every text element and shrink the ones wider than their column. */
async function fitTexts(cv: Canvas): Promise<number> {
  let shrunk = 0;
  await Promise.all(
    cv.texts.map(async (el) => {
      const w = await measure(el.segs);
      if (w > el.maxW && el.maxW > 0) {
        const k = (el.maxW / w) * 0.985;
        for (const s of el.segs) {
          s.size = round(s.size * k, 2);
          if (s.ls) s.ls = round(s.ls * k, 2);
        }
        el.w = await measure(el.segs);
        shrunk++;
      } else el.w = w;
    }),
  );
  return shrunk;
}

function renderText(el: TextEl): string {
  const spans = el.segs
    .map((s) => {
      const a = [
        `font-family="${escXml(s.fam)}"`,
        `font-size="${round(s.size, 2)}"`,
        `font-weight="${s.weight ?? 400}"`,
        `fill="${s.fill}"`,
        s.italic ? 'font-style="italic"' : '',
        s.ls ? `letter-spacing="${round(s.ls, 2)}"` : '',
      ]
        .filter(Boolean)
        .join(' ');
      return `<tspan ${a}>${escXml(s.t)}</tspan>`;
    })
    .join('');
  return `<text x="${round(el.x)}" y="${round(el.y)}" text-anchor="${el.anchor}" xml:space="preserve">${spans}</text>`;
}

function overlaps(a: Box, b: Box, pad = 0): boolean {
  return a.x0 < b.x1 + pad && b.x0 < a.x1 + pad && a.y0 < b.y1 + pad && b.y0 < a.y1 + pad;
}

// ---------------------------------------------------------------------------------------------------------
// Card parts: lines built from content + style

interface Ctx {
  c: Content;
  s: Style;
  r: Rng;
  w: number;
  h: number;
  m: number;
}

const LEAD = 1.32;
function stackHeight(lines: Line[]): number {
  return lines.reduce((sum, l) => sum + l.size * LEAD + (l.gap ?? 0), 0);
}

/** Lay lines out top-down; returns the bottom. Icon lines get a pictograph before the text (start anchor). */
function stack(
  cv: Canvas,
  ctx: Ctx,
  lines: Line[],
  x: number,
  top: number,
  anchor: Anchor,
  maxW: number,
): number {
  let y = top;
  for (const l of lines) {
    y += l.gap ?? 0;
    const base = y + l.size * (0.5 * (LEAD - 1) + 0.8);
    let tx = x;
    let mw = maxW;
    if (l.icon && anchor === 'start') {
      const r = l.size * 0.62;
      drawIcon(cv, ctx, l.icon, x + r, base - l.size * 0.33, r);
      tx = x + 2 * r + l.size * 0.55;
      mw = maxW - (tx - x);
    }
    cv.text({ x: tx, y: base, anchor, maxW: mw, segs: l.segs, role: l.role });
    y += l.size * LEAD;
  }
  return y;
}

function scaleLines(lines: Line[], k: number): Line[] {
  return lines.map((l) => ({
    ...l,
    size: l.size * k,
    gap: (l.gap ?? 0) * k,
    segs: l.segs.map((s) => ({ ...s, size: s.size * k, ls: s.ls ? s.ls * k : s.ls })),
  }));
}

/** Scale a block down until it fits the available height. */
function fitHeight(lines: Line[], avail: number): Line[] {
  const h = stackHeight(lines);
  return h > avail && h > 0 ? scaleLines(lines, avail / h) : lines;
}

/** ALL-CAPS rendering, unless it loses a letter (Turkish ı prints as I; ß as SS is fine, the scorer folds it). */
function caps(s: string, on: boolean): string {
  if (!on) return s;
  const up = s.toLocaleUpperCase();
  const low = (x: string): string => x.toLocaleLowerCase().replace(/ß/g, 'ss');
  return low(up) === low(s) ? up : s;
}

/** Font size for a base size: follows the card's scale, but never below a readable minimum. */
function px(s: Style, base: number, min: number): number {
  return Math.max(min, base * s.scale);
}

function nameLine(ctx: Ctx, size: number, fill?: string): Line {
  const { c, s } = ctx;
  const sz = px(s, size, 30) * (s.nameUpper ? 0.9 : 1);
  return {
    role: 'name',
    size: sz,
    segs: [
      {
        t: caps(c.namePrinted, s.nameUpper),
        fam: s.nameFont,
        size: sz,
        weight: s.nameWeight,
        fill: fill ?? s.fg,
        ls: s.nameLs ? s.nameLs * sz : undefined,
      },
    ],
  };
}
function titleLine(ctx: Ctx, size: number, fill?: string, forceUpper = false): Line {
  const { c, s } = ctx;
  const up = s.titleUpper || forceUpper;
  const sz = px(s, size, 17) * (up ? 0.85 : 1);
  const ls = up ? Math.max(s.titleLs, 0.06) * sz : s.titleLs ? s.titleLs * sz : undefined;
  return {
    role: 'title',
    size: sz,
    segs: [
      {
        t: caps(c.title, up),
        fam: s.font,
        size: sz,
        italic: s.titleItalic && !up,
        fill: fill ?? s.muted,
        ls,
      },
    ],
  };
}
function companyLine(ctx: Ctx, size: number, fill?: string): Line {
  const { c, s } = ctx;
  const sz = px(s, size, 17);
  return {
    role: 'company',
    size: sz,
    segs: [
      { t: caps(c.company, s.companyUpper), fam: s.nameFont, size: sz, weight: 700, fill: fill ?? s.fg },
    ],
  };
}
function identityLines(
  ctx: Ctx,
  opts: { nameSize?: number; company?: boolean; titleAbove?: boolean; fill?: string; muted?: string } = {},
): Line[] {
  const lines: Line[] = [];
  const n = nameLine(ctx, opts.nameSize ?? 44, opts.fill);
  const t = titleLine(ctx, 23, opts.muted, opts.titleAbove);
  if (opts.titleAbove) lines.push(t, { ...n, gap: 4 });
  else lines.push(n, t);
  if (opts.company && ctx.s.companyPlacement === 'line')
    lines.push({ ...companyLine(ctx, 22, opts.fill), gap: 4 });
  return lines;
}

interface ContactItem {
  kind: ItemKind;
  label: string;
  value: string;
}
function contactItems(ctx: Ctx): ContactItem[] {
  const { c, s } = ctx;
  const multi = c.phones.length > 1;
  const items: ContactItem[] = [];
  for (const p of c.phones) {
    const label = multi || s.labelStyle !== 'none' ? s.labels[p.kind] : '';
    items.push({ kind: p.kind, label, value: p.printed });
  }
  if (c.email) items.push({ kind: 'email', label: s.labels.email, value: c.email });
  for (const e of c.emailsOther) items.push({ kind: 'email2', label: s.labels.email, value: e });
  if (c.website) items.push({ kind: 'web', label: s.labels.web, value: c.website });
  for (const so of c.social) items.push({ kind: 'social', label: '', value: so });
  return items;
}
const ICON_OF: Record<ItemKind, IconKind> = {
  office: 'office',
  mobile: 'mobile',
  fax: 'fax',
  email: 'email',
  email2: 'email',
  web: 'web',
  social: 'social',
};

function itemSegs(
  ctx: Ctx,
  it: ContactItem,
  size: number,
  fill: string,
  labelFill: string,
  withLabel = true,
): Seg[] {
  const { s } = ctx;
  const segs: Seg[] = [];
  if (withLabel && it.label) {
    const sep = /[.:]$/.test(it.label) && s.labelSep === ': ' ? ' ' : s.labelSep;
    segs.push({ t: it.label + sep, fam: s.font, size, weight: s.labelBold ? 700 : 400, fill: labelFill });
  }
  const upper = s.contactsUpper && it.kind !== 'social';
  segs.push({ t: caps(it.value, upper), fam: s.font, size, fill });
  return segs;
}

function contactLines(
  ctx: Ctx,
  size: number,
  opts: { icons?: boolean; fill?: string; labelFill?: string } = {},
): Line[] {
  const { s } = ctx;
  const sz = px(s, size, 16);
  const fill = opts.fill ?? s.fg;
  const labelFill = opts.labelFill ?? s.labelColor;
  const items = contactItems(ctx);
  const lines: Line[] = [];
  const phones = items.filter((i) => i.kind === 'office' || i.kind === 'mobile' || i.kind === 'fax');
  const rest = items.filter((i) => !phones.includes(i));
  if (s.phonesInline && !opts.icons) {
    const segs: Seg[] = [];
    phones.forEach((p, i) => {
      if (i) segs.push({ t: s.inlineSep, fam: s.font, size: sz, fill: labelFill });
      segs.push(...itemSegs(ctx, p, sz, fill, labelFill));
    });
    lines.push({ role: 'phones', size: sz, segs });
  } else {
    for (const p of phones) {
      // With icons, single numbers go without a text label; several numbers keep theirs.
      const withLabel = !opts.icons || phones.length > 1;
      lines.push({
        role: p.kind,
        size: sz,
        segs: itemSegs(ctx, p, sz, fill, labelFill, withLabel),
        icon: opts.icons ? ICON_OF[p.kind] : undefined,
      });
    }
  }
  for (const it of rest)
    lines.push({
      role: it.kind,
      size: it.kind === 'social' ? sz * 0.9 : sz,
      segs: itemSegs(
        ctx,
        it,
        it.kind === 'social' ? sz * 0.9 : sz,
        it.kind === 'social' ? ctx.s.muted : fill,
        labelFill,
        !opts.icons,
      ),
      icon: opts.icons ? ICON_OF[it.kind] : undefined,
    });
  return lines;
}

function addressLines(
  ctx: Ctx,
  size: number,
  opts: { oneLine?: boolean; fill?: string; icon?: boolean } = {},
): Line[] {
  const { c, s, r } = ctx;
  if (!c.address.length) return [];
  const sz = px(s, size, 13);
  const fill = opts.fill ?? s.muted;
  const parts = [...c.address];
  const texts: string[] = [];
  const sep = r.pick([' · ', ' | ', ', ', ' – ']);
  const withCompany = s.companyPlacement === 'address';
  if (opts.oneLine) texts.push((withCompany ? [c.company, ...parts] : parts).join(sep));
  else if (withCompany) {
    texts.push(`${c.company}${sep}${parts[0]}`, parts.slice(1).join(', '));
  } else {
    texts.push(...parts);
  }
  return texts
    .filter((t) => t)
    .map((t, i) => ({
      role: i === 0 && withCompany ? 'company-address' : 'address',
      size: sz,
      segs: [{ t, fam: s.font, size: sz, fill }],
      icon: opts.icon && i === 0 ? ('pin' as IconKind) : undefined,
    }));
}

function taglineLine(ctx: Ctx, size: number, fill?: string): Line | null {
  const { c, s } = ctx;
  if (!c.tagline) return null;
  const sz = px(s, size, 13);
  return {
    role: 'tagline',
    size: sz,
    segs: [{ t: c.tagline, fam: s.font, size: sz, italic: true, fill: fill ?? s.muted }],
  };
}

// ---------------------------------------------------------------------------------------------------------
// Logos, icons, QR

function shapeSvg(kind: ShapeKind, cx: number, cy: number, r: number, fill: string, inner: string): string {
  const f = (x: number): number => round(x, 1);
  switch (kind) {
    case 'circle':
      return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.45)}" fill="${inner}" opacity="0.55"/>`;
    case 'ring':
      return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.85)}" fill="none" stroke="${fill}" stroke-width="${f(r * 0.28)}"/>`;
    case 'square':
      return `<rect x="${f(cx - r)}" y="${f(cy - r)}" width="${f(2 * r)}" height="${f(2 * r)}" rx="${f(r * 0.3)}" fill="${fill}"/><rect x="${f(cx - r * 0.35)}" y="${f(cy - r * 0.35)}" width="${f(r * 0.7)}" height="${f(r * 0.7)}" rx="${f(r * 0.12)}" fill="${inner}" opacity="0.45"/>`;
    case 'diamond':
      return `<polygon points="${f(cx)},${f(cy - r)} ${f(cx + r)},${f(cy)} ${f(cx)},${f(cy + r)} ${f(cx - r)},${f(cy)}" fill="${fill}"/><polygon points="${f(cx)},${f(cy - r * 0.4)} ${f(cx + r * 0.4)},${f(cy)} ${f(cx)},${f(cy + r * 0.4)} ${f(cx - r * 0.4)},${f(cy)}" fill="${inner}" opacity="0.4"/>`;
    case 'hex': {
      const pts = [0, 1, 2, 3, 4, 5].map((i) => {
        const a = (Math.PI / 3) * i - Math.PI / 2;
        return `${f(cx + r * Math.cos(a))},${f(cy + r * Math.sin(a))}`;
      });
      return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`;
    }
    case 'triangle':
      return `<polygon points="${f(cx)},${f(cy - r)} ${f(cx + r)},${f(cy + r * 0.85)} ${f(cx - r)},${f(cy + r * 0.85)}" fill="${fill}"/>`;
    case 'bars': {
      const bw = r * 0.45;
      return [0.55, 0.8, 1.1]
        .map(
          (hh, i) =>
            `<rect x="${f(cx - r + i * (bw + r * 0.12))}" y="${f(cy + r - 2 * r * hh * 0.85)}" width="${f(bw)}" height="${f(2 * r * hh * 0.85)}" fill="${fill}" opacity="${[1, 0.75, 0.9][i]}"/>`,
        )
        .join('');
    }
    case 'leaf':
      return `<path d="M ${f(cx - r)} ${f(cy + r)} C ${f(cx - r)} ${f(cy - r * 0.6)} ${f(cx - r * 0.2)} ${f(cy - r)} ${f(cx + r)} ${f(cy - r)} C ${f(cx + r)} ${f(cy + r * 0.2)} ${f(cx + r * 0.4)} ${f(cy + r)} ${f(cx - r)} ${f(cy + r)} Z" fill="${fill}"/><path d="M ${f(cx - r * 0.8)} ${f(cy + r * 0.8)} L ${f(cx + r * 0.6)} ${f(cy - r * 0.6)}" stroke="${inner}" stroke-width="${f(r * 0.1)}" opacity="0.6"/>`;
  }
}

/**
 * Draw the logo unit: a mark (shape or monogram) and/or text (the stem as a wordmark, or the full legal name).
 * (x, cy) is the anchor point on the vertical centre line; returns the box used.
 */
function drawLogo(
  cv: Canvas,
  ctx: Ctx,
  x: number,
  cy: number,
  anchor: Anchor,
  maxW: number,
  opts: { size?: number; color?: string; textColor?: string; stackText?: boolean; forceText?: boolean } = {},
): void {
  const { c, s } = ctx;
  const size = px(s, opts.size ?? 30, 22);
  const color = opts.color ?? s.accent;
  const textColor = opts.textColor ?? s.fg;
  const innerColor = opts.color && opts.color !== s.accent ? s.accent : s.bg;
  const hasMark = s.logo === 'monogram' || s.logo === 'shape';
  const r = size * 0.95;
  let text: Seg[] | null = null;
  const lt = opts.forceText && s.logoText === 'none' ? 'full' : s.logoText;
  if (lt === 'full')
    text = [
      {
        t: caps(c.company, s.companyUpper),
        fam: s.nameFont,
        size: size * (hasMark ? 1.05 : 1.15),
        weight: 700,
        fill: textColor,
      },
    ];
  else if (lt === 'stem') {
    const up = s.logo === 'wordmark' ? ctx.r.chance(0.6) : true;
    const sz = size * (up ? 1.0 : 1.25);
    text = [
      {
        t: up ? c.companyStem.toLocaleUpperCase() : c.companyStem,
        fam: s.nameFont,
        size: sz,
        weight: up ? 700 : 600,
        fill: textColor,
        ls: up ? sz * 0.14 : 0,
        italic: !up && ctx.r.chance(0.4),
      },
    ];
  }
  // Decide the monogram look once, so redrawing a mark never changes the RNG sequence.
  const monoFilled = ctx.r.chance(0.6);
  const monoShape = ctx.r.pick<'circle' | 'rounded' | 'square'>(['circle', 'rounded', 'square']);
  const markSvg = (mx: number, my: number): string => {
    if (s.logo === 'monogram') {
      const fillAttr = monoFilled
        ? `fill="${color}"`
        : `fill="none" stroke="${color}" stroke-width="${round(r * 0.09, 1)}"`;
      const el =
        monoShape === 'circle'
          ? `<circle cx="${round(mx)}" cy="${round(my)}" r="${round(r)}" ${fillAttr}/>`
          : `<rect x="${round(mx - r)}" y="${round(my - r)}" width="${round(2 * r)}" height="${round(2 * r)}" rx="${monoShape === 'rounded' ? round(r * 0.3) : 0}" ${fillAttr}/>`;
      const tf = monoFilled ? innerColor : color;
      return `${el}<text x="${round(mx)}" y="${round(my + r * 0.32)}" text-anchor="middle" font-family="${escXml(s.nameFont)}" font-weight="700" font-size="${round(r * 0.9)}" fill="${tf}">${escXml(c.initials)}</text>`;
    }
    return shapeSvg(s.shape, mx, my, r, color, innerColor);
  };
  const mark = (mx: number, my: number): void =>
    cv.shape(markSvg(mx, my), { x0: mx - r, x1: mx + r, y0: my - r, y1: my + r, role: 'logo' });
  if (!hasMark) {
    if (text) cv.text({ x, y: cy + size * 0.36, anchor, maxW, segs: text, role: 'logo-text' });
    return;
  }
  if (!text) {
    mark(anchor === 'start' ? x + r : anchor === 'end' ? x - r : x, cy);
    return;
  }
  if (opts.stackText || anchor === 'middle') {
    // Mark above the text, both centred on x; (x, cy) is the centre of the unit.
    const total = 2 * r + size * 1.5;
    const top = cy - total / 2;
    mark(x, top + r);
    cv.text({ x, y: top + 2 * r + size * 1.25, anchor: 'middle', maxW, segs: text, role: 'logo-text' });
    return;
  }
  const gap = size * 0.5;
  if (anchor === 'end') {
    // Text to the left of a right-aligned mark.
    mark(x - r, cy);
    cv.text({
      x: x - 2 * r - gap,
      y: cy + size * 0.36,
      anchor: 'end',
      maxW: maxW - 2 * r - gap,
      segs: text,
      role: 'logo-text',
    });
    return;
  }
  mark(x + r, cy);
  cv.text({
    x: x + 2 * r + gap,
    y: cy + size * 0.36,
    anchor: 'start',
    maxW: maxW - 2 * r - gap,
    segs: text,
    role: 'logo-text',
  });
}

/** Height the logo unit needs (for centred/stacked logos the mark sits above the text). */
function logoHeight(ctx: Ctx, size = 30, stacked = false): number {
  const { s } = ctx;
  const sz = px(s, size, 22);
  const hasMark = s.logo === 'monogram' || s.logo === 'shape';
  const hasText = s.logoText !== 'none';
  if (s.logo === 'none' && !hasText) return 0;
  if (stacked && hasMark && hasText) return sz * 1.9 + sz * 1.5;
  return hasMark ? sz * 1.9 : sz * 1.3;
}

function drawIcon(cv: Canvas, ctx: Ctx, kind: IconKind, cx: number, cy: number, r: number): void {
  const { s } = ctx;
  const circled = ctx.s.kind === 'styled' ? ctx.r.chance(0.5) : true;
  const col = circled ? s.onAccent : s.accent;
  const sw = 0.13;
  const g = (body: string): string =>
    `<g transform="translate(${round(cx)} ${round(cy)}) scale(${round(r * (circled ? 0.62 : 0.95), 3)})" fill="none" stroke="${col}" stroke-width="${sw}" stroke-linecap="round" stroke-linejoin="round">${body}</g>`;
  let body = '';
  switch (kind) {
    case 'office':
      body = `<path d="M -0.62 -0.42 C -0.62 -0.75 -0.3 -0.82 -0.12 -0.6 L -0.2 -0.3 C -0.1 0 0 0.1 0.3 0.2 L 0.6 0.12 C 0.82 0.3 0.75 0.62 0.42 0.62 C -0.1 0.62 -0.62 0.1 -0.62 -0.42 Z" fill="${col}" stroke="none"/>`;
      break;
    case 'mobile':
      body = `<rect x="-0.42" y="-0.8" width="0.84" height="1.6" rx="0.14"/><circle cx="0" cy="0.55" r="0.07" fill="${col}"/>`;
      break;
    case 'fax':
      body = `<rect x="-0.75" y="-0.2" width="1.5" height="0.8" rx="0.1"/><rect x="-0.45" y="-0.75" width="0.9" height="0.55"/><line x1="-0.4" y1="0.25" x2="0.4" y2="0.25"/>`;
      break;
    case 'email':
      body = `<rect x="-0.8" y="-0.55" width="1.6" height="1.1" rx="0.1"/><polyline points="-0.8,-0.5 0,0.12 0.8,-0.5"/>`;
      break;
    case 'web':
      body = `<circle cx="0" cy="0" r="0.8"/><ellipse cx="0" cy="0" rx="0.35" ry="0.8"/><line x1="-0.8" y1="0" x2="0.8" y2="0"/>`;
      break;
    case 'pin':
      body = `<path d="M 0 0.85 C -0.2 0.5 -0.6 0.1 -0.6 -0.25 A 0.6 0.6 0 0 1 0.6 -0.25 C 0.6 0.1 0.2 0.5 0 0.85 Z"/><circle cx="0" cy="-0.25" r="0.2"/>`;
      break;
    case 'social':
      body = `<rect x="-0.75" y="-0.75" width="1.5" height="1.5" rx="0.35"/><circle cx="0" cy="0" r="0.35"/><circle cx="0.42" cy="-0.42" r="0.06" fill="${col}"/>`;
      break;
  }
  const bgc = circled
    ? `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${s.accent}"/>`
    : '';
  cv.shape(bgc + g(body), { x0: cx - r, x1: cx + r, y0: cy - r, y1: cy + r, role: 'icon' });
}

function qrSvg(x: number, y: number, size: number, r: Rng, fg: string, bg: string): string {
  const n = r.pick([21, 25, 29]);
  const cell = size / (n + 2);
  const parts: string[] = [
    `<rect x="${round(x)}" y="${round(y)}" width="${round(size)}" height="${round(size)}" fill="${bg}"/>`,
  ];
  const finder = (fx: number, fy: number): boolean => fx < 7 && fy < 7;
  const inFinder = (i: number, j: number): [boolean, number, number] => {
    for (const [ox, oy] of [
      [0, 0],
      [n - 7, 0],
      [0, n - 7],
    ] as const) {
      if (finder(i - ox, j - oy) && i >= ox && j >= oy) return [true, i - ox, j - oy];
    }
    return [false, 0, 0];
  };
  for (let j = 0; j < n; j++)
    for (let i = 0; i < n; i++) {
      const [inF, fx, fy] = inFinder(i, j);
      let on: boolean;
      if (inF) {
        const edge = fx === 0 || fy === 0 || fx === 6 || fy === 6;
        const core = fx >= 2 && fx <= 4 && fy >= 2 && fy <= 4;
        on = edge || core;
      } else if ((i === 7 || j === 7) && (i < 8 || j < 8)) on = false;
      else if (i === 6 || j === 6) on = (i + j) % 2 === 0;
      else on = r.chance(0.5);
      if (on)
        parts.push(
          `<rect x="${round(x + (i + 1) * cell, 1)}" y="${round(y + (j + 1) * cell, 1)}" width="${round(cell + 0.3, 2)}" height="${round(cell + 0.3, 2)}" fill="${fg}"/>`,
        );
    }
  return parts.join('');
}

// ---------------------------------------------------------------------------------------------------------
// Layouts. Each places the parts; fitTexts() shrinks whatever is too wide for its column afterwards.

type LayoutFn = (cv: Canvas, ctx: Ctx) => Promise<void> | void;

function rule(cv: Canvas, x0: number, y0: number, x1: number, y1: number, color: string, width = 2): void {
  cv.shape(
    `<line x1="${round(x0)}" y1="${round(y0)}" x2="${round(x1)}" y2="${round(y1)}" stroke="${color}" stroke-width="${width}"/>`,
    {
      x0: Math.min(x0, x1),
      x1: Math.max(x0, x1),
      y0: Math.min(y0, y1) - width / 2,
      y1: Math.max(y0, y1) + width / 2,
      role: 'rule',
    },
  );
}

/** Place an upper block (top-down) and a lower block (bottom-up) in [top, bottom], shrinking both if needed. */
function twoBlocks(
  upper: Line[],
  lower: Line[],
  top: number,
  bottom: number,
  minGap = 24,
): [Line[], Line[], number, number] {
  let u = upper;
  let l = lower;
  const need = stackHeight(u) + stackHeight(l) + minGap;
  if (need > bottom - top) {
    const k = (bottom - top - minGap) / (need - minGap);
    u = scaleLines(u, k);
    l = scaleLines(l, k);
  }
  return [u, l, top, bottom - stackHeight(l)];
}

const LAYOUTS: Record<Layout, LayoutFn> = {
  'company-top': (cv, ctx) => {
    const { w, h, m, s } = ctx;
    const logoCy = m + 44 * s.scale;
    drawLogo(cv, ctx, m, logoCy, 'start', w - 2 * m, { size: 32, forceText: true });
    const tl = taglineLine(ctx, 17);
    let ruleY = 200;
    if (tl) stack(cv, ctx, [tl], m, logoCy + 38 * s.scale, 'start', w - 2 * m);
    ruleY = Math.max(ruleY, logoCy + 38 * s.scale + (tl ? tl.size * LEAD : 0) + 18);
    rule(cv, m, ruleY, w - m, ruleY, s.accent, 2);
    const addr = addressLines(ctx, 15);
    const bottom = h - m + 10;
    const addrTop = bottom - stackHeight(addr);
    const regionTop = ruleY + 24;
    const regionBottom = addr.length ? addrTop - 16 : bottom;
    const idl = fitHeight(identityLines(ctx, { nameSize: 42, company: false }), regionBottom - regionTop);
    const cl = fitHeight(contactLines(ctx, 19), regionBottom - regionTop);
    const mid = (regionTop + regionBottom) / 2;
    const colSplit = w * 0.52;
    stack(cv, ctx, idl, m, mid - stackHeight(idl) / 2, 'start', colSplit - m - 12);
    stack(cv, ctx, cl, w - m, mid - stackHeight(cl) / 2, 'end', w - m - colSplit - 12);
    if (addr.length) stack(cv, ctx, addr, m, addrTop, 'start', w - 2 * m);
  },

  left: (cv, ctx) => {
    const { w, h, m } = ctx;
    const lh = logoHeight(ctx, 28);
    if (lh) drawLogo(cv, ctx, m, m + lh / 2, 'start', w * 0.55 - m, { size: 28 });
    const tl = taglineLine(ctx, 16);
    if (tl) stack(cv, ctx, [tl], w - m, m - 6, 'end', lh ? w * 0.4 - m : w - 2 * m);
    const top = m + (lh ? lh + 18 : 20);
    const addr = addressLines(ctx, 15);
    const ident = identityLines(ctx, { nameSize: 44, company: true });
    const contacts = contactLines(ctx, 19);
    const [u, l, uTop, lTop] = twoBlocks(ident, contacts, top, h - m + 8);
    stack(cv, ctx, u, m, uTop, 'start', w - 2 * m);
    const contactW = addr.length ? w * 0.56 - m : w - 2 * m;
    stack(cv, ctx, l, m, lTop, 'start', contactW);
    if (addr.length) {
      const a = fitHeight(addr, h - m - lTop);
      stack(cv, ctx, a, w - m, h - m + 8 - stackHeight(a), 'end', w - m - (m + contactW + 20));
    }
  },

  right: (cv, ctx) => {
    const { w, h, m } = ctx;
    const lh = logoHeight(ctx, 28);
    if (lh) drawLogo(cv, ctx, w - m, m + lh / 2, 'end', w * 0.55 - m, { size: 28 });
    const tl = taglineLine(ctx, 16);
    if (tl) stack(cv, ctx, [tl], m, m - 6, 'start', lh ? w * 0.4 - m : w - 2 * m);
    const top = m + (lh ? lh + 18 : 20);
    const addr = addressLines(ctx, 15);
    const ident = identityLines(ctx, { nameSize: 44, company: true });
    const contacts = contactLines(ctx, 19);
    const [u, l, uTop, lTop] = twoBlocks(ident, contacts, top, h - m + 8);
    stack(cv, ctx, u, w - m, uTop, 'end', w - 2 * m);
    const contactW = addr.length ? w * 0.56 - m : w - 2 * m;
    stack(cv, ctx, l, w - m, lTop, 'end', contactW);
    if (addr.length) {
      const a = fitHeight(addr, h - m - lTop);
      stack(cv, ctx, a, m, h - m + 8 - stackHeight(a), 'start', w - m - contactW - m - 20);
    }
  },

  center: (cv, ctx) => {
    const { w, h, m, s } = ctx;
    const cx = w / 2;
    const lh = logoHeight(ctx, 26, true);
    const ident = identityLines(ctx, { nameSize: 42, company: true });
    const contacts = contactLines(ctx, 19);
    const addr = addressLines(ctx, 15, { oneLine: true });
    const gap = 22;
    let blocks = [
      ...ident,
      ...contacts.map((l, i) => (i === 0 ? { ...l, gap } : l)),
      ...addr.map((l, i) => (i === 0 ? { ...l, gap: 12 } : l)),
    ];
    const avail = h - 2 * m + 16 - (lh ? lh + 16 : 0);
    blocks = fitHeight(blocks, avail);
    const total = stackHeight(blocks) + (lh ? lh + 16 : 0);
    let y = (h - total) / 2;
    if (lh) {
      drawLogo(cv, ctx, cx, y + lh / 2, 'middle', w - 2 * m, { size: 26, stackText: true });
      y += lh + 16;
    }
    const nIdent = ident.length;
    const identH = stackHeight(blocks.slice(0, nIdent));
    stack(cv, ctx, blocks.slice(0, nIdent), cx, y, 'middle', w - 2 * m);
    if (s.rule) rule(cv, cx - 40, y + identH + 8, cx + 40, y + identH + 8, s.accent, 2);
    stack(cv, ctx, blocks.slice(nIdent), cx, y + identH, 'middle', w - 2 * m);
  },

  'two-col': (cv, ctx) => {
    const { w, h, m, s } = ctx;
    const split = w * 0.5;
    const lh = logoHeight(ctx, 26);
    const ident = identityLines(ctx, { nameSize: 40, company: true });
    const leftLines = fitHeight(ident, h - 2 * m - lh - 30);
    const leftH = stackHeight(leftLines) + (lh ? lh + 24 : 0);
    let y = (h - leftH) / 2;
    if (lh) {
      drawLogo(cv, ctx, m, y + lh / 2, 'start', split - m - 20, { size: 26 });
      y += lh + 24;
    }
    stack(cv, ctx, leftLines, m, y, 'start', split - m - 24);
    const contacts = contactLines(ctx, 19);
    const addr = addressLines(ctx, 15).map((l, i) => (i === 0 ? { ...l, gap: 18 } : l));
    const right = fitHeight([...contacts, ...addr], h - 2 * m);
    const rx = split + 20;
    if (s.rule) rule(cv, split, m + 20, split, h - m - 20, s.accent, 2);
    stack(cv, ctx, right, rx, (h - stackHeight(right)) / 2, 'start', w - m - rx);
  },

  'v-center': (cv, ctx) => {
    const { w, h, m, s } = ctx;
    const cx = w / 2;
    const lh = logoHeight(ctx, 26, true);
    let y = m + 20;
    if (lh) {
      drawLogo(cv, ctx, cx, y + lh / 2, 'middle', w - 2 * m, { size: 26, stackText: true });
      y += lh + 10;
    }
    const tl = taglineLine(ctx, 15);
    if (tl) y = stack(cv, ctx, [tl], cx, y, 'middle', w - 2 * m);
    const contacts = contactLines(ctx, 19);
    const addr = addressLines(ctx, 15).map((l, i) => (i === 0 ? { ...l, gap: 14 } : l));
    const bottomBlock = fitHeight([...contacts, ...addr], (h - 2 * m) * 0.42);
    const bTop = h - m - stackHeight(bottomBlock);
    stack(cv, ctx, bottomBlock, cx, bTop, 'middle', w - 2 * m + 20);
    const ident = fitHeight(identityLines(ctx, { nameSize: 38, company: true }), bTop - y - 40);
    const iH = stackHeight(ident);
    const iTop = Math.max(y + 20, (y + bTop) / 2 - iH / 2);
    stack(cv, ctx, ident, cx, iTop, 'middle', w - 2 * m);
    if (s.rule && iTop + iH + 30 < bTop)
      rule(cv, cx - 35, iTop + iH + 12, cx + 35, iTop + iH + 12, s.accent, 2);
  },

  'v-left': (cv, ctx) => {
    const { w, h, m, s } = ctx;
    const lh = logoHeight(ctx, 26);
    let y = m + 10;
    if (lh) {
      drawLogo(cv, ctx, m, y + lh / 2, 'start', w - 2 * m, { size: 26 });
      y += lh + 16;
    }
    const tl = taglineLine(ctx, 15);
    if (tl) y = stack(cv, ctx, [tl], m, y, 'start', w - 2 * m);
    const contacts = contactLines(ctx, 19);
    const addr = addressLines(ctx, 15).map((l, i) => (i === 0 ? { ...l, gap: 14 } : l));
    const bottomBlock = fitHeight([...contacts, ...addr], (h - 2 * m) * 0.45);
    const bTop = h - m - stackHeight(bottomBlock);
    stack(cv, ctx, bottomBlock, m, bTop, 'start', w - 2 * m);
    const ident = fitHeight(identityLines(ctx, { nameSize: 38, company: true }), bTop - y - 40);
    const iTop = Math.max(y + 30, h * 0.36);
    const iBottom = stack(cv, ctx, ident, m, iTop, 'start', w - 2 * m);
    if (s.rule && iBottom + 20 < bTop) rule(cv, m, iBottom + 8, m + 60, iBottom + 8, s.accent, 3);
  },

  'band-left': (cv, ctx) => {
    const { w, h, m, s } = ctx;
    const bw = Math.round(w * ctx.r.float(0.28, 0.36));
    const band = s.dark ? s.accent : s.accent;
    cv.back.push(`<rect x="0" y="0" width="${bw}" height="${h}" fill="${band}"/>`);
    if (s.logo !== 'none' || s.logoText !== 'none')
      drawLogo(cv, ctx, bw / 2, h / 2, 'middle', bw - 40, {
        size: 26,
        color: '#ffffff',
        textColor: '#ffffff',
        stackText: true,
      });
    const x0 = bw + 44;
    const mw = w - x0 - m + 10;
    const ident = identityLines(ctx, { nameSize: 38, company: true });
    const contacts = contactLines(ctx, 19);
    const addr = addressLines(ctx, 15, { oneLine: ctx.r.chance(0.5) });
    const [u, l, uTop, lTop0] = twoBlocks(
      ident,
      [...contacts, ...addr.map((a, i) => (i === 0 ? { ...a, gap: 16 } : a))],
      m - 6,
      h - m + 6,
      30,
    );
    stack(cv, ctx, u, x0, uTop, 'start', mw);
    const lTop = Math.max(uTop + stackHeight(u) + 30, Math.min(lTop0, h / 2 - 10));
    stack(cv, ctx, l, x0, lTop, 'start', mw);
  },

  'band-top': (cv, ctx) => {
    const { w, h, m, s } = ctx;
    const bh = Math.round(h * ctx.r.float(0.26, 0.32));
    cv.back.push(`<rect x="0" y="0" width="${w}" height="${bh}" fill="${s.accent}"/>`);
    if (s.logo !== 'none' || s.logoText !== 'none')
      drawLogo(cv, ctx, m, bh / 2, 'start', w * 0.62 - m, {
        size: 28,
        color: '#ffffff',
        textColor: '#ffffff',
      });
    const tl = taglineLine(ctx, 16, '#ffffff');
    if (tl) stack(cv, ctx, [tl], w - m, bh / 2 - tl.size * 0.7, 'end', w * 0.34 - m);
    const split = w * 0.48;
    const top = bh + 28;
    const bottom = h - m + 14;
    const ident = fitHeight(identityLines(ctx, { nameSize: 38, company: true }), bottom - top);
    stack(cv, ctx, ident, m, (top + bottom) / 2 - stackHeight(ident) / 2, 'start', split - m - 20);
    const right = fitHeight(
      [...contactLines(ctx, 19), ...addressLines(ctx, 15).map((a, i) => (i === 0 ? { ...a, gap: 12 } : a))],
      bottom - top,
    );
    stack(cv, ctx, right, split, (top + bottom) / 2 - stackHeight(right) / 2, 'start', w - m - split);
  },

  // ---- layouts not in the dev set

  /** Contact block at the top, name and title at the bottom. */
  'name-bottom': (cv, ctx) => {
    const { w, h, m, s } = ctx;
    const lh = logoHeight(ctx, 26);
    if (lh) drawLogo(cv, ctx, w - m, m + lh / 2, 'end', w * 0.42 - m, { size: 26 });
    const tl = taglineLine(ctx, 15);
    if (tl && lh) stack(cv, ctx, [tl], w - m, m + lh + 8, 'end', w * 0.4 - m);
    const contacts = contactLines(ctx, 19);
    const ident = identityLines(ctx, { nameSize: 46, company: true });
    const [l, u, cTop, iTop] = twoBlocks(contacts, ident, m - 8, h - m + 10, 30);
    stack(cv, ctx, l, m, cTop, 'start', (lh ? w * 0.64 : w) - m - (lh ? 0 : m));
    const iBottom = stack(cv, ctx, u, m, iTop, 'start', ctx.c.address.length ? w * 0.58 - m : w - 2 * m);
    if (s.rule) rule(cv, m, iTop - 10, m + 90, iTop - 10, s.accent, 3);
    const addr = addressLines(ctx, 15);
    if (addr.length) {
      const a = fitHeight(addr, Math.max(40, iBottom - iTop));
      stack(cv, ctx, a, w - m, iBottom - stackHeight(a), 'end', w * 0.4 - m - 10);
    }
  },

  /** Logo on the left half, details to the right of a vertical rule. */
  'split-vertical-rule': (cv, ctx) => {
    const { w, h, m, s } = ctx;
    const split = Math.round(w * ctx.r.float(0.38, 0.44));
    const lw = split - 2 * 36;
    const hasLogo = s.logo !== 'none' || s.logoText !== 'none';
    if (hasLogo) drawLogo(cv, ctx, split / 2, h / 2 - 10, 'middle', lw, { size: 32, stackText: true });
    const tl = taglineLine(ctx, 15);
    if (tl) stack(cv, ctx, [tl], split / 2, h / 2 + (hasLogo ? 80 * s.scale : 0), 'middle', lw);
    rule(cv, split, m, split, h - m, s.rule ? s.accent : s.muted, 2);
    const x0 = split + 40;
    const mw = w - x0 - m + 10;
    const ident = identityLines(ctx, { nameSize: 36, company: true });
    const rest = [
      ...contactLines(ctx, 19),
      ...addressLines(ctx, 15).map((a, i) => (i === 0 ? { ...a, gap: 14 } : a)),
    ];
    const all = fitHeight(
      [...ident, ...rest.map((l, i) => (i === 0 ? { ...l, gap: 22 } : l))],
      h - 2 * m + 16,
    );
    stack(cv, ctx, all, x0, (h - stackHeight(all)) / 2, 'start', mw);
  },

  /** Contacts in one row across a coloured footer bar. */
  'footer-bar': async (cv, ctx) => {
    const { w, h, m, s, c } = ctx;
    const items = contactItems(ctx);
    const sep = ctx.r.pick([' | ', '  ·  ', '   |   ', ' · ']);
    const sz = px(s, 17, 15);
    const fill = '#ffffff';
    const labelFill = s.dark ? s.accent : '#ffffff';
    const segsFor = (list: ContactItem[]): Seg[] => {
      const segs: Seg[] = [];
      list.forEach((it, i) => {
        if (i) segs.push({ t: sep, fam: s.font, size: sz, fill, weight: 400 });
        segs.push(...itemSegs(ctx, it, sz, fill, labelFill));
      });
      return segs;
    };
    const avail = w - 2 * 40;
    let rows: ContactItem[][] = [items];
    if ((await measure(segsFor(items))) > avail * 1.15) {
      const phones = items.filter((i) => i.kind === 'office' || i.kind === 'mobile' || i.kind === 'fax');
      const rest = items.filter((i) => !phones.includes(i));
      rows =
        phones.length && rest.length
          ? [phones, rest]
          : [items.slice(0, Math.ceil(items.length / 2)), items.slice(Math.ceil(items.length / 2))];
    }
    const rowH = sz * 1.7;
    const barH = Math.round(rows.length * rowH + 36);
    const barColor = s.dark ? '#000000' : s.accent;
    cv.back.push(
      `<rect x="0" y="${h - barH}" width="${w}" height="${barH}" fill="${barColor}"${s.dark ? ' opacity="0.35"' : ''}/>`,
    );
    rows.forEach((row, i) => {
      cv.text({
        x: w / 2,
        y: h - barH + 18 + rowH * i + sz * 1.15,
        anchor: 'middle',
        maxW: avail,
        segs: segsFor(row),
        role: 'footer',
      });
    });
    const top = m - 10;
    const bottom = h - barH - 18;
    const lh = logoHeight(ctx, 26);
    if (lh) drawLogo(cv, ctx, m, top + lh / 2, 'start', w * 0.6 - m, { size: 26 });
    const tl = taglineLine(ctx, 15);
    if (tl) stack(cv, ctx, [tl], w - m, top, 'end', lh ? w * 0.36 - m : w - 2 * m);
    const addr = addressLines(ctx, 15, { oneLine: true });
    const identTop = top + (lh ? lh + 12 : 10);
    const idAvail = bottom - identTop - (addr.length ? stackHeight(addr) + 8 : 0);
    const ident = fitHeight(identityLines(ctx, { nameSize: 42, company: true }), idAvail);
    const centre = ctx.r.chance(0.5) && !c.address.length;
    const iTop = identTop + (idAvail - stackHeight(ident)) / 2;
    stack(cv, ctx, ident, centre ? w / 2 : m, iTop, centre ? 'middle' : 'start', w - 2 * m);
    if (addr.length) stack(cv, ctx, fitHeight(addr, 40), m, bottom - stackHeight(addr), 'start', w - 2 * m);
  },

  /** Small pictographs instead of text labels before each contact line. */
  icons: (cv, ctx) => {
    const { w, h, m } = ctx;
    const lh = logoHeight(ctx, 26);
    const split = w * ctx.r.float(0.47, 0.53);
    const tl = taglineLine(ctx, 15);
    const ident = identityLines(ctx, { nameSize: 42, company: true });
    const leftAvail = h - 2 * m + 10 - (lh ? lh + 24 : 0) - (tl ? tl.size * LEAD + 10 : 0);
    const il = fitHeight(ident, leftAvail);
    const leftH = (lh ? lh + 24 : 0) + stackHeight(il) + (tl ? tl.size * LEAD + 10 : 0);
    let y = (h - leftH) / 2;
    if (lh) {
      drawLogo(cv, ctx, m, y + lh / 2, 'start', split - m - 20, { size: 26 });
      y += lh + 24;
    }
    y = stack(cv, ctx, il, m, y, 'start', split - m - 24);
    if (tl) stack(cv, ctx, [tl], m, y + 10, 'start', split - m - 24);
    const right = fitHeight(
      [
        ...contactLines(ctx, 20, { icons: true }),
        ...addressLines(ctx, 16, { icon: true }).map((a, i) => (i === 0 ? { ...a, gap: 10 } : a)),
      ],
      h - 2 * m + 10,
    );
    stack(cv, ctx, right, split, (h - stackHeight(right)) / 2, 'start', w - m - split);
  },

  /** Small letter-spaced title above a large name. */
  'title-above-name': (cv, ctx) => {
    const { w, h, m, s } = ctx;
    const centred = ctx.r.chance(0.4);
    const ident = identityLines(ctx, { nameSize: 48, company: true, titleAbove: true });
    const contacts = contactLines(ctx, 19);
    const addr = addressLines(ctx, 15, { oneLine: centred });
    // A centred logo stacks its mark above its text.
    const lh = logoHeight(ctx, 24, centred);
    if (centred) {
      const blocks = fitHeight(
        [
          ...ident,
          ...contacts.map((l, i) => (i === 0 ? { ...l, gap: 26 } : l)),
          ...addr.map((l, i) => (i === 0 ? { ...l, gap: 10 } : l)),
        ],
        h - 2 * m + 10 - (lh ? lh + 14 : 0),
      );
      let y = (h - stackHeight(blocks) - (lh ? lh + 14 : 0)) / 2;
      if (lh) {
        drawLogo(cv, ctx, w / 2, y + lh / 2, 'middle', w - 2 * m, { size: 24 });
        y += lh + 14;
      }
      stack(cv, ctx, blocks, w / 2, y, 'middle', w - 2 * m);
      return;
    }
    if (lh) drawLogo(cv, ctx, w - m, m + lh / 2, 'end', w * 0.45 - m, { size: 24 });
    // A logo with text gets its own row; a bare mark leaves room beside it.
    const logoHasText = s.logoText !== 'none';
    const top = m + (lh ? (logoHasText ? lh + 8 : lh * 0.6) : 0);
    const [u, l, uTop, lTop] = twoBlocks(ident, contacts, top, h - m + 8, 36);
    const iBottom = stack(cv, ctx, u, m, uTop, 'start', lh && !logoHasText ? w * 0.58 - m : w - 2 * m);
    if (s.rule && lTop - iBottom > 30)
      rule(cv, m, (iBottom + lTop) / 2, w - m, (iBottom + lTop) / 2, s.accent, 1.5);
    const contactW = addr.length ? w * 0.56 - m : w - 2 * m;
    stack(cv, ctx, l, m, lTop, 'start', contactW);
    if (addr.length) {
      const a = fitHeight(addr, h - m + 8 - lTop);
      stack(cv, ctx, a, w - m, h - m + 8 - stackHeight(a), 'end', w - 2 * m - contactW - 24);
    }
  },

  /** phone · email · web on one line under the name. */
  'inline-contacts': async (cv, ctx) => {
    const { w, h, m, s } = ctx;
    const centred = ctx.r.chance(0.6);
    const items = contactItems(ctx);
    const sep = ctx.r.pick(['  ·  ', '  |  ', '   ', ' • ']);
    const sz = px(s, 18, 15);
    const segsFor = (list: ContactItem[]): Seg[] => {
      const segs: Seg[] = [];
      list.forEach((it, i) => {
        if (i) segs.push({ t: sep, fam: s.font, size: sz, fill: s.accent });
        segs.push(...itemSegs(ctx, it, sz, s.fg, s.labelColor));
      });
      return segs;
    };
    const first = items.find((i) => i.kind === 'mobile') ?? items[0]!;
    const main = [first, ...items.filter((i) => i.kind === 'email' || i.kind === 'web')];
    const rest = items.filter((i) => !main.includes(i));
    const rows: ContactItem[][] = [main];
    if ((await measure(segsFor(main))) > (w - 2 * m) * 1.1 && main.length > 2) {
      rows.splice(0, 1, main.slice(0, 2), main.slice(2));
    }
    if (rest.length) rows.push(rest);
    const x = centred ? w / 2 : m;
    const anchor: Anchor = centred ? 'middle' : 'start';
    const lines: Line[] = rows.map((row, i) => ({
      role: 'inline',
      size: sz,
      segs: segsFor(row),
      gap: i === 0 ? 26 : 4,
    }));
    const addr = addressLines(ctx, 15, { oneLine: true }).map((a) => ({ ...a, gap: 10 }));
    const lh = logoHeight(ctx, 26, centred);
    const ident = identityLines(ctx, { nameSize: 46, company: true });
    const all = fitHeight([...ident, ...lines, ...addr], h - 2 * m + 10 - (lh ? lh + 20 : 0));
    let y = (h - stackHeight(all) - (lh ? lh + 20 : 0)) / 2;
    if (lh) {
      drawLogo(cv, ctx, x, y + lh / 2, anchor, w - 2 * m, { size: 26, stackText: centred });
      y += lh + 20;
    }
    stack(cv, ctx, all, x, y, anchor, w - 2 * m);
  },
};

// ---------------------------------------------------------------------------------------------------------
// Card rendering

interface RenderResult {
  svg: string;
  missing: string[];
  shrunk: number;
  overflow: number;
  overlaps: string[];
  qr: boolean;
}

async function renderCardSvg(c: Content, s: Style, r: Rng, forPhoto: boolean): Promise<RenderResult> {
  const cv = new Canvas(s.w, s.h);
  const ctx: Ctx = { c, s, r, w: s.w, h: s.h, m: s.margin };
  await LAYOUTS[c.layout](cv, ctx);
  const shrunk = await fitTexts(cv);
  // Every text must lie inside the card and must not collide with another text or a mark.
  const textBoxes = cv.texts.map(textBox);
  let overflow = 0;
  for (const b of textBoxes) if (b.x0 < 4 || b.x1 > s.w - 4 || b.y0 < 2 || b.y1 > s.h - 2) overflow++;
  const found: string[] = [];
  const all = [...textBoxes, ...cv.boxes];
  for (let i = 0; i < all.length; i++)
    for (let j = i + 1; j < all.length; j++) {
      const a = all[i]!;
      const b = all[j]!;
      if (a.role === 'rule' && b.role === 'rule') continue;
      if (overlaps(a, b, -1)) found.push(`${a.role}/${b.role}`);
    }
  // Every truth value must be printed: name, title, company (logo, own line or address line), e-mail, phone, web.
  const low = (x: string): string => x.toLocaleLowerCase().replace(/ß/g, 'ss');
  const printed = cv.texts.map((el) => low(el.segs.map((x) => x.t).join('')));
  const has = (v: string): boolean => printed.some((t) => t.includes(low(v)));
  const missing = (
    [
      ['name', c.namePrinted],
      ['title', c.title],
      ['company', c.company],
      ['email', c.email],
      ['phone', c.truthPhone.printed],
      ['website', c.website],
    ] as const
  )
    .filter(([, v]) => v !== null && !has(v))
    .map(([k]) => k);
  // Pseudo-QR in the first free corner.
  let qr = false;
  if (s.qr) {
    const size = Math.round(r.float(84, 118) * Math.min(1, s.scale));
    const pad = 18;
    const corners: [number, number][] = [
      [s.w - s.margin + 20 - size, s.h - s.margin + 20 - size],
      [s.w - s.margin + 20 - size, s.margin - 20],
      [s.margin - 20, s.h - s.margin + 20 - size],
    ];
    for (const [x, y] of corners) {
      const box: Box = { x0: x, y0: y, x1: x + size, y1: y + size, role: 'qr' };
      if (all.every((b) => !overlaps(b, box, pad))) {
        // The QR sits on a light tile so it reads on dark cards too.
        cv.shape(qrSvg(x, y, size, r, '#111111', '#ffffff'), box);
        qr = true;
        break;
      }
    }
  }
  const radius = forPhoto ? s.cornerRadius : 0;
  const clip = radius
    ? `<clipPath id="card"><rect width="${s.w}" height="${s.h}" rx="${radius}"/></clipPath>`
    : '';
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s.w}" height="${s.h}" viewBox="0 0 ${s.w} ${s.h}">`,
    clip ? `<defs>${clip}</defs><g clip-path="url(#card)">` : '<g>',
    `<rect width="${s.w}" height="${s.h}" fill="${s.bg}"/>`,
    ...cv.back,
    ...cv.shapes,
    ...cv.texts.map(renderText),
    '</g></svg>',
  ].join('');
  return { svg, missing, shrunk, overflow, overlaps: found, qr };
}

// ---------------------------------------------------------------------------------------------------------
// Photo simulation: procedural background, projective warp, shadow, light, cast, blur, noise, levels

function makeValueNoise(r: Rng): (x: number, y: number) => number {
  const table = new Float32Array(4096);
  for (let i = 0; i < table.length; i++) table[i] = r.next();
  const hash = (ix: number, iy: number): number =>
    table[((Math.imul(ix, 73856093) ^ Math.imul(iy, 19349663)) >>> 0) & 4095]!;
  return (x, y) => {
    const ix = Math.floor(x);
    const iy = Math.floor(y);
    const fx = x - ix;
    const fy = y - iy;
    const sx = fx * fx * (3 - 2 * fx);
    const sy = fy * fy * (3 - 2 * fy);
    const a = hash(ix, iy);
    const b = hash(ix + 1, iy);
    const c = hash(ix, iy + 1);
    const d = hash(ix + 1, iy + 1);
    return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
  };
}

function fbm(noise: (x: number, y: number) => number, x: number, y: number, oct: number): number {
  let v = 0;
  let amp = 0.5;
  let f = 1;
  for (let i = 0; i < oct; i++) {
    v += amp * noise(x * f, y * f);
    f *= 2.03;
    amp *= 0.5;
  }
  return v;
}

const hexRgb = (hex: string): [number, number, number] => [
  parseInt(hex.slice(1, 3), 16),
  parseInt(hex.slice(3, 5), 16),
  parseInt(hex.slice(5, 7), 16),
];

type Texture = 'wood' | 'fabric' | 'stone' | 'paper' | 'desk' | 'gradient';

function makeTexture(kind: Texture, w: number, h: number, r: Rng): Float32Array {
  const out = new Float32Array(w * h * 3);
  const noise = makeValueNoise(r);
  const set = (i: number, cr: number, cg: number, cb: number): void => {
    out[i * 3] = cr;
    out[i * 3 + 1] = cg;
    out[i * 3 + 2] = cb;
  };
  if (kind === 'wood') {
    const light = hexRgb(r.pick(['#c89f6e', '#b5835a', '#d8b98c', '#9c6b43', '#7a5236']));
    const darkC = light.map((v) => v * r.float(0.55, 0.7));
    const plank = r.int(140, 260);
    const vertical = r.chance(0.3);
    const freq = r.float(0.05, 0.11);
    const offsets = Array.from({ length: 64 }, () => [r.float(0, 500), r.float(0.85, 1.12)] as const);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const u = vertical ? y : x;
        const v = vertical ? x : y;
        const pi = Math.floor(v / plank);
        const [off, tone] = offsets[pi % 64]!;
        const t = v * freq + fbm(noise, u * 0.004 + off, v * 0.03, 3) * 9 + off;
        let ring = Math.abs(Math.sin(t));
        ring = ring ** 3;
        const fine = noise(u * 0.5, v * 4 + off) * 0.15;
        const k = Math.min(1, 0.35 * ring + fine + 0.25 * fbm(noise, u * 0.01, v * 0.05 + off, 2));
        const seam = v % plank < 2 ? 0.55 : 1;
        set(
          y * w + x,
          (light[0] + (darkC[0]! - light[0]) * k) * tone * seam,
          (light[1] + (darkC[1]! - light[1]) * k) * tone * seam,
          (light[2] + (darkC[2]! - light[2]) * k) * tone * seam,
        );
      }
  } else if (kind === 'fabric') {
    const base = hexRgb(r.pick(['#3b5b8a', '#6d6d72', '#b9ab8f', '#2f4f3f', '#7a2e3a', '#4a4458']));
    const p = r.float(3.2, 6);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const wx = Math.sin((x * 2 * Math.PI) / p);
        const wy = Math.sin((y * 2 * Math.PI) / p);
        const weave = wx > 0 !== wy > 0 ? 0.08 * Math.abs(wx) : -0.08 * Math.abs(wy);
        const mott = (fbm(noise, x * 0.006, y * 0.006, 3) - 0.5) * 0.25;
        const grain = (noise(x * 0.9, y * 0.9) - 0.5) * 0.12;
        const k = 1 + weave + mott + grain;
        set(y * w + x, base[0] * k, base[1] * k, base[2] * k);
      }
  } else if (kind === 'stone') {
    const base = hexRgb(r.pick(['#8c8c88', '#b7b1a5', '#5a5d61', '#d2ccc2', '#6f665c']));
    const veins = r.chance(0.5);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        let k = 0.8 + 0.4 * fbm(noise, x * 0.012, y * 0.012, 5);
        if (veins) {
          const vv = Math.abs(Math.sin(x * 0.006 + y * 0.004 + fbm(noise, x * 0.004, y * 0.004, 4) * 7));
          if (vv < 0.06) k *= 0.75 + vv * 4;
        }
        const sp = noise(x * 1.7, y * 1.7);
        if (sp > 0.93) k *= 0.6;
        else if (sp < 0.05) k *= 1.25;
        set(y * w + x, base[0] * k, base[1] * k, base[2] * k);
      }
  } else if (kind === 'paper') {
    const base = hexRgb(r.pick(['#f1ece2', '#e9e4d8', '#f5f3ee', '#e2dccd']));
    const ruled = r.chance(0.3);
    const pitch = r.int(34, 46);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const k =
          1 + (fbm(noise, x * 0.01, y * 0.01, 4) - 0.5) * 0.08 + (noise(x * 2.1, y * 0.4) - 0.5) * 0.05;
        let [cr, cg, cb] = [base[0] * k, base[1] * k, base[2] * k];
        if (ruled && y % pitch < 2) [cr, cg, cb] = [cr * 0.8, cg * 0.86, cb * 0.98];
        set(y * w + x, cr, cg, cb);
      }
  } else if (kind === 'desk') {
    const base = hexRgb(r.pick(['#2b2b2e', '#3a3d42', '#d9d6d0', '#1e2326', '#c2c6ca', '#50463d']));
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const k =
          1 + (fbm(noise, x * 0.003, y * 0.003, 3) - 0.5) * 0.12 + (noise(x * 1.3, y * 1.3) - 0.5) * 0.06;
        set(y * w + x, base[0] * k, base[1] * k, base[2] * k);
      }
  } else {
    const a = hexRgb(r.pick(['#5b6573', '#8a8f96', '#403a36', '#6d7b6a', '#a8a29a']));
    const b = hexRgb(r.pick(['#2a2e33', '#c7c3bd', '#1f1d1b', '#9aa5b1']));
    const ang = r.float(0, Math.PI * 2);
    const dx = Math.cos(ang);
    const dy = Math.sin(ang);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const t = Math.min(1, Math.max(0, 0.5 + ((x - w / 2) * dx + (y - h / 2) * dy) / Math.hypot(w, h)));
        const n = (noise(x * 0.8, y * 0.8) - 0.5) * 6;
        set(
          y * w + x,
          a[0] + (b[0] - a[0]) * t + n,
          a[1] + (b[1] - a[1]) * t + n,
          a[2] + (b[2] - a[2]) * t + n,
        );
      }
  }
  return out;
}

type Mat3 = [number, number, number, number, number, number, number, number, number];

/** Projective map taking the unit square's corners (0,0),(1,0),(1,1),(0,1) to the quad p0..p3 (Heckbert). */
function squareToQuad(q: [number, number][]): Mat3 {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = q as [
    [number, number],
    [number, number],
    [number, number],
    [number, number],
  ];
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  const dx1 = x1 - x2;
  const dx2 = x3 - x2;
  const dy1 = y1 - y2;
  const dy2 = y3 - y2;
  const den = dx1 * dy2 - dx2 * dy1;
  const g = (sx * dy2 - dx2 * sy) / den;
  const hh = (dx1 * sy - sx * dy1) / den;
  return [x1 - x0 + g * x1, x3 - x0 + hh * x3, x0, y1 - y0 + g * y1, y3 - y0 + hh * y3, y0, g, hh, 1];
}
function invert3(m: Mat3): Mat3 {
  const [a, b, c, d, e, f, g, h, i] = m;
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  return [
    A / det,
    -(b * i - c * h) / det,
    (b * f - c * e) / det,
    B / det,
    (a * i - c * g) / det,
    -(a * f - c * d) / det,
    C / det,
    -(a * h - b * g) / det,
    (a * e - b * d) / det,
  ];
}

interface PhotoParams {
  texture: Texture;
  angle: number;
  perspective_px: number;
  keystone: 'top' | 'bottom' | 'left' | 'right';
  blur: number;
  level: [number, number];
  noise: number;
  quality: number;
  glare: boolean;
  cast: string | null;
  shadow: { dx: number; dy: number; sigma: number; opacity: number };
  light: { strength: number; angle: number; vignette: number };
  margin: [number, number];
  size: [number, number];
}

async function photograph(
  cardPng: Buffer,
  cw: number,
  ch: number,
  r: Rng,
): Promise<{ jpg: Buffer; params: PhotoParams }> {
  const texture = r.weighted<Texture>([
    ['wood', 2],
    ['fabric', 1.5],
    ['stone', 1.5],
    ['paper', 1.5],
    ['desk', 1.5],
    ['gradient', 1],
  ]);
  const mx = r.float(0.1, 0.2);
  const my = r.float(0.12, 0.24);
  const W = Math.round(cw * (1 + 2 * mx));
  const H = Math.round(ch * (1 + 2 * my));
  const angle = round((r.chance(0.5) ? -1 : 1) * r.float(1, 6), 2);
  const persp = Math.round(r.float(12, 42));
  const keystone = r.pick<PhotoParams['keystone']>(['top', 'bottom', 'left', 'right']);
  const params: PhotoParams = {
    texture,
    angle,
    perspective_px: persp,
    keystone,
    blur: round(r.float(0.5, 1.4), 2),
    level: [r.int(2, 14), r.int(84, 98)],
    noise: round(r.float(0.15, 0.32), 2),
    quality: r.int(60, 85),
    glare: r.chance(0.2),
    cast: r.chance(0.45) ? r.pick(['#ffe6cc', '#ffd9a0', '#cfe0ff', '#e0ffd8', '#ffd6e0']) : null,
    shadow: {
      dx: round(r.float(-14, 14), 1),
      dy: round(r.float(6, 22), 1),
      sigma: round(r.float(6, 14), 1),
      opacity: round(r.float(0.35, 0.6), 2),
    },
    light: {
      strength: round(r.float(0.12, 0.35), 2),
      angle: round(r.float(0, 360), 1),
      vignette: round(r.float(0.05, 0.25), 2),
    },
    margin: [round(mx, 3), round(my, 3)],
    size: [W, H],
  };

  // Destination quad: rotate about the canvas centre, then pull one edge in (keystone) and jitter the corners.
  const cx = W / 2 + r.float(-0.03, 0.03) * W;
  const cy = H / 2 + r.float(-0.03, 0.03) * H;
  const a = (angle * Math.PI) / 180;
  const src: [number, number][] = [
    [-cw / 2, -ch / 2],
    [cw / 2, -ch / 2],
    [cw / 2, ch / 2],
    [-cw / 2, ch / 2],
  ];
  const pull: Record<PhotoParams['keystone'], [number, number][]> = {
    top: [
      [1, 0],
      [-1, 0],
      [0, 0],
      [0, 0],
    ],
    bottom: [
      [0, 0],
      [0, 0],
      [-1, 0],
      [1, 0],
    ],
    left: [
      [0, 1],
      [0, 0],
      [0, 0],
      [0, -1],
    ],
    right: [
      [0, 0],
      [0, 1],
      [0, -1],
      [0, 0],
    ],
  };
  const quad = src.map(([x, y], i) => {
    const [px, py] = pull[keystone][i]!;
    const xx = x + px * persp + r.float(-persp / 4, persp / 4);
    const yy = y + py * persp * 0.6 + r.float(-persp / 4, persp / 4);
    return [cx + xx * Math.cos(a) - yy * Math.sin(a), cy + xx * Math.sin(a) + yy * Math.cos(a)] as [
      number,
      number,
    ];
  });
  const inv = invert3(squareToQuad(quad));

  // Warp the card with bilinear sampling (premultiplied, so the edges blend).
  const { data: card } = await sharp(cardPng).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const warped = new Float32Array(W * H * 4);
  const minX = Math.max(0, Math.floor(Math.min(...quad.map((p) => p[0]))) - 2);
  const maxX = Math.min(W - 1, Math.ceil(Math.max(...quad.map((p) => p[0]))) + 2);
  const minY = Math.max(0, Math.floor(Math.min(...quad.map((p) => p[1]))) - 2);
  const maxY = Math.min(H - 1, Math.ceil(Math.max(...quad.map((p) => p[1]))) + 2);
  const texel = (x: number, y: number, k: number): number => {
    if (x < 0 || y < 0 || x >= cw || y >= ch) return 0;
    const i = (y * cw + x) * 4;
    const al = card[i + 3]! / 255;
    return k === 3 ? al : card[i + k]! * al;
  };
  for (let Y = minY; Y <= maxY; Y++)
    for (let X = minX; X <= maxX; X++) {
      const px = X + 0.5;
      const py = Y + 0.5;
      const wv = inv[6] * px + inv[7] * py + inv[8];
      const u = ((inv[0] * px + inv[1] * py + inv[2]) / wv) * cw - 0.5;
      const v = ((inv[3] * px + inv[4] * py + inv[5]) / wv) * ch - 0.5;
      if (u < -1 || v < -1 || u > cw || v > ch) continue;
      const x0 = Math.floor(u);
      const y0 = Math.floor(v);
      const fx = u - x0;
      const fy = v - y0;
      const o = (Y * W + X) * 4;
      for (let k = 0; k < 4; k++) {
        const t00 = texel(x0, y0, k);
        const t10 = texel(x0 + 1, y0, k);
        const t01 = texel(x0, y0 + 1, k);
        const t11 = texel(x0 + 1, y0 + 1, k);
        warped[o + k] = (t00 * (1 - fx) + t10 * fx) * (1 - fy) + (t01 * (1 - fx) + t11 * fx) * fy;
      }
    }

  // Shadow: the card's alpha, offset and blurred.
  const mask = Buffer.alloc(W * H);
  const sdx = Math.round(params.shadow.dx);
  const sdy = Math.round(params.shadow.dy);
  for (let Y = 0; Y < H; Y++)
    for (let X = 0; X < W; X++) {
      const sx = X - sdx;
      const sy = Y - sdy;
      if (sx < 0 || sy < 0 || sx >= W || sy >= H) continue;
      mask[Y * W + X] = Math.round(warped[(sy * W + sx) * 4 + 3]! * 255);
    }
  const shadow = await sharp(mask, { raw: { width: W, height: H, channels: 1 } })
    .blur(params.shadow.sigma)
    .raw()
    .toBuffer();

  // Composite background, shadow and card; then uneven light, glare and colour cast.
  const bg = makeTexture(texture, W, H, r);
  const cast = params.cast ? hexRgb(params.cast).map((v) => 0.55 + (0.45 * v) / 255) : [1, 1, 1];
  const la = (params.light.angle * Math.PI) / 180;
  const ldx = Math.cos(la);
  const ldy = Math.sin(la);
  const diag = Math.hypot(W, H) / 2;
  const gx = r.float(0.2, 0.8) * W;
  const gy = r.float(0.2, 0.8) * H;
  const gr = r.float(0.15, 0.3) * Math.min(W, H);
  const img = Buffer.alloc(W * H * 3);
  for (let i = 0; i < W * H; i++) {
    const X = i % W;
    const Y = (i - X) / W;
    const sh = 1 - (shadow[i]! / 255) * params.shadow.opacity;
    const al = warped[i * 4 + 3]!;
    const dxn = (X - W / 2) / diag;
    const dyn = (Y - H / 2) / diag;
    let light =
      1 + params.light.strength * (dxn * ldx + dyn * ldy) - params.light.vignette * (dxn * dxn + dyn * dyn);
    let glare = 0;
    if (params.glare) {
      const d = Math.hypot(X - gx, Y - gy) / gr;
      glare = d < 1.6 ? 45 * Math.exp(-d * d * 1.6) : 0;
    }
    light = Math.max(0.35, light);
    for (let k = 0; k < 3; k++) {
      const b = bg[i * 3 + k]! * sh;
      const v = b * (1 - al) + warped[i * 4 + k]!;
      img[i * 3 + k] = Math.max(0, Math.min(255, Math.round((v * light + glare) * cast[k]!)));
    }
  }

  // Optics blur, then sensor noise and a low-contrast level mapping.
  const blurred = await sharp(img, { raw: { width: W, height: H, channels: 3 } })
    .blur(params.blur)
    .raw()
    .toBuffer();
  const [lo, hi] = params.level;
  const sigma = params.noise * 20;
  for (let i = 0; i < W * H; i++) {
    const luma = r.gauss() * sigma;
    for (let k = 0; k < 3; k++) {
      const v = blurred[i * 3 + k]! + luma + r.gauss() * sigma * 0.3;
      blurred[i * 3 + k] = Math.max(0, Math.min(255, Math.round(lo * 2.55 + (v * (hi - lo)) / 100)));
    }
  }
  const jpg = await sharp(blurred, { raw: { width: W, height: H, channels: 3 } })
    .jpeg({ quality: params.quality, chromaSubsampling: '4:2:0' })
    .toBuffer();
  return { jpg, params };
}

// ---------------------------------------------------------------------------------------------------------
// Main

interface Args {
  out: string;
  count: number;
  seed: string;
}

function parseArgs(argv: string[]): Args {
  const a: Args = { out: '', count: 90, seed: 's1' };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i];
    const v = argv[i + 1];
    if ((k === '--out' || k === '--count' || k === '--seed') && v !== undefined) {
      if (k === '--out') a.out = v;
      else if (k === '--count') a.count = Number(v);
      else a.seed = v;
      i++;
    } else if (k === '-h' || k === '--help') {
      console.log('usage: npx tsx bench/synthetic-cards.ts --out DIR [--count 90] [--seed s1]');
      process.exit(0);
    } else throw new Error(`unknown argument ${k}`);
  }
  if (!a.out) throw new Error('usage: npx tsx bench/synthetic-cards.ts --out DIR [--count 90] [--seed s1]');
  if (!Number.isInteger(a.count) || a.count < 1) throw new Error('--count must be a positive integer');
  return a;
}

async function pool<T>(n: number, jobs: (() => Promise<T>)[]): Promise<T[]> {
  const out: T[] = new Array<T>(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, jobs.length) }, async () => {
      while (next < jobs.length) {
        const i = next++;
        out[i] = await jobs[i]!();
      }
    }),
  );
  return out;
}

function linkForce(target: string, path: string): void {
  try {
    if (lstatSync(path)) unlinkSync(path);
  } catch {
    // not there
  }
  symlinkSync(target, path);
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const fixtures = resolve(process.env.LEADROUTE_FIXTURES ?? join(repoRoot, '..', 'shared', 'fixtures'));
  const devTruth = join(fixtures, 'business-cards', 'truth.json');
  if (!existsSync(devTruth)) throw new Error(`dev truth not found at ${devTruth} (set LEADROUTE_FIXTURES)`);
  const dev = loadDev(devTruth);
  const fonts = installedFonts();

  const outDir = resolve(args.out);
  const cardsDir = join(outDir, 'business-cards');
  mkdirSync(cardsDir, { recursive: true });
  for (const f of readdirSync(cardsDir))
    if (/^card-syn-\d+\.(png|jpg)$/.test(f)) unlinkSync(join(cardsDir, f));

  // Assignment: exact thirds of difficulty, layouts and countries balanced by round-robin over shuffles.
  const g = new Rng(`${args.seed}|plan`);
  const diffs = g.shuffle(
    Array.from({ length: args.count }, (_, i) => (['clean', 'styled', 'photo'] as const)[i % 3]),
  );
  const queues = new Map<Difficulty, Layout[]>();
  const nextLayout = (d: Difficulty): Layout => {
    let q = queues.get(d);
    if (!q || !q.length) {
      q = g.shuffle(d === 'clean' ? CLEAN_LAYOUTS : ALL_LAYOUTS);
      queues.set(d, q);
    }
    return q.shift()!;
  };
  let countryQ: Country[] = [];
  const uniq: Uniq = {
    names: new Set(),
    lasts: new Set(),
    companies: new Set(),
    stems: new Set(),
    domains: new Set(),
  };
  const pad = Math.max(3, String(args.count).length);
  const contents: Content[] = [];
  for (let i = 0; i < args.count; i++) {
    if (!countryQ.length) countryQ = g.shuffle(COUNTRIES);
    const d = diffs[i]!;
    contents.push(makeContent(i, args.seed, countryQ.shift()!, nextLayout(d), d, dev, uniq));
  }

  const jobs = contents.map((c, i) => async () => {
    const ext = c.difficulty === 'clean' ? 'png' : 'jpg';
    const file = `card-syn-${String(i + 1).padStart(pad, '0')}.${ext}`;
    const sr = new Rng(`${args.seed}|style|${i}`);
    const kind: 'clean' | 'styled' =
      c.difficulty === 'clean'
        ? 'clean'
        : c.difficulty === 'styled'
          ? 'styled'
          : sr.chance(0.6)
            ? 'styled'
            : 'clean';
    const style = makeStyle(c, kind, sr, fonts);
    const res = await renderCardSvg(c, style, sr, c.difficulty === 'photo');
    const png = await withPango(() => sharp(Buffer.from(res.svg)).png().toBuffer());
    let photo: PhotoParams | null = null;
    let jpegQuality: number | undefined;
    if (c.difficulty === 'clean') writeFileSync(join(cardsDir, file), png);
    else if (c.difficulty === 'styled') {
      jpegQuality = sr.int(80, 92);
      writeFileSync(
        join(cardsDir, file),
        await sharp(png).flatten({ background: style.bg }).jpeg({ quality: jpegQuality }).toBuffer(),
      );
    } else {
      const shot = await photograph(png, style.w, style.h, new Rng(`${args.seed}|photo|${i}`));
      photo = shot.params;
      writeFileSync(join(cardsDir, file), shot.jpg);
    }
    const truth: TruthRecord = {
      file,
      name: c.name,
      title: c.title,
      company: c.company,
      email: c.email,
      phone_e164: c.truthPhone.e164,
      phone_printed: c.truthPhone.printed,
      website: c.website,
      country: c.country,
      difficulty: c.difficulty,
      name_printed: c.namePrinted,
      phones_other: c.phones.filter((p) => p.kind !== 'fax' && p !== c.truthPhone).map((p) => p.e164),
      fax_e164: c.phones.find((p) => p.kind === 'fax')?.e164 ?? null,
      emails_other: c.emailsOther,
      lang: c.lang,
      phone_lib_valid: c.truthPhone.valid,
      layout: c.layout,
      orientation: style.h > style.w ? 'portrait' : 'landscape',
    };
    const meta = {
      file,
      layout: c.layout,
      new_layout: (NEW_LAYOUTS as readonly string[]).includes(c.layout),
      card_kind: kind,
      font: style.font,
      name_font: style.nameFont,
      scale: style.scale,
      dark: style.dark,
      name_upper: style.nameUpper,
      low_contrast: style.lowContrast,
      logo: style.logo,
      logo_text: style.logoText,
      company_placement: style.companyPlacement,
      label_style: style.labelStyle,
      phones_printed: c.phones.map((p) => ({
        kind: p.kind,
        printed: p.printed,
        label: style.labels[p.kind],
      })),
      phones_inline: style.phonesInline,
      contacts_upper: style.contactsUpper,
      tagline: c.tagline,
      social: c.social,
      address: c.address,
      qr: res.qr,
      texts_shrunk: res.shrunk,
      overflow: res.overflow,
      overlaps: res.overlaps,
      missing: res.missing,
      ...(jpegQuality !== undefined ? { jpeg_quality: jpegQuality } : {}),
      photo,
    };
    return { truth, meta };
  });

  const t0 = performance.now();
  const results = await pool(4, jobs);
  const truth = results.map((x) => x.truth);
  writeFileSync(join(cardsDir, 'truth.json'), JSON.stringify(truth, null, 1) + '\n');
  writeFileSync(
    join(cardsDir, 'meta.json'),
    JSON.stringify(
      {
        set: 'synthetic',
        seed: args.seed,
        generator: 'bench/synthetic-cards.ts',
        note: 'Stand-in for the hidden holdout set; not a tuning set.',
        count: args.count,
        fonts: fonts.map((f) => f.family),
        cards: results.map((x) => x.meta),
      },
      null,
      1,
    ) + '\n',
  );
  linkForce(realOrSame(join(fixtures, 'score.mjs')), join(outDir, 'score.mjs'));
  if (existsSync(join(fixtures, 'lead-text')))
    linkForce(realOrSame(join(fixtures, 'lead-text')), join(outDir, 'lead-text'));

  const by = (k: (t: TruthRecord) => string): string => {
    const m = new Map<string, number>();
    for (const t of truth) m.set(k(t), (m.get(k(t)) ?? 0) + 1);
    return [...m.entries()]
      .sort()
      .map(([a, b]) => `${a} ${b}`)
      .join(', ');
  };
  const metas = results.map((x) => x.meta);
  console.log(
    `Wrote ${truth.length} cards to ${cardsDir} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  console.log(`  difficulty: ${by((t) => t.difficulty)}`);
  console.log(`  layout:     ${by((t) => t.layout)}`);
  console.log(`  country:    ${by((t) => t.country)}`);
  console.log(
    `  checks:     ${metas.filter((m) => m.overflow).length} cards with text outside the card, ` +
      `${metas.filter((m) => m.overlaps.length).length} with overlapping elements, ` +
      `${metas.filter((m) => m.missing.length).length} with a truth value not printed, ` +
      `${metas.reduce((s, m) => s + m.texts_shrunk, 0)} texts shrunk to fit`,
  );
  for (const m of metas)
    if (m.overflow || m.overlaps.length || m.missing.length)
      console.log(
        `    ${m.file} ${m.layout}: overflow ${m.overflow}, overlaps [${m.overlaps.join(' ')}], not printed [${m.missing.join(' ')}]`,
      );
  // score.mjs only runs when started by its real path, not through the <out>/score.mjs link.
  console.log(
    `  score with: node ${realOrSame(join(outDir, 'score.mjs'))} ${join(cardsDir, 'truth.json')} predictions.jsonl`,
  );
}

function realOrSame(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
}

await main();
