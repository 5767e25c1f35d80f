/**
 * Turns input lines into segments: OCR lines are cut where words are far apart (two columns read as one line)
 * and every line is cut at visual separators (|, ·, •, ✦, wide gaps). Typed paragraphs are numbered so a note's
 * introducer and signature blocks can be told apart from the lead's.
 */
import { boxAround, median } from './boxes';
import { legalSuffixAtEnd } from './company-rules';
import { KNOWN_TLDS } from './dictionaries';
import { isConnector, isTitleWord } from './rule-helpers';
import type { RecognisedWord, TextLine } from './types';

export interface Segment {
  text: string;
  /** Index of the source line. */
  line: number;
  /** Paragraph (blank-line separated block) of typed text; 0 for OCR. */
  para: number;
  /** Recogniser confidence in [0,1] (1 for typed text). */
  conf: number;
  /** Median word height in pixels (0 when unknown). */
  height: number;
  /** Whether the text came from OCR (lines with word boxes). */
  ocr: boolean;
  /** The recogniser's words of the segment's piece of line, each with its own confidence (OCR only). */
  words?: readonly { text: string; conf: number }[];
}

/** Wide gaps, tabs, bars, dots and the bullets, stars and dingbats a profile or signature sets between its parts. */
const SEPARATORS = /\s{3,}|\s*[|¦•·∙⋅\u25a0-\u25ff\u2605\u2606\u2700-\u27bf]\s*|\t+/u;
/**
 * "E |.brouwer@…", "E-mail |duboismartin@…": a bar glued to the start of an address (after a space, not after a
 * word) is its letter l, not a separator; a local part is lower case, and a separator stands apart on both sides.
 * So is a bar and a dot before one set apart by a gap ("Courriel |. duchene@…").
 */
const BAR_FOR_INITIAL_L = /(^|\s)\|(?:(\.)\s?(?=\p{L}[\p{L}0-9._-]*@)|(?=\p{Ll}[\p{L}0-9._-]*@))/gu;

/** "inmaculada,castanofernandez@…": a comma between two small letters of an address's local part is its dot. */
const COMMA_FOR_LOCAL_DOT = /(?<=(?:^|[\s:])\p{Ll}+),(?=\p{Ll}[\p{L}0-9._-]*@)/gu;

/** A dash glued before the first word of a line ("—CLODAGH DOYLE"): a rule's end or a bullet, no letter of it. */
const DASH_GLUED_BEFORE = /^[—–―-]+(?=\p{L})/u;

type Word = NonNullable<TextLine['words']>[number];

/**
 * A bit of letter-spaced print: a letter or two (an apostrophe may open it, "D 'A RC Y" for D'ARCY; a hyphen may
 * close it, "L E A- S O P H I E").
 */
