/**
 * Text preparation of the capture engine: typed text into lines, and lines tidied before they are read (quoted
 * replies and forwards, labelled name parts, surnames written first, obfuscated addresses, spoken forms).
 */
import { boxAround } from './boxes';
import { COMPANY_WORDS, legalMatch } from './company-rules';
import { KEEP_UPPER } from './dictionaries';
import { deobfuscateEmails } from './email-rules';
import { isConnector, isTitleWord } from './rule-helpers';
import { isPlaceWord } from './region';
import { MARKET_WORDS } from './title-rules';
import { looksSpoken, normaliseSpokenText } from './spoken-forms';
import { unpackStructuredText } from './structured-text';
import { fold } from './text';
import type { RecognisedWord, TextLine } from './types';

/**
 * "NAVARRO GIL, Jorge" (badge scans, attendee lists) → "Jorge NAVARRO GIL": a surname in capitals, a comma and one
 * given name, alone between separators.
 */
export function reorderSurnameFirst(text: string): string {
  return (
    text
      // "APELLIDOS, NOMBRE: FUENZALIDA VICUÑA, CATALINA": a label that names the order, whatever the case
      .replace(
        SURNAME_FIRST_LABEL,
        (_m, family: string, given: string) => `Name: ${given.trim()} ${family.trim()}`,
      )
      .replace(
        /(^|[|·•:→>]\s*)((?:(?:DE|DEL|DA|DI|DOS|DAS|VAN|VON|DER|DEN|LE|LA)\s)*\p{Lu}{3,}(?:[ -]\p{Lu}{2,}){0,2}),\s+(\p{Lu}\p{Ll}+(?:[ -](?:(?:del|de|la|las|los|van|von|der|da|di|dos|das)\s){0,2}\p{Lu}\p{Ll}+){0,2})(?=\s*(?:$|[|·•]))/gmu,
        (m, lead: string, surname: string, given: string) =>
          surname
            .split(/[ -]/)
            .some((w) => KEEP_UPPER.has(w.toLowerCase()) || isTitleWord(w) || legalMatch(w))
            ? m
            : `${lead}${given} ${surname}`,
      )
      // "… | Kowalczyk, Irena | Ridgefield Biologics Inc | …": a badge or CRM row's field of a family name, a comma
      // and a given name, both in title case (not a town and its country, a role or a company)
      .replace(
        /(^|[|·•]\s*)(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?),\s+(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)(?=\s*[|·•])/gmu,
        (m, lead: string, surname: string, given: string, offset: number, all: string) => {
          const line = all.slice(all.lastIndexOf('\n', offset) + 1).split('\n')[0]!;
          const fields = line.split(/[|·•]/).length;
          // (a row with an address must spell one of the two in it: "Portland, Oregon" is no person)
          const locals = [...line.matchAll(/([\p{L}\d._-]+)@/gu)].map((a) => fold(a[1]!));
          const spelled =
            !locals.length || locals.some((l) => [surname, given].some((w) => l.includes(fold(w))));
          return fields >= 4 &&
            spelled &&
            ![surname, given].some(
              (w) =>
                isPlaceWord(w) ||
                isTitleWord(w) ||
                legalMatch(w) ||
                COMPANY_WORDS.has(w.toLowerCase()) ||
                MARKET_WORDS.has(w.toLowerCase()),
            )
            ? `${lead}${given} ${surname}`
            : m;
        },
      )
      // "TANAKA Hiroshi", "Cognome e nome: DELLA ROVERE Chiara": a family name in capitals and a given name,
      // no comma, alone on its line or after a label (East Asian order, Italian and Spanish forms)
      .replace(
        /^([^:\n]{1,30}:\s*)?(\p{Lu}{3,}|\p{Lu}{2,}(?: \p{Lu}{2,}){1,2}) (\p{Lu}\p{Ll}+)$/gmu,
        (m, label: string | undefined, surname: string, given: string) =>
          [...surname.split(' '), given].some(
            (w) =>
              KEEP_UPPER.has(w.toLowerCase()) ||
              isTitleWord(w) ||
              legalMatch(w) ||
              COMPANY_WORDS.has(w.toLowerCase()),
          )
            ? m
            : `${label ?? ''}${given} ${surname}`,
      )
  );
}

