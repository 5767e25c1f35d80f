/**
 * Names whose spelling in their language carries accents: Spanish, French and German write these names one way only
 * (a Spanish "Hernandez" is "Hernández", a French "Helene" is "Hélène", a German "Muller" is "Müller"). The page pass
 * reads with the English model and drops accents; the accent pass restores most, but not every, one. On a card the
 * clues place clearly in one of these languages' countries, a name word read without any accent that is such a name
 * takes its accents back.
 *
 * Only names that are spelled without the accent in no common use of the language are listed: not "Nuria"/"Núria"
 * (Spanish and Catalan), not Irish or Welsh names ("Sean", "Sian" are common unaccented in English-language use;
 * Welsh names read with another accent are, see WELSH, and Irish names read with some of their accents, see IRISH).
 */
import { fold, inCaseOf } from './text';

const SPANISH = `
  José Jesús Andrés Martín Sofía Lucía Inés Belén Raúl Óscar Rubén Héctor Víctor Ramón Joaquín Sebastián Julián
  Adrián Iván Tomás Nicolás Ángel Ángela Ángeles Mónica Verónica Rocío Álvaro Íñigo Begoña Iñaki Germán Fermín Benjamín
  Agustín Valentín Cristóbal Simón Elías Matías Efraín Jerónimo Máximo César Félix Estefanía Rosalía Saúl
  Concepción Asunción Encarnación
  Rodríguez González Fernández López Martínez Sánchez Pérez Gómez Jiménez Hernández Díaz Muñoz Álvarez Gutiérrez
  Domínguez Ramírez Vázquez Suárez Marín Núñez Cortés Méndez Márquez León Peña Díez Giménez Ibáñez Durán Benítez Román
  Sáez Chávez Juárez Guzmán Velázquez Ávila Ríos Mejía Solís Beltrán Galán Alarcón Calderón
  Chacón Colón Rincón Quiñones Ordóñez Narváez Báez Cáceres Cárdenas Enríquez Estévez Gálvez Jáuregui Lázaro
  Páez Piñeiro Sáenz Téllez Valdés Vélez Zúñiga Muñiz Treviño Acuña Patiño Villaseñor
  Briseño Garcés Andújar Aragón Arévalo Bermúdez Cañas Márquez Meléndez Pinzón
  Saldívar Cázares Montaño Castaño Peñalosa Galván Ocaña Cañizares Mondragón Rentería
`;

const FRENCH = `
  Hélène Amélie Léa Chloé Zoé Clémence Cécile Émilie Jérôme Frédéric Stéphane Sébastien Grégoire Benoît Valérie
  Mélanie Aurélie Gaëlle Joël Raphaël Michaël Anaïs Océane Jérémy Régis Hervé René Renée
  André Andrée Rémi Cédric Loïc Maël Théo Noé Clément Célia Élise Éloïse Héloïse Maëlle Mégane Nadège Thérèse Geneviève
  Agnès Béatrice Bérénice Dorothée Eugénie Gérard Grégory Jérémie Léonard Maïté Noël Noëlle Pénélope Séverine Stéphanie
  Valéry Véronique Yaël Anaëlle Léonore Désirée Mathéo Aimée Honoré Lefèvre Lévêque Guérin Ménard Hébert
  Bénédicte Frédérique Solène Élodie Gaëtan Ophélie Duchêne Lemaître Bénard
`;

const GERMAN = `
  Jürgen Jörg Jörn Günter Günther Björn Bärbel Sören Müller Schäfer Schröder Krüger Köhler Böhm Jäger Möller
  Schütz Göbel Fröhlich Brückner Kühn Löffler Gärtner Wöhler Dürr Förster Jürgens Lührs Höfer
`;

/** The spelling of each listed name by its letters without accents, lower-cased. */
function byFolded(list: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of list.split(/\s+/).filter(Boolean)) out.set(fold(name), name);
  return out;
}

const SPANISH_REGIONS = new Set('ES MX AR CO CL PE VE EC GT CU BO DO HN PY SV NI CR PA UY'.split(' '));

/**
 * Welsh names written with a circumflex. Written without it too in English-language use, so a word read without an
 * accent keeps none; but one read with an acute or grave accent on the circumflex's letter ("Sián") is the Welsh
 * spelling with its circumflex misread: Welsh writes no other accent there.
 */
const WELSH = `Siân Rhiân Llŷr Gwenllïan`;

/**
 * Irish names written with two fadas or more. Written without them too in English-language use, so a word read
 * without an accent keeps none; but one read with some of them, each where the name has it ("Róisin"), is the
 * Irish spelling with a fada the recogniser missed: no one writes these names with only some.
 */
