/**
 * Spoken forms in transcripts: "sarah at brightwave dot example" → sarah@brightwave.example, "plus four four,
 * seven seven zero zero" → +44 7700, "C T O" → CTO. English, Spanish, French and German number words.
 */
import {
  EVENT_NAME_WORDS,
  EVENT_WORDS,
  HONORIFICS,
  KNOWN_TLDS,
  INTRODUCTION_CUES,
  NAME_PARTICLES,
  NOT_NAME_WORDS,
  PERSON_CUES,
  TITLE_WORDS,
  isTitleWordKey,
} from './dictionaries';
import { legalSuffixAtEnd } from './company-rules';
import { isPlaceName } from './region';
import { oneEditApart, spelledAsInAddress, upperFirst } from './text';

const DIGIT_WORDS: Record<string, string> = {
  zero: '0',
  oh: '0',
  o: '0',
  nought: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  cero: '0',
  uno: '1',
  una: '1',
  dos: '2',
  tres: '3',
  cuatro: '4',
  cinco: '5',
  seis: '6',
  siete: '7',
  ocho: '8',
  nueve: '9',
  null: '0',
  eins: '1',
  zwei: '2',
  zwo: '2',
  drei: '3',
  vier: '4',
  fünf: '5',
  sechs: '6',
  sieben: '7',
  acht: '8',
  neun: '9',
  zéro: '0',
  deux: '2',
  trois: '3',
  quatre: '4',
  cinq: '5',
  sept: '7',
  huit: '8',
  neuf: '9',
  // Dutch ("vier", "acht" as in German)
  nul: '0',
  een: '1',
  één: '1',
  twee: '2',
  drie: '3',
  vijf: '5',
  zes: '6',
  zeven: '7',
  negen: '9',
  // Portuguese ("cinco", "seis", "quatro" as in Spanish or Italian)
  um: '1',
  dois: '2',
  três: '3',
  quatro: '4',
  duas: '2',
  sete: '7',
  oito: '8',
  // Italian ("uno" as in Spanish)
  tre: '3',
  due: '2',
  quattro: '4',
  cinque: '5',
  sei: '6',
  sette: '7',
  otto: '8',
  nove: '9',
};
const PLUS_WORDS = ['plus', 'más', 'mas'];
/** "double five", "doble cero", "doppel null", "zweimal die drei": the next digit is said that many times. */
const REPEAT_WORDS: Record<string, number> = {
  double: 2,
  triple: 3,
  doble: 2,
  doppel: 2,
  zweimal: 2,
  dreimal: 3,
};
/** German says "zweimal die drei": the article between a repeat word and its digit is skipped. */
const REPEAT_ARTICLES = new Set(['die']);

function foldWord(w: string): string {
  return w
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss');
}

/** Digit words by folded spelling ("fünf" → "funf", "zéro" → "zero"), without "o"/"oh" (letters as often). */
const DIGIT_VALUES: Record<string, number> = Object.fromEntries(
  Object.entries(DIGIT_WORDS)
    .filter(([w]) => w !== 'o' && w !== 'oh')
    .map(([w, d]) => [foldWord(w), Number(d)]),
);
/** "un", "une" (fr) and "ein" (de) are one only in a number; "ein" only before "und"/"hundert" ("ein und vierzig"). */
const ARTICLE_ONES: Record<string, number> = { un: 1, une: 1, ein: 1 };
const ONE_ONLY_IN_COMPOUNDS = new Set(['ein']);

/** 10–19 (folded). French 17–19 are "dix-sept" …, read from "dix" and a unit. */
const TEEN_WORDS: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
  zehn: 10,
  elf: 11,
  zwolf: 12,
  dreizehn: 13,
  vierzehn: 14,
  funfzehn: 15,
  sechzehn: 16,
  siebzehn: 17,
  achtzehn: 18,
  neunzehn: 19,
  tien: 10,
  twaalf: 12,
  dertien: 13,
  veertien: 14,
  vijftien: 15,
  zestien: 16,
  zeventien: 17,
  achttien: 18,
  negentien: 19,
  dieci: 10,
  undici: 11,
  dodici: 12,
  tredici: 13,
  quattordici: 14,
  quindici: 15,
  sedici: 16,
  diciassette: 17,
  diciotto: 18,
  diciannove: 19,
  // Portuguese ("onze", "quinze", "quatorze" as in French), in Brazil's and Portugal's spellings
  dez: 10,
  doze: 12,
  treze: 13,
  catorze: 14,
  dezesseis: 16,
  dezasseis: 16,
  dezessete: 17,
  dezassete: 17,
  dezoito: 18,
  dezenove: 19,
  dezanove: 19,
};
/** Spanish 21–29 are single words ("veintidós"). */
const SPANISH_TWENTIES: Record<string, number> = {
  veintiuno: 21,
  veintiun: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
};
const ENGLISH_TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SPANISH_TENS: Record<string, number> = {
  veinte: 20,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
};
/** French tens, with the Belgian and Swiss 70/80/90. */
const FRENCH_TENS: Record<string, number> = {
  vingt: 20,
  vingts: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
  septante: 70,
  huitante: 80,
  octante: 80,
  nonante: 90,
};
const GERMAN_TENS: Record<string, number> = {
  zwanzig: 20,
  dreissig: 30,
  vierzig: 40,
  funfzig: 50,
  sechzig: 60,
  siebzig: 70,
  achtzig: 80,
  neunzig: 90,
};
/** Dutch tens follow their unit in one word ("eenenveertig"), as German ones do. */
const DUTCH_TENS: Record<string, number> = {
  twintig: 20,
  dertig: 30,
  veertig: 40,
  vijftig: 50,
  zestig: 60,
  zeventig: 70,
  tachtig: 80,
  negentig: 90,
};
/** Italian tens take their unit after them in one word, losing a vowel before uno/otto ("ventuno", "trentotto"). */
const ITALIAN_TENS: Record<string, number> = {
  venti: 20,
  trenta: 30,
  quaranta: 40,
  cinquanta: 50,
  sessanta: 60,
  settanta: 70,
  ottanta: 80,
  novanta: 90,
};
const ITALIAN_UNITS: Record<string, number> = {
  uno: 1,
  due: 2,
  tre: 3,
  quattro: 4,
  cinque: 5,
  sei: 6,
  sette: 7,
  otto: 8,
  nove: 9,
};

/** Portuguese tens take their unit after "e" ("trinta e um"); "setenta" and "noventa" as in Spanish. */
const PORTUGUESE_TENS: Record<string, number> = {
  vinte: 20,
  trinta: 30,
  quarenta: 40,
  cinquenta: 50,
  sessenta: 60,
  setenta: 70,
  oitenta: 80,
  noventa: 90,
};

const TENS_WORDS: Record<string, number> = {
  ...PORTUGUESE_TENS,
  ...DUTCH_TENS,
  ...ITALIAN_TENS,
  ...ENGLISH_TENS,
  ...SPANISH_TENS,
  ...FRENCH_TENS,
  ...GERMAN_TENS,
};
/** English and French put the unit straight after the tens ("twenty four", "vingt-quatre"); Spanish needs "y". */
const TENS_BEFORE_UNIT = new Set([...Object.keys(ENGLISH_TENS), ...Object.keys(FRENCH_TENS)]);
const HUNDRED_WORDS = new Set(['hundred', 'cien', 'ciento', 'cent', 'cents', 'hundert']);
/** Spanish hundreds are single words ("trescientos"). */
const SPANISH_HUNDREDS: Record<string, number> = {
  doscientos: 200,
  doscientas: 200,
  trescientos: 300,
  trescientas: 300,
  cuatrocientos: 400,
  cuatrocientas: 400,
  quinientos: 500,
  quinientas: 500,
  seiscientos: 600,
  seiscientas: 600,
  setecientos: 700,
  setecientas: 700,
  ochocientos: 800,
  ochocientas: 800,
  novecientos: 900,
  novecientas: 900,
};
const THOUSAND_WORDS = new Set(['thousand', 'mil', 'mille', 'tausend']);
/** English number words beyond digits: everyday words on their own ("top ten"), numbers only next to other numbers. */
const ENGLISH_NUMBER_WORDS = new Set([
  ...Object.keys(ENGLISH_TENS),
  ...Object.keys(TEEN_WORDS).filter((w) => w.endsWith('teen') || ['ten', 'eleven', 'twelve'].includes(w)),
  'hundred',
  'thousand',
]);
/** Words that are also everyday words or articles: read as numbers only inside a longer dictated number. */
const NOT_ALONE = new Set([
  'een',
  'due',
  'sei',
  'once',
  'seize',
  'elf',
  'cent',
  'cents',
  'mil',
  'un',
  'une',
  'uno',
  'una',
  'six',
  'sept',
]);
/** A dictated number is at least this many digits long; shorter runs keep their words. */
const MIN_DICTATED_DIGITS = 4;

/** "zweihundertvierzig", "hundertzwölf": German hundreds written as one word. */
const GERMAN_HUNDREDS_WORD = /^(\p{L}*?)hundert(\p{L}*)$/u;
/** "einundvierzig": the unit before the tens. */
const GERMAN_UNIT_AND_TENS_WORD = /^(\p{L}+?)und(\p{L}+)$/u;
/** "oh" and "o" are zero inside a number. */
const ZERO_LETTERS = new Set(['o', 'oh']);

/** German writes a number below a thousand as one word: "einundvierzig", "zweihundertzwölf", "siebzehn". */
function germanCompoundValue(k: string): number | null {
  const hundreds = GERMAN_HUNDREDS_WORD.exec(k);
  if (hundreds) {
    const times = hundreds[1] ? (ARTICLE_ONES[hundreds[1]] ?? DIGIT_VALUES[hundreds[1]] ?? null) : 1;
    const rest = hundreds[2] ? germanCompoundValue(hundreds[2]) : 0;
    return times !== null && times > 0 && rest !== null && rest < 100 ? times * 100 + rest : null;
  }
  if (k in GERMAN_TENS) return GERMAN_TENS[k]!;
  if (k in TEEN_WORDS) return TEEN_WORDS[k]!;
  if (k in DIGIT_VALUES) return DIGIT_VALUES[k]!;
  const unitAndTens = GERMAN_UNIT_AND_TENS_WORD.exec(k);
  if (unitAndTens) {
    const unit = ARTICLE_ONES[unitAndTens[1]!] ?? DIGIT_VALUES[unitAndTens[1]!];
    const tens = GERMAN_TENS[unitAndTens[2]!];
    if (unit && unit < 10 && tens) return tens + unit;
  }
  return dutchCompoundValue(k) ?? italianCompoundValue(k);
}

/** "eenenveertig", "drieënnegentig" (folded "drieennegentig"): a unit, "en", the tens. */
function dutchCompoundValue(k: string): number | null {
  for (let at = k.indexOf('en', 1); at > 0; at = k.indexOf('en', at + 1)) {
    const unit = DIGIT_VALUES[k.slice(0, at)];
    const tens = DUTCH_TENS[k.slice(at + 2)];
    if (unit && unit < 10 && tens) return tens + unit;
  }
  return null;
}

/** "trentadue", "ventuno", "quarantotto", "ventitré": the tens, then a unit in the same word. */
function italianCompoundValue(k: string): number | null {
  for (const [word, tens] of Object.entries(ITALIAN_TENS)) {
    const stem = word.slice(0, -1);
    if (!k.startsWith(stem)) continue;
    const rest = k.slice(k.startsWith(word) ? word.length : stem.length);
    const unit = ITALIAN_UNITS[rest];
    if (unit && (k.startsWith(word) ? !/^[uo]/.test(rest) : /^[uo]/.test(rest))) return tens + unit;
  }
  return null;
}

/** One word of a transcript, split at hyphens ("vingt-quatre" is two parts of one word). */
interface WordPart {
  raw: string;
  key: string;
  startsWord: boolean;
  endsWord: boolean;
}
interface Parsed {
  value: number;
  end: number;
}

function unitAt(parts: WordPart[], i: number): number | null {
  const k = parts[i]?.key;
  if (k === undefined) return null;
  return DIGIT_VALUES[k] ?? ARTICLE_ONES[k] ?? null;
}

/** A French teen after "soixante"/"quatre-vingt": "dix-sept", "douze", "et onze". */
function frenchTeenAt(parts: WordPart[], i: number): Parsed | null {
  const k = parts[i]?.key;
  if (k === 'et' && parts[i + 1]?.key === 'onze') return { value: 11, end: i + 2 };
  if (k === 'dix') {
    const unit = unitAt(parts, i + 1);
    return unit !== null && unit >= 1 ? { value: 10 + unit, end: i + 2 } : { value: 10, end: i + 1 };
  }
  if (k && ['onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize'].includes(k))
    return { value: TEEN_WORDS[k]!, end: i + 1 };
  return null;
}

/**
 * A number below a hundred from part i: "cincuenta y cuatro" (tens "y" unit), "ein und vierzig" (unit "und" tens),
 * "twenty four", "quatre-vingt-dix-huit", "dieciséis", "einundvierzig". A conjunction joins tens and units only.
 */