const LETTER_OR_TWO = /^['’]?[\p{L}|]{1,2}-?$/u;

/**
 * A letter O read as a digit: a "0" between two spaced capitals ("M A D I S 0 N"), or a "(0)", its round bowl read
 * with brackets, between two spaced letters ("B (0) n n a i re").
 */
function zeroReadForO(words: readonly Word[], k: number): boolean {
  const letter = (w: Word | undefined): boolean => !!w && /^\p{L}{1,2}$/u.test(w.text);
  const capital = (w: Word | undefined): boolean => !!w && /^\p{Lu}$/u.test(w.text);
  const zero = words[k]!.text;
  if (zero === '0') return capital(words[k - 1]) && capital(words[k + 1]);
  return zero === '(0)' && letter(words[k - 1]) && letter(words[k + 1]);
}

function joined(group: Word[]): Word {
  const lower = (w: Word | undefined): boolean => !!w && /^\p{Ll}/u.test(w.text);
  const text = group
    .map((w, k) => {
      if (w.text === '0' && zeroReadForO(group, k)) return 'O';
      // (in the case of the small letters beside it: "Thé(0)" is Théo, "B(0)nnaire" Bonnaire)
      if (w.text === '(0)' && k > 0 && /^\p{L}/u.test(group[k - 1]!.text))
        return lower(group[k - 1]) || lower(group[k + 1]) ? 'o' : 'O';
      return w.text;
    })
    .join('');
  const letters = text.replace(/\|/g, '');
  // a bar among spaced capitals is an I ("A | S L | N G" is AISLING), among small letters an l
  const bar = letters === letters.toUpperCase() ? 'I' : letters === letters.toLowerCase() ? 'l' : '|';
  return {
    text: letters ? text.replace(/\|/g, bar) : text,
    confidence: group.reduce((a, w) => a + w.confidence, 0) / group.length,
    bbox: boxAround(group),
  };
}

/**
 * Letter-spaced print ("R A H U L   A G A R W A L") read letter by letter, or in bits of a letter or two: the
 * bits are joined into words, which break where a gap is clearly wider than the spacing between letters. A run
 * needs three single letters and half of its bits single letters, so words like "Y DE LA" stay as they are.
 */
export function joinLetterSpaced(words: readonly Word[], height: number): Word[] {
  const out: Word[] = [];
  let i = 0;
  while (i < words.length) {
    let j = i;
    while (j < words.length && (LETTER_OR_TWO.test(words[j]!.text) || zeroReadForO(words, j))) j++;
    // bars round one bit part cells ("T 0108 | M | +1 …"); they are no letters of it
    const bits = words.slice(i, j).filter((w) => w.text !== '|');
    if (bits.length === 1 && j - i > 1) {
      out.push(...words.slice(i, j));
      i = j;
      continue;
    }
    const run = words.slice(i, j);
    const singles = run.filter((w) => w.text.replace(/^['’]/, '').length === 1).length;
    if (run.length < 3 || singles < 3 || singles * 2 < run.length) {
      out.push(...(run.length ? run : [words[i]!]));
      i = Math.max(j, i + 1);
      continue;
    }
    const gaps = run.slice(1).map((w, k) => w.bbox.x0 - run[k]!.bbox.x1);
    const letterGap = Math.max(1, median(gaps));
    const wordBreak = (gap: number): boolean => gap > 1.8 * letterGap && gap > letterGap + 0.25 * height;
    // a longer bit right beside the run belongs to its word ("Ag arwa")
    const before = out[out.length - 1];
    const groups: Word[][] = [[]];
    if (before && /^\p{L}+$/u.test(before.text) && run[0]!.bbox.x0 - before.bbox.x1 <= 1.3 * letterGap) {
      out.pop();
      groups[0]!.push(before);
    }
    run.forEach((w, k) => {
      // (a hyphen joins the words either side of it, whatever the gap)
      if (k > 0 && wordBreak(gaps[k - 1]!) && !run[k - 1]!.text.endsWith('-')) groups.push([]);
      groups[groups.length - 1]!.push(w);
    });
    const after = words[j];
    if (
      after &&
      /^\p{L}+$/u.test(after.text) &&
      after.bbox.x0 - run[run.length - 1]!.bbox.x1 <= 1.3 * letterGap
    ) {
      groups[groups.length - 1]!.push(after);
      j++;
    }
    out.push(...groups.map(joined));
    i = j;
  }
  return out;
}

/**
 * Large print the recogniser read in pieces of a word ("Th eo Bonnai re", "Li e ke Brouwer"): a piece of small
 * letters goes on the word before it when a gap far narrower than a word space parts them, and one of the two is a
 * piece of three letters or fewer. (Whole words are set a word space apart, however large the print; a word in
 * capitals is left as read.)
 */
export function joinWordPieces(words: readonly Word[]): Word[] {
  const out: Word[] = [];
  for (const w of words) {
    const last = out[out.length - 1];
    if (last && piecesOfAWord(last, w)) out[out.length - 1] = joined([last, w]);
    else out.push(w);
  }
  return out;
}

function piecesOfAWord(a: Word, b: Word): boolean {
  if (!/^\p{L}+$/u.test(a.text) || !/^\p{Ll}+$/u.test(b.text)) return false;
  if (Math.min(a.text.length, b.text.length) > 3) return false;
  // (a title word and the small word joining it to the next, set close: "Chef de projet" is no "Chefde")
  if (isConnector(b.text) && isTitleWord(a.text)) return false;
  const height = Math.max(a.bbox.y1 - a.bbox.y0, b.bbox.y1 - b.bbox.y0);
  const gap = b.bbox.x0 - a.bbox.x1;
  return gap > -0.1 * height && gap < 0.2 * height && Math.abs(a.bbox.y1 - b.bbox.y1) < 0.25 * height;
}

const HAS_TEXT = /[\p{L}\d]{2}/u;
/** A word with a letter or digit in it: print, not a separator or a speck. */
const PRINTED = /[\p{L}\d]/u;
/** A contact pictogram the recogniser read as a symbol: alone, or glued to the number after it ("©171/…"). */
const PICTOGRAM = /^[@©®]{1,3}$/u;
const PICTOGRAM_GLUED = /^[©®](?=[\d+(])/u;
/** How surely at most a pictogram read as letters was read. */
const WEAK_PICTOGRAM = 0.8;
/** A round pictogram read as a letter in brackets ("(0)", "(O)"): a pictogram only between print of two sizes. */
const PICTOGRAM_IN_BRACKETS = /^[([][0Oo©®][)\]]$/u;

/** How the recogniser reads a logo's mark: one to three letters, or a sign or two and perhaps a digit ("{7"). */
const LOGO_MARK_READ = /^(?:\p{L}{1,3}|[^\p{L}\d\s]{1,2}\d?)$/u;

/** A sign, a digit or one letter in brackets: how the recogniser reads a round logo or pictogram. */
const BRACKETED_MARK = /^[([](?:[^\p{L}\s]{1,2}|\p{L})[)\]]$/u;

/**
 * Whether a word's box is far flatter than any print of its letters (its letters over twice as wide as tall): the
 * recogniser sometimes gives a word the box of a few rows only, which tells nothing of its print size.
 */
function flatBox(w: Word): boolean {
  const letters = (w.text.match(/[\p{L}\d]/gu) ?? []).length;
  return letters >= 3 && w.bbox.y1 - w.bbox.y0 < (0.5 * (w.bbox.x1 - w.bbox.x0)) / letters;
}

/** Whether two words are print of two sizes, the larger over half again as tall (a name beside a contact line). */
function twoPrintSizes(a: Word, b: Word): boolean {
  if (flatBox(a) || flatBox(b)) return false;
  const ha = a.bbox.y1 - a.bbox.y0;
  const hb = b.bbox.y1 - b.bbox.y0;
  return Math.max(ha, hb) > 1.5 * Math.min(ha, hb);
}

/**
 * The gap between two neighbouring words of a line that marks two columns: a wide one, or a narrower one where
 * the print size changes (a large name beside a small contact line of the next column, read as one line).
 */
function columnGap(a: Word, b: Word, lineHeight: number): number {
  // an address or web address whose last label the recogniser set apart ("n.vandenbroek@lindeboom. example")
  if (/[@]|^www\./i.test(a.text) && /\.$/.test(a.text) && /^[a-z]{2,7}\.?$/i.test(b.text)) return Infinity;
  const ha = a.bbox.y1 - a.bbox.y0;
  const hb = b.bbox.y1 - b.bbox.y0;
  // (measured by the two words when both are larger than the line's print: a name beside small contact lines,
  // with the gap a letter left unread, "Eoin   Briain" for Eoin Ó Briain)
  const wide = Math.max(2.2 * Math.max(lineHeight, Math.min(ha, hb)), 24);
  const narrow = Math.min(wide, Math.max(1.2 * Math.min(ha, hb), 24));
  // (so where the two scarcely share a row: a name beside the next column's line below it, "AURÉLIEN CHEVALIER"
  // and "S. WWW.ONDINE…" read as one line; a mark inside a word's rows shares all of its own, and a box a few rows
  // tall tells nothing of its word's rows)
  const sharedRows = Math.min(a.bbox.y1, b.bbox.y1) - Math.max(a.bbox.y0, b.bbox.y0);
  if (!flatBox(a) && !flatBox(b) && sharedRows < 0.3 * Math.min(ha, hb)) return narrow;
  if (!HAS_TEXT.test(a.text) || !HAS_TEXT.test(b.text)) return wide;
  // (groups of one number are print of one size, whatever boxes the recogniser gave them: "+35387 126 6590")
  if (DIGIT_GROUP.test(a.text) && DIGIT_GROUP.test(b.text)) return wide;
  return twoPrintSizes(a, b) ? narrow : wide;
}

/** A group of a printed number's digits ("+35387", "(0)30", "126-"). */
const DIGIT_GROUP = /^[+(]?\d[\d()./-]*$/;

/**
 * Whether a word is the end of a web address or email the piece before it began, its dots read as gaps, one of them
 * wide ("WWW.PENACLARA- TECNOLOGIAS      EXAMPLE COM"): a domain's end is no column of its own.
 */
function hostGoesOn(piece: readonly Word[], word: Word): boolean {
  const start = piece.findIndex((w) => /^(?:https?:|www\.)|@/i.test(w.text));
  if (start < 0 || !KNOWN_TLDS.includes(word.text.toLowerCase()) || word.text.length < 3) return false;
  // (every word from the address on a piece of a host, in the address's one case)
  const host = piece.slice(start).map((w) => w.text);
  const oneCase = (t: string): boolean => t === t.toUpperCase() || t === t.toLowerCase();
  return host.length <= 4 && [...host, word.text].every((t) => oneCase(t) && /^[\p{L}0-9@._:/-]+$/u.test(t));
}

/**
 * Whether the word at `k` is a bar ("|") lying within the box of the word beside it: the recogniser read a
 * letter's stroke a second time as a separator ("DAAN | HOEKSTRA", the bar on the N of widely spaced capitals).
 * A printed separator stands in the gap between two words.
 */
function strokeReadTwice(words: readonly Word[], k: number): boolean {
  const bar = words[k]!;
  if (!/^[|¦]$/.test(bar.text)) return false;
  const width = Math.max(1, bar.bbox.x1 - bar.bbox.x0);
  return [words[k - 1], words[k + 1]].some(
    (w) => !!w && Math.min(w.bbox.x1, bar.bbox.x1) - Math.max(w.bbox.x0, bar.bbox.x0) >= 0.6 * width,
  );
}

/** How far apart, in word heights, two left edges may be and still be one column's. */
const EDGE_TOLERANCE = 0.25;

/**
 * Where second columns start: a left edge that begins two or more lines and, in a third, a word set apart by a gap
 * wider than a word space. Two columns close together are read as one line ("Ainhoa Fernández Peñalosa   Energía
 * Peñaclara S.A., Calle…"); the lines the recogniser did read apart say where the second column begins.
 */
function columnStarts(lines: readonly TextLine[]): { x: number; height: number }[] {
  const starts: { x: number; height: number; line: number; opens: boolean }[] = [];
  lines.forEach((line, i) => {
    const words = line.words ?? [];
    const h = median(words.map((w) => w.bbox.y1 - w.bbox.y0));
    words.forEach((w, k) => {
      const gap = k > 0 ? w.bbox.x0 - words[k - 1]!.bbox.x1 : Infinity;
      if (PRINTED.test(w.text) || PICTOGRAM.test(w.text))
        if (k === 0 || gap > COLUMN_GAP * h)
          starts.push({ x: w.bbox.x0, height: h, line: i, opens: k === 0 });
    });
  });
  return starts.filter((s) => {
    const alike = starts.filter((t) => Math.abs(t.x - s.x) <= EDGE_TOLERANCE * Math.max(s.height, t.height));
    return (
      new Set(alike.map((t) => t.line)).size >= 3 &&
      new Set(alike.filter((t) => t.opens).map((t) => t.line)).size >= 2
    );
  });
}

/** A gap wider than any word space (in word heights): what parts a word at a second column's edge from the first. */
const COLUMN_GAP = 0.9;

/**
 * Whether a word begins at a second column's left edge, set apart from the word before it by more than a word space.
 * (After a printed separator the line is cut anyway, at the separator.)
 */
function atColumnStart(
  prev: Word,
  word: Word,
  height: number,
  starts: readonly { x: number; height: number }[],
): boolean {
  if (word.bbox.x0 - prev.bbox.x1 <= COLUMN_GAP * height || !PRINTED.test(prev.text)) return false;
  return starts.some((s) => Math.abs(s.x - word.bbox.x0) <= EDGE_TOLERANCE * Math.max(s.height, height));
}

/** Cuts an OCR line into column pieces where the gap between words exceeds a multiple of the word height. */
function splitByGaps(
  line: TextLine,
  starts: readonly { x: number; height: number }[] = [],
): { text: string; conf: number; height: number; words?: { text: string; conf: number }[] }[] {
  // lone punctuation the recogniser made of specks between words ("Ana . Ruiz") is not text, nor a bar read on the
  // last stroke of a letter it had read already (`strokeReadTwice`)
  const all = line.words ?? [];
  const read = all.filter((w, k) => !/^[.,;:'"`~_^°]+$/.test(w.text) && !strokeReadTwice(all, k));
  if (!read.length) return [{ text: line.text, conf: line.confidence ?? 1, height: 0 }];
  const h = median(read.map((w) => w.bbox.y1 - w.bbox.y0));
  const words = joinWordPieces(joinLetterSpaced(read, h));
  const pieces: { words: typeof words }[] = [{ words: [] }];
  let prev: (typeof words)[number] | null = null;
  words.forEach((w, k) => {
    // a pictogram read as a symbol of its own ("Matthias Großmann @ ©171/3920050") separates what it stands between;
    // but an @ before a domain is an address's ("ana @ acme.example", not "@ www.acme.example"), and a © between
    // capitalised name words an Irish Ó ("SEÁN © BRIAIN"), unless what follows it is scarcely read (an icon's
    // caption read as a word, "© Peseodecuc")
    const next = words[k + 1]?.text ?? '';
    const [before, after] = [words[k - 1], words[k + 1]];
    const between =
      // (print of two sizes on either side of it belongs to two columns: a large name, then a small address line)
      (!!before && !!after && twoPrintSizes(before, after)) ||
      (w.text === '@'
        ? // (the domain's dot may stand at the end of its first word: "bram_brock @ brugwater. example")
          !/^[\p{L}0-9-]+\.\s?\p{L}/u.test(`${next} ${words[k + 2]?.text ?? ''}`) || /^www\./i.test(next)
        : !/^\p{Lu}/u.test(next) ||
          (words[k + 1]?.confidence ?? 1) < 0.3 ||
          // (or a label: "Heyde © Fax +49 …")
          /^[+(\d]/.test(words[k + 2]?.text ?? ''));
    // (one read as a letter in brackets, only there: "+44 (0) 161" is a number's own; or as a sign or one letter in
    // brackets opening the line before a capitalised word, "(7) Veldhoek N.V.")
    const bracketed =
      (PICTOGRAM_IN_BRACKETS.test(w.text) && !!before && !!after && twoPrintSizes(before, after)) ||
      (!before && !!after && BRACKETED_MARK.test(w.text) && /^\p{Lu}/u.test(after.text));
    // (and a pictogram read weakly as one or two letters, in print of the name's size before a number in smaller
    // print: "Rubén Domínguez Aguirre Ps 968 84 47 96")
    const lettersBeforeNumber =
      /^\p{L}{1,2}$/u.test(w.text) &&
      w.confidence < WEAK_PICTOGRAM &&
      !!before &&
      !!after &&
      /^[+(\d]/.test(after.text) &&
      twoPrintSizes(w, after) &&
      w.bbox.y1 - w.bbox.y0 > after.bbox.y1 - after.bbox.y0;
    // (one opening the line stands before nothing of its own: "© CHARGÉ D'AFFAIRES")
    const opensLine = !before && !!after && w.text !== '@';
    // a logo's mark read as one to three letters, or a sign or two and a digit, before a line of far smaller print
    // ("FEd Fernleigh PLC", "{7 Clairval sas")
    const logoMark =
      !before &&
      !!after &&
      LOGO_MARK_READ.test(w.text) &&
      /^\p{Lu}\p{L}{2,}/u.test(after.text) &&
      !flatBox(w) &&
      !flatBox(after) &&
      // (a word of the line itself may be given a taller box: "THE KINGSMERE GROUP LTD.")
      !isConnector(w.text) &&
      w.bbox.y1 - w.bbox.y0 > 1.75 * (after.bbox.y1 - after.bbox.y0);
    if (logoMark) return;
    if ((PICTOGRAM.test(w.text) && (between || opensLine)) || bracketed || lettersBeforeNumber) {
      pieces.push({ words: [] });
      prev = null;
      return;
    }
    const word = PICTOGRAM_GLUED.test(w.text) ? { ...w, text: w.text.replace(PICTOGRAM_GLUED, '') } : w;
    if (
      prev &&
      (word.bbox.x0 - prev.bbox.x1 > columnGap(prev, word, h) || atColumnStart(prev, word, h, starts)) &&
      !hostGoesOn(pieces.at(-1)!.words, word)
    )
      pieces.push({ words: [] });
    pieces[pieces.length - 1]!.words.push(word);
    prev = word;
  });
  return pieces
    .filter((p) => p.words.length)
    .flatMap((p) => titleSetApartFromCompany(p.words).map((part) => ({ words: part })))
    .map((p) => {
      const conf = p.words.reduce((a, w) => a + w.confidence, 0) / p.words.length;
      return {
        text: p.words.map((w) => w.text).join(' '),
        conf,
        height: median(p.words.map((w) => w.bbox.y1 - w.bbox.y0)),
        words: p.words.map((w) => ({ text: w.text, conf: w.confidence })),
      };
    });
}

/**
 * A company and a title read as one piece of line ("Summitline LLC Head of Finance", two columns at one height and
 * close together): cut after the company's legal form, when all that follows is a title.
 */
function titleSetApartFromCompany<W extends { text: string }>(ws: W[]): W[][] {
  const texts = ws.map((w) => w.text);
  for (let k = 1; k < ws.length - 1; k++) {
    if (!legalSuffixAtEnd(texts.slice(0, k + 1).join(' ')) || !/^\p{Lu}/u.test(texts[k + 1]!)) continue;
    const rest = texts
      .slice(k + 1)
      .join(' ')
      .split(/\s+/);
    const titleOnly = rest.every((w) => isTitleWord(w) || isConnector(w)) && rest.some((w) => isTitleWord(w));
    if (rest.length <= 6 && titleOnly) return [ws.slice(0, k + 1), ws.slice(k + 1)];
  }
  return [ws];
}

/**
 * A line the recogniser read as two, the second going on where the first stops: a slanted line ("© Kingsmere &
 * Feathersto" then "ne Ltd. - 53 King Street"), or a line whose last word the layout analysis put in a block of its
 * own, read after everything else ("Pieter-Jan op den" … "Kamp"). The second's first word starts at the first's
 * last word and beside it, not below it. The two are one line again, in the first's place, a word cut at the seam
 * joined whole.
 */
function joinLinesCutAtSeam(lines: readonly TextLine[]): TextLine[] {
  const out: TextLine[] = [];
  for (const line of lines) {
    const own = line.words ?? [];
    const first = own[0];
    const at = first ? out.findLastIndex((prev) => continuesAt(prev, first)) : -1;
    const prev = out[at];
    const last = prev?.words?.at(-1);
    if (!first || !prev?.words || !last) {
      out.push(line);
      continue;
    }
    const height = Math.min(last.bbox.y1 - last.bbox.y0, first.bbox.y1 - first.bbox.y0);
    // (a word cut at the seam, its two halves touching, is one word: "Feathersto" and "ne")
    const cut =
      first.bbox.x0 - last.bbox.x1 <= 0.15 * height &&
      /\p{L}$/u.test(last.text) &&
      /^\p{Ll}/u.test(first.text);
    const words = cut
      ? [
          ...prev.words.slice(0, -1),
          {
            text: last.text + first.text,
            confidence: Math.min(last.confidence, first.confidence),
            bbox: boxAround([last, first]),
          },
          ...own.slice(1),
        ]
      : [...prev.words, ...own];
    out[at] = {
      text: words.map((w) => w.text).join(' '),
      confidence: Math.min(prev.confidence ?? 1, line.confidence ?? 1),
      words,
    };
  }
  return out;
}

/** Whether a word starts where a line's last word ends: beside it (no more than half its height away), not below. */
function continuesAt(line: TextLine, first: RecognisedWord): boolean {
  const last = line.words?.at(-1);
  if (!last) return false;
  const height = Math.min(last.bbox.y1 - last.bbox.y0, first.bbox.y1 - first.bbox.y0);
  const gap = first.bbox.x0 - last.bbox.x1;
  const overlap = Math.min(last.bbox.y1, first.bbox.y1) - Math.max(last.bbox.y0, first.bbox.y0);
  return height > 0 && gap >= -2 && gap <= 0.5 * height && overlap >= 0.5 * height;
}

export function buildSegments(input: TextLine[]): Segment[] {
  const out: Segment[] = [];
  let para = 0;
  let lastBlank = false;
  const lines = joinLinesCutAtSeam(input);
  const starts = columnStarts(lines);
  lines.forEach((line, i) => {
    const ocr = !!line.words?.length;
    if (!line.text.trim()) {
      if (!lastBlank) para++;
      lastBlank = true;
      return;
    }
    lastBlank = false;
    for (const piece of splitByGaps(line, starts)) {
      const text = ocr
        ? piece.text
            .replace(BAR_FOR_INITIAL_L, '$1l$2')
            .replace(COMMA_FOR_LOCAL_DOT, '.')
            .replace(DASH_GLUED_BEFORE, '')
        : piece.text;
      for (const part of text.split(SEPARATORS)) {
        const text = part.replace(/\s+/g, ' ').trim();
        if (!text || /^[\W_]+$/u.test(text)) continue;
        out.push({
          text,
          line: i,
          para: ocr ? 0 : para,
          conf: piece.conf,
          height: piece.height,
          ocr,
          ...(piece.words ? { words: piece.words } : {}),
        });
      }
    }
  });
  return out;
}