const IRISH = `Róisín Dáithí Mícheál Rónán Pádraigín Máirín Páidín Cáitlín Súilleabháin`;

interface NameList {
  regions: ReadonlySet<string>;
  names: Map<string, string>;
  /**
   * Whether a word read without any accent takes the list's: false where the names are written without accents
   * in common use too (see WELSH and IRISH).
   */
  accentsLeftOff: boolean;
  /**
   * Whether a word read with another accent on each of the list's accented letters takes the list's ("Gaélle" for
   * Gaëlle): not where another language of the region writes the name so (Catalan "Àngel", "Mònica" in Spain).
   */
  accentsMisread: boolean;
  /**
   * Whether a word read with an accent whose accented letters were read as other vowels takes the list's ("Réisin"
   * for Róisín, see `misreadAtAccents`): where no one writes the names with only some of their accents.
   */
  vowelsMisread?: boolean;
}

const NAMES_BY_REGION: NameList[] = [
  { regions: SPANISH_REGIONS, names: byFolded(SPANISH), accentsLeftOff: true, accentsMisread: false },
  // (French writes these names with all their accents; German not Müller and Möller alike, both names)
  {
    regions: new Set(['FR']),
    names: byFolded(FRENCH),
    accentsLeftOff: true,
    accentsMisread: true,
    vowelsMisread: true,
  },
  { regions: new Set(['DE', 'AT']), names: byFolded(GERMAN), accentsLeftOff: true, accentsMisread: true },
];

const WELSH_AND_IRISH_NAMES: NameList = {
  regions: new Set(['GB']),
  names: new Map([...byFolded(WELSH), ...byFolded(IRISH)]),
  accentsLeftOff: false,
  accentsMisread: true,
  vowelsMisread: true,
};

/**
 * Words of company names that their language writes with accents only ("Ingeniería", "Études"); Portuguese and
 * Italian write some without ("Energia", "Tecnologias"), so they are mended on a card of the language's countries.
 */
const SPANISH_COMPANY_WORDS = `
  Ingeniería Logística Tecnologías Tecnología Energía Consultoría Asesoría Compañía Construcción Construcciones
  Distribución Distribuciones Fabricación Comunicación Comunicaciones Informática Electrónica Química Mecánica
  Técnica Técnicos Óptica Farmacéutica Inversión Inversiones Gestión Innovación Educación Administración
`;
const FRENCH_COMPANY_WORDS = `
  Études Société Générale Ingénierie Systèmes Énergie Énergies Électricité Électronique Développement Télécom
  Sécurité Santé Bâtiment Matériaux
`;

const COMPANY_WORDS_BY_REGION: NameList[] = [
  {
    regions: SPANISH_REGIONS,
    names: byFolded(SPANISH_COMPANY_WORDS),
    accentsLeftOff: true,
    accentsMisread: false,
  },
  {
    regions: new Set(['FR']),
    names: byFolded(FRENCH_COMPANY_WORDS),
    accentsLeftOff: true,
    accentsMisread: false,
  },
];

/** How strongly a card's clues must point to the region (a legal form alone gives 1.5). */
const CARD_CLUE = 1.5;
/**
 * … and for a company word its language alone writes with accents, which needs only a lean: the word itself says
 * which language the card speaks ("Ingenieria Albarrán S.A." beside a Spanish title, a shared form and no +34).
 */
const COMPANY_WORD_CLUE = 1;

/**
 * The name with each word read without any accent that the card's language spells with accents written as that
 * language writes it, in the word's own capitals ("HERNANDEZ" → "HERNÁNDEZ").
 */
export function accentsOfCardLanguage(
  name: string,
  region: { code: string; score: number } | undefined,
  lists = NAMES_BY_REGION,
  clue = CARD_CLUE,
): string {
  if (!region || region.score < clue) return name;
  const list = lists.find((n) => n.regions.has(region.code));
  if (!list) return name;
  const names = list.names;
  return name.replace(/\p{L}+/gu, (word) => {
    // (a word the recogniser gave an accent keeps it: it read the print, not a list; unless it read only some of
    // the listed spelling's, each where the list has it, "Jérome" for Jérôme)
    if (fold(word) !== word.toLowerCase()) {
      const low = word.toLowerCase();
      const listed = names.get(fold(word));
      const taken =
        listed &&
        (accentsAmong(low, listed.toLowerCase()) ||
          (list.accentsMisread && accentsOfOtherKind(low, listed.toLowerCase())))
          ? listed
          : list.vowelsMisread
            ? misreadAtAccents(low, names.values())
            : undefined;
      return taken ? inCaseOf(word, taken) : word;
    }
    const spelled = list.accentsLeftOff
      ? (names.get(word.toLowerCase()) ?? withAccentMisread(word.toLowerCase(), names))
      : undefined;
    if (!spelled) return word;
    return inCaseOf(word, spelled);
  });
}