/** A form label saying the family name comes first ("Apellidos, nombre:", "Surname, first name:"). */
const SURNAME_FIRST_LABEL =
  /^\s*(?:apellidos?,\s*nombres?|surname,\s*(?:first|given)\s+name|last\s+name,\s*first\s+name|nachname,\s*vorname|nom,\s*prénom|achternaam,\s*voornaam|cognome,\s*nome)\s*:\s*([^,\n]+),\s*([^,\n]+)$/gimu;

/** Where a quoted earlier message starts in a pasted email ("On … wrote:", "> …"); its people are not the lead. */
const QUOTE_START =
  /^\s*(?:>|On\s.+\swrote:\s*$|El\s.+\sescribió:\s*$|Am\s.+\sschrieb\s.+:\s*$|Le\s.+\sa\sécrit\s*:\s*$|Op\s.+\sschreef\s.+:\s*$|-{2,}\s*(?:Original Message|Mensaje original|Ursprüngliche Nachricht|Message d'origine)|From:\s.+@)/i;

/** A header line of a pasted email ("From: …", "Betreff: …"). */
const MAIL_HEADER =
  /^\s*(?:from|to|cc|date|sent|subject|von|an|datum|gesendet|betreff|de|para|fecha|enviado|asunto|objet|envoyé|à|van|aan|datum|onderwerp|verzonden):\s/iu;

/** The banner a mail client puts above a forwarded message. */
const FORWARD_BANNER =
  /^\s*-*\s*(?:forwarded message|begin forwarded message|weitergeleitete nachricht|mensaje reenviado|message transféré|doorgestuurd bericht)\b|^\s*(?:fwd?|wg|rv|tr):/iu;

/** A header naming a message's recipients with their addresses ("To: Orlaith … <orlaith@…>", "Cc: …"). */
const RECIPIENT_HEADER = /^\s*(?:to|cc|an|para|à|aan|a)\s*:\s*(.*\S+@\S+.*)$/iu;

const FROM_HEADER = /^\s*(?:from|von|de|van|da)\s*:\s*(.+@.+)$/iu;
/** The subject line of a forwarded message ("Subject: FW: …", "Betreff: WG: …", "Asunto: RV: …"). */
const FORWARD_SUBJECT =
  /^\s*(?:subject|betreff|asunto|objet|onderwerp|oggetto)\s*:\s*(?:fwd?|wg|rv|tr|fw)\s*:/iu;

const BLOCK_QUOTE = /^\s*>\s?/;

/** The header a reply quotes its message under, naming the sender ("On Mon, 3 Mar 2025 at 09:12, Ann Lee <ann@…> wrote:"). */
const WROTE_HEADER =
  /^\s*(?:On|El|Am|Le|Op)\s.+?,\s*("?[^"<>,]+"?\s*<[^<>\s]+@[^<>\s]+>)\s*(?:wrote|escribió|schrieb|a écrit|schreef)\s*:\s*$/iu;

/** Words above a quoted message that hand on its sender as the lead ("her details are in her signature below"). */
const LEAD_IN_QUOTE =
  /\b(?:(?:her|his|their) (?:details|info|contact details) (?:are )?(?:in|below)|signature below|see (?:her|his|their) (?:email|message|signature) below)\b/iu;

/**
 * A "> " block with the writer's own lines after it is no quoted history but a chat's block quote ("lead from
 * the meetup: > Name: … > Role: …", as Slack and Teams paste it): its lines are read as written.
 */
function withoutInlineBlockQuotes(lines: TextLine[]): TextLine[] {
  const lastOwn = lines.findLastIndex((l) => l.text.trim() && !BLOCK_QUOTE.test(l.text));
  return lines.map((l, i) =>
    i < lastOwn && BLOCK_QUOTE.test(l.text) ? { ...l, text: l.text.replace(BLOCK_QUOTE, '') } : l,
  );
}

function withoutQuotedReply(input: TextLine[]): TextLine[] {
  if (input.some((l) => l.words?.length)) return input;
  const lines = withoutInlineBlockQuotes(input);
  const cut = lines.findIndex((l, i) => i > 0 && QUOTE_START.test(l.text));
  if (cut < 0) return lines;
  const above = lines.slice(0, cut);
  const quoted = lines.slice(cut);
  // a forwarded message with nothing written above it is itself the note, less its header (the forwarder's)
  const nothingAbove = above.every((l) => !l.text.trim() || FORWARD_BANNER.test(l.text));
  // a message forwarded with a line for a colleague ("Subject: FW: …", "can someone pick this up?"): the lead is
  // the forwarded message's sender, the forwarder only passes it on
  // (or one whose sender the writer hands on: "add Seo-yeon to the CRM, her details are in her signature below")
  const forwarded =
    above.some((l) => FORWARD_SUBJECT.test(l.text) || (FORWARD_BANNER.test(l.text) && !nothingAbove)) ||
    LEAD_IN_QUOTE.test(above.map((l) => l.text).join(' '));
  // (a header's sender, also under the quote marks of a reply: "> On Mar 4, 2025, … Renée … <renee@…> wrote:")
  const senderOf = (l: TextLine): string | undefined =>
    (FROM_HEADER.exec(l.text) ?? WROTE_HEADER.exec(l.text.replace(QUOTE_MARKS, '')))?.[1];
  const senderName = quoted
    .map((l) => NAMED_ADDRESS.exec(senderOf(l) ?? '')?.[1]?.trim())
    .find((n) => n && n.split(/\s+/).length >= 2);
  const senderSignature = senderName ? quotedSignatureOf(senderName, quoted) : [];
  const signersAddresses = nothingAbove ? [] : addressesOfSigners(above, quoted);
  // a short reply of the user's own, with no contact details of its own, above a quoted message whose sender signs
  // with theirs ("Perfect, Thursday works for me. / Sam / Sent from my iPhone" above "> Renée … > m: (415) …"): the
  // lead is the quoted sender
  const replyToLead =
    !nothingAbove &&
    !CONTACT_DETAIL.test(above.map((l) => l.text).join('\n')) &&
    !signersAddresses.length &&
    senderSignature.some((l) => CONTACT_DETAIL.test(l.text));
  if (forwarded || replyToLead) {
    // (unless the forwarded message passes on someone else: "my client Jean-François … You can reach him directly
    // at …", a broker writing for a buyer)
    const passesOnAnother = PASSES_ON_ANOTHER.test(quoted.map((l) => l.text).join(' '));
    const own = quoted.flatMap((l) => {
      // the forwarded message's sender line holds the lead's own address
      const sender = senderOf(l);
      if (sender) return passesOnAnother ? [] : [{ text: sender }];
      return FORWARD_BANNER.test(l.text) || MAIL_HEADER.test(l.text) || QUOTE_START.test(l.text) ? [] : [l];
    });
    return passesOnAnother ? own : [...own, ...senderSignature];
  }
  if (!nothingAbove) return [...above, ...signersAddresses];
  // the people a forwarded introduction was sent to ("To: Orlaith Ní Dhonnchadha <orlaith…@…>") are kept as
  // name-and-address lines: the lead is one of them, often named in full nowhere else
  return lines.flatMap((l) => {
    const recipient = RECIPIENT_HEADER.exec(l.text);
    if (recipient) return headerEntries(recipient[1]!).map((r) => ({ text: r.trim() }));
    return FORWARD_BANNER.test(l.text) || MAIL_HEADER.test(l.text) ? [] : [l];
  });
}

const QUOTE_MARKS = /^\s*(?:>\s?)+/;

/** A message passing on someone else as the contact ("my client …", "you can reach him directly at …"). */
const PASSES_ON_ANOTHER =
  /\b(?:my client|our client|mi cliente|mon client|ma cliente|meine? Kundin|meinen Kunden|reach (?:him|her|them) directly|contact (?:him|her|them) directly)\b/iu;

/** An email address or a phone number written out. */
const CONTACT_DETAIL = /@\S+\.\S|\+?\d[\d\s().-]{7,}\d/u;

/**
 * A forwarded message whose sender signs it with a first name only ("Orla") often holds the sender's full
 * signature further down, in the history it quotes ("> Orla Fitzmaurice / > Head of Events … / > M: …"). The last
 * quoted block that starts with the sender's full name is kept, unquoted, up to its first blank line.
 */
function quotedSignatureOf(name: string, lines: TextLine[]): TextLine[] {
  const quoted = lines
    .filter((l) => QUOTE_MARKS.test(l.text))
    .map((l) => l.text.replace(QUOTE_MARKS, '').trim());
  const start = quoted.findLastIndex((t) => t.toLowerCase() === name.toLowerCase());
  if (start < 0) return [];
  const end = quoted.findIndex((t, i) => i > start && (!t || QUOTE_START.test(t)));
  return quoted.slice(start, end < 0 ? start + 10 : Math.min(end, start + 10)).map((text) => ({ text }));
}

/** The people a mail header lists, one "Name <address>" each (a comma inside the angle brackets is none). */
function headerEntries(list: string): string[] {
  return list.split(/[,;](?=[^<>]*(?:<|$))/);
}

/** A quoted header naming people with their addresses ("To: Naledi Khumalo <naledi.khumalo@…>"). */
const ADDRESS_HEADER = /^\s*(?:from|to|cc|von|an|de|para|à|van|aan|da|a)\s*:\s*(.*\S+@\S+.*)$/iu;
const NAMED_ADDRESS = /^\s*"?([^"<>]+?)"?\s*<([^<>\s]+@[^<>\s]+)>\s*$/u;

