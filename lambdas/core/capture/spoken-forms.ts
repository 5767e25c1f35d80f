/**
 * Spoken forms in transcripts: "sarah at brightwave dot example" → sarah@brightwave.example, "plus four four,
 * seven seven zero zero" → +44 7700, "C T O" → CTO. English, Spanish and German number words.
 */
import {
  EVENT_WORDS,
  HONORIFICS,
  INTRODUCTION_CUES,
  NAME_PARTICLES,
  NOT_NAME_WORDS,
  PERSON_CUES,
  TITLE_WORDS,
} from './dictionaries';

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
};
const PLUS_WORDS = ['plus', 'más', 'mas'];
const REPEAT_WORDS: Record<string, number> = { double: 2, triple: 3, doble: 2, triple_es: 3, doppel: 2 };

/** Number words of Spanish, French and German beyond single digits (accents as spoken; folded on lookup). */
const NUMBER_WORDS: Record<string, number> = {
  // es
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
  veinte: 20,
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
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  cien: 100,
  ciento: 100,
  doscientos: 200,
  trescientos: 300,
  cuatrocientos: 400,
  quinientos: 500,
  seiscientos: 600,
  setecientos: 700,
  ochocientos: 800,
  novecientos: 900,
  // fr
  zero: 0,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
  vingt: 20,
  vingts: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  soixante: 60,
  cent: 100,
  cents: 100,
  // de
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
  zwanzig: 20,
  dreissig: 30,
  vierzig: 40,
  funfzig: 50,
  sechzig: 60,
  siebzig: 70,
  achtzig: 80,
  neunzig: 90,
  hundert: 100,
};
const NUMBER_JOINERS = new Set(['y', 'et', 'und']);
/** Words that are also everyday English (or articles) and are not read as numbers on their own. */
const NOT_ALONE = new Set([
  'once',
  'seize',
  'cent',
  'cents',
  'un',
  'une',
  'uno',
  'una',
  'ein',
  'six',
  'sept',
]);

function foldWord(w: string): string {
  return w
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss');
}

function numberValueOf(word: string): number | null {
  const k = foldWord(word);
  if (k in NUMBER_WORDS) return NUMBER_WORDS[k]!;
  if (k in DIGIT_WORDS && k !== 'o' && k !== 'oh') return Number(DIGIT_WORDS[k]);
  // German "dreiundzwanzig", "einundvierzig"
  const de = /^(\p{L}+?)und(\p{L}+zig|dreissig)$/u.exec(k);
  if (de) {
    const unit = numberValueOf(de[1] === 'ein' ? 'eins' : de[1]!);
    const tens = NUMBER_WORDS[de[2]!];
    if (unit !== null && unit < 10 && tens) return tens + unit;
  }
  return null;
}

/** The digits a run of number words stands for: single digits are read one by one, compounds as a number. */
function numberRunToDigits(parts: string[]): string | null {
  const values = parts.filter((p) => !NUMBER_JOINERS.has(foldWord(p))).map(numberValueOf);
  if (!values.length || values.some((v) => v === null)) return null;
  const vs = values as number[];
  if (vs.every((v) => v < 10)) return vs.join('');
  let total = 0;
  let current = 0;
  vs.forEach((v, i) => {
    if (v === 100) current = (current || 1) * 100;
    // French "quatre-vingt(s)": four twenties
    else if (v === 20 && i > 0 && vs[i - 1] === 4 && current % 100 === 4) current = current - 4 + 80;
    else current += v;
  });
  total += current;
  return String(total);
}

/**
 * "seis cinco cuatro, veintiuno, ochenta y siete" → "654, 21, 87"; "zéro six, trente-neuf, quatre-vingt-dix-huit"
 * → "06, 39, 98": Spanish, French and German number words inside a comma-separated run become digits, so the
 * digit pass below can read the groups as one phone number.
 */
