/** Phrases of the capture engine: the pieces of a segment where names, titles and companies are looked for. */
import {
  COMMA_BEFORE_LEGAL,
  LEGAL_THEN_SENTENCE,
  legalSuffixAtEnd,
  repairLegalSuffixes,
} from './company-rules';
import { ALL_LABELS, TITLE_ABBREVIATIONS } from './dictionaries';
import { repairWordsByDomain, type CardDomainLabels } from './email-rules';
import { joinSplitNameWords } from './name-rules';
import { isHonorific } from './normalise-name';
import { type Phrase, words } from './rule-helpers';
import type { Segment } from './segments';
import { oneEditApart } from './text';

/** Abbreviations that end in a dot inside a sentence ("tel. 555", "no. 4", "pvt. ltd.", "Asst. General Manager"). */
const ABBREVIATION =
  /^(?:tel|mob|no|nr|st|ofi|pvt|pte|co|coop|bros|ave|av|dept|approx|incl|etc|ref|ext|cel|cell|tél|tlf|cía|cia|hnos|sucs|asst|assoc|exec|mgr|dir|sr|jr|snr|jnr|gen|admin|coord|ds|sdn)$/i;
/** A word ending a sentence, and the next sentence starting in lower case ("… Medical Center. no email …"). */
const SENTENCE_THEN_LOWER = /(?<=\s|^)(\p{L}\p{Ll}{2,})\.\s+(?=\p{Ll}{2,})/gu;

export const TITLE_LABEL =
  /^\s*(?:job\s+title|title|position|role|cargo|puesto|funktion|position|fonction|poste|functie)\s*:\s*(?=\S)/iu;

/** CRM field headings whose words look like a role ("Account", "Owner", "Lead"). */
const CRM_HEADING =
  /^\s*(?:(?:account|company|organi[sz]ation)[\s_-]*name|(?:contact|lead|account|record)[\s_-]*owner|lead[\s_-]*source|created[\s_-]*by)\s*:\s+(?=\S)/iu;

/** A word before a dot that ends a sentence: not an abbreviation ("tel.", "Dr.", "dtora."). */
const endsASentence = (w: string): boolean =>
  !isHonorific(w) && !ABBREVIATION.test(w) && !TITLE_ABBREVIATIONS.has(w.toLowerCase());

/** Free-text splitting: sentences, commas, dashes, brackets; legal suffixes after a comma stay attached. */
function splitPhrases(text: string, typed: boolean): { text: string; endsSentence: boolean }[] {
  if (!typed) return [{ text, endsSentence: false }];
  // a labelled title in a form or badge export is one phrase, commas and all ("Title: Sr. Manager, Channel Sales")
  const labelledTitle = TITLE_LABEL.exec(text);
  if (labelledTitle) return [{ text: text.slice(labelledTitle[0].length).trim(), endsSentence: false }];
  // a CRM field's heading made of title-like words is no phrase of its own ("Account Name: …" is not a title)
  const heading = CRM_HEADING.exec(text);
  if (heading) text = text.slice(heading[0].length);
  const protectedText = text
    .replace(/\((Pty|haftungsbeschränkt)\)/giu, '\uE004$1\uE005')
    .replace(COMMA_BEFORE_LEGAL, '\uE001')
    .replace(LEGAL_THEN_SENTENCE, (m, suffix: string) => (suffix.endsWith('.') ? `${suffix}\uE002` : m))
    .replace(/(\b[\p{L}\d]{2,})\.\s+(?=\p{Lu})/gu, (m, w: string) =>
      isHonorific(w) || ABBREVIATION.test(w) ? m : `${w}\uE002`,
    )
    // a sentence left in lower case ("… fintech fest. he's COO.") still ends the one before it
    .replace(SENTENCE_THEN_LOWER, (m, w: string) =>
      !endsASentence(w)
        ? m
        : // a legal form keeps its dot ("… käserei ag. natel …")
          `${w}${legalSuffixAtEnd(w) ? '.' : ''}\uE002`,
    );
  const sentences = protectedText.split('\uE002');
  // (the text's own last sentence, where a number or an address was taken out after its full stop)
  const lastWord = /(\p{L}\p{Ll}{2,})[.!?]$/u.exec(sentences[sentences.length - 1]!.trim())?.[1];
  const endsWithStop = !!lastWord && endsASentence(lastWord) && !legalSuffixAtEnd(lastWord);
  return sentences.flatMap((sentence, k) => {
    const pieces = sentence
      .split(/[,;()]|\s[–—-]\s|\s\/\s|:\s|!\s|\?\s|\s[\p{Extended_Pictographic}\uFE0F\u200D]+(?:\s|$)/u)
      .map((p) =>
        p
          .replace(/\uE001/g, ', ')
          .replace(/\uE004/g, '(')
          .replace(/\uE005/g, ')')
          .trim(),
      )
      .filter((p) => p && /\p{L}/u.test(p));
    return pieces.map((p, i) => ({
      text: p,
      endsSentence: (k < sentences.length - 1 || endsWithStop) && i === pieces.length - 1,
    }));
  });
}