/**
 * A reply signed by the lead above the quoted message often leaves the lead's address only in the quote's
 * header ("To: Naledi Khumalo <naledi…>"). Those header entries whose name the reply itself carries are kept.
 */
function addressesOfSigners(own: TextLine[], quoted: TextLine[]): TextLine[] {
  const ownText = own.map((l) => l.text.toLowerCase()).join('\n');
  return quoted.flatMap((l) => {
    const header = ADDRESS_HEADER.exec(l.text);
    if (!header) return [];
    return headerEntries(header[1]!).flatMap((entry) => {
      const m = NAMED_ADDRESS.exec(entry);
      const name = m?.[1]?.trim();
      if (!name || name.split(/\s+/).length < 2 || !ownText.includes(name.toLowerCase())) return [];
      return [{ text: `${name} <${m![2]}>` }];
    });
  });
}

const FIRST_NAME_LINE =
  /^\s*(?:first[\s-]*name|given\s+name|forename|vorname|nombre|prénom|prenom|voornaam|nome)\s*:\s*(\S.*?)\s*$/iu;
const LAST_NAME_LINE =
  /^\s*(?:last[\s-]*name|surname|family\s+name|nachname|familienname|apellidos?|nom(?:\s+de\s+famille)?|achternaam|cognome|sobrenome)\s*:\s*(\S.*?)\s*$/iu;

