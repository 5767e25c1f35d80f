/**
 * Spoken forms in transcripts: "sarah at brightwave dot example" → sarah@brightwave.example, "plus four four,
 * seven seven zero zero" → +44 7700, "C T O" → CTO. English, Spanish and German number words.
 */

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
};
const PLUS_WORDS = ['plus', 'más', 'mas'];
const REPEAT_WORDS: Record<string, number> = { double: 2, triple: 3, doble: 2, triple_es: 3, doppel: 2 };

/** Turns runs of digit words into digits; commas between groups become spaces. */
export function spokenDigitsToText(text: string): string {
  const tokens = text.split(/(\s+|,\s*|\.\s+)/);
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
    const isDigit = w in DIGIT_WORDS && !(w === 'o' && run.length === 0);
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
      run.push(isPlus ? '+' : DIGIT_WORDS[w]!.repeat(repeat));
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
  // "transports tiret garonne" → "transports-garonne" (inside addresses; a spoken dash is rare elsewhere)
  let t = text
    .replace(new RegExp(`(\\p{L}) ${HYPHEN} (\\p{L})`, 'giu'), '$1-$2')
    .replace(/\b(?:triple doble ?u|triple w|w w w|double u double u double u|dreimal w)\b/giu, 'www');
  t = joinSpelledLetters(t);
  t = spokenEmailsToText(t);
  t = spokenWebsitesToText(t);
  t = spokenDigitsToText(t);
  return t;
}