/**
 * The listed spelling a word read with an accent spells but for the letters at the listed accents' places, each
 * read as some vowel ("réisin" for Róisín: its ó read as é, its í without the fada). The recogniser's slips on an
 * accented letter are there; every other letter must be the list's.
 */
function misreadAtAccents(read: string, listed: Iterable<string>): string | undefined {
  for (const spelling of listed) {
    const l = spelling.toLowerCase();
    if (l.length !== read.length) continue;
    const accentedAt = (k: number): boolean => fold(l[k]!) !== l[k];
    if ([...read].every((c, k) => (accentedAt(k) ? /[aeiouy]/.test(fold(c)) : c === l[k]))) return spelling;
  }
  return undefined;
}

/** Whether `read` has its accents on the listed spelling's accented letters, and only there ("sián", "siân"). */
function accentsOfOtherKind(read: string, listed: string): boolean {
  const accented = (c: string): boolean => fold(c) !== c;
  return read.length === listed.length && [...read].every((c, k) => accented(c) === accented(listed[k]!));
}

/** Whether each accented letter of `read` is the listed spelling's letter at that place, and the list has more. */
function accentsAmong(read: string, listed: string): boolean {
  if (read.length !== listed.length || read === listed) return false;
  return [...read].every((c, k) => c === listed[k] || fold(c) === c);
}

/** Letters the recogniser reads as others, and what it reads them as: ñ as f, fi or ii; ü as ii (its dots as i's). */
const LETTER_MISREADS: readonly (readonly [string, string, readonly string[]])[] = [
  ['ñ', 'n', ['fi', 'ii', 'f']],
  ['ü', 'u', ['ii']],
];

/**
 * The listed name a word spells once an ñ or ü the recogniser misread is read as that letter ("Ifigo" for Íñigo,
 * "Mufioz" for Muñoz, "Giinther" for Günther): only a name the list spells with that letter there.
 */
function withAccentMisread(word: string, names: ReadonlyMap<string, string>): string | undefined {
  for (let k = 0; k < word.length; k++) {
    for (const [letter, bare, slips] of LETTER_MISREADS) {
      for (const slip of slips) {
        if (!word.startsWith(slip, k)) continue;
        const spelled = names.get(word.slice(0, k) + bare + word.slice(k + slip.length));
        if (spelled?.toLowerCase()[k] === letter) return spelled;
      }
    }
  }
  return undefined;
}

/**
 * A Welsh name read with another accent on its circumflex's letter ("Sián" for Siân), an Irish name read with some
 * of its fadas ("Róisin"), and the Irish "Ní" of a daughter's surname read without its fada before the lenited
 * name it always takes ("Ni Bhriain"), on a card from anywhere: no language writes these so, and a card's clues
 * are often too thin to name its country.
 */
export function welshAndIrishAccents(name: string): string {
  return accentsOfCardLanguage(name, { code: 'GB', score: CARD_CLUE }, [WELSH_AND_IRISH_NAMES]).replace(
    /(?<!\p{L})(N|U)([iI])(?= [BCDFGMPST][hH]\p{L})/gu,
    (_, first: string, i: string) => first + (i === 'I' ? 'Í' : 'í'),
  );
}

/**
 * A company name with its words read without accents written as the card's language writes them, and a surname
 * it is named after whose ñ or ü was misread put back ("Olivera & Castaiio S.L." for Castaño: no word is spelt
 * so, where a surname that merely lacks its accent may be the firm's own spelling).
 */
export function companyWordsOfCardLanguage(
  company: string,
  region: { code: string; score: number } | undefined,
): string {
  const accented = accentsOfCardLanguage(company, region, COMPANY_WORDS_BY_REGION, COMPANY_WORD_CLUE);
  const surnames =
    region && region.score >= CARD_CLUE ? NAMES_BY_REGION.find((n) => n.regions.has(region.code)) : undefined;
  if (!surnames) return accented;
  return accented.replace(/\p{L}+/gu, (word) => {
    const spelled =
      fold(word) === word.toLowerCase() ? withAccentMisread(word.toLowerCase(), surnames.names) : undefined;
    if (!spelled) return word;
    return inCaseOf(word, spelled);
  });
}