export function spokenNumbersToDigits(text: string): string {
  const word = '[\\p{L}]+(?:-[\\p{L}]+)*';
  const run = new RegExp(`${word}(?:\\s+${word})*`, 'gu');
  return text.replace(run, (m) => {
    const tokens = m.split(/\s+/);
    const out: string[] = [];
    let i = 0;
    while (i < tokens.length) {
      // the longest stretch of number words (hyphen parts and joiners included) from here
      let best: { end: number; digits: string } | null = null;
      for (let j = i + 1; j <= tokens.length; j++) {
        const parts = tokens.slice(i, j).flatMap((t) => t.split('-'));
        if (NUMBER_JOINERS.has(foldWord(parts[0]!)) || NUMBER_JOINERS.has(foldWord(parts[parts.length - 1]!)))
          continue;
        const digits = numberRunToDigits(parts);
        if (digits === null) break;
        best = { end: j, digits };
      }
      const single = best && best.end === i + 1 && !tokens[i]!.includes('-');
      if (
        best &&
        !(single && (NOT_ALONE.has(foldWord(tokens[i]!)) || Number(best.digits) < 10)) &&
        !(best.end - i > 1 && tokens.slice(i, best.end).every((t) => foldWord(t) in DIGIT_WORDS))
      ) {
        out.push(best.digits);
        i = best.end;
      } else {
        out.push(tokens[i]!);
        i++;
      }
    }
    return out.join(' ');
  });
}

/** Turns runs of digit words into digits; commas between groups become spaces. */
export function spokenDigitsToText(text: string): string {
  const tokens = text.split(/(\s+|,\s*|\.\s+|\.$)/);
  const out: string[] = [];
  let run: string[] = [];
  let pendingSep: string[] = [];
  let repeat = 1;
  const flush = (): void => {
    const digitCount = run.join('').replace(/\D/g, '').length;
    if (digitCount >= 3) {
      out.push(run.join('').replace(/\s+/g, ' ').trim());
    } else if (run.length) {
      out.push(...runRaw);
    }
    run = [];
    runRaw = [];
    out.push(...pendingSep);
    pendingSep = [];
    repeat = 1;
  };
  let runRaw: string[] = [];
  for (const tok of tokens) {
    const w = tok.toLowerCase().replace(/[^\p{L}]/gu, '');
    if (/^\s+$|^,\s*$/.test(tok) && run.length) {
      // separator inside a run: a comma is a group break
      pendingSep.push(tok);
      continue;
    }
    if (tok === '') continue;
    const literal = /^\d{1,4}$/.test(tok);
    const isDigit = literal || (w in DIGIT_WORDS && !(w === 'o' && run.length === 0));
    const isPlus = PLUS_WORDS.includes(w) && run.length === 0;
    if (isDigit || isPlus || (w in REPEAT_WORDS && run.length >= 0 && /\p{L}/u.test(w))) {
      if (w in REPEAT_WORDS) {
        repeat = REPEAT_WORDS[w]!;
        runRaw.push(...pendingSep, tok);
        pendingSep = [];
        continue;
      }
      const sepHasComma = pendingSep.some((s) => s.includes(','));
      if (run.length && (sepHasComma || pendingSep.length)) run.push(sepHasComma ? ' ' : '');
      runRaw.push(...pendingSep, tok);
      pendingSep = [];
      run.push(isPlus ? '+' : literal ? tok : DIGIT_WORDS[w]!.repeat(repeat));
      repeat = 1;
      continue;
    }
    flush();
    out.push(tok);
  }
  flush();
  return out.join('');
}

/** "C T O" → "CTO", "L L C" → "LLC", "B V" → "BV": runs of single capital letters are acronyms. */
export function joinSpelledLetters(text: string): string {
  return text.replace(/\b(?:\p{Lu} ){1,5}\p{Lu}\b/gu, (m) => m.replace(/ /g, ''));
}

const AT = '(?:at|arroba|ät|arobase)';
const DOT = '(?:dot|punto|punkt|point)';
const HYPHEN = '(?:dash|hyphen|guion|guión|tiret|minus|bindestrich)';
const LOCAL_JOIN: Record<string, string> = {
  dot: '.',
  punto: '.',
  punkt: '.',
  point: '.',
  underscore: '_',
  'guion bajo': '_',
  unterstrich: '_',
  dash: '-',
  hyphen: '-',
  guion: '-',
  bindestrich: '-',
  tiret: '-',
  minus: '-',
};

