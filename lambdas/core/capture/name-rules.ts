/**
 * Person-name rules of the capture engine: name words and candidates (capitalised, and typed in lower case),
 * matching a name to an email address, and OCR slips in a name mended by the address (ß, accents, capitals).
 */
import { COMPANY_WORDS, LEGAL_AT_START, legalMatch } from './company-rules';
import { slipsBetween } from './letter-alignment';
import {
  ALL_LABELS,
  COMPANY_CUES,
  EVENT_NAME_WORDS,
  EVENT_WORDS,
  GENERIC_MAILBOXES,
  INTRODUCTION_CUES,
  KNOWN_TLDS,
  NAME_PARTICLES,
  NOT_NAME_WORDS,
  PERSON_CUES,
  SMALL_WORDS,
  STREET_WORDS,
} from './dictionaries';
import { isHonorific, isPostNominal, normaliseName, stripNameDecorations } from './normalise-name';
import { cueBefore, isConnector, isTitleWord, type Phrase, words } from './rule-helpers';
import {
  capitalise,
  escapeRe,
  firstDifference,
  fold,
  foldAlnum,
  oneEditApart,
  oneLetterMore,
  umlautsAsE,
  upperFirst,
} from './text';

const NAME_TOKEN =
  /^(?:\p{Lu}[\p{L}'’-]*|\p{Lu}\.|\p{Lu}\p{Ll}*[''’]\p{Lu}[\p{L}-]*|[dl][''’]\p{Lu}[\p{L}-]*)$/u;

/** A word of a name typed in lower case ("niamh", "o'neill", "mehta-iyer"). */
const LOWER_NAME_TOKEN = /^\p{Ll}[\p{Ll}'’-]*\p{Ll}$/u;

/** Saint in a surname, as printed: "St. Clair", "ST. CLAIR", "Ste. Marie". */
const SAINT = /^(?:St|Ste|ST|STE)\.$/;

function isNameToken(t: string, first: boolean): boolean {
  if (NOT_NAME_WORDS.has(t.toLowerCase()) || EVENT_NAME_WORDS.has(t.toLowerCase())) return false;
  if (NAME_TOKEN.test(t)) return true;
  // a particle in a name printed in capitals ("FLOOR VAN 'T HOF")
  if (!first && (NAME_PARTICLES.has(t) || (t === t.toUpperCase() && NAME_PARTICLES.has(t.toLowerCase()))))
    return true;
  // "St. Clair", "Ste-Marie": Saint in a surname
  if (!first && SAINT.test(t)) return true;
  return false;
}

export interface NameCandidate {
  raw: string;
  clean: string;
  phrase: Phrase;
  tokens: string[];
  /** Where the name starts in the phrase (0 = at the start). */
  offset: number;
}

/**
 * Names typed in lower case ("met jake morrison at …"): a run of lower-case words right after a person cue
 * ("met", "talked to", "lead:"), or at the start of a phrase when it matches an email address's local part.
 */
export function lowerCaseNameCandidates(p: Phrase, locals: readonly string[]): NameCandidate[] {
  const toks = words(p.text.replace(/[,;:.!?]+$/, ''));
  const cues = [...PERSON_CUES, ...INTRODUCTION_CUES];
  const runAt = (start: number): string[] => {
    const run: string[] = [];
    let i = start;
    while (i < toks.length && isHonorific(toks[i]!)) i++;
    const core = (): number => run.filter((x) => !NAME_PARTICLES.has(x)).length;
    for (let j = i; j < toks.length && core() < 4 && run.length < 7; j++) {
      const t = toks[j]!;
      const bare = t.replace(/[.,;:!?)]+$/, '');
      const particle = run.length > 0 && NAME_PARTICLES.has(bare);
      if (!particle && !LOWER_NAME_TOKEN.test(bare)) break;
      if (
        !particle &&
        (isTitleWord(bare) ||
          isConnector(bare) ||
          COMPANY_WORDS.has(bare) ||
          SMALL_WORDS.has(bare) ||
          NOT_NAME_WORDS.has(bare) ||
          EVENT_NAME_WORDS.has(bare) ||
          PERSON_CUES.includes(bare) ||
          // a word that says the company follows ("met jonas weber from kranich …"), unless a name holds it ("von")
          (COMPANY_CUES.includes(bare) && !NAME_PARTICLES.has(bare)))
      )
        break;
      // the first name said again starts the next sentence ("sanne van den broek sanne is …")
      if (run.length && bare === run[0]) break;
      run.push(bare);
      if (bare !== t) break;
    }
    while (run.length && NAME_PARTICLES.has(run[run.length - 1]!)) run.pop();
    return run;
  };
  const candidate = (run: string[], i: number, cued: boolean): NameCandidate | null => {
    for (let n = run.length; n >= 2; n--) {
      const cand = run.slice(0, n);
      // particles do not count towards a name's length ("maría josé de la fuente")
      if (cand.filter((x) => !NAME_PARTICLES.has(x)).length > 4) continue;
      const raw = cand.join(' ');
      const clean = normaliseName(raw);
      const matchesEmail = locals.some((l) => emailNameMatch(clean, l) >= 0.8);
      // without a cue the address must confirm it; with one, the whole run is the name
      if (matchesEmail || (cued && n === run.length))
        return { raw, clean, phrase: p, tokens: cand, offset: i };
    }
    return null;
  };
  for (let i = 0; i < toks.length; i++) {
    if (!cueBefore(`${p.before} ${toks.slice(0, i).join(' ')}`, cues)) continue;
    const c = candidate(runAt(i), i, true);
    if (c) return [c];
  }
  // without a cue, any run the lead's address confirms ("ok so siobhan mcallister …" with smcallister@)
  for (let i = 0; i < toks.length; i++) {
    const c = candidate(runAt(i), i, false);
    if (c) return [c];
  }
  return [];
}

/** "Floor van [ 't Hof": a lone bracket between two words of a card line is a speck of a rule or a logo. */
export function withoutStrayBrackets(text: string): string {
  return text.replace(/(?<=\S)\s+[[\]{}]\s+(?=\S)/gu, ' ');
}

/**
 * "‘NOOR VAN DEN BROEK": a quote mark opening a card line before a capital, with no mark closing it, is a speck
 * read as one (a quoted tagline keeps its marks; "'t Hof" opens with a small letter).
 */
export function withoutOpeningQuote(text: string): string {
  const quote = /^[‘’'`´“”"„]+(?=\p{Lu})/u.exec(text);
  if (!quote || /[‘’'`´“”"„]/u.test(text.slice(quote[0].length))) return text;
  return text.slice(quote[0].length);
}

/**
 * "Wouter lJzerman": a word opening with a small l (or a 1) before a capital opens with I (the Dutch IJ, "lBM"); so
 * does "ljzerman", and "jzerman" after a first name, its I lost.
 */
export function repairOpeningI(text: string): string {
  return (
    text
      // ("I1Jzerman", "1IJzerman", "I1JZERMAN": the IJ's bar read twice)
      .replace(/(?<![\p{L}\d@._-])(?:[Il1|][1l|]|[1l|]I)J(?=\p{Ll}|[B-DF-HJ-NP-TV-Z]\p{Lu})/gu, 'IJ')
      // ("ljJzerman": the IJ read as a small l and j before its J)
      .replace(/(?<![\p{L}\d@._-])[Il1|]j(?=J\p{Ll})/gu, 'I')
      // ("1Jzerman": its I read as a one)
      .replace(/(?<![\p{L}\d@._+-])[1|]J(?=\p{Ll}{2})/gu, 'IJ')
      .replace(/(?<![\p{L}\d@._-])l(?=\p{Lu})/gu, 'I')
      // ("13zerman": its J's hook read as a 3, before small letters no number runs into)
      .replace(/(?<![\p{L}\d@._+-])[1|]3(?=[b-df-hj-np-tv-z]\p{Ll}{2,}(?![\p{L}\d@._-]))/gu, 'IJ')
      // ("ljzerman": the IJ read in small letters, before a consonant no word opening "lj" has)
      .replace(/(?<![\p{L}\d@._-])[l|1]j(?=[b-df-hj-np-tv-z]\p{Ll}+(?![\p{L}\d@._-]))/gu, 'IJ')
      // ("Bram jzerman": its I lost, the J read small, after a capitalised word)
      .replace(/(?<=(?<!\p{L})\p{Lu}\p{Ll}+ )j(?=[b-df-hj-np-tv-z]\p{Ll}{2,}(?![\p{L}\d@._-]))/gu, 'IJ')
  );
}

/**
 * "Mclntyre" → "McIntyre", and its address "g.mclntyre@" → "g.mcintyre@": after Mc a lower-case l before a
 * consonant is the capital I misread (McLean keeps its capital L, and no name runs "Mcl" into a consonant).
 */
export function repairMcI(text: string): string {
  return text.replace(/\b([Mm]c)l(?=[b-df-hj-np-tv-xz])/gu, (_m, mc: string) =>
    mc === 'Mc' ? 'McI' : 'mci',
  );
}

/**
 * Glyphs a card's print gives letters' shapes: a quote mark glued before a capital is a speck ("‘Uriel"), a 0
 * opening a word of small letters is an O ("0ld Quay Media", and "01d" with its l read as a 1), a square bracket
 * opening a capitalised word, or inside a word in capitals, a J ("DAVIES- -] ONES", "BEN]AMIN"), and a double
 * surname broken at its hyphen into "X- -Y" is one word again.
 */
export function repairLetterGlyphs(text: string): string {
  return (
    text
      .replace(/(?<=^|\s)[‘’`´“”](?=\p{Lu}\p{Ll})/gu, '')
      // (a speck read as a dot glued before a word in capitals: "BORJA .PENALOSA"; not a host's end set apart,
      // ".COM")
      .replace(/(?<=\s)\.(?=(\p{Lu}{3,})(?!\S))/gu, (dot, word: string) =>
        KNOWN_TLDS.includes(word.toLowerCase()) ? dot : '',
      )
      .replace(/(?<![\p{L}\d.@_-])0(?=\p{Ll}{2,}(?![\p{L}\d]*[@.]))/gu, 'O')
      // (with an l read as a 1 after it: "01d Quay Ltd.")
      .replace(/(?<![\p{L}\d.@_-])01(?=\p{Ll}+(?![\p{L}\d]*[@.]))/gu, 'Ol')
      // (after a hyphen, or glued to its word: a lone bracket between words is a speck, see withoutStrayBrackets)
      .replace(/(?<=-)\]\s?(?=\p{Lu})|(?<=^|\s)\](?=\p{Lu}\p{L})/gu, 'J')
      .replace(/(?<=\p{L})-\s+-(?=\p{L})/gu, '-')
      // an exclamation mark inside a word in capitals is its I's stroke read once more, beside the I ("NAYEL!I"),
      // or the I itself ("NAY!LA"); not one after a word ("GO!")
      .replace(/(?<=\p{Lu})!(?=I)|(?<=I)!(?=\p{Lu})/gu, '')
      .replace(/(?<=\p{Lu})!(?=\p{Lu})/gu, 'I')
      // so with a square bracket beside a J inside a word in capitals, the J's hook read once more ("SVEN]JA"),
      // or between capitals the J itself ("BEN]AMIN")
      .replace(/(?<=\p{Lu})\](?=J)|(?<=J)\[(?=\p{Lu})/gu, '')
      .replace(/(?<=\p{Lu})\](?=\p{Lu})/gu, 'J')
      // the honorific Dr opening a name line, its D read as an O ("Or Tobias Ramsbottom"): no name starts with "Or"
      .replace(/^(?:Or|0r)(\.?)\s+(?=\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll})/u, 'Dr$1 ')
      // a capital L inside a word read as an l and a dot, its foot taken for a speck ("Del.uca" for DeLuca); not
      // after a label glued to what follows ("Tel.fax")
      .replace(
        /(?<![\p{L}\d.@_-])(\p{Lu}\p{Ll}{1,3})l\.(?=\p{Ll}{2,}(?![\p{L}\d]*[@.]))/gu,
        (m, head: string) => (ALL_LABELS.has(`${head}l`.toLowerCase()) ? m : `${head}L`),
      )
  );
}

/**
 * "CONSULTOR SENIOR 8 8 re": a line of two or more words in capitals that ends in a run of digits and bits of one
 * or two small letters, one at least, is a line followed by specks the recogniser read as signs; the specks are
 * dropped.
 */
export function withoutTrailingSpecks(text: string): string {
  const m = /^((?:\p{Lu}[\p{Lu}'’.-]+\s+)+\p{Lu}{3,}[\p{Lu}'’.-]*)((?:\s+(?:\d|\p{Ll}{1,2}))+)$/u.exec(text);
  // (with a bit of small letters among them: a digit alone may be a house number, "DOCK ROAD 5")
  return m && /\p{Ll}/u.test(m[2]!) ? m[1]! : text;
}

/**
 * "FLOoOoR", "BROoEK": a word in capitals with small letters that only repeat the capital before them is the
 * capitals read twice, once small; the small copies are dropped (a word that holds any other small letter,
 * "McDONALD", is left as read).
 */
export function withoutSmallEchoes(text: string): string {
  return text.replace(/(?<![\p{L}])\p{Lu}[\p{L}]{2,}(?![\p{L}])/gu, (word) => {
    const kept = [...word].filter((c, k) => !(/\p{Ll}/u.test(c) && word[k - 1] === c.toUpperCase()));
    const joined = kept.join('');
    return joined !== word && joined.length >= 3 && joined === joined.toUpperCase() ? joined : word;
  });
}

/**
 * "Geert van t Hof": the Dutch article 't after van, in or op, its apostrophe lost in the print's small size; and
 * the Irish "Ní" whose accented i was read once more as a letter of its own ("Clodagh Ní i Cheallaigh").
 */
export function repairNameParticles(text: string): string {
  return text
    .replace(/(?<=(?<!\p{L})(?:[Vv]an|[Ii]n|[Oo]p)) t (?=\p{Lu}\p{Ll})/gu, " 't ")
    .replace(/(?<=(?<!\p{L})N[íi]) [iíl] (?=\p{Lu}\p{Ll})/gu, ' ');
}

/**
 * "DreBBler", "DreB3ler": a doubled capital B (or B3) between lower-case letters is no spelling, but a ß; and so
 * is a lone capital B inside a word before a consonant no B stands before in a name ("OBwald", "WeiBmann"; not
 * "McBride", "LeBlanc", "DeBoer", "JetBrains"), or before the "ler" that ends it ("DreBler"); and an f with an R or
 * 3 after it inside a word, or an f and an l before another l.
 */
export function repairEszett(text: string): string {
  return (
    text
      .replace(/(?<=\p{Ll})B[B3](?=\p{Ll})/gu, 'ß')
      // (its strokes read as glyphs beside a B, in capitals after a capital, first: "ORBRwald", "ORBwald"; or as a
      // capital R alone or twice there, "ORwald", "ORRwald")
      .replace(/(?<=\p{Lu})(?:RBR|RB|BR|RR|R)(?=[bcdfghjkmnpqstvwxz]\p{Ll})/gu, 'ß')
      .replace(/(?<=\p{L})B(?=[bcdfghjkmnpqstvwxz]\p{Ll})/gu, 'ß')
      // (before "ler" ending the word too, "DreBler", "GeBler": a name's B before an l begins a syllable,
      // "LeBlanc", "DeBlois")
      .replace(/(?<=\p{Ll})B(?=ler(?!\p{L}))/gu, 'ß')
      // (or as a capital R there, which no name has inside its small letters before "ler": "DreRler")
      .replace(/(?<=\p{Ll})R(?=ler(?!\p{L}))/gu, 'ß')
      // (its two strokes read as two glyphs: "NufRbaum", "Of3iwald", "Of3wald"; or as an f and an l before the l
      // after it, "Drefller": no spelling runs "fll")
      .replace(/(?<=\p{L})f(?:R|3i?)(?=\p{Ll})/gu, 'ß')
      .replace(/(?<=\p{Ll})fl(?=l\p{Ll})/gu, 'ß')
  );
}

/**
 * OCR slips in a capitalised name: a lone "0" or "O" between two name words is the Irish "Ó" ("Fionn 0 Ceallaigh"),
 * an initial read in lower case is a capital, and a word starting with a lower-case l among capitalised words is a
 * capital I read as l ("Karthik lyer").
 */
function repairNameToken(token: string, i: number, all: readonly string[]): string {
  // (an initial too: "N. lyer")
  const capitalised = (t: string | undefined): boolean => !!t && /^\p{Lu}(?:\p{Ll}|\p{Lu}*\.?$)/u.test(t);
  // (its accent may be read as a bracket beside it: "Tadhg 0) Ceallaigh"; in brackets both sides, "KAYLA (0) SEI", it
  // is more likely a bold O of the next word in capitals, but not before a surname in small letters spelled the
  // Irish way, which the Ó goes with: "Darragh (0) Briain"; "(0) Connor" may be O'Connor, its apostrophe lost)
  // (before a name word, which has a vowel: "Pemberton-Okonkwo © Ps -examp" is a pictogram before a scrap)
  if (
    (/^(?:\(?[0O©]|[0O©]\))$/.test(token) ||
      (/^\([0O]\)$/.test(token) &&
        /^\p{Lu}\p{Ll}{2,}$/u.test(all[i + 1] ?? '') &&
        /ai|bh|gh|dh|mh|[áéíóú]/u.test(all[i + 1]!))) &&
    capitalised(all[i - 1]) &&
    capitalised(all[i + 1]) &&
    /[aeiouyáéíóú]/iu.test(all[i + 1]!)
  )
    return 'Ó';
  // two l's read as one capital H between vowels ("LleweHyn" for Llewellyn): a name has a capital inside it only
  // after a particle or a prefix ("DeHaan", "McHugh", "FitzHerbert")
  const ll = /^(\p{Lu}\p{Ll}*[aeiouy])H([aeiouy]\p{Ll}*)$/u.exec(token);
  if (ll && !/^(?:Mc|Mac|De|Di|Da|Du|Le|La|Fitz)$/u.test(ll[1]!)) return `${ll[1]}ll${ll[2]}`;
  // and "Nf" or "Nl" there the Irish "Ní", its accented i read as f or l ("Saoirse Nf Bhriain")
  if (/^N[fl]$/.test(token) && capitalised(all[i - 1]) && capitalised(all[i + 1])) return 'Ní';
  // an initial whose capital has the lower-case letter's shape, read in lower case before a capitalised name word
  // ("Dr. s. Mukherjee")
  if (/^[cosvwxz]\.$/.test(token) && capitalised(all[i + 1]) && /\p{Ll}/u.test(all[i + 1]!))
    return token.toUpperCase();
  // in a name in capitals, a capital whose small letter differs only in size read small ("DAAN oP DEN KAMP")
  const inCapitals = (t: string | undefined): boolean => !!t && /^\p{Lu}{2,}$/u.test(t);
  if (
    /^[cosvwxz]\p{Lu}+$|^\p{Lu}+[cosvwxz]$/u.test(token) &&
    (inCapitals(all[i - 1]) || inCapitals(all[i + 1])) &&
    all.every((t) => !/\p{Ll}/u.test(t) || t === token)
  )
    return token.toUpperCase();
  // the article after "de" with its l read as a 1 ("Uriel de 1a Garza")
  if (/^1[ae]s?$/.test(token) && /^(?:de|De)$/.test(all[i - 1] ?? '') && capitalised(all[i + 1]))
    return `l${token.slice(1)}`;
  // a French or Italian elided particle whose apostrophe was lost or read twice ("dArgenson", "d'’Argenson")
  token = token.replace(/^([dl])(?:['’]{2})?(?=\p{Lu}\p{Ll}{2,}$)/u, "$1'");
  token = repairEszett(token);
  // a 3 after a vowel among a name word's small letters is its ß, whose shape it has ("Mei3ner"); a name has no
  // digit
  token = token.replace(/(?<=^\p{Lu}\p{Ll}*[aeiouäöü])3(?=\p{Ll}+$)/u, 'ß');
  // in a name, an R inside the word before a consonant is a ß as a B there is ("ORwald"): a name's inner capital
  // starts a part before a vowel ("McRae", "LaRue"); a company's may be an acronym's, so this is for names only
  // (or two R's there, its two strokes read as one each: "ORRwald")
  token = token.replace(/(?<=\p{L})R{1,2}(?=[bcdfghjkmnpqstvwxz]\p{Ll})/gu, 'ß');
  // French spells an open e before a last consonant (or consonant and r or l) and mute e with a grave accent,
  // never an acute one; Spanish, the other language with é, marks no stress there: an é there is an è with its
  // accent read the wrong way ("Soléne", "Lefévre")
  token = token.replace(/é(?=(?:[bcdfgjklmnpqstvz]|[bcdfgptv][rl])es?$)/u, 'è');
  // a capital I among lower-case letters is an l ("RahuI", "WiIliam"), but not after Mc/Mac ("McIntyre", also in
  // a double surname: "Barraclough-McIntyre")
  if (/^\p{Lu}\p{Ll}/u.test(token)) token = token.replace(/(?<!(?:^|-)Ma?c)(?<=\p{Ll})I(?=\p{Ll}|$)/gu, 'l');
  // (and where an I and an l look alike, an i after that I is the l: "lise" or "Iise" for Ilse; names of these
  // languages open with Il, not Ii)
  if (
    /^l\p{Ll}{2,}$/u.test(token) &&
    !NAME_PARTICLES.has(token) &&
    !isConnector(token) &&
    all.length <= 4 &&
    all.every((t, j) => j === i || capitalised(t) || NAME_PARTICLES.has(t)) &&
    all.some((t, j) => j !== i && capitalised(t))
  )
    return `I${token.slice(1)}`.replace(/^Ii(?=\p{Ll}{2})/u, 'Il');
  if (/^Ii\p{Ll}{2,}$/u.test(token)) return `Il${token.slice(2)}`;
  return token;
}

/**
 * The O' of an Irish surname read as a zero or with brackets round it ("(0 Mahony", "0'Brien", "(O Neill",
 * "(0) 'Connor"): no name word is a digit or a bracket, so these are an O and its apostrophe read badly; after a
 * name word, not after a letter of a letter-spaced name ("H (0EKSTRA", a spaced "(0)" for o). (A lone zero is the
 * Irish Ó, "0 Dálaigh".)
 */
function irishOReadAsDigit(text: string): string {
  return text.replace(/(?<=\p{L}{2}\s)(?:\([0O]\)\s?['’]|\([0O]['’]?|0['’])\s?(?=\p{Lu}\p{L}{2,})/gu, "O'");
}

/** A double first name read with a gap after its hyphen ("Jean- Baptiste"): one word. */
function joinHyphenGap(text: string): string {
  return text.replace(/(?<=\p{L}{2})- (?=\p{Lu}\p{Ll})/gu, '-');
}

/**
 * A degree written as degrees are ("MBA", "MSc", "PhD"): two capitals, and three letters or more, which no name
 * word of two capitals is ("Ma", "Le" are names too).
 */
function isWrittenDegree(token: string): boolean {
  const letters = token.replace(/[.,]/g, '');
  return isPostNominal(token) && letters.length >= 3 && /\p{Lu}.*\p{Lu}/u.test(letters);
}

/** Person-name candidates inside one phrase: the whole phrase on a card, capitalised runs in prose. */
export function nameCandidates(p: Phrase): NameCandidate[] {
  const out: NameCandidate[] = [];
  const stripped = stripNameDecorations(
    p.text
      .replace(/\s*\((?:he|she|they|ela|ele|elle|il|iel|sie|er|ella|él|zij|hij|ze)\/[\p{L}]+\)/giu, '')
      // a nickname in quotes between the names ('Rafael "Rafa" Domínguez', 'Juan Pablo "JP" Ramírez')
      .replace(/\s+["“„'‘(]\p{Lu}(?:\p{Ll}+|\p{Lu}{1,2})["”“'’)](?=\s+\p{Lu})/gu, ''),
  );
  const read = words((p.ocr ? joinHyphenGap(irishOReadAsDigit(stripped)) : stripped).replace(/[,;:]$/, ''));
  const toks = p.ocr ? read.map(repairNameToken) : read;
  const tryRun = (run: string[], offset: number): void => {
    while (
      run.length &&
      (isHonorific(run[0]!) ||
        /^(?:Herrn?|Frau)$/i.test(run[0]!) ||
        PERSON_CUES.includes(run[0]!.toLowerCase()) ||
        INTRODUCTION_CUES.includes(run[0]!.toLowerCase()))
    ) {
      run = run.slice(1);
      offset++;
    }
    // German signing on someone's behalf: "i. A.", "i.V.", "ppa." before the name
    if (run.length > 2 && /^i\.$/i.test(run[0]!) && /^[AV]\.$/i.test(run[1]!)) {
      run = run.slice(2);
      offset += 2;
    } else if (run.length > 1 && /^(?:i\.[AV]\.|ppa\.|pp\.)$/i.test(run[0]!)) {
      run = run.slice(1);
      offset++;
    }
    // Spanish "D." / "Dña." (don, doña) before a full name
    if (run.length > 2 && /^(?:D|Dña|Dª|M)\.$/u.test(run[0]!)) {
      run = run.slice(1);
      offset++;
    }
    while (
      run.length > 1 &&
      ((run.length > 2 && isTitleWord(run[0]!) && /^\p{Lu}{2,5}$/u.test(run[0]!)) ||
        /^(?:PA|EA)$/.test(run[0]!))
    ) {
      run = run.slice(1);
      offset++;
    }
    // a degree after a full name ends it: what follows on the line is another column's ("… Kowalczyk MBA Online")
    const degree = run.findIndex((t, k) => k >= 2 && isWrittenDegree(t));
    if (degree > 0) run = run.slice(0, degree);
    while (run.length && isPostNominal(run[run.length - 1]!)) run = run.slice(0, -1);
    // a degree misread ("MBA" → "McA", "MbA") after a full name: short, with a capital inside
    if (run.length > 2 && /^\p{Lu}\p{Ll}?\p{Lu}$/u.test(run[run.length - 1]!)) run = run.slice(0, -1);
    // a short upper-case token after mixed-case names is a degree the dictionary does not know ("FCA", "MBA")
    if (run.length > 2 && /^\p{Lu}{2,4}$/u.test(run[run.length - 1]!) && /\p{Ll}/u.test(run[run.length - 2]!))
      run = run.slice(0, -1);
    // "Hamish McAllister's PA": the possessive is no part of the name
    if (run.length > 1 && /\p{L}['’]s$/u.test(run[run.length - 1]!))
      run = [...run.slice(0, -1), run[run.length - 1]!.slice(0, -2)];
    // Dutch "op" after a surname that had its particle is the place met ("Joost van Leeuwen op de Vakbeurs …")
    const place = run.findIndex(
      (t, k) => k >= 2 && t === 'op' && run.slice(1, k).some((x) => NAME_PARTICLES.has(x)),
    );
    if (place > 0) run = run.slice(0, place);
    while (run.length && NAME_PARTICLES.has(run[run.length - 1]!)) run = run.slice(0, -1);
    // a lone capital after a full name is no part of it: a degree's or a label's first letter set apart ("Nuria
    // Aguirre M | BA"); a middle initial stands between the names, or has its dot
    if (run.length > 2 && /^\p{Lu}$/u.test(run[run.length - 1]!)) run = run.slice(0, -1);
    // a street is no person ("Baner Road")
    if (STREET_WORDS.has(run[run.length - 1]?.toLowerCase() ?? '')) return;
    if (run.length < 2 || run.filter((t) => !NAME_PARTICLES.has(t)).length > 5 || run.length > 7) return;
    if (!run.every((t, i) => isNameToken(t, i === 0))) return;
    if (run.filter((t) => !NAME_PARTICLES.has(t)).length < 2) return;
    if (run.some((t) => /\.$/.test(t) && t.length > 2 && !isHonorific(t) && !SAINT.test(t))) return;
    if (run.filter((t) => isTitleWord(t)).length >= Math.max(1, run.length - 1)) return;
    // a role and the "of" of its field ("Gerente de Inteligência de Mercado") is no name
    if (isTitleWord(run[0]!) && /^(?:of|de|del|da|do|di|du|des)$/.test(run[1]!)) return;
    if (run.some((t) => COMPANY_WORDS.has(t.toLowerCase()) || EVENT_WORDS.has(t.toLowerCase()))) return;
    if (run.some((t) => ALL_LABELS.has(t.toLowerCase().replace(/[.:]$/, '')) && t.length > 2)) return;
    if (legalMatch(run.join(' '))) return;
    // (nor a run whose last word opens a legal form the phrase goes on with: "Meranti Pay Pte. Ltd.")
    const last = run[run.length - 1]!;
    const form = LEGAL_AT_START.exec(`${last} ${toks.slice(offset + run.length).join(' ')}`)?.[1];
    if (form && form.length > last.length) return;
    const raw = run.join(' ');
    out.push({ raw, clean: normaliseName(raw), phrase: p, tokens: run, offset });
  };
  if (p.ocr && legalMatch(p.text)) return out;
  if (p.ocr || toks.length <= 5) {
    tryRun(toks, 0);
    if (out.length) return out;
  }
  // prose: maximal runs of capitalised tokens
  let run: string[] = [];
  let start = 0;
  toks.forEach((t, i) => {
    // an initial ("J.") and Saint in a surname ("St. Clair") keep their dot and go on
    const clean = t.replace(/[.,;:!?]+$/, (m) =>
      /^\p{Lu}$/u.test(t.slice(0, -1)) || (run.length > 0 && SAINT.test(t)) ? m : '',
    );
    // "in Basel Frau Laura Gähwiler getroffen": a title of address inside a capitalised run starts the name
    if (run.length && /^\p{Lu}/u.test(clean) && (isHonorific(clean) || clean === 'Sig.ra')) {
      tryRun(run, start);
      run = [];
      start = i + 1;
      return;
    }
    const ok =
      isNameToken(clean, run.length === 0) ||
      (run.length > 0 && isHonorific(clean) === false && NAME_PARTICLES.has(clean));
    if (ok && !(run.length === 0 && NAME_PARTICLES.has(clean))) {
      if (!run.length) start = i;
      run.push(clean);
      if (clean !== t) {
        tryRun(run, start);
        run = [];
      }
    } else {
      if (run.length) tryRun(run, start);
      run = [];
      if (isHonorific(clean) || /^(?:Herrn?|Frau)$/i.test(clean)) {
        start = i + 1;
      }
    }
  });
  if (run.length) tryRun(run, start);
  return out;
}

/** How well a name matches an email's local part, in [0,1]. */
export function emailNameMatch(name: string, local: string): number {
  // (an address spells an umlaut as the vowel and an e: "brueckner" for Brückner)
  const spelledOut = umlautsAsE(name);
  const plain = nameMatch(name, local);
  return spelledOut === name ? plain : Math.max(plain, nameMatch(spelledOut, local));
}

function nameMatch(name: string, local: string): number {
  const l = foldAlnum(local);
  const parts = words(fold(name))
    .map((w) => w.replace(/[^a-z0-9]/g, ''))
    .filter((w) => w && !NAME_PARTICLES.has(w));
  if (!parts.length || !l) return 0;
  const first = parts[0]!;
  const last = parts[parts.length - 1]!;
  const all = parts.join('');
  if (l === all || l === first + last || l === last + first) return 1;
  if (l.includes(first) && l.includes(last) && first.length >= 2) return 1;
  if (l === first[0] + last || l === first[0] + all.slice(first.length)) return 0.95;
  if (last.length >= 3 && l.includes(last)) return 0.85;
  // one half of a double-barrelled surname ("a.vonhallwyl" for Annika von Hallwyl-Berger)
  const halves = fold(words(name).slice(-1)[0] ?? '')
    .split('-')
    .map((h) => h.replace(/[^a-z0-9]/g, ''))
    .filter((h) => h.length >= 4);
  if (halves.length > 1 && halves.some((h) => l === first[0] + h || l === first + h)) return 0.95;
  if (halves.length > 1 && halves.some((h) => l.includes(h))) return 0.85;
  if (first.length >= 3 && l.includes(first)) return 0.8;
  // a short form of the first name ("thandi" for Thandiwe)
  if (l.length >= 4 && first.length > l.length && first.startsWith(l)) return 0.75;
  // compound surnames written in full ("mvanderberg", "mgarcialopez")
  const rest = foldAlnum(words(name).slice(1).join(''));
  if (rest.length >= 4 && l.includes(rest)) return 0.9;
  if (parts.some((p) => p.length >= 4 && l.includes(p))) return 0.7;
  return 0;
}

/** Letter groups OCR reads for an accented letter: (as read, as printed). */
const ACCENT_SLIPS: [RegExp, string][] = [
  [/fi/g, 'ñ'],
  [/ii/g, 'ü'],
  [/ii/g, 'ä'],
  // ß read as B, BB, B3, RR, fS, fl, S, R, f, fi, ll or l inside a word ("NuSbaum", "DreBBler", "ORwald",
  // "Ofiwald", "MeifSner", "Meiflner", "Nulbaum", "Weillenborn")
  [/(?<=\p{L})(?:BB|B3|RR|fS|fl|B|S|R|fi|f|ll|l)(?=\p{Ll}|-|$)/gu, 'ß'],
  // an umlaut's dots lost where the address spells it with an e ("Ludtke" with …luedtke@)
  [/u/g, 'ü'],
  [/o/g, 'ö'],
  [/a/g, 'ä'],
  [/U/g, 'Ü'],
  [/O/g, 'Ö'],
  [/A/g, 'Ä'],
  // or their two dots read as one mark ("Dórte" with doerte.nussbaum@)
  [/[úùû]/g, 'ü'],
  [/[óòô]/g, 'ö'],
  [/[áàâ]/g, 'ä'],
  [/[ÚÙÛ]/g, 'Ü'],
  [/[ÓÒÔ]/g, 'Ö'],
  [/[ÁÀÂ]/g, 'Ä'],
  // and a W read as two letters ("Schulze-Vlierling" with schulzewierling@)
  [/Vl|VV|Vv|IV/g, 'W'],
  [/vv|vl/g, 'w'],
];

/**
 * Small letters OCR confuses inside a word, as read and as printed ("Whithey" for Whitney, "Wiekke" for Wiebke, and
 * a capital O read as Q, "CASTELLANQ" for Castellano); l and i have a rule of their own, as an address misreads them
 * as often as a name.
 */
const SMALL_LETTER_SLIPS = new Set([
  'hn',
  'nh',
  'kb',
  'bk',
  'co',
  'oc',
  'ce',
  'ec',
  'rn',
  'nr',
  'ft',
  'tf',
  'qo',
]);

/** Capitals OCR confuses at the start of a word: as read → as printed. */
const CAPITAL_SLIPS: Record<string, string[]> = {
  B: ['E', 'R', 'D'],
  C: ['O', 'G'],
  D: ['O', 'B'],
  E: ['B', 'F'],
  F: ['E', 'P'],
  G: ['C', 'O'],
  H: ['N'],
  N: ['H'],
  O: ['C', 'D', 'Q'],
  P: ['F', 'R', 'D'],
  R: ['B', 'P'],
  '0': ['O'],
  '8': ['B'],
};

/** German umlauts as addresses spell them (ü → ue), for matching a name against its address. */
export function foldGerman(w: string): string {
  return foldAlnum(umlautsAsE(w));
}

/**
 * "Benedicte L E Bihan" with benedicte.lebihan@: the two letters of a surname's particle read apart (print spaced
 * wide), joined where the address runs them into the surname.
 */
function particleLettersJoined(name: string, locals: readonly string[]): string {
  return name.replace(
    /(?<!\p{L})(\p{L}) (\p{L}) (?=(\p{Lu}\p{L}{2,}))/gu,
    (m, a: string, b: string, surname: string) =>
      /^(?:le|la|de|da|di|du|el)$/i.test(a + b) &&
      locals.some((l) => foldAlnum(l).includes(foldAlnum(a + b + surname)))
        ? `${a}${/\p{Ll}/u.test(surname) ? b.toLowerCase() : b} `
        : m,
  );
}

/**
 * "Featherstone-D Souza" with …featherstonedsouza@: the apostrophe of a D' or O' surname lost in small print. The
 * address runs the letter into the surname; one that writes the name's initials so ("jdsouza", "john.d.souza",
 * "johndsouza") says the letter is a middle initial.
 */
function apostropheAfterLoneLetter(name: string, locals: readonly string[]): string {
  const first = foldAlnum(words(name)[0] ?? '');
  return name.replace(/(?<![\p{L}'’])([DO]) (\p{Lu}\p{Ll}{2,})/gu, (m, letter: string, surname: string) => {
    const run = foldAlnum(letter + surname);
    const initials = [first[0] + run, first + run];
    return locals.some((l) => l.includes(run) && !initials.includes(l)) ? `${letter}'${surname}` : m;
  });
}

/**
 * A first name the recogniser garbled past reading before the surnames on the name line ("«vuiaua Peñalosa
 * Etxeberria" beside inmaculada_etxeberria@): the address's first piece, where its last is the name's last word (or
 * its last words run together) and the first is no word of the name. Only with a garbled word of about the piece's
 * length standing before the name.
 */
export function withFirstNameFromAddress(name: string, before: string, locals: readonly string[]): string {
  // (garbled: signs among its letters, or opening in a small letter; not a word read as printed, "CEO")
  const garbled = /(?:^|\s)(\S{3,})\s*$/u.exec(before)?.[1];
  if (!garbled || !/[^\p{L}]|^\p{Ll}/u.test(garbled) || isHonorific(garbled)) return name;
  const ws = words(name);
  if (ws.length < 2 || ws.length > 3) return name;
  for (const local of locals) {
    const pieces = local.split(/[._-]/);
    if (pieces.length !== 2) continue;
    const [first, last] = pieces as [string, string];
    // (the last piece may run the surnames together: "Aguirre Peñalosa" beside inigo.aguirrepenalosa@)
    const surnames = ws.map((_, k) => ws.slice(k).map(foldAlnum).join(''));
    if (!/^\p{Ll}{3,}$/u.test(first) || !surnames.includes(last)) continue;
    if (ws.some((w) => foldAlnum(w) === first) || Math.abs(garbled.length - first.length) > 3) continue;
    return `${capitalise(first)} ${name}`;
  }
  return name;
}

/** Slips per letter a surname read in broken pieces may hold against the address's spelling of it. */
const MOST_BROKEN_SURNAME_SLIPS = 0.25;

/**
 * "Bethan Okc N Kw Oo" beside bethan_okonkwo@, "Noémie N G UeSSaAN" beside nnguessan@: a surname the recogniser
 * broke into letters and scraps (two words of two letters or fewer that are no name particles, or a word with
 * capitals inside it) is the address's piece its letters spell, nearly whole (≤ 0.25 slips per letter), where no
 * word of it alone spells the piece so. The name's first word stays as read.
 */
export function surnameFromBrokenPieces(name: string, locals: readonly string[]): string {
  const ws = words(name);
  const tail = ws.slice(1);
  if (tail.length < 2) return name;
  const short = tail.filter(
    (w) => foldAlnum(w).length <= 2 && !NAME_PARTICLES.has(w.toLowerCase()) && !/\.$/.test(w),
  );
  const brokenCase = tail.some((w) => /\p{Ll}\p{Lu}/u.test(w) && !/^(?:Ma?c|O'|D')/u.test(w));
  if (short.length < 2 && !(short.length && brokenCase)) return name;
  const joined = tail.map(foldAlnum).join('');
  const first = foldAlnum(ws[0]!);
  const spells = (piece: string, text: string): boolean =>
    piece.length >= 4 && slipsBetween(piece, text) <= MOST_BROKEN_SURNAME_SLIPS * piece.length;
  for (const local of locals) {
    // (the piece after the first name, or after its initial where the address runs them together)
    const pieces = local
      .split(/[._-]/)
      .flatMap((p) => [
        p,
        ...[first, first[0]!].filter((f) => p.startsWith(f)).map((f) => p.slice(f.length)),
      ]);
    const piece = pieces
      .filter((p) => p !== first && spells(p, joined) && !tail.some((w) => spells(p, foldAlnum(w))))
      .sort((a, b) => slipsBetween(a, joined) - slipsBetween(b, joined))[0];
    if (piece) return `${ws[0]} ${capitalise(piece)}`;
  }
  return name;
}

/**
 * "Uriel Ruelas Pefia" with uriel.ruelaspena@ → "Uriel Ruelas Peña": a name word the address does not contain,
 * but does once a letter group OCR makes of an accented letter is read as that letter, or a doubled letter as two.
 */
export function repairNameByEmail(
  name: string,
  locals: readonly string[],
  addressReadBetter = false,
  elsewhere = '',
  readLessSurely: ReadonlySet<string> = new Set(),
): string {
  if (!locals.length) return name;
  // the address's pieces, split at dots, dashes and underscores
  const pieces = locals.flatMap((l) => l.split(/[._-]/));
  // (then its words are mended like any: "Thiis Vi" with thijs.visser@ is Thijs Visser)
  // (a particle's letters set apart are joined first: "Benedicte L E Bihan" is Le Bihan, not Lebihan)
  const completed = surnameFromBrokenPieces(
    particleLettersJoined(
      apostropheAfterLoneLetter(surnameCompletedByEmail(name, pieces) ?? name, locals),
      locals,
    ),
    locals,
  );
  const inAddress = (w: string): boolean =>
    [foldAlnum(w), foldGerman(w)].some((k) => k.length >= 3 && locals.some((l) => foldAlnum(l).includes(k)));
  const printedElsewhere = foldAlnum(elsewhere);
  const ws = words(completed);
  return ws
    .map((w, i) => {
      // the surname's last letter lost where the line went on ("Agarwa |" beside rahul.agarwal@)
      const key = foldAlnum(w);
      const initial = foldAlnum(ws[0] ?? '')[0];
      // (also after the first name's initial the address opens with: "Íñigo Orteg" beside iortega@)
      const piece = pieces
        .map((p) => (i > 0 && initial && p[0] === initial && !p.startsWith(key) ? p.slice(1) : p))
        .find(
          (p) => i === ws.length - 1 && key.length >= 5 && p.length === key.length + 1 && p.startsWith(key),
        );
      // a thin last letter (l, i) is lost to a neighbouring bar; another one only when the address reads better
      // (or any letter but a round one after a long surname, "Kowalczy" beside marcus.kowalczyk@: a round letter
      // there may be the address's own "@" misread, "d.castellanog@")
      const notAt = key.length >= 6 && !/[aceoqg]$/.test(piece ?? '');
      // (or where the card prints the longer surname again, in a profile handle: "Whitcomb" beside
      // priya.ramsbottomwhitcombe@ and /in/priya-ramsbottomwhitcombe)
      const printedLonger = !!piece && piece.length >= 6 && printedElsewhere.includes(piece);
      if (piece && (addressReadBetter || /[li]$/.test(piece) || notAt || printedLonger))
        return w + piece.slice(-1);
      // … or its last two, where the line went on to a degree ("Fionn Geragh FCA" beside fgeraghty@): two letters
      // more in the address, after the name as read, are no slip of the address's own
      // (also after the name's other surname, which the address runs into it: "Ochoa Olve" beside
      // itzayana.ochoaolvera@)
      const before = i > 1 ? foldAlnum(ws[i - 1]!) : '';
      const afterOther = before.length >= 3 && pieces.some((p) => p.startsWith(before + key));
      const cut =
        i > 0 && i === ws.length - 1 && key.length >= (afterOther ? 4 : 5)
          ? pieces
              .map((p) => (before.length >= 3 && p.startsWith(before + key) ? p.slice(before.length) : p))
              .map((p) => (initial && p[0] === initial && !p.startsWith(key) ? p.slice(1) : p))
              // (letters only, and no "jr" or "sr" an address may add: "mrossijr")
              .find(
                (p) =>
                  p.length === key.length + 2 &&
                  p.startsWith(key) &&
                  /^[a-z]{2}$/.test(p.slice(-2)) &&
                  !/(?:jr|sr)$/.test(p),
              )
          : undefined;
      if (cut)
        return w + (w === w.toUpperCase() ? cut.slice(key.length).toUpperCase() : cut.slice(key.length));
      // … or two side by side inside it, where the recogniser joined the pieces either side of them ("Aga al" read
      // as "Agaal" beside vikram.agarwal@): a long piece only, its first letters the name's
      const gap =
        i > 0 && i === ws.length - 1 && key.length >= 5 && /^\p{L}+$/u.test(w)
          ? pieces.find(
              (p) =>
                p.length === key.length + 2 &&
                p.length >= 7 &&
                /^[a-z]+$/.test(p) &&
                // (an ss is a ß lost whole, which `eszettLostWhole` puts back where the card is German)
                [...key].some(
                  (_, at) =>
                    at >= 2 && p.slice(0, at) + p.slice(at + 2) === key && p.slice(at, at + 2) !== 'ss',
                ),
            )
          : undefined;
      if (gap) return w === w.toUpperCase() ? gap.toUpperCase() : upperFirst(gap);
      // a short first name's first letter lost ("Oïc d'Argenson" with loic@; a longer one is more likely whole
      // than its address, "Wouter" beside "ewouter.degroot@", unless the card spells it whole once more outside
      // the address: "Artín" beside martin@ and a handle "@martinaguirt")
      const lostFirst =
        i === 0 && key.length >= 3
          ? pieces.find(
              (p) =>
                p.length === key.length + 1 &&
                p.slice(1) === key &&
                (key.length <= 4 || printedElsewhere.includes(p)),
            )
          : undefined;
      if (lostFirst) return lostFirst[0]!.toUpperCase() + w.toLowerCase();
      // (an umlaut opening it, which the address spells with an e: "(0) MER" beside oemer.osswald@)
      const umlautLost =
        i === 0 && key.length >= 3
          ? pieces.find((p) => /^(?:oe|ae|ue)$/.test(p.slice(0, 2)) && p.slice(2) === key)
          : undefined;
      if (umlautLost) return UMLAUT_OF[umlautLost[0]!.toUpperCase()]! + w.toLowerCase();
      if (inAddress(w)) return w;
      // a thin letter lost inside a first name ("Ise Visser" with ilse.visser@)
      const thinLost =
        i === 0 && foldAlnum(w).length >= 3
          ? pieces.find((p) => oneLetterMore(p, foldAlnum(w), (k, c) => k > 0 && /[lijtf]/.test(c)))
          : undefined;
      if (thinLost) return upperFirst(thinLost);
      // I, l and i read for one another ("lise" or "Iise" for Ilse, with ilse.wit@), and the j of a Dutch ij read
      // as an i ("Thiis" with thijs.visser@)
      const liKey = (x: string): string => foldAlnum(x).replace(/[l1j]/g, 'i');
      // only for a word that looks misread itself: a lower-case l opening it, "ii", or a capital I inside; or one
      // read far less surely than the address ("Osel" at 58% beside d.osei@ at 90%)
      const looksMisread =
        /^l\p{Ll}/u.test(w) || /ii/i.test(w) || /\p{Ll}I/u.test(w) || readLessSurely.has(foldAlnum(w));
      const liPiece = !looksMisread
        ? undefined
        : pieces.find(
            (p) => p.length >= 3 && p.length === w.length && liKey(p) === liKey(w) && p !== foldAlnum(w),
          );
      if (liPiece) return upperFirst(liPiece);
      // the capital read as a look-alike ("Erouwer" with floor.brouwer@), alone or besides an accent slip
      const initials = [w, ...(CAPITAL_SLIPS[w[0]!] ?? []).map((c) => c + w.slice(1))];
      const capital = initials.find((c) => c !== w && inAddress(c));
      if (capital) return capital;
      // … also where the address gives only the initial before the surname ("Fabha Quinlan" with e.quinlan@):
      // capitals that differ by a stroke are small letters that do not
      // (the surname, or all the family names run together: "bquintanaetxeberria" for Borja Quintana Etxeberria)
      const surnames =
        i === 0 && ws.length > 1
          ? [foldAlnum(ws[ws.length - 1]!), ws.slice(1).map(foldAlnum).join('')].filter((x) => x.length >= 3)
          : [];
      const initialOnly = locals
        .map((l) => foldAlnum(l))
        .find((l) => surnames.some((surname) => l.length === surname.length + 1 && l.endsWith(surname)));
      const letter = initialOnly?.[0]?.toUpperCase();
      if (letter && CAPITAL_SLIPS[w[0]!]?.includes(letter)) return letter + w.slice(1);
      // a small letter read as one OCR confuses it with, in a word of five letters or more the address spells
      // (its accents kept: "Íñigc" with inigo_penalosa@ is Íñigo)
      const letters = [...w];
      const slip =
        key.length >= 5 && letters.length === key.length && fold(w).toLowerCase() === key
          ? pieces.find((p) => {
              const at = firstDifference(p, key);
              return (
                p.length === key.length &&
                at > 0 &&
                oneEditApart(p, key) &&
                letters[at] === key[at] &&
                SMALL_LETTER_SLIPS.has(`${key[at]}${p[at]}`)
              );
            })
          : undefined;
      if (slip) {
        const at = firstDifference(slip, key);
        const mended = letters[at] === letters[at]!.toUpperCase() ? slip[at]!.toUpperCase() : slip[at]!;
        return letters.map((c, k) => (k === at ? mended : c)).join('');
      }
      for (const v of initials) {
        for (const [slip, letter] of ACCENT_SLIPS) {
          // every place the slip may be, then each place alone ("Hoffmann" keeps its ff when only one f is a ß)
          const places = [...v.matchAll(slip)];
          const candidates = [
            v.replace(slip, letter),
            ...places.map((m) => v.slice(0, m.index) + letter + v.slice(m.index + m[0].length)),
          ];
          const found = candidates.find((c) => c !== v && inAddress(c));
          if (found) return found;
        }
      }
      // a doubled letter read as one ("McAlister" with mcallister@), when the address was read the better of the two
      for (let i = 1; addressReadBetter && i < w.length; i++) {
        const candidate = w.slice(0, i + 1) + w.slice(i);
        if (/\p{Ll}/u.test(w[i]!) && inAddress(candidate)) return candidate;
      }
      // a capital I read as two letters ("Mclintyre" with …mcintyre@), when the address was read the better
      // (or a letter added at its end where the line went on: "KULKARNIT"; or two side by side, a letter's strokes
      // read as two more: "O'MAHOQONY" beside fionn.omahony@)
      // (two only inside the word, where the address spells the rest whole: "Marianne" is no slip for marian@)
      const wholePiece = (c: string): boolean => pieces.includes(foldAlnum(c));
      for (const extra of [1, 2])
        for (let k = 1; addressReadBetter && k + extra <= w.length - (extra - 1); k++) {
          const candidate = w.slice(0, k) + w.slice(k + extra);
          // (a short surname only where the letter added is a thin one at its end, a bar read: "OSEIL" for Osei)
          const thinAtEnd = extra === 1 && k === w.length - 1 && /[lLIi1|]/.test(w[k]!);
          if (
            foldAlnum(candidate).length >= (thinAtEnd ? 4 : 5) &&
            (extra === 1 ? inAddress(candidate) : wholePiece(candidate))
          )
            return candidate.replace(
              /(^|-)Mc(\p{Ll})/gu,
              (_m, sep: string, c: string) => `${sep}Mc${c.toUpperCase()}`,
            );
        }
      // each part of a double surname on its own ("Schulze-Vlierling" with anneliese.wierling@)
      if (w.includes('-'))
        return w
          .split('-')
          .map((part) => repairNameByEmail(part, locals, addressReadBetter, elsewhere, readLessSurely))
          .join('-');
      return w;
    })
    .join(' ');
}

/**
 * "Ömer von der H" with oemer.vonderheyde@: a surname cut short where the line went on (its last word two letters
 * or fewer) is completed from the address piece that begins with the surname as read.
 */
function surnameCompletedByEmail(name: string, pieces: readonly string[]): string | null {
  const ws = words(name);
  const last = ws[ws.length - 1] ?? '';
  if (ws.length < 2 || !/^\p{Lu}\p{Ll}?$/u.test(last)) return null;
  const surname = ws.slice(1).map(foldGerman).join('');
  const piece = pieces.find(
    (p) => p.length >= surname.length + 2 && p.startsWith(surname) && /^[a-z]+$/.test(p),
  );
  if (!piece) return null;
  return [...ws.slice(0, -1), last + piece.slice(surname.length)].join(' ');
}

/**
 * "Rory Mcl ntyre- Llewellyn": the capital I after a Mc or Mac read as a small l with a false gap after it (no name
 * is spelled "Mcl ntyre"), and a word in capitals broken after its hyphen, put back ("McIntyre-Llewellyn").
 */
function mendedMcPrefix(text: string): string {
  return text
    .replace(/(?<![\p{L}])(Ma?c)[l|] (\p{Ll}{3,})(?![\p{L}])/gu, '$1I$2')
    .replace(/(?<![\p{L}-])(\p{Lu}\p{L}*\p{Ll})- (\p{Lu}\p{Ll}{2,})(?![\p{L}])/gu, '$1-$2');
}

/**
 * Words of a name read in pieces, joined back where the address spells the joined word: "I se Hoekstra" with
 * ilse.hoekstra@, a capital set apart from the rest of its word (and a thin letter lost in the gap), and the other
 * splits below. `pieces` are the card's address local parts split at dots, dashes and underscores.
 */
export function joinSplitNameWords(text: string, pieces: ReadonlySet<string>): string {
  text = mendedMcPrefix(text);
  if (!pieces.size) return text;
  text = joinWordReadInPieces(text, pieces);
  // a word in capitals read in pieces, a letter of it read as a digit or twice ("SUBRAMANI 1A N" with
  // p.subramanian@): only where a piece is a lone letter or holds a digit, not two names ("ANNA MARIA"), nor an
  // initial or an elided particle ("MEGAN R.", "O'BRIEN")
  text = text.replace(/(?<![\p{L}\d.'’])[\p{Lu}\d|]+(?: [\p{Lu}\d|]+){1,3}(?![\p{L}\d.'’])/gu, (m) => {
    const parts = m.split(' ');
    if (!parts.some((part) => part.length === 1 || /[\d|]/.test(part))) return m;
    const key = fold(m.replace(/ /g, '').replace(/[1|]/g, 'I').replace(/0/g, 'O'));
    if (key.length < 5 || /\d/.test(key)) return m;
    const piece = [...pieces].find((p) => p.length >= 5 && (p === key || oneLetterMore(key, p)));
    return piece ? piece.toUpperCase() : m;
  });
  // a word in capitals read in two pieces, its umlaut read as the bare vowel ("JAG ER" with leasophie.jaeger@):
  // one word again, with the umlaut the address spells with an e
  const capitals = text.split(' ');
  for (let i = 0; i + 1 < capitals.length; i++) {
    const [a, b] = [capitals[i]!, capitals[i + 1]!];
    if (!/^\p{Lu}{2,}$/u.test(a) || !/^\p{Lu}{2,}$/u.test(b)) continue;
    const key = fold(a + b);
    for (let k = 1; k < key.length; k++) {
      const vowel = key[k - 1]!;
      if (!'aou'.includes(vowel) || !pieces.has(`${key.slice(0, k)}e${key.slice(k)}`)) continue;
      capitals.splice(i, 2, `${key.slice(0, k - 1)}${UMLAUT_OF[vowel]}${key.slice(k)}`.toUpperCase());
      break;
    }
  }
  text = capitals.join(' ');
  // the end of a word split off as a short capitalised piece, with a slip in it ("Aguir Tre" with …aguirre@): the
  // word is joined and spelled as the address spells it (a join the address spells exactly, "Mary Lou" with
  // marylou@, may be two names)
  text = text.replace(
    /(?<![\p{L}])(\p{Lu}\p{Ll}{2,}) (\p{Lu}\p{Ll}{1,2})(?![\p{L}])/gu,
    (m, head: string, tail: string) => {
      const joined = fold(head + tail);
      const piece = [...pieces].find(
        (p) => p.length >= 5 && p.startsWith(fold(head)) && p !== joined && oneEditApart(p, joined),
      );
      return piece ? head + piece.slice(fold(head).length) : m;
    },
  );
  // a word broken where its double l was read as a bar, a bracket or a capital I ("Vi [ larreal", "Vi Iarreal"
  // with itzayana.villarreal@); not two words the address runs together ("Van Iersel" with vaniersel@)
  text = text.replace(
    /(?<![\p{L}])(\p{Lu}\p{Ll}{0,3}) (?:[[\]|] )?([Il[\]|]?\p{Ll}{2,})(?![\p{L}])/gu,
    (m, head: string, tail: string) => {
      if (pieces.has(fold(head + tail))) return m;
      const body = tail.replace(/^[Il[\]|]/, '');
      const joined = [`${head}l${body}`, `${head}ll${body}`].find(
        (c) => c.length >= 6 && pieces.has(fold(c)),
      );
      return joined ?? m;
    },
  );
  // a name's last l read as a capital I set apart ("Catha I MacEntee" with cathal.macentee@)
  text = text.replace(/(?<![\p{L}])(\p{Lu}\p{Ll}{2,}) [Il1|](?![\p{L}\p{N}])/gu, (m, head: string) =>
    pieces.has(`${fold(head)}l`) ? `${head}l` : m,
  );
  return text.replace(
    /(?<![\p{L}\d])(\p{Lu}|0) (\p{Ll}{1,3})(?![\p{L}])/gu,
    (m, read: string, rest: string) => {
      // (an O read as a zero, its umlaut's dots lost: "0 mer" with oemer@ is Ömer)
      const capital = read === '0' ? 'O' : read;
      if (pieces.has(fold(capital + rest))) return capital + rest;
      // a thin letter lost in the gap ("I se" for Ilse)
      const thin = ['l', 'i'].find((t) => pieces.has(fold(capital) + t + fold(rest)));
      if (thin) return capital + thin + rest;
      const umlaut = UMLAUT_OF[capital.toLowerCase()];
      return umlaut && pieces.has(`${fold(capital)}e${fold(rest)}`) ? umlaut.toUpperCase() + rest : m;
    },
  );
}

/**
 * A surname read in pieces after the first name, a letter lost or misread between them ("Pieter-Jan Kui 1] pers",
 * "Geert LJ zerman", "Grégoire Ba nn ai re" with …kuijpers@, …ijzerman@, …bonnaire@): the pieces take the
 * spelling of the address piece (six letters or more) their letters are one slip from. Two pieces at least, after
 * a capitalised word.
 */
function joinWordReadInPieces(text: string, pieces: ReadonlySet<string>): string {
  const key = (s: string): string => s.replace(/[l1|]/g, 'i');
  const toks = text.split(' ');
  for (let i = 1; i < toks.length; i++) {
    if (!/^\p{Lu}\p{L}*(?:-\p{Lu}\p{L}*)?$/u.test(toks[i - 1]!) || !/^\p{Lu}/u.test(toks[i]!)) continue;
    for (let j = Math.min(toks.length, i + 5); j >= i + 2; j--) {
      const run = toks.slice(i, j);
      if (run.some((t) => !/\p{L}/u.test(t) && !/^[\d[\]|()]{1,2}$/u.test(t))) continue;
      // (pieces, not words: a piece in small letters that is no particle, or a speck between; "Fernández Muñoz"
      // beside fernandezmunoz@ is two words, "Ó Briain" and "T. Carmichael" are what they are)
      const piecesOfWord = run
        .slice(1)
        .some(
          (t, k) =>
            (/^\p{Ll}/u.test(t) && !NAME_PARTICLES.has(t)) || (!/\p{L}/u.test(t) && k < run.length - 2),
        );
      if (!piecesOfWord || !/\p{L}/u.test(run[run.length - 1]!)) continue;
      const letters = fold(run.join('')).replace(/[^a-z]/g, '');
      if (letters.length < 5) continue;
      // (a speck between the pieces may stand for two letters, "KU 1) PERS" for Kuijpers; and the address may
      // write the first name's initial before the surname, akuijpers@ for Annelies Kuijpers)
      const speck = run.some((t) => !/\p{L}/u.test(t));
      // the run's letters as a pattern, each speck one or two letters; with `slip`, one letter of piece `slip[0]`
      // at `slip[1]` may be any (with a speck, one more letter of the pieces may be misread, not the first: "Bai 1
      // acloug h" for Barraclough, its two r's read as an i and a 1)
      const lettersOfRun = run.map((t) => (/\p{L}/u.test(t) ? fold(t).replace(/[^a-z]/g, '') : null));
      const spelledAs = (slip?: readonly [number, number]): string =>
        lettersOfRun
          .map((l, m) =>
            l === null
              ? '[a-z]{1,2}'
              : slip && m === slip[0]
                ? `${escapeRe(l.slice(0, slip[1]))}[a-z]${escapeRe(l.slice(slip[1] + 1))}`
                : escapeRe(l),
          )
          .join('');
      const spelled = spelledAs();
      const bare = new RegExp(`^${spelled}$`);
      const initialled = new RegExp(`^${escapeRe(fold(toks[i - 1]!).charAt(0))}${spelled}$`);
      const oneSlip = speck
        ? lettersOfRun.flatMap((l, k) =>
            [...(l ?? '')].flatMap((_, at) =>
              k === 0 && at === 0 ? [] : [new RegExp(`^${spelledAs([k, at])}$`)],
            ),
          )
        : [];
      const found = [...pieces].find(
        (p) =>
          p.length >= 6 &&
          /^[a-z]+$/.test(p) &&
          !GENERIC_MAILBOXES.has(p) &&
          (key(p) === key(letters) ||
            oneEditApart(key(p), key(letters)) ||
            (speck && (bare.test(p) || initialled.test(p))) ||
            (p.length >= 8 && oneSlip.some((re) => re.test(p)))),
      );
      if (!found) continue;
      const piece = speck && !bare.test(found) && initialled.test(found) ? found.slice(1) : found;
      const word = /^ij/.test(piece) ? `IJ${piece.slice(2)}` : capitalise(piece);
      return [...toks.slice(0, i), word, ...toks.slice(j)].join(' ');
    }
  }
  return text;
}

/** A heading over a person's details ("Anjali's details:", "Datos de Lucía:", "Kontaktdaten von Jan:"). */
export const DETAILS_OF =
  /(?:^|\s)(?:(\p{Lu}\p{Ll}+)['’]s (?:details|contact details|contact info|info|contact|card)|(?:datos de|contacto de|kontaktdaten von|daten von|coordonnées de|gegevens van) (\p{Lu}\p{Ll}+))\s*:?\s*$/u;

/** An assistant's role right before a name ("her PA Lerato", "seine Assistentin Frau Ott"). */
export const ASSISTANT_BEFORE =
  /(?:^|\s)(?:her|his|their|my|our|the|su|seine|ihre|sa|son|zijn|haar|\p{L}+['’]s)\s+(?:PA|EA|assistant|personal assistant|executive assistant|secretary|asistente|secretaria|assistentin|assistent|sekretärin|assistante|secrétaire)\s*(?:,\s*)?(?:is\s+)?(?:(?:Frau|Herr|Mrs?\.?|Ms\.?)\s+)?$/iu;

/**
 * A colleague of the lead's ("her colleague Declan Moyles", "sein Kollege Herr Brandt"); the writer's own colleague
 * is often the one introduced ("looping in my colleague Wendy").
 */
export const COLLEAGUE_BEFORE =
  /(?:^|\s)(?:her|his|their|su|sein|seine|ihr|ihre|son|sa|\p{L}+['’]s)\s+(?:colleague|co-worker|coworker|teammate|kollege|kollegin|colega|collègue|collega)\s*(?:,\s*)?(?:(?:Frau|Herr|Mrs?\.?|Ms\.?)\s+)?$/iu;

/** Who passed the lead on ("Referred by: Karthik Menon", "empfohlen von …"). */
export const REFERRER_BEFORE =
  /(?:^|\s)(?:referred by|referral from|recommended by|referido por|recomendado por|empfohlen von|empfehlung (?:über|von)|recommandé par|recommandée par)\s*:?\s*$/iu;

/** Regions whose cards are written in German, where no word holds á, à, â, ó, ò, ô, ú, ù or û. */
const GERMAN_CARD_REGIONS = new Set(['DE', 'AT']);

/**
 * On a card the clues place clearly in Germany or Austria, a vowel read with an accent German never writes is an
 * umlaut whose two dots the recogniser read as one mark ("Matthias Scháfer", "Prázision"). A foreign name on a German
 * card keeps its accent only when the card's clues are weak.
 */
export function umlautsOfGermanCard(
  text: string,
  region: { code: string; score: number } | undefined,
): string {
  if (!onGermanCard(region)) return text;
  return text.replace(/[áàâÁÀÂóòôÓÒÔúùûÚÙÛ]/gu, (c) => UMLAUT_OF[c.normalize('NFD')[0]!]!);
}

/** How strongly a card's clues must point to a German-speaking region (a German legal form alone gives 1.5). */
const GERMAN_CARD_CLUE = 1.5;

/** Whether the card's clues place it clearly in Germany or Austria. */
function onGermanCard(region: { code: string; score: number } | undefined): boolean {
  return !!region && GERMAN_CARD_REGIONS.has(region.code) && region.score >= GERMAN_CARD_CLUE;
}

/**
 * On a card the clues place in Germany or Austria, a ß the recogniser lost whole ("Prof. Dr. Karl-Heinz Meiner"
 * beside karlheinz.meissner@): the lead's address spells it "ss" where the name as read has nothing. (Elsewhere an
 * "ss" in the address over one s or none in the name is more likely an s lost, "Rusell" for Russell.)
 */
export function eszettLostWhole(
  name: string,
  locals: readonly string[],
  region: { code: string; score: number } | undefined,
): string {
  if (!onGermanCard(region)) return name;
  const keys = locals.map(foldAlnum).filter((l) => l.includes('ss'));
  if (!keys.length) return name;
  const inAddress = (w: string): boolean => keys.some((l) => l.includes(foldGerman(w)));
  const mend = (w: string): string => {
    if (!/^\p{Lu}\p{Ll}{3,}$/u.test(w) || inAddress(w)) return w;
    for (let k = 2; k < w.length; k++) {
      const withEszett = `${w.slice(0, k)}ß${w.slice(k)}`;
      if (inAddress(withEszett)) return withEszett;
    }
    return w;
  };
  return name
    .split(' ')
    .map((w) => w.split('-').map(mend).join('-'))
    .join(' ');
}

const UMLAUT_OF: Record<string, string> = { a: 'ä', A: 'Ä', o: 'ö', O: 'Ö', u: 'ü', U: 'Ü' };
