/**
 * What the capture engine's rule modules share: the phrase every field is read from, splitting into words, the
 * word tests for job titles and connectors, and the cue a phrase follows.
 */
import { isTitleWordKey } from './dictionaries';
import { isHonorific } from './normalise-name';
import { fold } from './text';

/** A piece of a segment that is not an email, website or phone: where names, titles and companies live. */
export interface Phrase {
  text: string;
  seg: number;
  line: number;
  para: number;
  conf: number;
  height: number;
  /** Order of the phrase in the input. */
  index: number;
  /** Text before the phrase on the same line (for cues such as "met", "at"). */
  before: string;
  ocr: boolean;
  /** A typed sentence ends with the phrase ("… buying manager." before "Cell number, …"). */
  endsSentence?: boolean;
}

export function words(s: string): string[] {
  return s.split(/\s+/).filter(Boolean);
}

export function isTitleWord(w: string): boolean {
  const k = w
    .toLowerCase()
    .replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')
    .replace(/^co-/, '');
  if (!k) return false;
  // a compound of title words ("Vice-President", "Président-directeur")
  return isTitleWordKey(k) || (k.includes('-') && k.split('-').every((part) => isTitleWordKey(part)));
}

export function isConnector(w: string): boolean {
  return /^(?:of|and|&|for|de|del|la|y|e|für|und|der|des|du|et|van|voor|en|the|da|do|di|\/|,|-)$/i.test(
    w.replace(/,$/, ''),
  );
}

/** Whether a text opens with one of the cues, case and accents aside ("is the decision maker, …"). */
export function opensWithCue(text: string, cues: readonly string[]): boolean {
  const t = fold(text);
  return cues.some((c) => t.startsWith(fold(c)));
}

export function cueBefore(before: string, cues: string[]): string | null {
  const toks = words(before);
  // an honorific between the cue and the name ("on behalf of Dr. Kim", "de parte del Ing. Ibarra")
  while (
    toks.length &&
    (isHonorific(toks[toks.length - 1]!) ||
      /^(?:Herrn?|Frau|M\.|Mme\.?)$/i.test(toks[toks.length - 1]!) ||
      // or a title in capitals ("introducing CFO Jane Doe")
      (/^\p{Lu}{2,5}$/u.test(toks[toks.length - 1]!) && isTitleWord(toks[toks.length - 1]!)) ||
      // "te presento a la Ing. X", "introducing you to my friend X"
      /^(?:la|el|al|the|my|our|his|her|their|mi|nuestra|nuestro|friend|amigo|amiga|colleague|colega|collega|kollege|kollegin|collègue|ami|amie|vriend|vriendin|zijn|haar|sein|seine|seinen|ihre|ihren|son|sa|su)$/i.test(
        toks[toks.length - 1]!,
      ) ||
      // or their role ("passed me on to their Head of Procurement, X")
      (toks.length > 1 &&
        (isTitleWord(toks[toks.length - 1]!) || /^(?:of|de|für|,)$/i.test(toks[toks.length - 1]!))))
  )
    toks.pop();
  const b = fold(toks.join(' '))
    .replace(/[^a-z@&/\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const c of [...cues].sort((x, y) => y.length - x.length)) {
    if (b.endsWith(' ' + fold(c)) || b === fold(c)) return c;
  }
  return null;
}
