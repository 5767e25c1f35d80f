/**
 * Phone rules of the capture engine that read one number by another on the same card. A card's numbers (direct
 * line, switchboard, fax, mobile of one office) usually share their area code and often their exchange, so when
 * the recogniser slips in one of them, a sibling printed beside it says what the slipped group was.
 */
import { oneLetterMore } from './text';

/** The runs of digits of a printed number, with where each stands in it. */
function digitGroups(value: string): { digits: string; at: number }[] {
  return [...value.matchAll(/\d+/g)].map((m) => ({ digits: m[0], at: m.index ?? 0 }));
}

/**
 * Readings of an invalid number mended by a valid sibling printed on the same card, in the siblings' order:
 * - a group read with a digit more or less than the sibling's group in the same place, which it otherwise is
 *   ("206 5565 0172" beside "(206) 555-0133": 206 555 0172);
 * - a leading group lost to a garble ("om3 496 0421" beside "Fax: 0113 496 0883"): the number's groups are the
 *   sibling's from its second group on, in number and length, and take the sibling's groups before them
 *   (0113 496 0421).
 * `isValid` says whether a reading is a valid number; only valid readings are returned.
 */
export function numbersMendedBySibling(
  value: string,
  siblings: readonly string[],
  isValid: (value: string) => boolean,
): string[] {
  const own = digitGroups(value);
  if (own.length < 2) return [];
  const out: string[] = [];
  for (const sibling of siblings) {
    const theirs = digitGroups(sibling);
    if (theirs.length === own.length) {
      // one group of another length than the sibling's in its place (the others may differ only in their digits)
      const changed = own.flatMap((g, k) => (g.digits.length === theirs[k]!.digits.length ? [] : [k]));
      if (changed.length === 1) {
        const k = changed[0]!;
        const [a, b] = [own[k]!.digits, theirs[k]!.digits];
        if (oneLetterMore(a, b) || oneLetterMore(b, a))
          out.push(value.slice(0, own[k]!.at) + b + value.slice(own[k]!.at + a.length));
      }
    }
    const lost = theirs.length - own.length;
    if (
      lost >= 1 &&
      own[0]!.digits === theirs[lost]!.digits &&
      own.every((g, k) => g.digits.length === theirs[lost + k]!.digits.length)
    )
      out.push(`${sibling.slice(0, theirs[lost]!.at)}${value.slice(own[0]!.at)}`);
  }
  return [...new Set(out)].filter(isValid);
}