/** "dana dot whitfield at lumen freight dot example" → "dana.whitfield@lumenfreight.example". */
export function spokenEmailsToText(text: string): string {
  const word = '[\\p{L}0-9][\\p{L}0-9-]*';
  // spelled initials belong to the local part: "p j dot vermeulen", "x arriaga", "helene dot d m"
  const letters = '(?:(?<!\\p{L})\\p{L} ){0,3}';
  const joiner = '(?:dot|punto|punkt|point|underscore|unterstrich|dash|hyphen|guion|bindestrich|tiret|minus)';
  // after a joiner a piece may be several words ("ilse dot van der meulen")
  const host = '[\\p{L}0-9-]+';
  const re = new RegExp(
    `(${letters}${word}(?: ${joiner} (?:${word} ){0,2}${word})*) ${AT} ((?:${host} ){0,3}${host}(?: ${DOT} ${host})+)`,
    'giu',
  );
  return text.replace(re, (m, local: string, domain: string) => {
    // "portfolio at freya lindgren dot example", "website at …": a web address, not a mailbox
    if (/^(?:portfolio|website|web|site|sitio|página|webseite|homepage)$/i.test(local)) return m;
    const l = local
      .replace(new RegExp(` (${joiner}) `, 'gi'), (_x, j: string) => LOCAL_JOIN[j.toLowerCase()] ?? '.')
      .replace(/ /g, '');
    const d = domain
      .split(new RegExp(` ${DOT} `, 'i'))
      .map((part) => part.replace(/ /g, ''))
      .join('.');
    return `${l}@${d}`.toLowerCase();
  });
}