function belowHundredAt(parts: WordPart[], i: number): Parsed | null {
  const k = parts[i]?.key;
  if (k === undefined) return null;
  if (k in SPANISH_TWENTIES) return { value: SPANISH_TWENTIES[k]!, end: i + 1 };
  if (k === 'dix') return frenchTeenAt(parts, i);
  if (k in TEEN_WORDS) return { value: TEEN_WORDS[k]!, end: i + 1 };
  let tens: number | undefined = TENS_WORDS[k];
  let end = i + 1;
  let tensWord = k;
  // French "quatre-vingt(s)": four twenties
  if (k === 'quatre' && (parts[i + 1]?.key === 'vingt' || parts[i + 1]?.key === 'vingts')) {
    tens = 80;
    end = i + 2;
    tensWord = 'vingt';
  }
  if (tens !== undefined) {
    if (tensWord === 'soixante' || (tensWord === 'vingt' && tens === 80)) {
      const teen = frenchTeenAt(parts, end);
      if (teen) return { value: tens + teen.value, end: teen.end };
    }
    const joiner = parts[end]?.key;
    const unitAfterJoiner = unitAt(parts, end + 1);
    if (
      ((joiner === 'y' && k in SPANISH_TENS) || (joiner === 'e' && k in PORTUGUESE_TENS)) &&
      unitAfterJoiner !== null &&
      unitAfterJoiner >= 1
    )
      return { value: tens + unitAfterJoiner, end: end + 2 };
    const afterEt = parts[end + 1]?.key ?? '';
    if (joiner === 'et' && k in FRENCH_TENS && (afterEt in ARTICLE_ONES || afterEt === 'onze'))
      return { value: tens + (afterEt === 'onze' ? 11 : 1), end: end + 2 };
    const unitAfter = unitAt(parts, end);
    if (TENS_BEFORE_UNIT.has(tensWord) && unitAfter !== null && unitAfter >= 1)
      return { value: tens + unitAfter, end: end + 1 };
    return { value: tens, end };
  }
  const unit = unitAt(parts, i);
  if (unit !== null) {
    // German "ein und vierzig" written apart
    const tensAfterUnd = GERMAN_TENS[parts[i + 2]?.key ?? ''];
    if (parts[i + 1]?.key === 'und' && tensAfterUnd && unit >= 1)
      return { value: tensAfterUnd + unit, end: i + 3 };
    return ONE_ONLY_IN_COMPOUNDS.has(k) ? null : { value: unit, end: i + 1 };
  }
  const compound = germanCompoundValue(k);
  return compound !== null ? { value: compound, end: i + 1 } : null;
}

/** A number below a thousand: "trescientos cuarenta", "two hundred and twelve", "deux cents", "vierhundertzwölf". */
function belowThousandAt(parts: WordPart[], i: number): Parsed | null {
  const k = parts[i]?.key;
  if (k === undefined) return null;
  let hundreds: number | null = null;
  let end = i + 1;
  const unit = unitAt(parts, i);
  if (k in SPANISH_HUNDREDS) hundreds = SPANISH_HUNDREDS[k]!;
  else if (HUNDRED_WORDS.has(k)) hundreds = 100;
  else if (unit !== null && unit >= 1 && HUNDRED_WORDS.has(parts[i + 1]?.key ?? '')) {
    hundreds = unit * 100;
    end = i + 2;
  }
  if (hundreds === null) return belowHundredAt(parts, i);
  // English reads "eight hundred five five five" as 800 and digits: a bare unit joins only after "and"
  const english = parts[end - 1]!.key === 'hundred';
  if (english && parts[end]?.key === 'and') {
    const rest = belowHundredAt(parts, end + 1);
    if (rest && rest.value < 100) return { value: hundreds + rest.value, end: rest.end };
  }
  const rest = belowHundredAt(parts, end);
  if (rest && rest.value < 100 && (!english || rest.value >= 10))
    return { value: hundreds + rest.value, end: rest.end };
  return { value: hundreds, end };
}

/** One spoken number group: "dos mil veinte", "five thousand", "cincuenta y cuatro", "nueve". */
function numberGroupAt(parts: WordPart[], i: number): Parsed | null {
  const head = belowThousandAt(parts, i);
  const thousandAt = head ? head.end : i;
  if (!THOUSAND_WORDS.has(parts[thousandAt]?.key ?? '') || (head && head.value >= 1000)) return head;
  const times = head ? head.value : 1;
  if (times === 0) return head;
  const restAt = parts[thousandAt + 1]?.key === 'and' ? thousandAt + 2 : thousandAt + 1;
  const rest = belowThousandAt(parts, restAt);
  return rest
    ? { value: times * 1000 + rest.value, end: rest.end }
    : { value: times * 1000, end: thousandAt + 1 };
}

function wordParts(words: string[]): WordPart[] {
  return words.flatMap((w) => {
    const pieces = w.split('-');
    return pieces.map((raw, n) => ({
      raw,
      key: foldWord(raw),
      startsWord: n === 0,
      endsWord: n === pieces.length - 1,
    }));
  });
}

/** Words joined by spaces and hyphens, between punctuation: where spoken numbers are looked for. */
const NUMBER_WORD_RUN = /\p{L}+(?:-\p{L}+)*(?:\s+\p{L}+(?:-\p{L}+)*)*/gu;

/** What stands in a stretch of spoken numbers: a number group, or a word the digit pass reads ("oh", "double"). */
interface StretchItem {
  start: number;
  end: number;
  value: number | null;
}

/**
 * Words the digit pass reads that may sit between number groups: "twenty oh five", "doble cero", "zweimal die
 * drei".
 */
function isDigitPassWord(parts: WordPart[], i: number): boolean {
  const k = parts[i]!.key;
  return (
    k === 'oh' ||
    k === 'o' ||
    k in REPEAT_WORDS ||
    (REPEAT_ARTICLES.has(k) && i > 0 && parts[i - 1]!.key in REPEAT_WORDS)
  );
}

/** The digits to write for one group of a stretch, or null to leave its words for the digit pass. */
function groupDigits(item: StretchItem, parts: WordPart[], stretch: StretchItem[]): string | null {
  if (item.value === null) return null;
  if (item.end - item.start > 1) return String(item.value);
  const k = parts[item.start]!.key;
  // single digit words are read (and repeated) by the digit pass
  if (k in DIGIT_VALUES) return null;
  const groups = stretch.filter((s) => s.value !== null);
  // "oh" is a digit of the number; a repeat word adds one it cannot be sure of
  const digitCount = stretch.reduce(
    (n, s) => n + (s.value !== null ? String(s.value).length : ZERO_LETTERS.has(parts[s.start]!.key) ? 1 : 0),
    0,
  );
  // French "zéro un": an article after a number is a digit of it
  const afterNumber = stretch.indexOf(item) > 0 && k in ARTICLE_ONES;
  if (NOT_ALONE.has(k) && digitCount < MIN_DICTATED_DIGITS && !afterNumber) return null;
  if (ENGLISH_NUMBER_WORDS.has(k) && groups.length < 2) return null;
  return String(item.value);
}

/**
 * "más cincuenta y cuatro nueve once treinta y cinco" → "más 54 nueve 11 35"; "seis cinco cuatro, veintiuno,
 * ochenta y siete" → "seis cinco cuatro, 21, 87"; "five five five twenty twenty-four" → "five five five 20 24":
 * number words beyond single digits become digits group by group (a conjunction joins tens and units, never two
 * groups), and single digit words are left to the digit pass below, which joins the groups into one number.
 */
export function spokenNumbersToDigits(text: string): string {
  return text.replace(NUMBER_WORD_RUN, (run) => {
    const parts = wordParts(run.split(WHITESPACE));
    const out: string[] = [];
    const emit = (p: WordPart, text: string): void => {
      out.push(text, p.endsWord ? ' ' : '-');
    };
    let i = 0;
    while (i < parts.length) {
      const stretch: StretchItem[] = [];
      let j = i;
      while (j < parts.length && parts[j]!.startsWord) {
        const group = numberGroupAt(parts, j);
        if (group && parts[group.end - 1]!.endsWord) {
          stretch.push({ start: j, end: group.end, value: group.value });
          j = group.end;
        } else if (parts[j]!.endsWord && isDigitPassWord(parts, j)) {
          stretch.push({ start: j, end: j + 1, value: null });
          j++;
        } else break;
      }
      if (!stretch.some((s) => s.value !== null)) {
        emit(parts[i]!, parts[i]!.raw);
        i++;
        continue;
      }
      for (const item of stretch) {
        const digits = groupDigits(item, parts, stretch);
        if (digits !== null) emit(parts[item.end - 1]!, digits);
        else for (let n = item.start; n < item.end; n++) emit(parts[n]!, parts[n]!.raw);
      }
      i = j;
    }
    return out.slice(0, -1).join('');
  });
}

/**
 * Splits a text into words and the separators the digit pass tells apart: spaces and commas inside a number,
 * and clause ends (run-on transcripts get semicolons) that end one.
 */
const DIGIT_PASS_SEPARATOR = /(\s+|,\s*|;\s*|\.\s+|\.$)/;
const RUN_SEPARATOR = /^\s+$|^,\s*$/;
const WHITESPACE = /\s+/;
const WHITESPACE_RUNS = /\s+/g;
const NOT_LETTERS = /[^\p{L}]/gu;
const NOT_DIGITS = /\D/g;
/** Digits the number pass wrote (or a transcript already had) between digit words. */
const DIGIT_LITERAL = /^\d{1,4}$/;
const SINGLE_DIGIT = /^\d$/;

/**
 * Turns runs of digit words into digits ("double five", "doble cero" and "zweimal die drei" repeat the next digit);
 * commas between groups become spaces. Runs under three digits keep their words.
 */
export function spokenDigitsToText(text: string): string {
  const tokens = text.split(DIGIT_PASS_SEPARATOR);
  const wordOf = (tok: string): string => tok.toLowerCase().replace(NOT_LETTERS, '');
  /** Whether the word after token k, past separators (and the article of "zweimal die drei"), is a digit. */
  const digitFollows = (k: number): boolean => {
    for (let n = k + 1; n < tokens.length; n++) {
      const t = tokens[n]!;
      if (t === '' || RUN_SEPARATOR.test(t)) continue;
      if (REPEAT_ARTICLES.has(wordOf(t))) continue;
      return SINGLE_DIGIT.test(t) || wordOf(t) in DIGIT_WORDS;
    }
    return false;
  };
  const out: string[] = [];
  let run: string[] = [];
  let runRaw: string[] = [];
  let pendingSep: string[] = [];
  let repeat = 1;
  const flush = (): void => {
    const digitCount = run.join('').replace(NOT_DIGITS, '').length;
    if (digitCount >= 3) out.push(run.join('').replace(WHITESPACE_RUNS, ' ').trim());
    else out.push(...runRaw);
    run = [];
    runRaw = [];
    out.push(...pendingSep);
    pendingSep = [];
    repeat = 1;
  };
  /** The separators before a token of the run: a comma is a group break, a space joins digits. */
  const takePendingSeparators = (tok: string): void => {
    if (run.length && pendingSep.length) run.push(pendingSep.some((sep) => sep.includes(',')) ? ' ' : '');
    runRaw.push(...pendingSep, tok);
    pendingSep = [];
  };
  tokens.forEach((tok, k) => {
    const w = wordOf(tok);
    const inRun = run.length > 0 || repeat > 1;
    if (RUN_SEPARATOR.test(tok) && inRun) {
      // separator inside a run: a comma is a group break
      pendingSep.push(tok);
      return;
    }
    if (tok === '') return;
    const literal = DIGIT_LITERAL.test(tok);
    const isDigit = literal || (w in DIGIT_WORDS && !(w === 'o' && !inRun));
    const isPlus = PLUS_WORDS.includes(w) && run.length === 0 && repeat === 1;
    if (w in REPEAT_WORDS && digitFollows(k)) {
      takePendingSeparators(tok);
      repeat = REPEAT_WORDS[w]!;
      return;
    }
    if (repeat > 1 && REPEAT_ARTICLES.has(w)) {
      runRaw.push(...pendingSep, tok);
      pendingSep = [];
      return;
    }
    if (isDigit || isPlus) {
      takePendingSeparators(tok);
      const digits = isPlus ? '+' : literal ? tok : DIGIT_WORDS[w]!;
      run.push(digits.length === 1 ? digits.repeat(repeat) : digits);
      repeat = 1;
      return;
    }
    flush();
    out.push(tok);
  });
  flush();
  return out.join('');
}

const COFOUNDER_SPOKEN = /\b([Cc])o ?([Ff])ounder(s?)\b/g;

/**
 * "cofounder and ceo" → "co-founder and ceo": a transcript writes "co founder"/"cofounder" where a title is written
 * "Co-Founder". The "and" between two roles stays as said (most who write a spoken title down keep it).
 */
export function spokenRoleJoinsToText(text: string): string {
  return text.replace(COFOUNDER_SPOKEN, '$1o-$2ounder$3');
}

/**
 * German legal forms spelled letter by letter in their own mixed case ("G m b H", "e K"), and Dutch ones that are
 * written with dots ("B V"), as a voice says them.
 */
const SPELLED_MIXED_FORMS: [RegExp, string][] = [
  [/(?<=\p{L}\s)g\s?G m b H\b/gu, 'gGmbH'],
  [/(?<=\p{L}\s)G m b H\b/gu, 'GmbH'],
  [/(?<=\p{L}\s)e K\b(?!\p{L})/gu, 'e.K.'],
  [/(?<=\p{L}\s)e V\b(?!\p{L})/gu, 'e.V.'],
  // (and the Dutch forms, written with their dots)
  [/(?<=\p{Lu}\p{L}*\s)B V\b(?!\p{L})/gu, 'B.V.'],
  [/(?<=\p{Lu}\p{L}*\s)N V\b(?!\p{L})/gu, 'N.V.'],
];

/**
 * "C T O" → "CTO", "L L C" → "LLC", "B V" → "BV": runs of single capital letters are acronyms; and "G m b H" is
 * GmbH.
 */