/**
 * Forms and CRM exports give the name in two labelled lines ("Vorname: Max" / "Nachname: von Berg"): read
 * apart, a surname with a particle looks like no name at all, so the two are joined into one "Name:" line.
 */
export function joinLabelledNameParts(lines: TextLine[]): TextLine[] {
  const first = lines.findIndex((l) => !l.words?.length && FIRST_NAME_LINE.test(l.text));
  const last = lines.findIndex((l) => !l.words?.length && LAST_NAME_LINE.test(l.text));
  if (first < 0 || last < 0 || Math.abs(first - last) > 2) return lines;
  const given = FIRST_NAME_LINE.exec(lines[first]!.text)![1]!;
  const family = LAST_NAME_LINE.exec(lines[last]!.text)![1]!;
  return lines.flatMap((l, i) =>
    i === Math.min(first, last)
      ? [{ ...l, text: `Name: ${given} ${family}` }]
      : i === Math.max(first, last)
        ? []
        : [l],
  );
}

/** The heading of a mail's legal footer ("CONFIDENTIALITY NOTICE:", "AVISO LEGAL:", "Rechtlicher Hinweis:"). */
const DISCLAIMER_HEADING =
  /^\s*(?:confidentiality notice|confidential|disclaimer|legal notice|privacy notice|aviso legal|aviso de confidencialidad|cl[áa]usula de confidencialidad|protecci[óo]n de datos|rechtlicher hinweis|haftungsausschluss|vertraulichkeitshinweis|datenschutzhinweis|avis de confidentialit[ée]|avertissement|avviso di riservatezza|informativa privacy|vertrouwelijkheid)\b[^:]{0,20}:/iu;