/** "quillfeather dot example" → "quillfeather.example" (after emails are done). */
export function spokenWebsitesToText(text: string): string {
  // after a cue word the site name may be several spoken words: "website, tern harbour dot example"
  const cued = text.replace(
    new RegExp(
      `\\b(website|web site|web|sitio web|sitio|página web|página|webseite|homepage|site web|site|portfolio)([,:]?\\s+(?:is |es |ist |est |at )?)((?:www ${DOT} )?(?:[\\p{L}0-9-]+ ){0,3}[\\p{L}0-9-]+(?: ${DOT} [\\p{L}0-9-]+)+)`,
      'giu',
    ),
    (_m, cue: string, sep: string, site: string) =>
      cue +
      sep +
      site
        .split(new RegExp(` ${DOT} `))
        .map((part) => part.replace(/ /g, ''))
        .join('.')
        .toLowerCase(),
  );
  return cued.replace(
    new RegExp(`\\b((?:www ${DOT} )?[\\p{L}0-9-]+(?: ${DOT} [\\p{L}0-9-]+)+)\\b`, 'gu'),
    (m) => m.replace(new RegExp(` ${DOT} `, 'g'), '.').toLowerCase(),
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

/** All spoken-form rewrites, in the order that keeps them from interfering. */
export function normaliseSpokenText(text: string): string {
  // browser speech recognition writes no capitals and no punctuation: sentences and the name are marked first
  const runOn = !/\p{Lu}/u.test(text) ? punctuateRunOn(applySpellingHints(text)) : text;
  // "transports tiret garonne" → "transports-garonne" (inside addresses; a spoken dash is rare elsewhere)
  let t = runOn
    .replace(new RegExp(`(\\p{L}) ${HYPHEN} (\\p{L})`, 'giu'), '$1-$2')
    .replace(/\b(?:triple doble ?u|triple w|w w w|double u double u double u|dreimal w)\b/giu, 'www');
  t = joinSpelledLetters(t);
  // legal forms are spoken in full but written short ("Acme Private Limited" → "Acme Pvt. Ltd.")
  t = t
    .replace(/(\p{Lu}[\p{L}-]*) Private Limited\b/gu, '$1 Pvt. Ltd.')
    .replace(/(\p{Lu}[\p{L}-]*) Limited\b/gu, '$1 Ltd');
  t = spokenEmailsToText(t);
  t = spokenWebsitesToText(t);
  t = spokenDigitsToText(spokenNumbersToDigits(t));
  return t;
}

// ---------------------------------------------------------------------------------------------- run-on transcripts

/**
 * Hints a speaker adds to how an address is written: "todo junto", "all one word", "alles klein und zusammen"
 * (the words before are written as one), "mit u e" (the umlaut is written ue).
 */
const JOIN_HINT =
  /\s+(?:todo junto|todo pegado|all one word|one word|alles klein und zusammen(?: geschrieben)?|alles zusammen(?: geschrieben)?|zusammen geschrieben|zusammen|tout attaché|en un seul mot)(?=\s|$)/giu;
const UMLAUT_HINT = /\s+mit\s+[aou]\s+e(?=\s|$)/giu;
/** Words that end an address's spoken local part when read backwards from a join hint. */
const ADDRESS_CUE =
  /^(?:email|e-mail|mail|correo|courriel|is|es|ist|est|his|her|su|sein|seine|ihre|dot|punto|punkt|point|at|arroba|ät|arobase)$/i;
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
  [/\bs a de c v\b/g, 's.a. de c.v.'],
  [/\bs de r l de c v\b/g, 's. de r.l. de c.v.'],
  [/\bs a s\b/g, 's.a.s.'],
  [/\bs r l\b/g, 's.r.l.'],
  [/\bs p a\b/g, 's.p.a.'],
  [/\bs a\b(?= |$)/g, 's.a.'],
  [/\bs l\b(?= |$)/g, 's.l.'],
  [/\bgmbh und co kg\b/g, 'gmbh & co. kg'],
  [/\bprivate limited\b/g, 'pvt. ltd.'],
  [/\blimited\b/g, 'ltd'],
];

/** Fields a speaker moves on to: each starts a new sentence in a run-on transcript. */
const FIELD_CUE =
  /(?<!\b(?:his|her|their|the|su|el|la|sein|seine|ihr|ihre|and|y|und))\s+(?=(?:(?:his|her|their|the|su|el|la|sein|seine|ihr|ihre|and|y|und)\s+)?(?:mobile|cell|phone|office line|office|direct line|email|e-mail|mail|website|correo|celular|cel|móvil|movil|teléfono|telefono|telefon|handy|mobil|natel|number|número|numero|página|web)\b(?!-))/giu;
/** "she's", "he's the": a new clause about the lead. */
const PRONOUN_CLAUSE = /\s+(?:(?:she|he|they)(?:'s|’s| is| are)|that's|that is)(?:\s+the)?\s+/giu;

/**
 * Browser speech recognition gives lower-case text without punctuation ("okay new lead hannah kowalczyk that's
 * k o w a l c z y k director revenue operations at …"). Letters spelled out are joined (a repeat of the word
 * before dropped), spoken legal forms written, and sentences started where the speaker moves to another field.
 */
export function punctuateRunOn(text: string): string {
  // spelled letters: "k o w a l c z y k" → "kowalczyk" (three or more; "s a" legal forms are done first)
  let t = text;
  for (const [re, form] of SPOKEN_LEGAL_FORMS) t = t.replace(re, form);
  t = withoutSpellingRepeats(t.replace(SPELLED_LETTERS, (m) => `\uE011${m.replace(/ /g, '')}`));
  // a new clause where the speaker moves on (a semicolon: a legal form may end in its own dot)
  t = t.replace(FIELD_CUE, '; ').replace(EVENT_PLACE, '; ');
  t = t.replace(PRONOUN_CLAUSE, ', ');
  return t
    .split(/(?<=[.;])\s+/)
    .map((sentence) => capitaliseRunOnName(sentence))
    .join(' ');
}

/** Three or more spelled letters ("k o w a l c z y k"), or two starting with a consonant ("t i"). */
const SPELLED_LETTERS = /(?<![\p{L}.'’])(?:(?:\p{Ll} ){2,}\p{Ll}|[b-df-hj-np-tv-xz] \p{Ll})(?![\p{L}.])/gu;
/** "… at the singapore fintech festival": where the lead was met, not part of the company before it. */
const EVENT_PLACE = /\s+(?=at the\s)/giu;

/**
 * "hannah kowalczyk that's kowalczyk", "anjali deshmukh deshmukh": a spelled word that repeats one of the three
 * words before it only confirms the spelling.
 */
function withoutSpellingRepeats(text: string): string {
  const key = (w: string): string => w.toLowerCase().replace(/['’\uE011-]/g, '');
  const out: string[] = [];
  for (const t of text.split(' ')) {
    if (!t.startsWith('\uE011')) {
      out.push(t);
      continue;
    }
    const word = t.slice(1);
    // "that's k o w a l c z y k" after the word it spells, or the spelling alone
    const confirm = /^(?:that's|that’s|das|es)$/i.test(out[out.length - 1] ?? '') ? 1 : 0;
    const before = out.slice(Math.max(0, out.length - confirm - 3), out.length - confirm);
    if (word.length >= 3 && before.some((w) => key(w) === key(word))) out.splice(out.length - confirm);
    else out.push(word);
  }
  return out.join(' ');
}

/** Words a lead-in is made of ("okay new lead", "notiz vom swiss retail forum", "te paso el contacto de"). */
const LEAD_IN_WORDS = new Set([
  ...[...PERSON_CUES, ...INTRODUCTION_CUES].flatMap((c) => c.split(' ')),
  ...EVENT_WORDS,
  ...NOT_NAME_WORDS,
  ...HONORIFICS,
  'okay',
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
]);
/** Words that end a name in a run-on transcript when no title follows it ("met x y from acme"). */
const COMPANY_CUE_WORDS = new Set(['from', 'at', 'bei', 'chez', 'presso']);

/**
 * In a run-on transcript the lead's name is the stretch of words right before their role ("… reto gasser cfo
 * von der …") or their company cue ("… arjun pillai from …"), back to the lead-in: it is capitalised, and a comma
 * set before the role, so the rest of the engine reads the sentence as it reads typed notes.
 */
export function capitaliseRunOnName(sentence: string): string {
  const toks = sentence.split(' ');
  const bare = (w: string): string => w.replace(/[.,;:!?]+$/, '').toLowerCase();
  for (let i = 2; i < toks.length; i++) {
    const w = bare(toks[i]!);
    const isTitle = TITLE_WORDS.has(w.replace(/^co-/, '')) && !NAME_PARTICLES.has(w);
    if (!isTitle && !COMPANY_CUE_WORDS.has(w)) continue;
    let j = i;
    while (j > 0) {
      const prev = toks[j - 1]!;
      const b = bare(prev);
      if (
        !/^\p{L}[\p{L}'’-]*$/u.test(b) ||
        // a particle ("de", "von") may sit inside a name; ones left at its start are taken off below
        (LEAD_IN_WORDS.has(b) && !NAME_PARTICLES.has(b)) ||
        TITLE_WORDS.has(b) ||
        (/[.,;:]$/.test(prev) && j - 1 < i - 1)
      )
        break;
      if (i - j >= 6) break;
      j--;
    }
    while (j < i && NAME_PARTICLES.has(bare(toks[j]!))) j++;
    const span = toks.slice(j, i);
    const core = span.filter((x) => !NAME_PARTICLES.has(bare(x)));
    if (core.length < 2 || core.length > 4) continue;
    const named = span.map((x) =>
      NAME_PARTICLES.has(bare(x))
        ? x
        : x.replace(/(^|[-'’])(\p{Ll})/gu, (_m, sep: string, c: string) => sep + c.toUpperCase()),
    );
    const last = named.length - 1;
    if (isTitle && !/[,.]$/.test(named[last]!)) named[last] = `${named[last]},`;
    return [...toks.slice(0, j), ...named, ...toks.slice(i)].join(' ');
  }
  return sentence;
}