export function joinSpelledLetters(text: string): string {
  return SPELLED_MIXED_FORMS.reduce((t, [re, form]) => t.replace(re, form), text).replace(
    /\b(?:\p{Lu} ){1,5}\p{Lu}\b/gu,
    (m) => m.replace(/ /g, ''),
  );
}

const AT = '(?:at|arroba|ät|arobase|arobas|apenstaartje|chiocciola|snabel-a|małpa)';
const DOT = '(?:dot|punto|ponto|punkt|point|punt|kropka)';
/** Words for a hyphen said in an address (not the Spanish underscore, "guion bajo"). */
const HYPHEN =
  '(?:dash|hyphen|gui[oó]n(?! bajo)|tiret|minus|bindestrich|streepje(?<!liggend streepje)|trattino|myślnik|' +
  // (German "Strich" also means a line, as in "unterm Strich": a hyphen only inside an address)
  'strich(?=\\s+[\\p{L}\\d-]+\\s+(?:punkt|at|ät|strich)\\b))';

/**
 * The labels of a spoken host ("saguaro point dot example" → saguaro-point's words and "example"): when the
 * English "dot" separates them, the French "point" is a word of the name.
 */
function spokenHostLabels(spoken: string): string[] {
  const separator = / dot /i.test(spoken) ? / dot /i : new RegExp(` ${DOT} `, 'i');
  return spoken.split(separator).map((part) => part.replace(/ /g, ''));
}
const LOCAL_JOIN: Record<string, string> = {
  dot: '.',
  punto: '.',
  punkt: '.',
  point: '.',
  underscore: '_',
  'guion bajo': '_',
  'guión bajo': '_',
  guión: '-',
  unterstrich: '_',
  dash: '-',
  hyphen: '-',
  guion: '-',
  bindestrich: '-',
  tiret: '-',
  minus: '-',
  punt: '.',
  ponto: '.',
  kropka: '.',
  streepje: '-',
  trattino: '-',
  sottolineato: '_',
  'liggend streepje': '_',
};

/**
 * "Email, g lachance roy at maplecrest …", "m j de la fuente at …": after an email cue, an initial or two and the
 * words said after them before the at, with no dot, dash or underscore between, are one local part (an address
 * holds no spaces).
 */
const CUED_LOCAL = new RegExp(
  `(\\b(?:e-?mail|correo|mail|courriel)(?:\\s+(?:is|es|ist|est|address))?[,:]?\\s+)((?:[a-z] ){1,2}(?:\\p{Ll}{2,} ){0,2}\\p{Ll}{2,})(?= ${AT} )`,
  'giu',
);
const LOCAL_JOIN_WORD = new RegExp(`^(?:${Object.keys(LOCAL_JOIN).join('|')}|bajo|liggend|${AT})$`, 'iu');

function joinCuedLocalWords(text: string): string {
  return text.replace(CUED_LOCAL, (m, cue: string, local: string) =>
    local.split(' ').some((w) => LOCAL_JOIN_WORD.test(w)) ? m : `${cue}${local.replace(/ /g, '')}`,
  );
}

/** "dana dot whitfield at lumen freight dot example" → "dana.whitfield@lumenfreight.example". */
export function spokenEmailsToText(text: string): string {
  const word = '[\\p{L}0-9][\\p{L}0-9-]*';
  // spelled initials belong to the local part: "p j dot vermeulen", "x arriaga", "helene dot d m"
  // (but not a word of one accented letter: Portuguese "é", Italian "è", French "à", nor the "s" of "it's")
  const letters = "(?:(?<![\\p{L}'’])(?![éèàìòù])\\p{L} ){0,3}";
  const joiner =
    '(?:dot|punto|ponto|punkt|point|punt|kropka|underscore|gui[oó]n bajo|unterstrich|sottolineato|liggend streepje|dash|hyphen|gui[oó]n|bindestrich|tiret|minus|streepje|trattino)';
  // after a joiner a piece may be several words ("ilse dot van der meulen"), though not the sentence's ("it's dot
  // example so g sandhu at …"); and a local part does not start inside a word ("it's")
  const pieceWord = `(?!(?:so|also|is|es|ist|and|y|und|then|no|wait|sorry|email|mail|correo)\\s)${word}`;
  // ("email him at jamal at …": a pronoun after the verb is whom to write to, not the address)
  const notPronoun = '(?!(?:him|her|them|me|us)\\s)';
  const host = '[\\p{L}0-9-]+';
  const re = new RegExp(
    `(?<![\\p{L}0-9'’])${notPronoun}(${letters}${word}(?: ${joiner} (?:${pieceWord} ){0,2}${word})*) ${AT} ((?:${host} ){0,3}${host}(?: ${DOT} ${host})+)`,
    'giu',
  );
  return text.replace(re, (m, local: string, domain: string) => {
    // "portfolio at freya lindgren dot example", "website at …": a web address, not a mailbox
    if (/^(?:portfolio|website|web|site|sitio|página|webseite|homepage)$/i.test(local)) return m;
    const l = local
      // (letters spelled with hyphens are one piece: "dot L-A at …")
      .replace(/(?<![\p{L}-])\p{L}(?:-\p{L})+(?![\p{L}-])/gu, (letters) => letters.replace(/-/g, ''))
      .replace(new RegExp(` (${joiner}) `, 'gi'), (_x, j: string) => LOCAL_JOIN[j.toLowerCase()] ?? '.')
      .replace(/ /g, '');
    const d = spokenHostLabels(domain).join('.');
    // French "point" is also an English word ("manager at Harbor Point Medical"): only before a known domain end
    if (/ point /i.test(domain) && !/ dot /i.test(domain) && !endsInKnownTld(d)) return m;
    // an address has no accents ("hélène, sans accent, arobase …"); umlauts are spelled out by their own hints
    return `${l}@${d}`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u0303\u0327]/g, '')
      .normalize('NFC');
  });
}

/** Whether a host, written ("acme.example.") or spoken ("acme point example"), ends in a known top-level domain. */
function endsInKnownTld(host: string): boolean {
  const last = host.replace(/\.+$/, '').split(/[.\s]/).pop() ?? '';
  return KNOWN_TLDS.includes(last.toLowerCase());
}

/**
 * "m.vonberg at kranich-logistik.example": a transcript that writes the domain but speaks the at. The domain must
 * end in a known top-level domain ("meet at stand.b" stays prose).
 */
export function spokenAtToText(text: string): string {
  return text.replace(
    new RegExp(
      `(?<![\\p{L}0-9@._-])([\\p{L}0-9][\\p{L}0-9._-]*) ${AT} ([\\p{L}0-9-]+(?:\\.[\\p{L}0-9-]+)+)`,
      'giu',
    ),
    (m, local: string, domain: string) =>
      endsInKnownTld(domain) ? `${local}@${domain}`.replace(/^[^@]+/, (l) => l.toLowerCase()) : m,
  );
}

/** "quillfeather dot example" → "quillfeather.example" (after emails are done). */
export function spokenWebsitesToText(text: string): string {
  // after a cue word the site name may be several spoken words: "website, tern harbour dot example"
  const cued = text.replace(
    new RegExp(
      `\\b(website|web site|web|sitio web|sitio|página web|página|webseite|homepage|site web|site|portfolio)((?:'s|’s)?[,:]?\\s+(?:(?:is|es|ist|est|é|è|at|just|only|also|too|ebenfalls|auch|también|tambien|aussi|anche|ook|também) ){0,2})((?:www ${DOT} )?(?:[\\p{L}0-9-]+ ){0,3}[\\p{L}0-9-]+(?: ${DOT} [\\p{L}0-9-]+)+)`,
      'giu',
    ),
    (_m, cue: string, sep: string, site: string) =>
      cue + sep + spokenHostLabels(site).join('.').toLowerCase(),
  );
  return cued.replace(
    new RegExp(`\\b((?:www ${DOT} )?[\\p{L}0-9-]+(?: ${DOT} [\\p{L}0-9-]+)+)\\b`, 'gu'),
    (m) =>
      // "Harbor Point Medical": French "point" is an English word too, so only before a known domain end
      / point /i.test(m) && !endsInKnownTld(m)
        ? m
        : m.replace(new RegExp(` ${DOT} `, 'g'), '.').toLowerCase(),
  );
}

/** Whether a text reads like a transcript of speech (spelled-out addresses or numbers). */
export function looksSpoken(text: string): boolean {
  return (
    new RegExp(`\\b${AT}\\b.*\\b${DOT}\\b`, 'i').test(text) ||
    /\b(?:zero|one|two|three|four|five|six|seven|eight|nine)(?:,?\s+(?:zero|one|two|three|four|five|six|seven|eight|nine|oh)){3,}\b/i.test(
      text,
    )
  );
}

/**
 * "m.vonstraelen, zusammengeschrieben, at …", "… at serra verde, junto, ponto example", "t nakamura, no dot, at …",
 * "jpuig arroba transports valles todo junto sin acento punto example": a hint on how an address is written, said
 * inside it, set off by commas or right before its at or dot.
 */
const ADDRESS_HINT = new RegExp(
  `(?:,\\s*|\\s+)(?:all one word|one word|no spaces?|no dots?|without (?:a |the )?dots?|sin punto|ohne punkt|sans point|todo junto|todo pegado|tudo junto|junto|tutto attaccato|attaccato|zusammengeschrieben|zusammen geschrieben|zusammen|tout attaché|aan elkaar|sin acento|sin tilde|sem acento|senza accento|ohne akzent|sans accent|without (?:the )?accents?|no accents?|no apostrophe|without (?:an |the )?apostrophe|sin apóstrofo|sem apóstrofo|ohne apostroph|sans apostrophe)(?=\\s*,|\\s+(?:${AT}|${DOT})\\b)(?:\\s*,)?`,
  'giu',
);