/** Words a legal footer uses; two of them in a long line make it that footer (one may be a note's topic). */
const DISCLAIMER_WORDS =
  /\b(?:confidential|intended recipient|privileged|destinatari[oa]|confidencial|vertraulich|empfänger|destinataire|confidentiel|riservat[oa]|vertrouwelijk|geadresseerde|GDPR|RGPD|DSGVO|LOPD)/giu;

/**
 * A pasted mail's legal footer is not about the lead, but it can hold a number ("(UE) 2016/679") or an address
 * (the data-protection mailbox) that would pass for the lead's.
 */
function withoutDisclaimers(lines: TextLine[]): TextLine[] {
  return lines.filter((l) => {
    if (l.words?.length) return true;
    if (DISCLAIMER_HEADING.test(l.text)) return false;
    const legalWords = new Set((l.text.match(DISCLAIMER_WORDS) ?? []).map((w) => w.toLowerCase()));
    return !(l.text.split(/\s+/).length >= 15 && legalWords.size >= 2);
  });
}

export function prepareLines(input: TextLine[], spoken: boolean | undefined): TextLine[] {
  const lines = joinLabelledNameParts(
    withoutDisclaimers(withoutQuotedReply(unpackStructuredText(joinPiecesOfOneRow(input)))),
  );
  const raw = lines.map((l) => l.text).join('\n');
  const isSpoken = spoken ?? looksSpoken(raw);
  return lines.map((l) => {
    if (l.words?.length)
      return withEndingJoined(withGluedTitleSpaced(withoutMarksWithinWords(withTrimmedWords(l))));
    // (Spanish "RR. HH.", human resources, is one abbreviation, not two sentences)
    const text = reorderSurnameFirst(deobfuscateEmails(l.text)).replace(/\bRR\.\s+HH\./g, 'RR.HH.');
    return { ...l, text: isSpoken ? normaliseSpokenText(text) : text };
  });
}

/**
 * Two lines the recogniser returned for one row of print, side by side a word space apart ("GmbH Friedri 71" and,
 * after it, "Sternwald Werkzeuge", a small company line read in two pieces): one line, its words in reading order.
 * Lines of two columns stand far wider apart, and lines of one column on rows of their own. The pieces need not
 * come one after the other: a second look at a row's missed words comes back after the lines read first.
 */
export function joinPiecesOfOneRow(lines: TextLine[]): TextLine[] {
  const out = [...lines];
  for (let i = 0; i + 1 < out.length; i++) {
    // (a piece further down the list joins only where the two overlap as a second look's words do)
    const j = out.findIndex(
      (b, k) =>
        k > i &&
        piecesOfOneRow(out[i]!, b) &&
        (k === i + 1 || overlapOnlyAsRereadings(out[i]!.words!, b.words!)),
    );
    if (j < 0) continue;
    const [a, b] = [out[i]!, out[j]!];
    const n = (l: TextLine): number => l.words!.length;
    const words = withoutRemnantsCovered(a.words!, b.words!).sort((x, y) => x.bbox.x0 - y.bbox.x0);
    const confidence =
      a.confidence !== undefined && b.confidence !== undefined
        ? (a.confidence * n(a) + b.confidence * n(b)) / (n(a) + n(b))
        : (a.confidence ?? b.confidence);
    out.splice(j, 1);
    out.splice(i, 1, { text: words.map((w) => w.text).join(' '), confidence, words });
    // (the joined line may join the one before it too)
    i = Math.max(-1, i - 2);
  }
  return out;
}