export function buildPhrases(
  segments: Segment[],
  taken: Map<number, [number, number][]>,
  domainLabelsFor: (lineConf: number) => CardDomainLabels = () => ({ labels: [], printed: new Set() }),
  localPieces: ReadonlySet<string> = new Set(),
): Phrase[] {
  const phrases: Phrase[] = [];
  segments.forEach((s, i) => {
    let text = s.text;
    for (const [a, b] of (taken.get(i) ?? []).sort((x, y) => y[0] - x[0])) {
      text = text.slice(0, a) + ' \uE003 ' + text.slice(b);
    }
    // (the card's domain labels this segment's words may be mended towards, by how surely it was read)
    const domain = domainLabelsFor(s.conf);
    let cursor = '';
    for (const chunk of text.split('\uE003')) {
      // drop a trailing label left behind by a removed number/address ("Tel.", "E-Mail:")
      let c = chunk.trim();
      const ws = words(c);
      // (on a card, also one read with a slip: "Mobiitelefon 0174 3920069")
      while (ws.length && isLabel(ws[ws.length - 1]!.toLowerCase().replace(/[.:]+$/g, ''), s.ocr)) ws.pop();
      // …but an initial before a surname ("A. Krishnamurthy") is no "A." address label (nor before a surname in
      // capitals read in pieces, a letter of it as a digit: "P. SUBRAMANI 1A N"; nor, on a card, before one whose
      // capital I was read as an l: "M. lyer")
      const initial = (): boolean =>
        /^\p{Lu}\.$/u.test(ws[0]!) &&
        ws.length <= 4 &&
        (/^\p{Lu}(?:\p{Ll}|\p{Lu}{2,}\b)/u.test(ws[1] ?? '') ||
          (s.ocr && /^l\p{Ll}{2,}$/u.test(ws[1] ?? ''))) &&
        !/\d{2}/.test(c);
      while (
        ws.length &&
        ALL_LABELS.has(ws[0]!.toLowerCase().replace(/[.:]+$/g, '')) &&
        /[.:]$/.test(ws[0]!) &&
        !initial()
      )
        ws.shift();
      c = ws.join(' ').replace(/^[\s:,.;|/-]+|[\s:,;|/-]+$/g, '');
      if (c && /\p{L}{2,}/u.test(c)) {
        // an OCR slip in a legal form ("S.A.P.l. de C.V.") is mended first, so the company is found by it
        for (const p of splitPhrases(
          s.ocr
            ? joinSplitNameWords(
                repairWordsByDomain(repairLegalSuffixes(c), domain.labels, domain.printed),
                localPieces,
              )
            : c,
          !s.ocr,
        )) {
          phrases.push({
            ...p,
            seg: i,
            line: s.line,
            para: s.para,
            conf: s.conf,
            height: s.height,
            index: phrases.length,
            before: cursor,
            ocr: s.ocr,
          });
          cursor += ' ' + p.text;
        }
      }
      cursor += ' ';
    }
  });
  return phrases;
}

/** Long labels, which a slip leaves recognisable ("mobiitelefon"); a shorter one is as likely a word of its own. */
const LONG_LABELS = [...ALL_LABELS].filter((l) => l.length >= 9);

/** Whether a word (lower case) is a field label; read from a card, also one slip from a long label. */
function isLabel(word: string, ocr: boolean): boolean {
  return ALL_LABELS.has(word) || (ocr && word.length >= 9 && LONG_LABELS.some((l) => oneEditApart(word, l)));
}