/** "Benítez con zeta al final", "Oberländer mit Ö", "Reid with an E I": how a name just said is spelled. */
const SPELLING_NOTE =
  /,\s*\p{Lu}[\p{L}'’-]+ (?:con|mit|with(?: an?)?) (?:(?:doble |double )?(?:be|ce|de|efe|ge|hache|jota|ka|ele|eme|ene|eñe|pe|cu|erre|ese|te|uve|equis|zeta|ye)|scharfem s|\p{Lu}(?: \p{Lu})?|two \p{Ll}s?|acento|tilde|umlaut)(?: al final| al principio| at the end)?(?=[.,;])/gu;

/**
 * "Liam Fitzgerald. No, sorry, Liam Fitzgibbon", "…, Desmond Achebe Lowry. Sorry, just Desmond Lowry": a name taken
 * back and said again.
 */
const NAME_TAKEN_BACK =
  /(^|[.!?,]\s+)(?:\p{Lu}[\p{L}'’-]*\s+){0,3}\p{Lu}[\p{L}'’-]*[.,]\s+(?:[Nn]o,?\s*sorry|[Ss]orry|[Nn]o,?\s*wait|I mean|[Pp]erd[óo]n|[Ii]ch meine),?\s+(?:just\s+|only\s+)?(?=\p{Lu})/gu;

/**
 * "Aoife Brenan. Sorry, that's Brennan with two n's, B R E double N A N.": a word of the name taken back for its
 * spelling, said again one letter off, with what the speaker adds on how it is spelled.
 */
const NAME_WORD_RESPELLED =
  /(\p{Lu}[\p{L}'’-]+)([.,;])\s+(?:[Nn]o,?\s*)?(?:[Ss]orry|[Pp]erd[óo]n|[Ee]ntschuldigung),?\s+(?:that's|that is|it's|it is|es|ist)\s+(\p{Lu}[\p{L}'’-]+)(?:,?\s+with (?:two|double|a double) \p{L}['’]?s?)?(?:,\s*((?:(?:double |doble |doppel )?\p{Lu}\b\s*)+))?(?=[.,;])/gu;

/**
 * "Just met Shivon, that's S I O B H A N, Mulcahy-Grant.": a name word the recogniser wrote as it sounds, spelled
 * right after it the way it is written.
 */
const NAME_WORD_SPELLED_OTHERWISE =
  /(\p{Lu}\p{Ll}[\p{L}'’]*),\s+(?:that's|that’s|that is|spelled|spelt)\s+((?:(?:double |doble |doppel )?\p{Lu}\b[\s,]*){3,}?)(?:,\s*(?=\p{Lu}\p{Ll})|(?=[.;]|$))/gu;

function nameWordsRespelled(text: string): string {
  // (the mark after the correction ends the sentence the name ended)
  // (one letter off what was said, or as the letters spelled after it have it)
  return text
    .replace(NAME_WORD_RESPELLED, (m, said: string, _mark: string, again: string, letters?: string) =>
      oneEditApart(said.toLowerCase(), again.toLowerCase()) ||
      (letters && lettersSpelled(letters) === again.toLowerCase())
        ? again
        : m,
    )
    .replace(NAME_WORD_SPELLED_OTHERWISE, (m, said: string, letters: string) => {
      const written = lettersSpelled(letters);
      // (a spelling of the word said, or of a part of it, only confirms it: see `withoutSpacedSpelledRepeats`)
      if (said.toLowerCase().includes(written)) return m;
      const rest = m.endsWith(',') || /,\s+$/.test(m) ? ' ' : '';
      return `${written[0]!.toUpperCase()}${written.slice(1)}${rest}`;
    });
}

/** A letter said twice in a spelling ("B R E double N A N", "P F E I doppel F …"). */
const LETTER_REPEAT = '(?:double|doble|doppel|doppeltes|zweimal)';

/** The word the letters of a spelling make ("B R E double N A N" → "brennan"). */
function lettersSpelled(run: string): string {
  return run
    .replace(new RegExp(`${LETTER_REPEAT}\\s+(\\p{Lu})`, 'gu'), '$1$1')
    .replace(/[\s,]/g, '')
    .toLowerCase();
}

/** "Email is B Castellanos, that's B, …": the initial said again inside a spoken address. */
const REPEATED_INITIAL = /,\s*(?:that's|that is)\s+\p{L}\s*,/giu;

/**
 * "Rachel Thornbury, that's T-H-O-R-N-B-U-R-Y.": a word spelled letter by letter right after it was said only
 * confirms its spelling, and is dropped with its cue ("that's", "spelled", "con", "mit"), so it does not stand
 * between the name and the role. (Run-on transcripts spell without hyphens: see `withoutSpellingRepeats`.)
 */
function withoutHyphenSpelledRepeats(text: string): string {
  return withoutSpacedSpelledRepeats(text).replace(
    /,?\s*(?:(?:that's|that is|spelled|spelt|so|con|mit|avec)\s+)?(?<![\p{L}-])(\p{L}(?:-\p{L}){2,})(?![\p{L}-])/gu,
    (m, letters: string, offset: number) => {
      const word = letters.replace(/-/g, '').toLowerCase();
      const said = text
        .slice(Math.max(0, offset - 80), offset)
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .filter(Boolean);
      // said as one word, or as an initial and a word ("M Zhou, M-Z-H-O-U")
      const joined = said.slice(-3).map((_, k, last) => last.slice(k).join(''));
      return said.includes(word) || joined.includes(word) ? '' : m;
    },
  );
}

/** All spoken-form rewrites, in the order that keeps them from interfering. */
/**
 * "… dot example, no dot between the m and santos": how two pieces of an address just said are (not) joined. The
 * pieces were said as words and are written together already, so the note only goes.
 */
const SEPARATOR_BETWEEN_NOTE =
  /,?\s*\b(?:no|without an?|without the)\s+(?:dots?|periods?|spaces?|dash(?:es)?|hyphens?|underscores?)\s+between\s+(?:the\s+)?[\p{L}\d]+\s+and\s+(?:the\s+)?[\p{L}\d]+\b/giu;

export function normaliseSpokenText(text: string): string {
  // "she's the estates director at um kingsmead college": a filler is no word of what it interrupts (but "um" is
  // Portuguese for one among digits, and after a booth's letter, "fourteen b um kevin …", it still parts them)
  const fluent = text
    .replace(SEPARATOR_BETWEEN_NOTE, '')
    .replace(FILLER, (m, offset: number, all: string) => {
      const before = /(\S+)\s*$/u.exec(all.slice(0, offset))?.[1]?.toLowerCase() ?? '';
      const after = /^\s*(\S+)/u.exec(all.slice(offset + m.length))?.[1]?.toLowerCase() ?? '';
      const numberWord = (w: string): boolean => w in DIGIT_WORDS || w in TEEN_WORDS || w in TENS_WORDS;
      // (in a Portuguese transcript: "um" is a filler in English ones, "… five six seven nine um and email …")
      if (/^um$/i.test(m.trim()) && (numberWord(before) || numberWord(after)) && PORTUGUESE_NUMBER.test(all))
        return m;
      // German "er" is "he" ("… hat er nicht rausgegeben", "er ist Einkaufsleiter")
      if (
        /^er,?$/i.test(m.trim()) &&
        (GERMAN_VERBS_BESIDE_ER.test(after) || GERMAN_VERBS_BESIDE_ER.test(before))
      )
        return m;
      return /^\p{L}$/u.test(before) || numberWord(before) ? ', ' : '';
    });
  // "liam fitzgerald walsh with a hyphen": the two words before the note are one hyphenated name
  // "… at the joburg mining indaba, sorry, the joburg mining conference": the words taken back go
  const hyphened = withoutRunOnTakeBacks(fluent.replace(HYPHENATED_NOTE, '$1-$2'));
  // browser speech recognition writes no capitals and no punctuation: sentences and the name are marked first
  const runOn = !/\p{Lu}/u.test(hyphened)
    ? punctuateRunOn(applySpellingHints(hyphened))
    : sparselyPunctuated(hyphened)
      ? punctuateClauses(hyphened)
      : hyphened;
  // "transports tiret garonne" → "transports-garonne" (inside addresses; a spoken dash is rare elsewhere)
  let t = runOn
    .replace(new RegExp(`(\\p{L}) ${HYPHEN} (\\p{L})`, 'giu'), '$1-$2')
    // "pryce jones that's p r y c e hyphen jones": the spelled "pryce" went as a repeat, leaving "Jones-Jones"
    .replace(/(\p{L}{2,}) (\p{L}{2,})-\2\b/giu, '$1-$2')
    .replace(
      /\b(?:triple doble ?u|triple w|w w w|double u double u double u|doble u doble u doble u|dreimal w|triple uve doble|(?:uve doble|doble uve|doble ve),? (?:uve doble|doble uve|doble ve),? (?:uve doble|doble uve|doble ve))\b,?/giu,
      'www',
    );
  t = withoutHyphenSpelledRepeats(nameWordsRespelled(t))
    // "Oyelaran-Smith, that's O Y E L A R A N, hyphen, Smith": the rest of the spelling, once its letters went
    .replace(new RegExp(`(\\p{L}+-(\\p{L}+)),\\s+${HYPHEN},\\s+\\2\\b`, 'giu'), '$1')
    .replace(REPEATED_INITIAL, '')
    .replace(SPELLING_NOTE, '')
    .replace(NAME_TAKEN_BACK, '$1');
  for (let i = 0; i < 2; i++) t = t.replace(ADDRESS_HINT, '');
  // what the asides left: a comma before a spoken dot ("Roz, dot Achterberg, at pinecrest co-op, dot example")
  t = t.replace(new RegExp(`(?<=\\p{L}),(?=\\s+${DOT}\\s+[\\p{L}0-9])`, 'giu'), '');
  // … and between a spoken local part and its at ("B Castellanos, at redwood …")
  t = t.replace(new RegExp(`(?<=\\p{L}),(?=\\s+${AT}\\s+(?:[\\p{L}0-9-]+\\s+){1,4}${DOT}\\s)`, 'giu'), '');
  t = joinSpelledLetters(t);
  t = spokenRoleJoinsToText(t);
  t = spokenSpanishLegalForms(t).replace(PUNCTUATED_UMLAUT_HINT, '');

  t = spokenEmailsToText(joinCuedLocalWords(t));
  t = spokenWebsitesToText(t);
  t = spokenAtToText(t);
  t = spokenDigitsToText(numberWordsBetweenGroups(spokenNumbersToDigits(t)));
  return withGermanExtensions(numbersWithCorrectedTails(t));
}

/** A digit said as a word or written, in an extension ("zwo", "null", "20"). */
const EXTENSION_PART = `(?:${Object.keys(DIGIT_WORDS).join('|')}|\\d{1,5})`;
/** "Festnetz 0521 47731, Durchwahl zwo null": a German extension is dialled after the number, as one number. */
const GERMAN_EXTENSION = new RegExp(
  `(\\d[\\d ]{4,}\\d),?\\s+(?:durchwahl|dw)[:.]?\\s+(${EXTENSION_PART}(?:[\\s,]+${EXTENSION_PART}){0,4})(?=[.,;]|\\s|$)`,
  'giu',
);

function withGermanExtensions(text: string): string {
  return text.replace(GERMAN_EXTENSION, (m, number: string, said: string) => {
    const digits = said
      .split(/[\s,]+/)
      .map(digitOf)
      .join('');
    return digits.length <= 5 ? `${number}${digits}` : m;
  });
}

/**
 * "+54 9, once, 4782 3156": a number word that is also an everyday word ("once", "elf", "due"), said as a group of
 * its own between two groups of a dictated number, is that number.
 */
function numberWordsBetweenGroups(text: string): string {
  const group = `(?:\\d+|${Object.keys(DIGIT_VALUES).join('|')})`;
  const between = text.replace(
    new RegExp(`(?<=${group},?\\s+)(\\p{L}+)(?=,?\\s+${group}(?!\\p{L}))`, 'giu'),
    (word) => {
      const k = word.toLowerCase();
      if (NOT_ALONE.has(k) && k in TEEN_WORDS) return String(TEEN_WORDS[k]);
      // "+33 6, twelve, 45 78": an English number word said alone between the groups of a dictated number
      return englishGroupWord(word);
    },
  );
  // "… 12, 45 78, ninety.": and said last, after three groups of digits, where the sentence ends
  return between.replace(
    /(?<=\d{1,4}[ ,]\s*\d{2,4}[ ,]\s*\d{2,4},\s+)(\p{L}+)(?=\s*(?:[.;]|$))/giu,
    englishGroupWord,
  );
}

/** An English teen or tens word as its digits ("twelve" → 12), any other word as it is. */
function englishGroupWord(word: string): string {
  const k = word.toLowerCase();
  return ENGLISH_NUMBER_WORDS.has(k) && (k in TEEN_WORDS || k in TENS_WORDS)
    ? String(TEEN_WORDS[k] ?? TENS_WORDS[k])
    : word;
}

/**
 * "Her mobile is 07812 345 678. Sorry, 679.", "Mobil 0172 489 6231. Nein, Moment, 6232.": digits said again after a
 * take-back replace the number's last digits (or the whole number, when as many or more are said).
 */
function numbersWithCorrectedTails(text: string): string {
  // (the groups of a number said apart by commas are one number: "339 428 15, 60... no scusa, 61")
  const joined = (number: string): string => number.replace(/(\d), (?=\d)/g, '$1 ');
  return (
    text
      .replace(NUMBER_TAIL_RESTATED, (m, printed: string, said: string, wrong?: string) => {
        const number = joined(printed);
        // "… 0144, no wait, it's 45 not 44": the digits taken back must be the number's last ones
        // ("… 2291 perdón el último es cuatro no uno": one digit said as a word)
        if (wrong && !number.replace(/\D/g, '').endsWith(digitOf(wrong))) return m;
        return withLastDigits(number, digitOf(said));
      })
      .replace(NUMBER_TAKEN_BACK, (_m, printed: string, again: string) => {
        const number = joined(printed);
        const digits = again.replace(/\D/g, '');
        if (digits.length >= number.replace(/\D/g, '').length) return again;
        // "… 555 01777, wait, no, that's too many. 0177": the last group said again with a digit more or less
        const last = /(?<=\s)\d+$/.exec(number)?.[0];
        if (
          last &&
          last.length !== digits.length &&
          digits.length >= 3 &&
          last.startsWith(digits.slice(0, 2))
        )
          return number.slice(0, number.length - last.length) + digits;
        return withLastDigits(number, digits);
      })
      // "… +65 9188 2340, that's 9188 2340": a number said again, without its country code, is said once
      .replace(NUMBER_SAID_AGAIN, (m, number: string, again: string) => {
        const digits = again.replace(/\D/g, '');
        return digits.length >= 6 && number.replace(/\D/g, '').endsWith(digits) ? number : m;
      })
  );
}

const NUMBER_SAID_AGAIN =
  /(\+?\d[\d ]*\d)[,;]?\s+(?:(?:that's|that is|so|i\.e\.|also|es decir|o sea)\s+)?(\d[\d ]*\d)(?=[.,;]|\s|$)/giu;

/** A number in its own grouping with its last digits replaced by those said again (all of it, when as many). */
function withLastDigits(number: string, said: string): string {
  if (said.length >= number.replace(/\D/g, '').length) return said;
  let k = said.length;
  return [...number]
    .reverse()
    .map((c) => (/\d/.test(c) && k > 0 ? said[--k]! : c))
    .reverse()
    .join('');
}

/** Number words only Portuguese has: a transcript with them may say "um" for one. */
const PORTUGUESE_NUMBER =
  /(?<!\p{L})(?:dois|duas|três|quatro|sete|oito|dez|doze|treze|vinte|trinta|quarenta|sessenta|oitenta)(?!\p{L})/iu;

/** German verbs said right before or after "er" (he): there it is no hesitation. */
const GERMAN_VERBS_BESIDE_ER =
  /^(?:ist|hat|war|hatte|arbeitet|möchte|will|sagt|leitet|kommt|sucht|braucht|kann|wird|macht|heißt|heisst|nicht)$/;

/** Hesitation sounds a recogniser writes down ("um", "erm", "äh", "eh", "euh"). */
const HESITATION = 'um+|uh+|erm+|er|ehm+|eh+|euh|hmm+|mhm|äh+m?|öhm';
const HESITATION_WORD = new RegExp(`^(?:${HESITATION})$`, 'iu');
/** One word that is a hesitation sound ("umm", "ähm"). */
export const isHesitation = (word: string): boolean => HESITATION_WORD.test(word);
/** A hesitation sound in a transcript, with the comma it may add after one. */
const FILLER = new RegExp(`(?<=^|\\s)(?:${HESITATION})(?:,)?(?=\\s|$)\\s?`, 'giu');

/** A note that the two words before it are written with a hyphen. */
const HYPHENATED_NOTE =
  /(\p{L}{2,})\s+(\p{L}{2,}),?\s+(?:with a hyphen|with hyphen|hyphenated|mit bindestrich|con guion|con guión|avec (?:un )?trait d'union)\b,?/giu;

/** "t Punkt juergensen, mit u e, at …": the hint between commas, in a punctuated transcript. */
const PUNCTUATED_UMLAUT_HINT = /,?\s+(?:auch\s+)?mit\s+[aou]\s?e\b(?=\s*[,.]|\s|$),?/giu;

/**
 * Legal forms spelled with Spanish letter names ("ese a de ce ve" → S.A. de C.V., "ese ele" → S.L.), right after
 * the company (a capitalised word or a comma), longest first.
 */
const SPANISH_SPELLED_FORMS: [RegExp, string][] = [
  ['ese a pe i de ce ve', 'S.A.P.I. de C.V.'],
  ['ese de erre ele de ce ve', 'S. de R.L. de C.V.'],
  ['ese a de ce ve', 'S.A. de C.V.'],
  ['ese de erre ele', 'S. de R.L.'],
  ['ese a ese', 'S.A.S.'],
  ['ese ele u', 'S.L.U.'],
  ['ese ele', 'S.L.'],
  ['ese a', 'S.A.'],
].map(([spoken, form]) => [
  new RegExp(`((?:\\p{Lu}[\\p{L}-]*|,))\\s+${spoken!.replace(/ /g, '\\s+')}\\b`, 'gu'),
  form!,
]);

function spokenSpanishLegalForms(text: string): string {
  return SPANISH_SPELLED_FORMS.reduce((t, [re, form]) => t.replace(re, `$1 ${form}`), text).replace(
    /(\p{Lu}\.)\.(?=\s|$)/gu,
    '$1',
  );
}

// ---------------------------------------------------------------------------------------------- run-on transcripts

/**
 * Hints a speaker adds to how an address is written: "todo junto", "all one word", "alles klein und zusammen"
 * (the words before are written as one), "mit u e" or "mit ae" (the umlaut is written ue, ae).
 */
const JOIN_HINT =
  /\s+(?:todo junto|todo pegado|all one word|one word|alles klein und zusammen(?: geschrieben)?|alles zusammen(?: geschrieben)?|zusammen geschrieben|zusammen|tout attaché|en un seul mot)(?=\s|$)/giu;
const UMLAUT_HINT = /\s+mit\s+[aou]\s?e(?=\s|$)/giu;
/** Words that end an address's spoken local part when read backwards from a join hint. */
const ADDRESS_CUE =
  /^(?:email|e-mail|mail|correo|courriel|is|es|ist|est|his|her|su|sein|seine|ihre|dot|punto|punkt|point|at|arroba|ät|arobase|arobas|that's|that’s|thats|it's|it’s|its|das|so|also|o sea)$/i;
/** Spanish names of letters, used when an address is spelled ("eme efe de la cruz todo junto"). */
const SPANISH_LETTER_NAMES: Record<string, string> = {
  be: 'b',
  ce: 'c',
  efe: 'f',
  ge: 'g',
  hache: 'h',
  jota: 'j',
  ka: 'k',
  ele: 'l',
  eme: 'm',
  ene: 'n',
  pe: 'p',
  cu: 'q',
  erre: 'r',
  ese: 's',
  uve: 'v',
  equis: 'x',
  zeta: 'z',
};

/** German names of letters, as a word is spelled aloud ("zett u e er ce ha e er"). */
const GERMAN_LETTER_NAMES: Record<string, string> = {
  ha: 'h',
  jot: 'j',
  ku: 'q',
  fau: 'v',
  we: 'w',
  ix: 'x',
  ypsilon: 'y',
  zett: 'z',
  tse: 'c',
  ef: 'f',
  el: 'l',
  em: 'm',
  en: 'n',
  er: 'r',
  es: 's',
};
/** Names of letters a speaker spells with, in Spanish ("erre", "uve", "te") and German ("zett", "ha", "es"). */
const LETTER_NAMES: Record<string, string> = {
  ...SPANISH_LETTER_NAMES,
  te: 't',
  de: 'd',
  ve: 'v',
  ...GERMAN_LETTER_NAMES,
};
/** The letter a spoken letter stands for: itself, or its name. */
function letterOf(token: string): string | undefined {
  const t = token.toLowerCase();
  return /^\p{L}$/u.test(t) ? t : LETTER_NAMES[t];
}
const LETTER_TOKEN = `(?:\\p{L}|${Object.keys(LETTER_NAMES).join('|')})(?![\\p{L}'’-])`;
const REPEAT_WORD = new RegExp(`^${LETTER_REPEAT}$`, 'iu');
/** A spoken letter, maybe said twice ("doppel F"). */
const SPELLED_TOKEN = `(?:${LETTER_REPEAT}\\s+)?${LETTER_TOKEN}`;
/**
 * "sanne dot devries, that's d e v r i e s, at …", "gtrevino, se escribe ge, te, erre, e, uve, i, ene, o, arroba
 * …", "reto Punkt zuercher, z u e r c h e r, at …", "Jörg Pfeiffenberger, das schreibt sich P F E I doppel F E N
 * B E R G E R, …": letters said apart, by gaps or commas, that spell a word said just before only confirm it, and
 * go with their cue. (An umlaut is spelled with its e: "zuercher" for Zürcher.)
 */
const SPACED_SPELLING = new RegExp(
  `,?\\s*(?:(?:that's|that’s|that is|spelled|spelt|se escribe|buchstabiert|das schreibt sich|geschrieben|s'écrit|also),?\\s+)?(?<![\\p{L}'’-])(${SPELLED_TOKEN}(?:(?:,\\s*|\\s+)${SPELLED_TOKEN}){2,})`,
  'giu',
);

function withoutSpacedSpelledRepeats(text: string): string {
  return text.replace(SPACED_SPELLING, (m, spelled: string, offset: number) => {
    // (a letter said twice stands for two of it: "doppel F" → ff)
    const letters: (string | undefined)[] = [];
    let times = 1;
    for (const token of spelled.split(/[,\s]+/)) {
      if (REPEAT_WORD.test(token)) times = 2;
      else {
        letters.push(letterOf(token)?.repeat(times));
        times = 1;
      }
    }
    if (letters.some((l) => !l)) return m;
    const word = letters.join('');
    const said = text
      .slice(Math.max(0, offset - 80), offset)
      .split(/[^\p{L}]+/u)
      .filter(Boolean)
      .map((w) => spelledAsInAddress(w.toLowerCase()));
    const joined = said.slice(-3).map((_, k, last) => last.slice(k).join(''));
    return word.length >= 3 && (said.includes(word) || joined.includes(word)) ? '' : m;
  });
}

/** "eme efe de la cruz todo junto arroba" → "mfdelacruz arroba": the words a join hint follows, written as one. */
export function applySpellingHints(text: string): string {
  const marked = text.replace(UMLAUT_HINT, '').replace(JOIN_HINT, ' \uE010');
  if (!marked.includes('\uE010')) return marked;
  const out: string[] = [];
  for (const w of marked.split(/\s+/)) {
    if (w !== '\uE010') {
      out.push(w);
      continue;
    }
    // the words since the last address cue ("correo", "arroba", "punto") are one
    let start = out.length;
    while (
      start > 0 &&
      out.length - start < 6 &&
      !ADDRESS_CUE.test(out[start - 1]!) &&
      !/[@.]/.test(out[start - 1]!)
    )
      start--;
    const joined = out
      .splice(start)
      .map((x) => SPANISH_LETTER_NAMES[x.toLowerCase()] ?? x)
      .join('');
    if (joined) out.push(joined);
  }
  return out.join(' ');
}

/** Spoken legal forms written as letters ("s a de c v", "s a s", "gmbh und co kg") get their written form. */
const SPOKEN_LEGAL_FORMS: [RegExp, string][] = [
  // spelled with Spanish letter names (a lone "ese a" is left: "ese" is also "that")
  [/(?<![\p{L}'’])ese a pe i de ce ve\b/gu, 's.a.p.i. de c.v.'],
  [/(?<![\p{L}'’])ese de erre ele de ce ve\b/gu, 's. de r.l. de c.v.'],
  [/(?<![\p{L}'’])ese a de ce ve\b/gu, 's.a. de c.v.'],
  [/(?<![\p{L}'’])ese a ese\b/gu, 's.a.s.'],
  [/(?<![\p{L}'’])ese ele u\b/gu, 's.l.u.'],
  [/(?<![\p{L}'’])ese ele\b/gu, 's.l.'],
  // said letter by letter, but not letters of a longer spelling ("sandhu s a n d h u")
  [/(?<![\p{L}'’])(?<!(?:^|\s)\p{L} )s a de c v\b(?! \p{L}(?!\p{L}))/gu, 's.a. de c.v.'],
  [/(?<![\p{L}'’])(?<!(?:^|\s)\p{L} )s de r l de c v\b(?! \p{L}(?!\p{L}))/gu, 's. de r.l. de c.v.'],
  [/(?<![\p{L}'’])(?<!(?:^|\s)\p{L} )s a s\b(?! \p{L}(?!\p{L}))/gu, 's.a.s.'],
  [/(?<![\p{L}'’])(?<!(?:^|\s)\p{L} )s l u\b(?! \p{L}(?!\p{L}))/gu, 's.l.u.'],
  [/(?<![\p{L}'’])(?<!(?:^|\s)\p{L} )s a p i de c v\b(?! \p{L}(?!\p{L}))/gu, 's.a.p.i. de c.v.'],
  [/(?<![\p{L}'’])(?<!(?:^|\s)\p{L} )s de r l\b(?! \p{L}(?!\p{L}))/gu, 's. de r.l.'],
  [/(?<![\p{L}'’])(?<!(?:^|\s)\p{L} )s r l\b(?! \p{L}(?!\p{L}))/gu, 's.r.l.'],
  [/(?<![\p{L}'’])(?<!(?:^|\s)\p{L} )s p a\b(?! \p{L}(?!\p{L}))/gu, 's.p.a.'],
  [/(?<![\p{L}'’])(?<!(?:^|\s)\p{L} )s a\b(?= |$)(?! \p{L}(?!\p{L}))/gu, 's.a.'],
  [/(?<![\p{L}'’])(?<!(?:^|\s)\p{L} )s l\b(?= |$)(?! \p{L}(?!\p{L}))/gu, 's.l.'],
  [/(?<![\p{L}'’])gmbh und co kg\b/gu, 'gmbh & co. kg'],
];

/** Words a speaker puts before a field's name ("her mobile", "su correo"): the clause starts before them. */
const FIELD_OWNER =
  'his|her|their|the|su|el|la|sein|seine|ihr|ihre|and|y|und|no|kein|keine|sin|o|il|le|seu|sua';
/** The start of a number said after its label: digits, a plus, a number word, or "is"/"number" before them. */
const SAID_NUMBER_AHEAD = `(?=\\s+(?:(?:is|es|ist|est|é|number|nummer|número|numero|line)\\s+){0,2}(?:[+\\d]|(?:${[
  'plus',
  'más',
  'mas',
  'oh',
  ...Object.keys(DIGIT_WORDS),
  ...Object.keys(TEEN_WORDS),
  ...Object.keys(TENS_WORDS),
].join('|')})(?!\\p{L})))`;
/**
 * Fields a speaker moves on to: each starts a new sentence in a run-on transcript (a phone's label only where a
 * number follows it: "jacaranda mobile solutions" is a company).
 */
const FIELD_CUE = new RegExp(
  `(?<!\\b(?:${FIELD_OWNER}))\\s+(?=(?:(?:${FIELD_OWNER})\\s+)?(?:(?:mobile|cell|phone|office line|office|direct line|celular|cel|móvil|movil|teléfono|telefono|telefon|handy|mobil|natel|telemóvel|telemovel|telefone|cellulare|portable|festnetz|landline)(?!\\p{L}|-)${SAID_NUMBER_AHEAD}|(?:email|e-mail|mail|website|correo|number|número|numero|página|web|handynummer|telefonnummer|mobilnummer|rufnummer|durchwahl|numéro)(?!\\p{L}|-)))`,
  'giu',
);
/** A run-on clause the speaker takes back ("…, she runs procurement no sorry, …"), up to its cue. */
const TAKEN_BACK =
  /,\s+[^,;.\d]*?\s(?:no sorry|no wait|wait no|i mean|nein moment|nein warte|perdón|perdon|no espera|non attends|nee wacht)[\s,]+/giu;
/** Whether words say a number: three or more number words among them. */
function saysANumber(words: string): boolean {
  const numberWords = words
    .split(/[\s,]+/)
    .map(foldWord)
    .filter((w) => w in DIGIT_VALUES || w in TEEN_WORDS || w in TENS_WORDS);
  return numberWords.length >= 3;
}

/** "she's", "he's the": a new clause about the lead. */
// a browser transcript drops the apostrophe ("hes the vp", "thats s i o b h a n")
const PRONOUN_CLAUSE =
  /\s+(?:(?:she|he|they)(?:'s|’s| is| are)|shes|hes|theyre|that's|thats|that is)(?:\s+the)?\s+/giu;

/** Prepositions before the event where a lead was met, other than English "at the" (see `EVENT_PLACE`). */
const AT_EVENT =
  'en (?:el|la|los|las)|na|no|nella|nel|alla|al|auf der|auf dem|im|am|à la|au|in der|op de|op het';
/** The words that name an event ("feira", "messe", "expo", "show"). */
const EVENT_NAMED = [...EVENT_NAME_WORDS, 'salon', 'show', 'fair'].join('|');

/** "… en la feria de sevilla", "na feira de lisboa", "auf der hannover messe": where the lead was met. */
const EVENT_PLACE_ABROAD = new RegExp(
  `\\s+(?=(?:${AT_EVENT})\\s+(?:\\p{L}+\\s+){0,2}(?:${EVENT_NAMED})(?!\\p{L}))`,
  'giu',
);

/**
 * "na feira de lisboa, diretora comercial da …": the event named before the role is neither the role nor the
 * company, so the sentence is read from the role on.
 */
const PLACE_BEFORE_ROLE = new RegExp(
  `^(?:${AT_EVENT})\\s+(?:[\\p{L}'’-]+\\s+){0,3}?(?:${EVENT_NAMED})(?:\\s+(?:de|di|in|of|von)\\s+[\\p{L}'’-]+)?,\\s+(?=\\p{Ll})`,
  'iu',
);

/** What a speaker says to take back the words before it ("no sorry", "nein moment", "no perdón"), longest first. */
export const TAKE_BACK_PHRASES = [
  'no sorry',
  'sorry no',
  'no wait',
  'wait no',
  'sorry i meant',
  'sorry i mean',
  'i meant',
  'i mean',
  'scratch that',
  'sorry correction',
  'correction',
  'sorry',
  'nein moment',
  'moment nein',
  'nein warte',
  'ich meine',
  'entschuldigung',
  'korrektur',
  'no perdón',
  'no perdon',
  'corrección',
  'correccion',
  'perdón',
  'perdon',
  'no espera',
  'ah no',
  'non pardon',
  'non attends',
  'pardon',
  'nee wacht',
  'não desculpa',
  'desculpa',
  'no scusa',
  'scusa',
].sort((a, b) => b.length - a.length);
/** The take-back phrases as a pattern, a comma allowed between their words ("no, sorry"). */
const TAKE_BACK_SAID = TAKE_BACK_PHRASES.map((p) => p.replace(/ /g, ',?\\s+')).join('|');
/** What ends a number before a take-back: a mark, or a trailing off ("… 60... no scusa, 61"). */
const NUMBER_BREAK = '(?:\\.{3}|…|[.,;:])?';
/** A take-back and what a speaker may add before the digits said again ("wait, no, that's too many."). */
const TAKE_BACK_BEFORE_DIGITS = `(?:${TAKE_BACK_SAID})[,.:]?(?:\\s+that's (?:too many|too few|wrong|not right)[.,]?)?`;
/** A number, a take-back in its own sentence or clause, and digits said again ("… 678. Sorry, 679"). */
const NUMBER_TAKEN_BACK = new RegExp(
  // (a short ending said again may run on into the sentence: "… 44 non pardon 46 et son adresse …")
  `(\\+?\\d(?:[\\d ]|, (?=\\d))*\\d)${NUMBER_BREAK}\\s+${TAKE_BACK_BEFORE_DIGITS}\\s+(\\d[\\d ]*\\d|\\d)(?=[.,;]|\\s*$|\\s+\\p{L})`,
  'giu',
);
/** One digit said as a word ("cuatro"), left as a word by the number pass when said alone. */
const ONE_DIGIT_WORD = `(?:${Object.keys(DIGIT_WORDS)
  .filter((w) => !/^(?:o|oh|a|i|um|una|une|un|een|ein)$/.test(w))
  .join('|')})(?!\\p{L})`;
/** The digit a word says ("cuatro" → 4); digits as they are. */
const digitOf = (said: string): string => DIGIT_WORDS[said.toLowerCase()] ?? said;
/**
 * A number, a take-back, and its last digits said again with the ones they replace or a cue that they end it:
 * "… 0144 no wait it's 45 not 44", "… 3151 no perdón termina en 50 no en 51", "… 6231, nein, endet auf 32".
 */
const NUMBER_TAIL_RESTATED = new RegExp(
  `(\\+?\\d(?:[\\d ]|, (?=\\d))*\\d)${NUMBER_BREAK}\\s+(?:${TAKE_BACK_SAID})[,.:]?\\s+(?:(?:it's|it’s|its|it is|that's|that’s|it ends (?:in|with)|ends (?:in|with)|ending in|the last (?:two |three |four )?(?:digits |bit |part |numbers )?(?:are|is)|the end is|termina en|acaba en|el final es|(?:el|la) últim[oa] es|los últimos (?:dos |tres |cuatro )?(?:dígitos |números )?son|endet (?:auf|mit)|am ende|es)\\s+)(\\d{1,4}|${ONE_DIGIT_WORD})(?:,?\\s+(?:not|no|nicht|não|non)(?:\\s+(?:in|en|auf|em))?\\s+(\\d{1,4}|${ONE_DIGIT_WORD}))?(?=[.,;]|\\s|$)`,
  'giu',
);
const TAKE_BACK_CUE = new RegExp(`[\\s,]+(?:${TAKE_BACK_PHRASES.join('|')})[\\s,]+`, 'giu');

/**
 * "… gerente de logística de transportes del norte no perdón de transportes regiomontanos": the words after the
 * cue start as the taken-back words did, so those are dropped from that word on (up to eight words back).
 */
function withoutRunOnTakeBacks(text: string): string {
  let out = text;
  for (let changed = true; changed;) {
    changed = false;
    for (const m of out.matchAll(TAKE_BACK_CUE)) {
      // ("… no wait it's ridgeback dash gear": what is said again starts after "it's")
      const said = out.slice(m.index + m[0].length);
      const rest = said.replace(RESTATED_CUE, '');
      const restated = rest !== said;
      const next = /^([\p{L}'’-]+)/u.exec(rest)?.[1]?.toLowerCase();
      // a number said again is the digits' own correction (see spokenNumbersToDigits): its words repeat anyway
      if (!next || next in DIGIT_WORDS || next in TEEN_WORDS || next in TENS_WORDS || ZERO_LETTERS.has(next))
        continue;
      const before = out.slice(0, m.index).split(' ');
      for (let k = before.length - 1; k >= Math.max(0, before.length - 8); k--) {
        if (k < before.length - 1 && /[,;.]$/.test(before[k]!)) break;
        if (before[k]!.toLowerCase().replace(/[,;.]+$/, '') !== next) continue;
        const respelled = respelledWords(before.slice(k), rest);
        if (respelled) {
          out = [...before.slice(0, k), respelled].join(' ');
          changed = true;
          break;
        }
        // (the words after "it's" may say again only part of what was taken back: they replace it only as
        // a respelling, above)
        if (restated) continue;
        out = before.slice(0, k).join(' ') + (k > 0 ? ' ' : '') + rest;
        changed = true;
        break;
      }
      if (changed) break;
    }
  }
  return out;
}

/** What a speaker says before the words said again ("no wait, it's …", "sorry, that's …"). */
const RESTATED_CUE = /^(?:it's|it’s|its|it is|that's|that’s|thats|that is|es|ist|c'est)\s+/iu;
// (not French "point" nor Dutch "punt": English words of names, "Cedar Point")
const SPOKEN_JOINER = new RegExp(
  `^(?:dot|punto|ponto|punkt|kropka|${HYPHEN}|underscore|gui[oó]n bajo|unterstrich)$`,
  'iu',
);

/**
 * "at ridgeback gear dot example, no wait it's ridgeback dash gear": the words said again are the words taken
 * back, joined otherwise (a dash, a dot, an underscore added or left out). They replace just those words, and the
 * rest of what was said ("dot example") stays; null when the words are others.
 */
function respelledWords(taken: string[], rest: string): string | null {
  // ("… it's f dot deluca with a dot": the note on the joiner repeats it)
  const said = rest.replace(/,?\s+with an?\s+(?:dot|hyphen|dash|underscore|period)\b/giu, '').split(' ');
  const key = (w: string): string => w.toLowerCase().replace(/[,;.]+$/, '');
  const content = said.map(key).filter((w) => w && !SPOKEN_JOINER.test(w));
  let end = 0;
  let matched = 0;
  let n = 0;
  // the words said again, one by one, against the words taken back (their joiners aside)
  for (; n < said.length && matched < content.length; n++) {
    const w = key(said[n]!);
    if (SPOKEN_JOINER.test(w)) continue;
    while (end < taken.length && SPOKEN_JOINER.test(key(taken[end]!))) end++;
    if (end >= taken.length || key(taken[end]!) !== w) return null;
    end++;
    matched++;
  }
  if (matched < 2 || end >= taken.length) return null;
  const joinersSaid = said.slice(0, n).filter((w) => SPOKEN_JOINER.test(key(w))).length;
  const joinersTaken = taken.slice(0, end).filter((w) => SPOKEN_JOINER.test(key(w))).length;
  if (joinersSaid === joinersTaken) return null;
  return [...said.slice(0, n), ...taken.slice(end), ...said.slice(n)].join(' ');
}

/** A transcript with capitals but hardly a comma or full stop ("Met Kevin … at the Denver show he is the …"). */
function sparselyPunctuated(text: string): boolean {
  const marks = (text.match(/[,.;!?](?=\s|$)/g) ?? []).length;
  return text.split(/\s+/).length > 15 * (marks + 1);
}

/** Where a sparsely punctuated transcript moves to another field or clause, marked as a run-on's are. */
function punctuateClauses(text: string): string {
  return markRoleAndClauses(
    text.replace(FIELD_CUE, '; ').replace(EVENT_PLACE, '; ').replace(PRONOUN_CLAUSE, ', '),
  );
}

/**
 * "… en la expo es la directora de marketing de …", "der ist leiter vertrieb bei …": a copula before the role is
 * a comma; "… lakeshore hospitality group they run eleven hotels", "… northbeam payments wants a pilot": a verb of
 * moving on starts a new clause.
 */
function markRoleAndClauses(text: string): string {
  return text
    .replace(ROLE_COPULA, (m, next: string) => (isTitleWordKey(next.toLowerCase()) ? ', ' : m))
    .replace(CLAUSE_START, '; ');
}

/** A copula, with its subject pronoun and article, before a role ("ela é diretora", "es la directora"). */
// (German puts the verb of meeting after the person: "mit jonas schäfer gesprochen der ist leiter …")
const ROLE_COPULA =
  /\s+(?:(?:gesprochen|getroffen|kennengelernt|gesehen)\s+)?(?:(?:she|he|who|que|qui|che|ella|él|ela|ele|elle|il|lei|lui|der|die|er|sie|hij|zij|ze)\s+)?(?:is|es|é|est|è|ist)\s+(?:(?:the|a|an|la|el|o|a|le|il|lo|der|die|de|een|ein|eine|un|una|uma|um|une)\s+)?(?=(\p{L}+))/giu;

/** Subjects a speaker says before a verb of moving on ("she wants", "ella quiere"). */
const CLAUSE_SUBJECT = 'she|he|they|we|i|elle|il|ella|él|ela|ele|lei|lui|sie|er';
/**
 * Where a speaker moves on from the lead's role or company to something else: a verb of wanting or saying, with
 * or without its subject ("… wants a pilot", "she said …", "they run eleven hotels").
 */
const CLAUSE_START = new RegExp(
  `(?<!(?<!\\p{L})(?:${CLAUSE_SUBJECT}))\\s+(?=(?:(?:${CLAUSE_SUBJECT})\\s+)?(?:wants|want|needs|need|said|says|asked|mentioned|will|would|was|were|told|prefers|agreed|promised|didn't|doesn't|don't|can't|cannot|quiere|necesita|dijo|pidió|möchte|braucht|quer|precisa|disse|veut|souhaite|vuole)(?!\\p{L})|(?:like\\s+)?they(?:\\s+(?:run|operate|have|make|sell|do|are)|['’](?:ve|re))(?!\\p{L}))`,
  'giu',
);

/**
 * Browser speech recognition gives lower-case text without punctuation ("okay new lead hannah kowalczyk that's
 * k o w a l c z y k director revenue operations at …"). Letters spelled out are joined (a repeat of the word
 * before dropped), spoken legal forms written, and sentences started where the speaker moves to another field.
 */
export function punctuateRunOn(text: string): string {
  // spelled letters: "k o w a l c z y k" → "kowalczyk" (three or more; "s a" legal forms are done first)
  // a spelling hint about a name, not an address ("rui dacosta tudo junto diretor …"): the name is spelled already
  // ("m a c capital l e o d": a letter said to be a capital is one letter of the spelling)
  let t = text
    .replace(NAME_SPELLING_HINT, '')
    .replace(
      /(?<=(?:^|\s)\p{Ll} )(?:capital|big|upper case|uppercase|mayúscula|großes?)\s+(\p{Ll})(?= \p{Ll}(?:\s|$))/gu,
      '$1',
    );
  for (const [re, form] of SPOKEN_LEGAL_FORMS) t = t.replace(re, form);
  // a spelling with its hyphen ("p r i t c h e t t hyphen o k o r o") is one spelled word
  t = t.replace(
    new RegExp(
      `(?<![\\p{L}.'’])((?:\\p{Ll} ){2,}\\p{Ll}) ${HYPHEN} ((?:\\p{Ll} ){1,}\\p{Ll})(?![\\p{L}.])`,
      'gu',
    ),
    (_m, a: string, b: string) => `\uE011${a.replace(/ /g, '')}-${b.replace(/ /g, '')}`,
  );
  t = withoutSpellingRepeats(t.replace(SPELLED_LETTERS, (m) => `\uE011${m.replace(/ /g, '')}`));
  // a spoken hyphen between words is written before the name is looked for ("lloyd hyphen evans"), and
  // "lloyd evans that's l l o y d hyphen evans" leaves "evans-evans" once the spelled repeat is gone
  t = t
    .replace(new RegExp(`(\\p{L}{2,}) ${HYPHEN} (\\p{L}{2,})`, 'giu'), '$1-$2')
    .replace(/(\p{L}{2,}) (\p{L}{2,})-\2\b/giu, '$1-$2');
  t = t.replace(NAME_IS, (m, cue: string, name: string) => {
    const written = spokenNameWritten(name);
    return written ? `${cue} ${written},` : m;
  });
  // a new clause where the speaker moves on (a semicolon: a legal form may end in its own dot)
  t = t.replace(FIELD_CUE, '; ').replace(EVENT_PLACE, '; ').replace(EVENT_PLACE_ABROAD, '; ');
  t = t
    // "he works for bayanihan solar corporation as a buyer": the role said after the company
    .replace(
      /(?<=^|\s)(?:she|he) works (?:for|at|with) ((?:[\p{Ll}'’&.-]+ ){0,5}?[\p{Ll}'’&.-]+) as (?:a |an |the )?((?:[\p{Ll}-]+ ){0,3}[\p{Ll}-]+)(?=[;,.]|$)/gu,
      (m, company: string, role: string) =>
        role.split(' ').some((w) => isTitleWordKey(w)) ? `${role} at ${company}` : m,
    )
    // "she runs marketing over at …": the head of that department
    .replace(
      /(?<=^|\s)(she|he) (?:runs|heads|leads|is in charge of) (\p{Ll}+)(?= (?:over )?at )/gu,
      (m, pronoun: string, dept: string) => (isTitleWordKey(dept) ? `${pronoun} is head of ${dept}` : m),
    )
    .replace(/ over at /g, ' at ');
  t = t.replace(PRONOUN_CLAUSE, ', ');
  // "raj patel singh that's patel hyphen singh": the hyphenated repeat replaces the two words it spells
  t = t.replace(/(\p{L}{2,}) (\p{L}{2,})[,\s]+\1-\2(?=[\s,;.]|$)/giu, '$1-$2');
  t = markRoleAndClauses(t);
  // "aoife ní bhriain and the surname is n i with a fada space b h r i a i n, coo at …": how the name is spelled
  t = t.replace(NAME_PART_SPELLED, '');
  // "…, she runs procurement no sorry, procurement coordinator at …": the clause taken back is dropped
  // (but a number said in words and corrected is mended by its digits: "… sesenta y siete no perdón el último …")
  t = withoutRunOnTakeBacks(t.replace(TAKEN_BACK, (m) => (saysANumber(m) ? m : ', ')));
  return (
    t
      // (not inside a dotted legal form: "s.a. de c.v.")
      .split(/(?<=[.;])\s+(?!de [cr]\.)/)
      .map((sentence) => {
        const role = sentence.replace(PLACE_BEFORE_ROLE, '');
        return role === sentence
          ? splitRoleFromCompany(capitaliseRunOnName(sentence))
          : capitaliseCompanyAfterRole(role, 0);
      })
      .join(' ')
  );
}

/** Legal forms as a browser transcript writes them (after `SPOKEN_LEGAL_FORMS`). */
const RUN_ON_LEGAL_FORM =
  /\s(?:pty ltd|pvt\. ltd\.|ltd|inc|llc|llp|plc|dac|gmbh|ag|bv|nv|spa|s\.p\.a\.|srl|s\.r\.l\.|s\.a\. de c\.v\.|s\. de r\.l\. de c\.v\.|s\.a\.|s\.l\.|sarl|sas|ab|oy|eg)(?=[\s;,.]|$)/u;
/** Words that link a role to its company ("… de Viña …", "… bei der …"): the engine reads those already. */
const ROLE_COMPANY_LINK =
  /^(?:at|of|for|with|from|de|del|di|da|do|bei|von|der|für|chez|du|des|van|op|bij|voor|på|hos|w|en|y|and|und|e|et|na|no|nas|nos)$/i;

/**
 * "Sanne de Boer, teamleider inkoop groenhorst tuinbouw bv": a role run straight into a company that ends in a
 * legal form is cut after the role's last title word, so the two are read apart.
 */
const RUN_ON_LEGAL_WORD =
  /^(?:pvt|ltd|llc|llp|inc|gmbh|ag|kg|bv|nv|plc|dac|spa|srl|sas|sarl|sl|sa|pty|co|corp|ab|oy|eg|limited|lda|ltda)$/;

/**
 * "Deshawn Pritchett-Okoro, director of revenue cycle at bluegrass valley health partners;": a company without a
 * legal form, said after the role and "at"/"for" to the end of the clause (five words at most, no number), is
 * written in capitals as it would be typed, so it is read as one.
 */
function capitaliseCompanyAfterRole(sentence: string, roleStart: number): string {
  const role = sentence.slice(roleStart);
  const m =
    /^((?:\p{Ll}+\s){0,5}?\p{Ll}+)\s(at|for|bei|chez|presso|en)\s((?:[\p{Ll}'’&-]+\s?){1,5}?)([;.]?)$/u.exec(
      role,
    );
  if (!m || !m[1]!.split(' ').some((w) => isTitleWordKey(w)))
    return capitaliseCompanyAfterDepartment(sentence, roleStart);
  const ws = m[3]!.trim().split(' ');
  // (a legal form, or a sentence cut at its dot, "pvt. ltd.", is the engine's to read)
  if (
    m[4] === '.' ||
    ws.some(
      (w, k) =>
        (LEAD_IN_WORDS.has(w) && !/^(?:of|and|de|del|la|the)$/.test(w)) ||
        // (a title word may end a company's name, "tulsi cloud solutions", but not open it)
        (isTitleWordKey(w) && (k === 0 || ws.length < 2)) ||
        RUN_ON_LEGAL_WORD.test(w),
    )
  )
    return sentence;
  return `${sentence.slice(0, roleStart)}${m[1]} ${m[2]} ${companyWritten(ws)}${m[4]}`;
}

/** Small words that stay lower-case inside a company's name ("Azulejos do Tejo", "Bank of Ireland"). */
const COMPANY_SMALL_WORDS =
  /^(?:of|and|de|del|la|las|los|the|y|und|für|do|da|dos|das|di|della|du|des|von|van)$/;

function companyWritten(ws: readonly string[]): string {
  return ws.map((w, k) => (k > 0 && COMPANY_SMALL_WORDS.test(w) ? w : upperFirst(w))).join(' ');
}

/** Where a run-on role ends: its last title word ("it" is a pronoun in speech far more often), or -1. */
function lastTitleWord(ws: readonly string[]): number {
  return ws.findLastIndex((w) => isTitleWordKey(w) && w !== 'it');
}

/** "of", "de", "da": a role's department or its company follows ("directora de marketing de bodegas …"). */
const DEPARTMENT_OR_COMPANY_LINK = /^(?:of|de|del|da|do|della|di|du|des)$/;

/**
 * "cto of northbeam payments", "directora de marketing de bodegas alcornoque", "diretora comercial da azulejos do
 * tejo": after the role's last title word (its department, when it has one) the link word leads to the company,
 * said to the end of the clause (five words at most, none a title word).
 */
function capitaliseCompanyAfterDepartment(sentence: string, roleStart: number): string {
  const m = /^([^;.]*?)([;.]?)$/u.exec(sentence.slice(roleStart));
  const ws = m?.[1]?.split(' ') ?? [];
  if (ws.length < 3 || ws.length > 10 || !ws.every((w) => /^[\p{Ll}'’&-]+$/u.test(w))) return sentence;
  const last = lastTitleWord(ws);
  const company = ws.slice(last + 2);
  if (
    last < 0 ||
    !DEPARTMENT_OR_COMPANY_LINK.test(ws[last + 1] ?? '') ||
    company.length < 1 ||
    company.length > 5 ||
    COMPANY_SMALL_WORDS.test(company[0]!) ||
    company.some((w) => (LEAD_IN_WORDS.has(w) && !COMPANY_SMALL_WORDS.test(w)) || RUN_ON_LEGAL_WORD.test(w))
  )
    return sentence;
  return `${sentence.slice(0, roleStart)}${ws.slice(0, last + 2).join(' ')} ${companyWritten(company)}${m![2]}`;
}

function splitRoleFromCompany(sentence: string): string {
  const comma = sentence.indexOf(', ');
  if (comma < 0) return sentence;
  const rest = sentence.slice(comma + 2);
  const form = RUN_ON_LEGAL_FORM.exec(rest);
  if (!form) return capitaliseCompanyAfterRole(sentence, comma + 2);
  const ws = rest.slice(0, form.index).split(' ');
  // "regional property manager for saguaro point residential llc": "for" after the role's last title word,
  // with no role word after it, leads to the company
  const forAt = ws.findIndex(
    (w, k) => /^(?:for|para|für|pour|voor)$/i.test(w) && k > 0 && isTitleWordKey(ws[k - 1]!.toLowerCase()),
  );
  const afterFor = ws.slice(forAt + 1);
  if (
    forAt > 0 &&
    afterFor.length > 0 &&
    !afterFor.some((w) => ROLE_COMPANY_LINK.test(w) || isTitleWordKey(w.toLowerCase()) || /[,;.]$/.test(w))
  )
    return `${sentence.slice(0, comma + 2)}${ws.slice(0, forAt).join(' ')}, ${rest.slice(ws.slice(0, forAt + 1).join(' ').length + 1)}`;
  if (ws.length > 9 || ws.some((w) => ROLE_COMPANY_LINK.test(w) || /[,;.]$/.test(w))) {
    // "geschäftsführer von steinwender holzbau gmbh": the link right after the role's last title word leads to
    // the company the legal form ends
    const lastTitle = lastTitleWord(ws);
    const company = ws.slice(lastTitle + 2);
    if (
      lastTitle >= 0 &&
      ROLE_COMPANY_LINK.test(ws[lastTitle + 1] ?? '') &&
      company.length >= 1 &&
      company.length <= 5 &&
      company.every((w, k) => /^[\p{Ll}'’&-]+$/u.test(w) && (k > 0 || !COMPANY_SMALL_WORDS.test(w))) &&
      !isTitleWordKey(company[0]!)
    ) {
      // (its legal form written as registered, "gmbh" → GmbH, so the engine knows it for one)
      const tail = rest.slice(form.index);
      const legal = legalSuffixAtEnd(`x${form[0]}`);
      const written = legal ? ` ${legal.form}${tail.slice(form[0].length)}` : tail;
      return `${sentence.slice(0, comma + 2)}${ws.slice(0, lastTitle + 2).join(' ')} ${companyWritten(company)}${written}`;
    }
    return sentence;
  }
  let last = -1;
  ws.forEach((w, k) => {
    if (isTitleWordKey(w.toLowerCase())) last = k;
  });
  if (last < 0 || last === ws.length - 1) return sentence;
  const role = ws.slice(0, last + 1).join(' ');
  return `${sentence.slice(0, comma + 2)}${role}, ${rest.slice(role.length + 1)}`;
}

const NAME_SPELLING_HINT =
  /\s+(?:tudo junto|tudo junto sem espaço|all one word|en un seul mot|tutto attaccato|aan elkaar)(?=\s+(?!(?:at|arroba|arobase|arobas|chiocciola|apenstaartje|ät)\b)\p{L})/giu;

/** Three or more spelled letters ("k o w a l c z y k"), or two starting with a consonant ("t i"). */
const SPELLED_LETTERS = /(?<![\p{L}.'’])(?:(?:\p{Ll} ){2,}\p{Ll}|[b-df-hj-np-tv-xz] \p{Ll})(?![\p{L}.])/gu;
/** "… at the singapore fintech festival": where the lead was met, not part of the company before it. */
// (but not a company ending in its legal form: "head buyer at the corner pantry group pty ltd")
const EVENT_PLACE =
  /\s+(?=at the\s(?!(?:[\p{L}'’&-]+\s){1,5}(?:pty ltd|ltd|limited|inc|llc|llp|plc|gmbh|ag|bv|nv|sa|sl|srl|spa|sas|sarl)(?:[\s;,.]|$)))/giu;

/**
 * "hannah kowalczyk that's kowalczyk", "anjali deshmukh deshmukh": a spelled word that repeats one of the three
 * words before it only confirms the spelling.
 */
function withoutSpellingRepeats(text: string): string {
  const key = (w: string): string => w.toLowerCase().replace(/['’\uE011-]/g, '');
  const out: string[] = [];
  const toks = text.split(' ');
  for (let k = 0; k < toks.length; k++) {
    const t = toks[k]!;
    if (!t.startsWith('\uE011')) {
      out.push(t);
      continue;
    }
    const word = t.slice(1);
    // "that's k o w a l c z y k" after the word it spells, or the spelling alone
    const confirm = /^(?:that's|that’s|thats|das|es|is)$/i.test(out[out.length - 1] ?? '') ? 1 : 0;
    // "… operations manager mcgregor is m c g r e g o r": the word spelled, said again just to spell it (but
    // "sarah dot kowalski that's k o w a l s k i at …" keeps the word it confirms)
    if (
      confirm &&
      /^is$/i.test(out[out.length - 1]!) &&
      key(out[out.length - 2] ?? '') === key(word) &&
      out.slice(0, -2).some((w) => key(w) === key(word))
    ) {
      out.splice(out.length - 2);
      continue;
    }
    const before = out.slice(Math.max(0, out.length - confirm - 3), out.length - confirm);
    const [second, last] = [out[out.length - confirm - 2], out[out.length - confirm - 1]];
    if (word.length >= 3 && before.some((w) => key(w) === key(word))) out.splice(out.length - confirm);
    // "pritchett okoro p r i t c h e t t hyphen o k o r o": a spelling of the two words before, hyphen and all
    else if (word.includes('-') && second && last && key(word) === key(second) + key(last))
      out.splice(out.length - confirm - 2, confirm + 2, word);
    // "siobhan quigley that's s i o b h a n q u i g l e y": both words spelled in one run
    else if (second && last && word.length >= 6 && key(word) === key(second) + key(last))
      out.splice(out.length - confirm);
    // "pfeiffenberger p f e i f f e n berger": half spelled, half said
    else if (last && toks[k + 1] && key(word) + key(toks[k + 1]!) === key(last)) {
      out.splice(out.length - confirm);
      k++;
    } else out.push(word);
  }
  return out.join(' ');
}

/** A clause spelling a part of the name just said, up to the next clause. */
const NAME_PART_SPELLED =
  /\s+(?:and\s+)?the\s+(?:surname|last name|family name|first name)\s+is\s+[^,;.]*(?=[,;.])/giu;

/** Words a lead-in is made of ("okay new lead", "notiz vom swiss retail forum", "te paso el contacto de"). */
const LEAD_IN_WORDS = new Set([
  ...[...PERSON_CUES, ...INTRODUCTION_CUES].flatMap((c) => c.split(' ')),
  ...EVENT_WORDS,
  ...NOT_NAME_WORDS,
  ...HONORIFICS,
  'okay',
  // "vale apunta …", "ok anota …", "allora appunto …": the speaker's own cue to write down
  'vale',
  'apunta',
  'esto',
  'anota',
  'apunte',
  'appunto',
  'allora',
  'new',
  'neuer',
  'neue',
  'nuevo',
  'nueva',
  'nouveau',
  'note',
  'notiz',
  'nota',
  'crm',
  'intro',
  'introduced',
  'introduction',
  'referral',
  'prospect',
  'prospecto',
  'kontakt',
  'rückruf',
  'callback',
  'from',
  'for',
  'the',
  'a',
  'an',
  'of',
  'at',
  'by',
  'to',
  'is',
  'es',
  'ist',
  'est',
  'was',
  'el',
  'los',
  'die',
  'das',
  'dem',
  'vom',
  'aus',
  'für',
  'para',
  'por',
  'and',
  'und',
  'et',
  'me',
  'lo',
  'te',
  'paso',
  'presentó',
  'presento',
  'linkedin',
  'gestern',
  'heute',
  'yesterday',
  'today',
  'ayer',
  'hoy',
  'hier',
  'this',
  'morning',
  'junta',
  'llamada',
  'reunión',
  'forum',
  // verbs and phrases a note opens with ("remind me to ring …", "arvo catch up with …", "que te dije")
  'que',
  'dije',
  // Portuguese, Italian and French openings ("almoço com …", "pranzo con …", "déjeuner avec …")
  'com',
  'almoço',
  'jantar',
  'reunião',
  'encontro',
  'conversa',
  'falei',
  'conheci',
  'café',
  'incontro',
  'pranzo',
  'cena',
  'parlato',
  'déjeuner',
  'dîner',
  'rencontré',
  // "zijn collega sanne …", "linkedin nachricht von …", "réponse de …"
  'zijn',
  'haar',
  'collega',
  'kollege',
  'kollegin',
  'compañera',
  'compañero',
  'collègue',
  'nachricht',
  'message',
  'mensaje',
  'réponse',
  'reponse',
  'respuesta',
  'antwort',
  'antwoord',
  'bericht',
  'comenté',
  'remind',
  'ring',
  'call',
  'catch',
  'up',
  'with',
  'coffee',
  'lunch',
  'chat',
  'spoke',
  'met',
  'meeting',
  'mit',
  'con',
  'avec',
  'arvo',
]);
/** Words said between a name and the role ("currently", "aktuell"): no part of either. */
const ROLE_ADVERBS = new Set([
  'currently',
  'now',
  'formerly',
  'aktuell',
  'derzeit',
  'jetzt',
  'actualmente',
  'ahora',
  'actuellement',
  'attualmente',
  'momenteel',
  'atualmente',
]);

/** "mit jonas schäfer gesprochen, der ist …": German puts the verb of meeting after the person. */
const MET_PARTICIPLES = new Set([
  'gesprochen',
  'getroffen',
  'kennengelernt',
  'gesehen',
  'geredet',
  'telefoniert',
  'unterhalten',
  'ontmoet',
  'gesproken',
]);

/** Words that end a name in a run-on transcript when no title follows it ("met x y from acme"). */
const COMPANY_CUE_WORDS = new Set(['from', 'at', 'bei', 'chez', 'presso']);

/**
 * In a run-on transcript the lead's name is the stretch of words right before their role ("… reto gasser cfo
 * von der …") or their company cue ("… arjun pillai from …"), back to the lead-in: it is capitalised, and a comma
 * set before the role, so the rest of the engine reads the sentence as it reads typed notes.
 */
/**
 * "her name's siobhan dwyer kelly she runs …", "se llama ana ruiz y …": the words after the cue up to the next
 * clause are the name (see `spokenNameWritten`).
 */
const NAME_IS =
  /(?<!\p{L})((?:(?:her|his|their)\s+)?name(?:'s|’s|\s+is)|(?:a\s+(?:guy|man|woman|lady|gentleman|chap|bloke|fellow)\s+)?(?:called|named)|se llama|s'appelle|s’appelle|si chiama|heißt|heisst|heet|chama-se)\s+(\p{Ll}[\p{L}'’-]*(?:\s+\p{Ll}[\p{L}'’-]*){1,5}?)(?=\s+(?:she|he|they|that's|that|and|who|from|at|y|und|et|e|ist|es|est|è|é|the|la|el|der|die)(?!\p{L})|[,.;]|$)/iu;

/**
 * A spoken name as written: capitalised, and a spelled-out hyphenated form replacing the words it repeats; null
 * when more than four words are left, which is more likely a clause than a name.
 */
function spokenNameWritten(name: string): string | null {
  const toks = name
    .replace(/\s+(?:dash|hyphen|bindestrich|guion|guión|tiret|trattino)\s+/giu, '-')
    .split(/\s+/);
  const last = toks[toks.length - 1]!;
  const parts = last.split('-');
  if (parts.length > 1 && toks.slice(-1 - parts.length, -1).join('-') === last)
    toks.splice(-1 - parts.length, parts.length);
  if (toks.length > 4) return null;
  return toks
    .map((w) =>
      NAME_PARTICLES.has(w)
        ? w
        : w.replace(/(^|[-'’])(\p{Ll})/gu, (_x, sep: string, c: string) => sep + c.toUpperCase()),
    )
    .join(' ');
}

/** Pronouns, name cues and a speaker's corrections ("she runs … no sorry she's the …"): never part of a name. */
const NEVER_IN_SPOKEN_NAME = new Set([
  ...['no', 'sorry', 'wait', 'mean', 'nein', 'moment', 'perdón', 'perdon'],
  ...[
    'she',
    'he',
    'they',
    'shes',
    'hes',
    'thats',
    'sie',
    'er',
    'ella',
    'él',
    'elle',
    'il',
    'lei',
    'lui',
    'zij',
    'hij',
  ],
  'ze',
  ...["name's", 'name’s', 'name', 'llama', 'heißt', 'heisst', 'heet', 'chiama', 'called', 'named'],
]);

/** Prepositions of place before a name in a run-on transcript ("lead from the expo in galway aoife …"). */
const PLACE_BEFORE_NAME = /^(?:in|en|aus|à|em|near)$/;
/** Verbs that take "in" before a person ("looping in", "bring in"): the word after them is a name. */
const CALLS_IN =
  /^(?:looping|loop|loops|copying|copy|bringing|bring|brought|roping|rope|filling|fill|cc'?ing)$/;

export function capitaliseRunOnName(sentence: string): string {
  const toks = sentence.split(' ');
  const bare = (w: string): string => w.replace(/[.,;:!?]+$/, '').toLowerCase();
  for (let i = 2; i < toks.length; i++) {
    const w = bare(toks[i]!);
    // ("it" is a pronoun in speech far more often than the department: "the healthcare it summit")
    const isTitle = isTitleWordKey(w.replace(/^co-/, '')) && !NAME_PARTICLES.has(w) && w !== 'it';
    if (!isTitle && !COMPANY_CUE_WORDS.has(w)) continue;
    // "lukas pfeiffenberger ist technischer leiter": a copula between the name and the role (and the role's own
    // words before its title word) is passed over
    let copula = 0;
    for (let back = 1; isTitle && back <= 3 && i - back > 0; back++) {
      const b = bare(toks[i - back]!);
      if (/^(?:is|ist|es|est|è|é)$/.test(b)) {
        // (with its pronoun: "lukas pfeiffenberger er ist technischer leiter")
        const pronoun = /^(?:he|she|er|sie|él|ella|il|elle|lui|lei|hij|zij|ze)$/.test(
          bare(toks[i - back - 1] ?? ''),
        );
        copula = pronoun && i - back - 1 > 0 ? back + 1 : back;
        break;
      }
      if (!/^\p{Ll}+$/u.test(toks[i - back]!) || LEAD_IN_WORDS.has(b)) break;
    }
    let j = i - copula;
    // where the role starts: "keisha okonkwo harris, practice owner" has a word of the role before its title word
    let roleAt = i - copula;
    while (j > 0) {
      const prev = toks[j - 1]!;
      const b = bare(prev);
      if (
        /,$/.test(prev) &&
        j < i &&
        i - j <= 2 &&
        roleAt === i &&
        toks.slice(j, i).every((x) => /^\p{Ll}+$/u.test(x) && !LEAD_IN_WORDS.has(x) && !NAME_PARTICLES.has(x))
      ) {
        roleAt = j;
        j--;
        continue;
      }
      if (
        !/^\p{L}[\p{L}'’-]*$/u.test(b) ||
        // a particle ("de", "von") may sit inside a name; ones left at its start are taken off below
        (LEAD_IN_WORDS.has(b) && !NAME_PARTICLES.has(b)) ||
        NEVER_IN_SPOKEN_NAME.has(b) ||
        TITLE_WORDS.has(b) ||
        // the words of a spoken address ("… legal dot co dot uk", where "uk" is a market of a title)
        SPOKEN_JOINER.test(b) ||
        // the field of a role said before the name ("director of events tamsin greer at …")
        (/^(?:of|de|für)$/.test(bare(toks[j - 2] ?? '')) && TITLE_WORDS.has(bare(toks[j - 3] ?? ''))) ||
        // a number said before the name ("hall four mitchell …") is none of it
        b in DIGIT_WORDS ||
        b in TEEN_WORDS ||
        b in TENS_WORDS ||
        (/[.,;:]$/.test(prev) && j - 1 < i - 1) ||
        // "… feria de vinos de sevilla lucía prieto gil": a city Leadroute knows, after "de" or "in", is where
        // the lead was met (but "contacto de victoria lópez garcía" names her)
        (roleAt - j >= 2 &&
          isPlaceName(b) &&
          /^(?:de|in|en|from|von|aus|at|à|em)$/.test(bare(toks[j - 2] ?? '')) &&
          !LEAD_IN_WORDS.has(bare(toks[j - 3] ?? '')) &&
          !CALLS_IN.test(bare(toks[j - 3] ?? '')))
      )
        break;
      if (i - j >= 6) break;
      j--;
    }
    while (j < i && NAME_PARTICLES.has(bare(toks[j]!))) j++;
    // "… summit in phoenix carlos mendoza reyes, regional …": right after "in", the first of three or more words
    // is where the lead was met
    // ("… feria de logística de madrid nerea aguirre, jefa …": after "de", only a city Leadroute knows, and not
    // after "contacto de", where a three-word name is common)
    const before = bare(toks[j - 1] ?? '');
    const atPlace =
      (PLACE_BEFORE_NAME.test(before) && !CALLS_IN.test(bare(toks[j - 2] ?? ''))) ||
      (/^(?:de|from|von|at)$/.test(before) &&
        isPlaceName(bare(toks[j] ?? '')) &&
        !LEAD_IN_WORDS.has(bare(toks[j - 2] ?? '')));
    if (atPlace && toks.slice(j, roleAt).filter((x) => !NAME_PARTICLES.has(bare(x))).length >= 3) j++;
    // a particle just before the role is its article ("pieter de wit de directeur"), an adverb its qualifier
    // ("ananya raghunathan currently senior product manager")
    let end = roleAt;
    while (
      end > j &&
      (NAME_PARTICLES.has(bare(toks[end - 1]!)) ||
        ROLE_ADVERBS.has(bare(toks[end - 1]!)) ||
        MET_PARTICIPLES.has(bare(toks[end - 1]!)))
    )
      end--;
    // right after "at" comes a company ("director at braeburn cold chain ltd"), not a person
    // (also after "for": "vp engineering for tulsi cloud solutions", where "solutions" is a title word)
    if (j > 0 && (COMPANY_CUE_WORDS.has(bare(toks[j - 1]!)) || bare(toks[j - 1]!) === 'for') && isTitle)
      continue;
    const span = toks.slice(j, end);
    const core = span.filter((x) => !NAME_PARTICLES.has(bare(x)));
    if (core.length < 2 || core.length > 4) continue;
    const named = span.map((x, k) =>
      k > 0 && bare(x) === 'st'
        ? 'St.'
        : NAME_PARTICLES.has(bare(x))
          ? x
          : x.replace(/(^|[-'’])(\p{Ll})/gu, (_m, sep: string, c: string) => sep + c.toUpperCase()),
    );
    const last = named.length - 1;
    if (isTitle && !/[,.]$/.test(named[last]!)) named[last] = `${named[last]},`;
    // the rest may name another person ("ethan marsh from bluegill introduced ximena ávila marketing director …")
    return [
      ...toks.slice(0, j),
      ...named,
      ...toks.slice(end, i),
      capitaliseRunOnName(toks.slice(i).join(' ')),
    ].join(' ');
  }
  return sentence;
}