/** Whether two recognised lines stand on one row of print a word space apart or less, as `joinPiecesOfOneRow` joins. */
function piecesOfOneRow(a: TextLine, b: TextLine): boolean {
  if (!a.words?.length || !b.words?.length) return false;
  const n = (l: TextLine): number => l.words!.length;
  const [ba, bb] = [boxAround(a.words), boxAround(b.words)];
  const [ha, hb] = [ba.y1 - ba.y0, bb.y1 - bb.y0];
  const shared = Math.min(ba.y1, bb.y1) - Math.max(ba.y0, bb.y0);
  const [left, right] = ba.x0 <= bb.x0 ? [ba, bb] : [bb, ba];
  const gap = right.x0 - left.x1;
  // (boxes may overlap a little, a pictogram's beside a label's; and a label of a word or two may stand in a gap
  // between the other line's words: "Teléfono" and "lular" each before its number, "0 +52 (33) 4764-0979 - | i +52
  // 3333026262" read as one line)
  const h = Math.min(ha, hb);
  const [short, long] = n(a) <= n(b) ? [ba, bb] : [bb, ba];
  const inGap =
    Math.min(n(a), n(b)) <= 2 &&
    short.x0 >= long.x0 &&
    short.x1 <= long.x1 &&
    [...a.words, ...b.words].every((w) => !(w.bbox.x0 < short.x0 - h / 2 && w.bbox.x1 > short.x1 + h / 2));
  // (but two pieces of one address, "inmaculada_" and "_etxeberria@…", are `localPartSplitOnItsRow`'s)
  const [first, second] = ba.x0 <= bb.x0 ? [a, b] : [b, a];
  const splitToken =
    /[._-]$/.test(first.words![first.words!.length - 1]!.text) || /^[._-]/.test(second.words![0]!.text);
  return !(
    shared < 0.7 * Math.max(ha, hb) ||
    (gap < 0 && splitToken) ||
    (gap < -0.6 * h && !inGap) ||
    gap > h
  );
}

const overlapOf = (w: RecognisedWord, by: RecognisedWord): number =>
  Math.min(w.bbox.x1, by.bbox.x1) - Math.max(w.bbox.x0, by.bbox.x0);

/** Whether a word's box stands across within another's, give or take `slack` pixels at each side. */
const standsWithin = (w: RecognisedWord, by: RecognisedWord, slack = 0): boolean =>
  w.bbox.x0 >= by.bbox.x0 - slack && w.bbox.x1 <= by.bbox.x1 + slack;

/** A scrap of a word read in bits, standing within the word read whole ("f" for the tail of "Brückenhof"). */
const remnantOf = (w: RecognisedWord, by: RecognisedWord): boolean =>
  w.text.length <= 2 && by.text.length > w.text.length && standsWithin(w, by, 2);

/** A word read again where it stands. */
const readAgain = (w: RecognisedWord, by: RecognisedWord): boolean =>
  w.text.toLowerCase() === by.text.toLowerCase() &&
  overlapOf(w, by) >= 0.6 * Math.min(w.bbox.x1 - w.bbox.x0, by.bbox.x1 - by.bbox.x0);

/** Whether two pieces' words overlap only as a scrap under a whole word, or a word read again. */
function overlapOnlyAsRereadings(a: readonly RecognisedWord[], b: readonly RecognisedWord[]): boolean {
  return a.every((wa) =>
    b.every((wb) => overlapOf(wa, wb) <= 2 || remnantOf(wa, wb) || remnantOf(wb, wa) || readAgain(wb, wa)),
  );
}

/**
 * The words of two pieces of a row, less the scraps of one that stand within a word of the other: a second look
 * reads whole a word the first read in bits ("Brückenhof" over its tail "f", "UG" over "| i", "61" over "¢");
 * and less the second piece's words that read again a word of the first where it stands ("Gérant" twice).
 */
function withoutRemnantsCovered(
  a: readonly RecognisedWord[],
  b: readonly RecognisedWord[],
): RecognisedWord[] {
  return [
    ...a.filter((w) => !b.some((by) => remnantOf(w, by))),
    ...b.filter((w) => !a.some((by) => remnantOf(w, by) || readAgain(w, by))),
  ];
}

/** Small words that join the words of a title ("Head of Finance", "Jefe de Ventas"). */
const TITLE_JOINERS = 'of|and|for|de|del|y|und|für';
/** A joining word glued before the next title word ("ofFinance"), and one glued to the end of the word before. */
const GLUED_CONNECTOR = new RegExp(`^(?:${TITLE_JOINERS})(?=\\p{Lu})`, 'u');
const CONNECTOR_AT_END = new RegExp(`(${TITLE_JOINERS})$`, 'u');

