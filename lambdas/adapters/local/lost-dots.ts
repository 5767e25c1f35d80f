/**
 * A dot the recognisers dropped from an address's local part. On a blurred photo the dot between an initial or a
 * first name and a surname is a few grey pixels at the letters' foot, and both recognisers read through it
 * ("tlemaitre@…" for t.lemaitre, "flooropdenkamp@…" for floor.opdenkamp), while the engine cannot tell such a
 * reading from an address printed without one (ivandijk@…). The page can: a dot is a small round speck standing
 * alone on the line's foot between two letters. It is put back only where the card's other words split the
 * local part there (an initial or a name before it, a name or names after it), so a speck of noise elsewhere
 * changes nothing.
 */
import { fold, foldAlnum } from '../../core/capture/text';
import { foldGerman } from '../../core/capture/name-rules';
import type { BBox, RecognisedWord, TextLine } from '../../core/capture/types';
import { islands, withFaintInk, type Island } from './underscores';
import type { GreyImage } from './card-image';

/** An address whose local part is letters only, the way a lost dot leaves it (its host may be read apart). */
const UNDOTTED_ADDRESS = /^(\p{L}{4,})@(?:[\p{L}\d-]+(?:\.[\p{L}\d-]+)+)?$/u;

/** Most words of the card a name on either side of the dot may be made of ("llorente" + "fernandez"). */
const MOST_NAME_WORDS = 3;

/**
 * Where the local part may be split as the card prints the name: one to three consecutive words after the dot,
 * and before it the word printed just before them, its initial, or the two words before them (as addresses spell
 * them: folded, umlauts as e or dropped).
 */
export function nameSplits(local: string, cardWords: readonly string[]): number[] {
  const out = new Set<number>();
  for (let i = 1; i < cardWords.length; i++) {
    const previous = cardWords[i - 1]!;
    const befores = [previous, previous[0]!, `${cardWords[i - 2] ?? ''}${previous}`];
    let after = '';
    for (let k = i; k < Math.min(cardWords.length, i + MOST_NAME_WORDS); k++) {
      after += cardWords[k]!;
      for (const before of befores)
        if (before && before.length + after.length === local.length && local === before + after)
          out.add(before.length);
    }
  }
  return [...out].filter((at) => at > 0 && at < local.length - 1);
}

/** The card's words as an address spells them, in reading order, each way it may be spelt, skipping addresses. */
function cardWordsOf(lines: readonly TextLine[]): string[][] {
  return lines.map((l) =>
    l.text
      .split(/\s+/)
      .filter((w) => !w.includes('@'))
      .flatMap((w) => w.split(/[^\p{L}]+/u))
      .filter(Boolean),
  );
}

/** A line's words as an address may spell them: accents folded, and again with umlauts as e where it has any. */
function spellings(words: readonly string[]): string[][] {
  const plain = words.map(foldAlnum).filter(Boolean);
  const german = words.map(foldGerman).filter(Boolean);
  return plain.join() === german.join() ? [plain] : [plain, german];
}

/**
 * The x of each dot-like speck on the foot of the print in `box`: an island of ink small and about as wide as it
 * is high beside the letters, its foot on theirs, its top well under theirs, with no other ink above or below it.
 */
