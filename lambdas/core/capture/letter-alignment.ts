/**
 * How many slips a recogniser's reading of a text holds against a spelling of it: a weighted edit distance where
 * letters OCR confuses, separators and gaps cost less than other letters, and an "@" read as no glyph costs most.
 * Shared by the rules that rebuild an address from the lead's name and the name from its address.
 */

const SEPARATOR = /[._\- ,]/;
const LOOK_ALIKES = ['il1|!', 'o0ec', 'uv', 'gq9', 'sz5', 'b6', 'mn'];

function substitution(a: string, b: string): number {
  if (a === b) return 0;
  if (SEPARATOR.test(a) && SEPARATOR.test(b)) return 0.2;
  // (the "@" is the glyph read worst: "g", "(", "©", "ia"; but read as some glyph: a name beside a host with only a
  // gap between them is no address, "JORDAN DELUCA CEDARRIDGE-CAPITAL.EXAMPLE.COM")
  if (a === '@') return b === ' ' ? AT_NOT_READ : 0.6;
  // (a gap the recogniser read stands for a dot or nothing, hardly ever for a letter)
  if (b === ' ') return 1.3;
  if (LOOK_ALIKES.some((set) => set.includes(a) && set.includes(b))) return 0.5;
  return 1;
}
/** a letter of the text with none of the spelling's against it */
const extra = (c: string): number => (c === ' ' ? 0.5 : SEPARATOR.test(c) ? 0.3 : 1);
/** a letter of the spelling the text lost */
const lost = (c: string): number => (SEPARATOR.test(c) ? 0.4 : c === '@' ? AT_NOT_READ : 1);
/** an "@" the text holds no glyph for: no address */
const AT_NOT_READ = 5;

/** How many letters and digits a text holds. */
export const alnum = (text: string): number => (text.match(/[\p{L}0-9]/gu) ?? []).length;

/** a letter of the text before or after the spelling: a letter counts, a stray mark hardly */
const leftOver = (c: string): number => (/\p{L}/u.test(c) ? 1 : 0.02);

interface Alignment {
  cost: number;
  /** the slips spent on the spelling's first `split` letters (an address's local part and its "@") */
  headCost: number;
}

/**
 * The spelling aligned with the whole of `text` (or from anywhere in it, `freeStart`, or up to anywhere, `freeEnd`),
 * and the slips spent on its first `split` letters. Letters of the text before or after the spelling count as slips.
 * Past `limit` slips it stops early with an infinite cost.
 */
export function align(
  spelling: string,
  text: string,
  split: number,
  { freeStart = false, freeEnd = false, limit = Infinity } = {},
): Alignment {
  const n = spelling.length;
  const m = text.length;
  // prev[j]: the slips of the spelling's first i - 1 letters against the text's first j; prevHead[j]: of them, those
  // spent on its first `split` letters
  let prev = new Float64Array(m + 1);
  for (let j = 1; j <= m; j++) prev[j] = freeStart ? 0 : prev[j - 1]! + leftOver(text[j - 1]!);
  let prevHead = Float64Array.from(prev);
  for (let i = 1; i <= n; i++) {
    const cur = new Float64Array(m + 1);
    const curHead = new Float64Array(m + 1);
    const a = spelling[i - 1]!;
    const inHead = i <= split;
    cur[0] = prev[0]! + lost(a);
    curHead[0] = inHead ? cur[0]! : prevHead[0]!;
    for (let j = 1; j <= m; j++) {
      const b = text[j - 1]!;
      const diag = prev[j - 1]! + substitution(a, b);
      const up = prev[j]! + lost(a);
      const left = cur[j - 1]! + (i === n ? leftOver(b) : extra(b));
      let best = diag;
      let head = inHead ? diag : prevHead[j - 1]!;
      if (up < best) {
        best = up;
        head = inHead ? up : prevHead[j]!;
      }
      if (left < best) {
        best = left;
        head = curHead[j - 1]! + (inHead ? left - cur[j - 1]! : 0);
      }
      cur[j] = best;
      curHead[j] = head;
    }
    prev = cur;
    prevHead = curHead;
    if (Math.min(...cur) > limit) return { cost: Infinity, headCost: Infinity };
  }
  if (!freeEnd) return { cost: prev[m]!, headCost: prevHead[m]! };
  let end = 0;
  for (let j = 1; j <= m; j++) if (prev[j]! < prev[end]!) end = j;
  return { cost: prev[end]!, headCost: prevHead[end]! };
}

/** The slips the reading `text` holds against the spelling `word`, the whole of each aligned. */
export function slipsBetween(word: string, text: string): number {
  return align(word, text, 0).cost;
}