/**
 * A title read without its spaces ("HeadofFinance"): one word of title words, each opening with a capital, and
 * the small words that join them.
 */
export function spacedGluedTitle(word: string): string | null {
  if (!/^\p{Lu}\p{Ll}+(?:\p{Ll}*\p{Lu}\p{Ll}+)+$/u.test(word)) return null;
  const parts: string[] = [];
  for (let rest = word; rest;) {
    const part = GLUED_CONNECTOR.exec(rest)?.[0] ?? /^\p{Lu}?\p{Ll}+?(?=\p{Lu}|$)/u.exec(rest)?.[0];
    if (!part) return null;
    // a capitalised word and the small word glued to its end ("Headof")
    const connector = CONNECTOR_AT_END.exec(part)?.[1];
    if (
      /^\p{Lu}/u.test(part) &&
      connector &&
      !isTitleWord(part) &&
      isTitleWord(part.slice(0, -connector.length))
    )
      parts.push(part.slice(0, -connector.length), connector);
    else parts.push(part);
    rest = rest.slice(part.length);
  }
  const titleWords = parts.filter((w) => isTitleWord(w)).length;
  return titleWords >= 2 && parts.every((w) => isTitleWord(w) || isConnector(w)) ? parts.join(' ') : null;
}

function withGluedTitleSpaced(line: TextLine): TextLine {
  const spaced = line.words!.map((w) => spacedGluedTitle(w.text));
  if (!spaced.some(Boolean)) return line;
  const words = line.words!.map((w, k) => (spaced[k] ? { ...w, text: spaced[k]! } : w));
  return { ...line, text: words.map((w) => w.text).join(' '), words };
}

/**
 * An adjective's ending the recogniser set apart before a title word, in capitals ("TECHNISCH ER LEITER" for
 * Technischer Leiter): joined back to its word.
 */
function withEndingJoined(line: TextLine): TextLine {
  const ws = line.words!;
  const apart = ws.findIndex(
    (w, k) =>
      k > 0 &&
      /^(?:ER|EN|ES)$/.test(w.text) &&
      /^\p{Lu}{5,}$/u.test(ws[k - 1]!.text) &&
      /^\p{Lu}{3,}$/u.test(ws[k + 1]?.text ?? '') &&
      isTitleWord(ws[k + 1]!.text),
  );
  if (apart < 0) return line;
  const [before, ending] = [ws[apart - 1]!, ws[apart]!];
  const joined = {
    text: before.text + ending.text,
    confidence: Math.min(before.confidence, ending.confidence),
    bbox: { ...before.bbox, x1: ending.bbox.x1, y1: Math.max(before.bbox.y1, ending.bbox.y1) },
  };
  const words = [...ws.slice(0, apart - 1), joined, ...ws.slice(apart + 1)];
  return withEndingJoined({ ...line, text: words.map((w) => w.text).join(' '), words });
}

/**
 * A dash or a dot the recogniser put within another word's box on the line is a scrap of that word's ink, not a
 * word of its own ("Villarreal - Arriaga -", the dashes standing over the letters).
 */
function withoutMarksWithinWords(line: TextLine): TextLine {
  const ws = line.words!;
  const within = (w: RecognisedWord): boolean =>
    /^[-–—.,:;'‘’`´~|_]{1,2}$/u.test(w.text) &&
    ws.some((by) => by !== w && by.text.length > 2 && standsWithin(w, by));
  if (!ws.some(within)) return line;
  const words = ws.filter((w) => !within(w));
  return { ...line, text: words.map((w) => w.text).join(' '), words };
}

/**
 * A recognised line whose words carry no spaces of their own: a second reading merged into a line may leave one
 * (" @"), and a pictogram is then no longer told from the word beside it.
 */
function withTrimmedWords(line: TextLine): TextLine {
  if (!line.words!.some((w) => w.text !== w.text.trim())) return line;
  const words = line.words!.map((w) => ({ ...w, text: w.text.trim() })).filter((w) => w.text);
  return { ...line, text: words.map((w) => w.text).join(' '), words };
}

/** Splits typed input given as one string per paragraph into lines. */
export function linesFromText(text: string): TextLine[] {
  return text.split(/\r?\n/).map((t) => ({ text: t }));
}