export function specksOnFoot(page: GreyImage, box: BBox): number[] {
  const height = box.y1 - box.y0;
  if (height < 8) return [];
  const window = {
    x0: Math.max(0, Math.floor(box.x0 - 0.3 * height)),
    y0: Math.max(0, Math.floor(box.y0 - 0.15 * height)),
    x1: Math.min(page.width, Math.ceil(box.x1)),
    y1: Math.min(page.height, Math.ceil(box.y1 + 0.15 * height)),
  };
  const all = islands(page, window);
  const size = (i: Island): number => i.bbox.y1 - i.bbox.y0 + 1;
  const letters = all.filter((i) => size(i) >= 0.4 * height);
  if (letters.length < 3) return [];
  const median = (xs: number[]): number => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  // the line's foot and the letters' top: most letters stand on the one and reach the other
  const foot = median(letters.map((i) => i.bbox.y1));
  const top = median(letters.map((i) => i.bbox.y0));
  const body = foot - top + 1;
  if (body < 6) return [];
  return all
    .filter(({ bbox, cut }) => {
      if (cut) return false;
      const wide = bbox.x1 - bbox.x0 + 1;
      const high = bbox.y1 - bbox.y0 + 1;
      if (wide > 0.35 * body || high > 0.45 * body || Math.max(wide, high) < Math.max(2, 0.12 * body))
        return false;
      if (wide > 2 * high || high > 2.2 * wide) return false;
      if (Math.abs(bbox.y1 - foot) > 0.2 * body || bbox.y0 < foot - 0.45 * body) return false;
      // alone in its columns of the line (a letter's arm may reach over its edge): not a piece of a letter broken
      // by the threshold, nor under one
      const shared = (o: BBox): number => Math.min(o.x1, bbox.x1) - Math.max(o.x0, bbox.x0) + 1;
      const onLine = (o: BBox): boolean => o.y0 <= foot && o.y1 >= top;
      if (all.some((o) => o.bbox !== bbox && onLine(o.bbox) && shared(o.bbox) > 0.5 * wide)) return false;
      // between two letters, not before the first or after the last
      const cx = (bbox.x0 + bbox.x1) / 2;
      return letters.some((l) => l.bbox.x1 < cx) && letters.some((l) => l.bbox.x0 > cx);
    })
    .map(({ bbox }) => (bbox.x0 + bbox.x1) / 2);
}

/** Share of the way from the ink's grey to the blank page's under which a pixel is of the darkest ink. */
const DARKEST_INK = 0.4;

/** How far, in letters, a speck may stand from the split the card's words allow. */
const MOST_LETTERS_OFF = 1.5;

/** The address word with its lost dot put back, or null when the page shows none where the card allows one. */
function withLostDot(
  word: RecognisedWord,
  cardWords: readonly (readonly string[])[],
  page: GreyImage,
  grey?: GreyImage,
): RecognisedWord | null {
  const match = UNDOTTED_ADDRESS.exec(word.text);
  if (!match) return null;
  const local = match[1]!;
  const folded = fold(local);
  if (folded.length !== local.length) return null;
  const splits = [...new Set(cardWords.flatMap((words) => nameSplits(folded, words)))];
  if (!splits.length) return null;
  const { bbox } = word;
  const letter = (bbox.x1 - bbox.x0) / word.text.length;
  // (only the local part's columns, and a letter beyond: the host's own dots are no evidence)
  const localBox = { ...bbox, x1: bbox.x0 + letter * (local.length + 0.5) };
  let specks = specksOnFoot(page, localBox);
  // a blurred dot runs into the letter beside it at the clean page's threshold; only the darkest ink parts them
  if (!specks.length && grey && grey.width === page.width && grey.height === page.height) {
    const h = bbox.y1 - bbox.y0;
    const window = {
      x0: Math.max(0, Math.floor(localBox.x0 - h)),
      y0: Math.max(0, Math.floor(bbox.y0 - h)),
      x1: Math.min(page.width, Math.ceil(localBox.x1 + h)),
      y1: Math.min(page.height, Math.ceil(bbox.y1 + h)),
    };
    specks = specksOnFoot(withFaintInk(grey, page, window, DARKEST_INK), localBox);
  }
  if (specks.length !== 1) return null;
  const at = (specks[0]! - bbox.x0) / letter;
  const nearest = splits.reduce((a, b) => (Math.abs(b - at) < Math.abs(a - at) ? b : a));
  if (Math.abs(nearest - at) > MOST_LETTERS_OFF) return null;
  return { ...word, text: `${local.slice(0, nearest)}.${word.text.slice(nearest)}` };
}

/** The lines with each address's lost dot put back (see the module comment). */
export function restoreLostDots(lines: readonly TextLine[], page: GreyImage, grey?: GreyImage): TextLine[] {
  if (!lines.some((l) => l.text.includes('@'))) return [...lines];
  const cardWords = cardWordsOf(lines).flatMap(spellings);
  return lines.map((line) => {
    const words = line.words;
    if (!words?.some((w) => UNDOTTED_ADDRESS.test(w.text))) return line;
    let changed = false;
    const out = words.map((w) => {
      const dotted = withLostDot(w, cardWords, page, grey);
      if (dotted) changed = true;
      return dotted ?? w;
    });
    return changed ? { ...line, text: out.map((w) => w.text).join(' '), words: out } : line;
  });
}
