/**
 * The capture engine: recognised or typed lines in, the lead's fields out, each with a confidence and a
 * needs-confirmation flag. Business cards, email signatures, chat notes, LinkedIn-style blurbs, introductions
 * and voice transcripts all go through here.
 *
 * This file weighs the candidates against one another; the rules for each field live beside it: `text-lines`
 * (input tidied before reading), `phrases` (lines cut into pieces), `name-rules`, `title-rules`, `company-rules`,
 * `email-rules` (email and web addresses) and `postal-address`, with `rule-helpers` shared by them.
 */
import {
  capitalisedRun,
  COMPANY_WORDS,
  companyDomainMatch,
  companyRunEndingAt,
  completedFromDomain,
  completedWordsFromDomain,
  endsInDottedForm,
  LEGAL_AT_START,
  nameEndingForm,
  legalMatch,
  legalSuffixAtEnd,
  legalNameOfWordmark,
  recaseCompany,
  recaseLowerCompany,
  repairCompanyWords,
  withoutStrayAccents,
  withAccentsPrintedElsewhere,
  repairLegalSuffix,
  stripJunkPrefix,
  withoutLeadName,
  withoutEchoedFormLetter,
  withCompanyWordCapitalMended,
  withFormWrapped,
  withoutMarksAfterForm,
  withFormOfGarbledLine,
  withWordsOfDomainBefore,
  formDotReadAsComma,
} from './company-rules';
import { accentsOfCardLanguage, companyWordsOfCardLanguage, welshAndIrishAccents } from './accented-names';
import { combine, emptyField, makeField } from './confidence';
import {
  type EmailFound,
  type Found,
  type PhoneFound,
  type WebsiteFound,
  findEmails,
  findPhones,
  findWebsites,
  joinAddressCutAtLineEnd,
  joinDomainByCard,
  joinGappedHosts,
  joinSpacedDomain,
  printedWords,
  reconcileDomains,
  restoreCutLocalParts,
  websiteFromGarbledLine,
  recoverEmails,
  hyphenReadAsDot,
  repairDomainByCardWords,
  repairTopLevelDomain,
  joinHostAfterWebLabel,
  completeScrapHosts,
  repairWebText,
  hostAfterEmailLabel,
} from './contacts';
import {
  ALL_LABELS,
  COMPANY_CUES,
  GREETINGS,
  INTRODUCTION_AFTER_CUES,
  DECIDER_AFTER_CUES,
  INTRODUCTION_CUES,
  NOT_NAME_WORDS,
  PERSON_CUES,
  SIGN_OFFS,
  isTitleWordKey,
} from './dictionaries';
import { isHonorific, properCaseName } from './normalise-name';
import {
  labelButForFirstLetter,
  localAfterLostInitial,
  localWithLostNamePart,
  localWithoutLostAt,
  misreadGenericMailbox,
  normaliseWebsite,
  localOneSlipFromName,
  localWithLetterReadAsTwo,
  localWithLostDoubledLetter,
  repairLocalByName,
  repairWebsiteHost,
  writesName,
} from './email-rules';
import {
  ASSISTANT_BEFORE,
  COLLEAGUE_BEFORE,
  DETAILS_OF,
  emailNameMatch,
  foldGerman,
  lowerCaseNameCandidates,
  type NameCandidate,
  nameCandidates,
  REFERRER_BEFORE,
  repairEszett,
  repairMcI,
  repairNameParticles,
  repairLetterGlyphs,
  repairOpeningI,
  withoutOpeningQuote,
  withoutStrayBrackets,
  repairNameByEmail,
  withFirstNameFromAddress,
  umlautsOfGermanCard,
  eszettLostWhole,
  withoutSmallEchoes,
  withoutTrailingSpecks,
} from './name-rules';
import { cleanPhoneText, normalisePhone, withTrunkZeroSeen } from './normalise-phone';
import { numbersMendedBySibling } from './phone-rules';
import { buildPhrases, TITLE_LABEL } from './phrases';
import { COUNTRY_LINE, looksLikeAddress } from './postal-address';
import { isPlaceName, rankRegions } from './region';
import { cueBefore, isConnector, isTitleWord, opensWithCue, type Phrase, words } from './rule-helpers';
import { buildSegments, type Segment } from './segments';
import {
  localNearestName,
  rebuildAddress,
  type RebuiltAddress,
  websiteOfRebuiltDomain,
} from './rebuilt-address';
import { looksSpoken } from './spoken-forms';
import { mendBySpokenSlots, readSpokenLead } from './spoken-lead';
import { capitalise, escapeRe, fold, foldAlnum, isAllLower } from './text';
import { prepareLines } from './text-lines';
import {
  cleanTitleText,
  isRegionQualifier,
  joinTitleParts,
  looksLikeSlogan,
  MARKET_WORDS,
  namesAnOrganisation,
  namesOnlyAField,
  recaseTitle,
  repairTitleWords,
  withTitleWordCompleted,
  roleAfterName,
  roleOfTheOrganisation,
  TITLE_BEFORE_CUE,
  TITLE_CUE_COMPANY,
  titleScore,
  TOLD_TITLE,
  trailingTitle,
  withoutLeadingRole,
} from './title-rules';
import type { ExtractedFields, ExtractInput, ExtractResult } from './types';

/** A note saying the lead gave no number ("no number for him", "sin teléfono", "keine Nummer"). */
const NO_NUMBER_CUE =
  /\bno (?:phone |mobile |direct )?(?:number|phone)\b|\bsin (?:teléfono|número)\b|\bkeine (?:Telefon)?nummer\b|\bpas de (?:numéro|téléphone)\b|\bgeen (?:telefoon)?nummer\b/iu;

/** Each introduction cue as a whole phrase of folded text. */
const INTRODUCTION_CUE_RES = [...INTRODUCTION_CUES, ...INTRODUCTION_AFTER_CUES].map(
  (c) => new RegExp(`(?:^|[^\\p{L}])${escapeRe(fold(c))}(?:$|[^\\p{L}])`, 'u'),
);

/**
 * The writer meeting the reader, in folded text ("great to meet you", "nice meeting you"): no one is introduced, so
 * the cue "meet" in it does not make the note an introduction.
 */
const MEETING_THE_READER = /(?<!\p{L})meet(?:ing)? (?:you|u|ya)(?!\p{L})/gu;

/** Words a speaker or writer corrects themselves with ("no wait", "sorry", "nein, Moment", "perdón"). */
const CORRECTION_CUE =
  /(?<!\p{L})(?:no,? wait|wait,? no|wait|let me redo that|scratch that|sorry|i mean|correction|nein,? (?:moment|warte)|ich meine|korrektur|perd[óo]n|quiero decir|mejor dicho|no,? espera|pardon|non,? attends|je veux dire|anzi|cio[èe]|nee,? wacht|ik bedoel|desculp[ae]|quer dizer)(?!\p{L})/iu;

/** What a speaker says before a company's registered name, after its everyday one ("also offiziell", "formally"). */
const RESTATED_COMPANY =
  /^.*\s(?:also offiziell|offiziell|officially|formally|or rather|i\.e\.|that is|o sea|oficialmente|es decir|officiellement|ufficialmente)\s+/iu;

/** The words before the number a note says the lead prefers ("prefers her desk line", "best reached on"). */
const PREFERRED_BEFORE =
  /\b(?:prefers?|preferred|best (?:number|line|on|reached (?:on|at)|to (?:reach|call) (?:her|him|them) (?:on|at))|bevorzugt|lieber (?:unter|über|auf)|prefiere|prefere|préfère)\b[^.;!?]{0,30}$/iu;

/** A person called by honorific and surname alone ("Frau Albers", "Mr Okafor", "la Sra. Ibáñez"). */
const CALLED_BY_SURNAME =
  /\b(?:Frau|Herrn?|Mr|Mrs|Ms|Miss|Sra|Srta|Señora|Señor|Sr|Mme|Madame|Monsieur|Mevrouw|Meneer|Mevr|Dhr|Sig|Sig\.ra|Signora|Signor)\.?\s+(\p{Lu}[\p{Ll}'’-]+)(?![\p{L}'’-]|\s+\p{Lu})/gu;

/** A team or department named after a title's comma ("Senior Engineer, Platform Team"), not the company. */
const UNIT_OF_A_COMPANY =
  /\b(?:team|department|dept\.?|division|unit|desk|squad|practice|abteilung|equipo|departamento|área|area)$/iu;

/** A line that is a title, a comma and then `rest`, all of it ("Founder & CEO, Lindenfield Labs"). */
function titleCommaBefore(line: string, rest: string): boolean {
  const m = /^(.+?),\s*(.+?)\s*$/u.exec(line.trim());
  return !!m && m[2] === rest && titleScore(m[1]!) >= 0.5;
}

/** "Northlake Health Partners in Toronto": a typed company name with the town it is in said after it. */
function withoutPlaceAfter(company: string): string {
  const m = /\s+(?:in|aus|en|à|a|in der)\s+(\p{Lu}\p{Ll}+)$/u.exec(company);
  return m && isPlaceName(m[1]!) ? company.slice(0, m.index) : company;
}

/** "call me at", "ring me on", "mi celular": words before a number that make it the writer's own. */
function writersOwnCue(before: string): boolean {
  // (an address given first does not part the cue from the number: "Mich erreichen Sie unter j.b@… oder …")
  const said = before.replace(/\S+@\S+\s+(?:or|oder|o|ou|of|or on)\s*$/iu, '');
  const cue = /\b(?:me|my|mi|mich|mir|meine?|moi|mon|ma|mij|mijn)\b,?((?:\s+\S+){0,3})\s*$/iu.exec(said);
  // ("she gave me her line: …": the number is hers)
  return !!cue && !/\b(?:her|his|their|su|sus|ihre?|seine?|sa|son|leur|haar|zijn)\b/iu.test(cue[1]!);
}

/** An assistant named just before an address ("His PA Nurul (", "her EA, Sophie Marchetti –"). */
const ASSISTANT_NAMED_BEFORE =
  /\b(?:PA|EA|assistant|personal assistant|executive assistant|secretary|asistente|secretaria|assistentin|sekretärin|assistante|secrétaire)\b[,:]?\s+(?:\p{Lu}[\p{L}'’-]+\s*){1,3}[(:,–-]?\s*$/u;

/**
 * The writer saying who they are at a note's start ("Hallo, hier ist Jonas Berger", "Hi, this is Sam Lee"): the
 * cue in any case, then the word after it, which must be a capitalised name (see `writerIntroduced`).
 */
const SELF_INTRODUCTION =
  /^(?:\W*(?:hi|hello|hey|hallo|hola|bonjour|ciao|olá|guten tag|dear \p{L}+)\W*)?(?:this is|it's|i'm|i am|my name is|hier ist|ich bin|mein name ist|soy|me llamo|je suis|ici|sono|sou)\s+(\p{L}+)/iu;

/**
 * The name a note's writer introduces themselves by, if any. Only a capitalised word is a name: "Hi, it's great to
 * meet you" introduces no one (the case-blind cue must not make "great" a writer).
 */
function writerIntroduced(text: string): string | undefined {
  const word = SELF_INTRODUCTION.exec(text)?.[1];
  return word ? /^\p{Lu}\p{Ll}+/u.exec(word)?.[0] : undefined;
}

/** A direct line said before a number's own label ("… direkt: Tel.", "direct line - T"). */
const DIRECT_BEFORE_LABEL =
  /(?<!\p{L})(?:direkt|direct|durchwahl|directo|directe|rechtstreeks)(?:\s+line|\s+dial)?\s*[:\-–,]?\s*\p{L}{1,8}\.?:?\s*$/iu;

/** Labels of a company's main number ("Zentrale", "Switchboard", "Main"). */
const SWITCHBOARD_LABEL =
  /^(?:switchboard|main|main line|office|zentrale|vermittlung|conmutador|centralita|central|centralino|standard|reception|recepción|empfang|hq|pabx|pbx|sede|hoofdnummer|receptie)$/iu;
/** Labels of a person's own line at the office ("Direct", "Durchwahl", "DD"). */
const DIRECT_LABEL =
  /^(?:direct|direct line|direct dial|dd|d|durchwahl|direkt|directo|directe|rechtstreeks)$/iu;

/** A name read from a card, with the umlauts and accents its card's language writes (see accented-names.ts). */
function nameAsSpelledOnCard(name: string, region: { code: string; score: number } | undefined): string {
  return welshAndIrishAccents(accentsOfCardLanguage(umlautsOfGermanCard(name, region), region));
}

/**
 * A card line's common recogniser slips, mended before anything is read from it: specks, letters read for one
 * another in names ("lJzerman", "Mclntyre"), and web addresses and domains broken by gaps.
 */
function repairCardText(text: string, cardText: string): string {
  const letters = repairNameParticles(
    repairMcI(
      repairOpeningI(
        withoutStrayBrackets(
          withoutOpeningQuote(withoutSmallEchoes(withoutTrailingSpecks(repairLetterGlyphs(text)))),
        ),
      ),
    ),
  );
  return formDotReadAsComma(
    joinDomainByCard(
      joinSpacedDomain(joinGappedHosts(repairWebText(withCompanyWordCapitalMended(letters)))),
      cardText,
    ),
  );
}

/**
 * A card whose name line went unread (large type on a photo) still prints the lead's address: "clodagh.geraghty@"
 * gives "Clodagh Geraghty", always to be confirmed. A word of it the card prints with its accents, as a name line
 * read in part ("Clémence |"), takes the printed spelling: an address cannot write them.
 */
function nameFromAddress(email: EmailFound | undefined, cardText: string): string | null {
  return !email || email.generic ? null : nameOfTwoWords(email.local, cardText);
}

/** The name two words of an address or a profile's address spell ("clodagh.geraghty"), as `nameFromAddress`. */
function nameOfTwoWords(handle: string, cardText: string): string | null {
  const initialled = initialAndSurname(handle, cardText);
  if (initialled) return initialled;
  const parts = /^(\p{Ll}{2,})[._-](\p{Ll}{2,})$/u.exec(handle);
  if (!parts || parts.slice(1).some(isNoNameWord)) return null;
  const printed = words(cardText).map((w) => w.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''));
  const accented = printed
    // (an ó read as a 6, its accent taken for the digit's stem: "X6chitl")
    .map((w) => w.replace(/(?<=\p{L})6(?=\p{Ll})/gu, 'ó'))
    .filter((w) => /^\p{Lu}\p{Ll}+$/u.test(w) && foldAlnum(w) !== w.toLowerCase());
  // (a word the card prints with its first letter lost keeps its accents: "éabh" with meabh.osullivan@; an Irish
  // surname printed after an O whose apostrophe went astray is O' and that name: "0 »Sullivan")
  const firstLost = (p: string): string | undefined => {
    const w = printed.find(
      (x) => /^\p{Ll}{3,}$/u.test(x) && foldAlnum(x) !== x && foldAlnum(x) === p.slice(1),
    );
    return w && `${p[0]!.toUpperCase()}${w}`;
  };
  const irishO = (p: string): string | undefined => {
    const w = p.startsWith('o')
      ? printed.find((x) => /^\p{Lu}\p{Ll}{3,}$/u.test(x) && foldAlnum(x) === p.slice(1))
      : undefined;
    return w && `O'${w}`;
  };
  return parts
    .slice(1)
    .map(
      (p) =>
        accented.find((w) => foldAlnum(w) === p || foldGerman(w) === p) ??
        firstLost(p) ??
        irishO(p) ??
        properCaseName(p),
    )
    .join(' ');
}

/** A word of an address that is no part of a name: a title's word, or one `NOT_NAME_WORDS` lists. */
function isNoNameWord(word: string): boolean {
  return isTitleWordKey(word) || NOT_NAME_WORDS.has(word);
}

/**
 * "g.kulkarni" where the card prints that initial alone before the surname ("G * KULKARNI": its dot read as a
 * speck or lost, so the line read as no name): "G. Kulkarni".
 */
function initialAndSurname(handle: string, cardText: string): string | null {
  const parts = /^(\p{Ll})[._-]?(\p{Ll}{3,})$/u.exec(handle);
  if (!parts || isNoNameWord(parts[2]!)) return null;
  const [, initial, surname] = parts as unknown as [string, string, string];
  const printed = new RegExp(
    `(?<![\\p{L}\\p{N}@.])${initial.toUpperCase()}\\.?\\s+(?:[^\\p{L}\\p{N}\\s]\\s+)?(\\p{L}{3,})(?![\\p{L}\\p{N}@.])`,
    'gu',
  );
  for (const m of cardText.matchAll(printed)) {
    if (foldAlnum(m[1]!) === surname || foldGerman(m[1]!) === surname)
      return `${initial.toUpperCase()}. ${m[1] === m[1]!.toUpperCase() ? properCaseName(m[1]!.toLowerCase()) : m[1]}`;
  }
  return null;
}

const NAME_FROM_ADDRESS_CONFIDENCE = 0.5;

/**
 * A card whose name line went unread and that prints no address of the lead's own may still print a profile's
 * address, "in/pooja-menon": its two words are the name, always to be confirmed (as `nameFromAddress`'s are). A
 * profile's own id after them ("-4a5b21", with a digit) is no name word; three words give no name.
 */
function nameFromProfile(cardText: string): string | null {
  const slug = /(?:^|[\s/])in\/(\p{Ll}{2,}-\p{Ll}{2,})(?:-[a-z0-9]*\d[a-z0-9]*)?(?=$|[\s/])/mu.exec(cardText);
  return slug ? nameOfTwoWords(slug[1]!, cardText) : null;
}

/**
 * The name as another reading of the card writes it with more accents ("Marisol Peña-Montaño" beside "Marisol
 * Pena-Montano"): the accent reading of a line is added beside it, and the letters are the same.
 */
function withPrintedAccents(name: string, readings: readonly string[]): string {
  const marks = (s: string): number => s.normalize('NFD').replace(/[^\p{M}]/gu, '').length;
  return readings.find((r) => fold(r) === fold(name) && marks(r) > marks(name)) ?? name;
}

/** The card's text without what was found in it. */
function textOutside(segments: readonly { text: string }[], ...found: Found[]): string {
  return segments
    .map((g, k) =>
      found
        .filter((f) => f.seg === k)
        .sort((a, b) => b.start - a.start)
        .reduce((text, f) => `${text.slice(0, f.start)} ${text.slice(f.end)}`, g.text),
    )
    .join('\n');
}

/** How much more surely a line must be read than an address for its words to win over the address's letters. */
const SURER_READING = 0.15;

/**
 * The name's words the recogniser read far less surely than the address's own word(s) ("Osel" at 58% beside
 * "d.osei@…" at 90%): there the address's letters win, and the name's do not mend the address.
 */
function nameWordsReadLessSurely(
  name: NameCandidate,
  segments: readonly Segment[],
  email: EmailFound,
): Set<string> {
  const addressConf = email.wordConf ?? email.conf;
  const nameWords = new Set(words(name.raw));
  return new Set(
    (segments[name.phrase.seg]?.words ?? [])
      .filter((w) => nameWords.has(w.text) && w.conf + SURER_READING <= addressConf)
      .map((w) => foldAlnum(w.text)),
  );
}

/** A word the recogniser read this unsurely is likelier misread than the words around it. */
const WEAK_WORD = 0.5;

/** Letters of the shortest card word a domain label is split by, and of the piece left. */
const LABEL_PIECE = 5;

/** One department word with no role ("IT", "BD", "Sales"): on a card more often a logo's letters or a heading. */
const DEPARTMENT_ALONE =
  /^(?:it|ti|hr|rrhh|bd|pr|r&d|sales|marketing|finance|procurement|purchasing|operations|logistics|legal|compliance|admin|ventas|compras|vertrieb|einkauf)$/i;

/** How surely a card line was read at most to be scarcely read: its words are more likely junk than print. */
const SCARCELY_READ = 0.25;

/** How sure a name, role or company read from a transcript's sentences is: always worth a confirm. */
const SPOKEN_SLOT_CONFIDENCE = 0.75;

/**
 * A transcript gives the phrase engine few capitals and lines to go by (a live one none): its sentences are read for
 * the lead's name, role and company, which fill what the engine left empty or cut the asides off what it found.
 */
function mendTranscript(fields: ExtractedFields, input: ExtractInput): void {
  if (input.lines.some((l) => l.words?.length)) return;
  const transcript = input.lines.map((l) => l.text).join(' ');
  if (!(input.hints?.spoken ?? looksSpoken(transcript))) return;
  const engine = { name: fields.name.value, title: fields.title.value, company: fields.company.value };
  const mended = mendBySpokenSlots(engine, readSpokenLead(transcript));
  for (const field of ['name', 'title', 'company'] as const)
    if (mended[field] !== engine[field]) fields[field] = makeField(mended[field]!, SPOKEN_SLOT_CONFIDENCE);
}

/** A scheme or www opening a web address, which says it is printed as one (not a scrap of an address's line). */
const PRINTED_AS_WEB_ADDRESS = /^(?:https?:\/\/|www\.)/i;

/**
 * An address with a dot opening or closing its local part, or two in a row, has a speck read as a dot: no address
 * is written so ("unel_montano.@…"). The stray dots are dropped.
 */
function withLocalDotsTidied(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email
    .slice(0, at)
    .replace(/^\.+|\.+$/g, '')
    .replace(/\.{2,}/g, '.');
  return local ? `${local}${email.slice(at)}` : email;
}

/**
 * "3_meabh.osullivan@…": a digit and an underscore opening an address before the letters a profile or a line
 * elsewhere on the card spells ("in/meabh-osullivan") are a pictogram read before it; they are dropped.
 */
function withoutPictogramBeforeLocal(email: string, cardText: string): string {
  const m = /^(\d_)(\p{Ll}[\p{Ll}._-]{3,})@/u.exec(email);
  if (!m) return email;
  const lettersOf = (text: string): string => fold(text).replace(/[^\p{L}]/gu, '');
  const elsewhere = lettersOf(cardText.toLowerCase().split(`${m[1]}${m[2]}`).join(' '));
  return elsewhere.includes(lettersOf(m[2]!)) ? email.slice(m[1]!.length) : email;
}

/** A house number, a separator and a four- or five-digit postcode ("77 - 20496"). */
const HOUSE_NUMBER_AND_POSTCODE = /^\d{1,4}[a-z]?\s*[-–,]?\s+\d{4,5}$/;

/** What the company's mending steps may consult: the card's text, its lines, its domains and its region. */
interface CompanyEvidence {
  rawText: string;
  lineTexts: readonly string[];
  domains: readonly string[];
  cardRegion: { code: string; score: number } | undefined;
}

/**
 * A company read off a card (not typed), mended step by step: each step sees the one before's result, so the order
 * matters (the words and accents first, then the legal form, then what the card's other lines and domains show).
 */
function mendCompanyAsRead(company: string, card: CompanyEvidence): string {
  const { rawText, lineTexts, domains, cardRegion } = card;
  const steps: ((value: string) => string)[] = [
    repairCompanyWords,
    (v) => withAccentsPrintedElsewhere(v, rawText, cardRegion),
    (v) => withoutStrayAccents(v, cardRegion),
    (v) => umlautsOfGermanCard(v, cardRegion),
    (v) => companyWordsOfCardLanguage(v, cardRegion),
    repairEszett,
    stripJunkPrefix,
    (v) => withFormWrapped(v, lineTexts),
    withoutMarksAfterForm,
    repairLegalSuffix,
    (v) => withoutEchoedFormLetter(v, domains),
    (v) => withFormOfGarbledLine(v, lineTexts),
    (v) => withWordsOfDomainBefore(v, domains, lineTexts),
  ];
  return steps.reduce((value, step) => step(value), company);
}

export function extractContact(input: ExtractInput): ExtractResult {
  const lines = joinAddressCutAtLineEnd(prepareLines(input.lines, input.hints?.spoken));
  const rawText = lines.map((l) => l.text).join('\n');
  const segments = buildSegments(lines).map((s, i, all) => {
    if (!s.ocr) return s;
    const before = all[i - 1];
    const text = before?.line === s.line ? joinHostAfterWebLabel(before.text, s.text) : s.text;
    return { ...s, text: repairCardText(text, rawText) };
  });
  const typed = !segments.some((s) => s.ocr);

  // ---- contacts
  let emails = findEmails(segments);
  let websites = findWebsites(segments, emails);
  emails = recoverEmails(segments, emails, websites);
  // (a web address read from the very token an address whose "@" was lost is found in is that address:
  // "w.vanleeuwenveldhoek.example")
  websites = websites.filter(
    (w) => !emails.some((e) => e.recovered && e.seg === w.seg && e.start < w.end && w.start < e.end),
  );
  // the lines read far more surely than a reading of `conf`
  const surerThan = (conf: number): string =>
    segments
      .filter((sg) => sg.conf >= 0.9 && sg.conf >= conf + SURER_READING)
      .map((sg) => sg.text)
      .join('\n');
  // (before the domains are reconciled: a website read right must not take an address's misread domain)
  if (!typed) {
    for (const e of emails) {
      // (its end first: "godavarlexample.net" is godavarl.example.net before godavarl can be mended; and a hyphen
      // read as a dot, "kingsmere.analytics.example.net" beside Kingsmere Analytics Ltd)
      const ended = hyphenReadAsDot(repairTopLevelDomain(e.domain), rawText);
      const domain = repairDomainByCardWords(ended, rawText, surerThan(e.conf));
      if (domain !== e.domain)
        Object.assign(e, {
          domain,
          value: `${e.local}@${domain}`,
          conf: ended !== e.domain ? Math.min(e.conf, 0.85) : e.conf,
        });
    }
    // (a web address's host too, "dikhoven-logistiek.example.com" beside Dijkhoven Logistiek B.V.; its end first,
    // so that a host read right but for its end, "weissdorn-maschinenbau.examole", is not taken for the misread one
    // when the domains are reconciled)
    for (const w of websites) {
      const ended = hyphenReadAsDot(repairTopLevelDomain(w.host), rawText);
      // (the card without the address: a host read with gaps for dots prints its own pieces as words)
      // (its own word may be read far less surely than its label: "Website: sluney.example.com" at 60%)
      const host = repairDomainByCardWords(
        ended,
        textOutside(segments, w),
        surerThan(Math.min(w.conf, w.wordConf ?? 1)),
      );
      if (host !== w.host)
        Object.assign(w, { host, value: w.value.replace(w.host, host), endMended: ended !== w.host });
    }
  }
  // (the card without its addresses: a host read with gaps for dots prints its own pieces as words)
  reconcileDomains(emails, websites, !typed, textOutside(segments, ...emails, ...websites));
  if (!typed) restoreCutLocalParts(emails, segments);
  if (!typed) completeScrapHosts(websites, emails, segments);
  const garbledSite = !typed && !websites.length ? websiteFromGarbledLine(segments, emails) : null;
  if (garbledSite) websites.push(garbledSite);
  const phones = findPhones(segments);

  // spans removed before looking for names, titles and companies
  const taken = new Map<number, [number, number][]>();
  const take = (seg: number, a: number, b: number): void => {
    taken.set(seg, [...(taken.get(seg) ?? []), [a, b]]);
  };
  emails.forEach((e) => take(e.seg, e.start, e.end));
  websites.forEach((w) => take(w.seg, w.start, w.end));
  phones.forEach((p) => take(p.seg, p.start, p.end));
  segments.forEach((s, i) => {
    // (a handle with the letters glued before it is an address cut short, "E. sales@kings": none of it is a title)
    const m = /(?:^|\s)\/in\/\S+|\S+\/in\/\S+|[\p{L}0-9._-]*@[a-z0-9_]{3,}\b/iu.exec(s.text);
    if (m && !s.text.includes('@' + (m[0].split('@')[1] ?? '') + '.'))
      take(i, m.index, m.index + m[0].length);
  });
  // drop overlapping spans
  for (const [k, spans] of taken) {
    const sorted = spans.sort((a, b) => a[0] - b[0]);
    const merged: [number, number][] = [];
    for (const sp of sorted) {
      const last = merged[merged.length - 1];
      if (last && sp[0] <= last[1]) last[1] = Math.max(last[1], sp[1]);
      else merged.push([...sp]);
    }
    taken.set(k, merged);
  }
  // the card's own domains, label by label ("summitline" of summitline.example.com), to mend OCR'd words with
  // (with how surely each was read: a line read far more surely than every address holding a label keeps its word)
  const labelConf = new Map<string, number>();
  // (and which pieces of the card's lines spell each in an address: two readings of a label agree on it)
  const labelReadings = new Map<string, Set<number>>();
  for (const { domain, conf, seg } of [
    ...emails.map((e) => ({ domain: e.domain, conf: e.conf, seg: e.seg })),
    ...websites.map((w) => ({ domain: w.host, conf: w.conf, seg: w.seg })),
  ])
    for (const l of domain
      .toLowerCase()
      .replace(/^www\./, '')
      .split(/[.-]/)
      .filter((l) => l.length >= 4 && !/^(?:example|www)$/.test(l))) {
      labelConf.set(l, Math.max(labelConf.get(l) ?? 0, conf));
      labelReadings.set(l, (labelReadings.get(l) ?? new Set()).add(seg));
    }
  // a label that runs two of the card's words together ("penaclaraalimentos" beside "Alimentos Peñaclara") holds
  // the other one too
  // (the card's words as a host would spell them: "PEÑACLARA" → penaclara; not an address's or a host's own)
  const hostSpelled = new Set([...printedWords(rawText)].map((w) => fold(w)));
  for (const [label, conf] of [...labelConf])
    for (const w of hostSpelled) {
      const rest = label.startsWith(w)
        ? label.slice(w.length)
        : label.endsWith(w)
          ? label.slice(0, -w.length)
          : '';
      if (rest.length >= LABEL_PIECE && w.length >= LABEL_PIECE && !labelConf.has(rest))
        labelConf.set(rest, conf);
      // (and the printed word itself, a piece of the label that another line may misread: a wordmark HARROWGATE
      // beside harrowgatelabs.example and "Hasrowgate Labs Ltd"; where the rest is a word of its own too, not an
      // ending: "consultor" of consultores)
      if (
        w.length >= LABEL_PIECE &&
        (rest.length >= LABEL_PIECE || hostSpelled.has(rest)) &&
        !labelConf.has(w)
      )
        labelConf.set(w, conf);
    }
  // (a label the card prints as a word is as sure as the surest line printing it: a wordmark CORRIB read at 92%
  // beside odoyle@corrib.example read at 72% and "Comb & Geraghty Ltd" at 90%)
  for (const sg of segments)
    for (const w of printedWords(sg.text)) {
      const conf = labelConf.get(fold(w));
      if (conf !== undefined && conf < sg.conf) labelConf.set(fold(w), sg.conf);
    }
  const domainLabels = [...labelConf.keys()];
  // a label the card prints as a word, or spells in two of its addresses ("Olivers S.L.U." beside
  // ana_rio@olivera.example.org and www.olivera.example.org)
  const printedLabels = new Set(
    domainLabels.filter((l) => hostSpelled.has(l) || (labelReadings.get(l)?.size ?? 0) >= 2),
  );
  const localPieces = new Set(emails.flatMap((e) => e.local.split(/[._-]/)).filter((p) => p.length >= 3));
  const phrases = buildPhrases(
    segments,
    taken,
    typed
      ? () => ({ labels: [], printed: new Set() })
      : (lineConf) => ({
          labels: domainLabels.filter((l) => labelConf.get(l)! + SURER_READING > lineConf),
          printed: printedLabels,
        }),
    localPieces,
  );
  const lowerRaw = fold(rawText);
  const introduction = INTRODUCTION_CUE_RES.some((re) => re.test(lowerRaw.replace(MEETING_THE_READER, ' ')));
  const maxHeight = Math.max(1, ...phrases.map((p) => p.height));
  const personalEmails = emails.filter((e) => !e.generic);

  // ---- name
  type Scored<T> = { c: T; score: number; certainty: number };
  const calledBySurname = [...rawText.matchAll(CALLED_BY_SURNAME)]
    .map((m) => ({ said: m[0], surname: fold(m[1]!) }))
    .filter((m) => !isHonorific(m.surname));
  const nameScores: Scored<NameCandidate>[] = [];
  const firmWords = new Set(
    phrases
      .filter((f) => legalMatch(f.text))
      .flatMap((f) => f.text.split(/\s+/).map(foldAlnum))
      .filter((w) => w.length >= 5),
  );
  // (a firm word read whole, or in two or three pieces, as a garbled web line sets it: "FAL KENRIED EE NAMPLE"
  // beside Falkenried GmbH)
  const holdsFirmWord = (tokens: readonly string[]): boolean =>
    tokens.some((_, k) => [1, 2, 3].some((n) => firmWords.has(foldAlnum(tokens.slice(k, k + n).join('')))));
  for (const p of phrases) {
    if (looksLikeAddress(p.text) || COUNTRY_LINE.test(p.text)) continue;
    const found = nameCandidates(p);
    if (!p.ocr) {
      for (const c of lowerCaseNameCandidates(
        p,
        personalEmails.map((e) => e.local),
      )) {
        if (!found.some((f) => f.clean === c.clean)) found.push(c);
      }
    }
    const capitalised = found.filter((c) => /\p{Lu}/u.test(c.raw));
    for (const c of found) {
      let score = 1;
      // where people write names with capitals, a lower-case run is less likely one
      if (!/\p{Lu}/u.test(c.raw) && (capitalised.length || !isAllLower(rawText))) score -= 0.8;
      const match = Math.max(0, ...personalEmails.map((e) => emailNameMatch(c.clean, e.local)));
      const genericMatch = Math.max(0, ...emails.map((e) => emailNameMatch(c.clean, e.local)));
      score += 2.5 * Math.max(match, genericMatch * 0.6);
      if (p.ocr) {
        // (a line the recogniser could scarcely read is no name however tall its junk: ". {7 PR ATHERS
        // TOMEHARGRE AVES" at 15%, a pictogram and an address garbled together)
        if (p.conf < SCARCELY_READ) score -= 1;
        else score += 0.8 * (p.height / maxHeight);
        if (c.offset > 0) score -= 0.5;
      }
      const ctx = p.before + ' ' + p.text.split(c.tokens[0]!)[0];
      const after = fold(
        p.text.slice(p.text.indexOf(c.tokens[c.tokens.length - 1]!) + c.tokens[c.tokens.length - 1]!.length),
      ).replace(/^[\s,]+/, '');
      // "Anjali's details:" above "Dr. Anjali Venkataraman, PhD": the block is the named person's
      const heading = DETAILS_OF.exec(phrases[p.index - 1]?.text ?? '') ?? DETAILS_OF.exec(p.before);
      const headed = !!heading && fold(heading[1] ?? heading[2]!) === fold(c.tokens[0]!);
      const introduced =
        headed || cueBefore(ctx, INTRODUCTION_CUES) || opensWithCue(after, INTRODUCTION_AFTER_CUES);
      if (introduced) score += 3;
      else if (opensWithCue(after, DECIDER_AFTER_CUES)) score += 2;
      else if (cueBefore(ctx, PERSON_CUES)) score += 1.2;
      if (cueBefore(ctx, GREETINGS)) score -= 2.5;
      // "don't go via her PA Lerato": the lead's assistant is someone else, and so is whoever referred the lead, and
      // a colleague named in passing ("her colleague Declan", not "looping in his colleague Wendy")
      if (
        ASSISTANT_BEFORE.test(ctx) ||
        REFERRER_BEFORE.test(ctx) ||
        (COLLEAGUE_BEFORE.test(ctx) && !introduced)
      )
        score -= 2.5;
      if (
        cueBefore(
          ctx,
          COMPANY_CUES.filter((x) => x !== 'with'),
        )
      )
        score -= 1.2;
      // a name right after a sign-off is the writer: the lead in a signature, the introducer in an introduction
      const prev = phrases[p.index - 1];
      const afterSignOff = prev && SIGN_OFFS.some((s) => fold(prev.text).replace(/[^a-z ]/g, '') === fold(s));
      if (afterSignOff) score += introduction ? -1.5 : 1;
      if (
        /^(?:geschäftsführer\w*|managing director|ceo|director)\s*$/i.test(p.before.split(/[·|]/).pop() ?? '')
      )
        score -= 0.8;
      // nearby title line
      const next = phrases[p.index + 1];
      if (next && titleScore(next.text) >= 0.5 && Math.abs(next.line - p.line) <= 1) score += 0.4;
      if (typed && p.index < 3) score += 0.2;
      // "Frau Albers (Geschäftsführerin) kam an den Stand …" above an imprint naming two managers: the full name
      // of the person the note calls by surname
      // (a "name" holding the mention itself, "Sein Kollege Herr Brandt", is not its full form)
      const surname = fold(c.tokens[c.tokens.length - 1]!);
      if (
        typed &&
        c.tokens.length >= 2 &&
        calledBySurname.some((m) => m.surname === surname && !c.raw.includes(m.said))
      )
        score += 1;
      // looks like the company (matches the domain)
      const dm = Math.max(
        0,
        ...emails.map((e) => companyDomainMatch(c.raw, e.domain)),
        ...websites.map((w) => companyDomainMatch(c.raw, w.host)),
      );
      if (dm >= 0.85 && match < 0.5) score -= 2;
      // … or, on a card, a firm's name it prints with its legal form ("WEISSDORN Y", a wordmark with its logo read
      // as a letter, beside "Weißdorn GmbH"; a note may name a firm after its owner)
      if (p.ocr && match < 0.5 && holdsFirmWord(c.tokens)) score -= 2;
      const certainty = match >= 0.8 ? 0.98 : match >= 0.5 ? 0.92 : 0.8;
      nameScores.push({ c, score, certainty });
    }
  }
  nameScores.sort((a, b) => b.score - a.score || a.c.phrase.index - b.c.phrase.index);
  const bestName = nameScores[0];
  const leadPara = bestName?.c.phrase.para ?? 0;

  // In an introduction, the writer signs below a sign-off: the addresses and numbers of that block are theirs.
  let writerPara = -1;
  if (typed && introduction) {
    const signOff = phrases.find((p) =>
      SIGN_OFFS.some((so) => fold(p.text).replace(/[^a-z ]/g, '') === fold(so)),
    );
    // after a sign-off, or (no sign-off) the name that opens the last paragraph: a signature block
    const lastPara = Math.max(...phrases.map((p) => p.para));
    const writer = signOff
      ? nameScores.find((n) => n.c.phrase.index > signOff.index && n.c.clean !== bestName?.c.clean)
      : nameScores.find(
          (n) =>
            n.c.phrase.para === lastPara &&
            n.c.clean !== bestName?.c.clean &&
            phrases.find((p) => p.para === lastPara) === n.c.phrase,
        );
    if (writer && writer.c.phrase.para !== leadPara) writerPara = writer.c.phrase.para;
  }
  const isWriters = (seg: number): boolean => writerPara >= 0 && segments[seg]?.para === writerPara;

  // ---- email
  const textBetween = (a: Found, b: Found): string =>
    a.seg === b.seg
      ? segments[a.seg]!.text.slice(a.end, b.start)
      : [
          segments[a.seg]!.text.slice(a.end),
          ...segments.slice(a.seg + 1, b.seg).map((seg) => seg.text),
          segments[b.seg]!.text.slice(0, b.start),
        ].join(' ');
  /** An address or number the writer took back for one given right after it ("… dot ca no wait sorry …"). */
  const correctedBy = (x: Found, later: Found[]): boolean =>
    typed &&
    later.some((y) => {
      if (y.seg < x.seg || (y.seg === x.seg && y.start <= x.start)) return false;
      const between = textBetween(x, y);
      return between.length <= 60 && CORRECTION_CUE.test(between);
    });
  const othersNames = nameScores.filter((n) => n.c.clean !== bestName?.c.clean).map((n) => n.c.clean);
  const leadMatch = (local: string): number => (bestName ? emailNameMatch(bestName.c.clean, local) : 0);
  // "His PA Nurul (nurul.pa@…) handles his diary": the address given right after the lead's assistant is theirs
  const assistantsAddress = (e: EmailFound): boolean =>
    typed &&
    leadMatch(e.local) < 0.5 &&
    ASSISTANT_NAMED_BEFORE.test(segments[e.seg]!.text.slice(Math.max(0, e.start - 60), e.start));
  const emailCandidates = emails.filter(
    (e) =>
      !e.generic &&
      !correctedBy(e, emails) &&
      !assistantsAddress(e) &&
      // a shared mailbox one letter off as the recogniser read it ("inffo@"), unless it spells the lead's name
      !(segments[e.seg]?.ocr && misreadGenericMailbox(e.local) && leadMatch(e.local) < 0.5) &&
      !(isWriters(e.seg) && leadMatch(e.local) < 0.5) &&
      // in an introduction, the introducer's own address is not the lead's (nor, in any note, the address of
      // someone else it names: "her EA, Sophie Marchetti (sophie.marchetti@…)")
      !(
        (introduction || typed) &&
        leadMatch(e.local) < 0.5 &&
        othersNames.some((o) => emailNameMatch(o, e.local) >= 0.8)
      ),
  );
  const emailScores = emailCandidates.map((e) => {
    let s = e.generic ? 0 : 2;
    if (bestName) s += 2 * emailNameMatch(bestName.c.clean, e.local);
    if (typed && bestName && e.seg >= 0 && segments[e.seg]!.para === leadPara) s += 1;
    // on a card, of two readings of the lead's address the one read with confidence ("stuentherweissenborn@" in a
    // garbled line, "guenther.weissenborn@" alone on its own)
    if (!typed && e.conf >= 0.8) s += 0.5;
    // another person's address (matches a different candidate name better)
    for (const other of nameScores.slice(1)) {
      if (other.c.clean !== bestName?.c.clean && emailNameMatch(other.c.clean, e.local) >= 0.8) s -= 1.5;
    }
    return { e, s };
  });
  emailScores.sort((a, b) => b.s - a.s || a.e.seg - b.e.seg);
  let bestEmail: EmailFound | undefined = emailScores[0]?.e;
  // an OCR slip in the address's local part that the name shows up ("maricke@" for Marieke)
  if (bestEmail && !typed) {
    const domain = repairTopLevelDomain(bestEmail.domain);
    if (domain !== bestEmail.domain)
      bestEmail = {
        ...bestEmail,
        domain,
        value: `${bestEmail.local}@${domain}`,
        conf: Math.min(bestEmail.conf, 0.85),
      };
  }
  if (bestEmail && bestName && !typed && !bestEmail.generic) {
    const seg = segments[bestEmail.seg]!.text;
    const { start, end } = bestEmail;
    const lostNamePart = (local: string): string | null =>
      localWithLostNamePart(
        local,
        bestName.c.clean,
        seg.slice(0, start),
        seg.slice(end),
        !/\p{Ll}/u.test(seg.slice(start, end)),
      ) ??
      // (a dot the address was read starting with is what is left of a lost initial: "E. .ortegaaguirre@")
      (seg[start] === '.' ? localAfterLostInitial(local, bestName.c.clean, seg.slice(0, start)) : null);
    // one slip from the name, mended when the name line is read far more surely, or when the card prints the
    // name's spelling of the slipped part once more beside the name line (a handle, "@montserratgutier" beside
    // "monfserrat.gutierrezllorente@")
    const slipMendedByName = (e: EmailFound): string | null => {
      const mended = localOneSlipFromName(e.local, bestName.c.clean, textOutside(segments, e));
      // (the address's own word may be read far less surely than its line: "caoimho-brosnan@" at 37%)
      const addressConf = e.wordConf !== undefined && e.wordConf < WEAK_WORD ? e.wordConf : e.conf;
      const surer = bestName.c.phrase.conf >= addressConf + SURER_READING;
      // (a letter read as two in a long part only where the name line is read far more surely)
      if (!mended) return surer ? localWithLetterReadAsTwo(e.local, bestName.c.clean) : null;
      if (surer) return mended;
      const elsewhere = foldAlnum(
        segments
          .filter((sg, k) => k !== e.seg && k !== bestName.c.phrase.seg)
          .map((sg) => sg.text)
          .join(' '),
      );
      const slipped = mended.split(/[._-]/).filter((piece) => !e.local.split(/[._-]/).includes(piece));
      return slipped.length === 1 && slipped[0]!.length >= 5 && elsewhere.includes(slipped[0]!)
        ? mended
        : null;
    };
    // (never towards a name word read far less surely than the address: "d.osei@" is no slip for a name read "Osel")
    const lessSure = nameWordsReadLessSurely(bestName.c, segments, bestEmail);
    const local = bestEmail.local;
    const towardsSurerName = (m: string | null): string | null =>
      m && [...lessSure].some((w) => w.length >= 3 && m.includes(w) && !local.includes(w)) ? null : m;
    const scarcelyRead = (e: EmailFound): boolean =>
      e.wordConf !== undefined &&
      e.wordConf < WEAK_WORD &&
      emails.filter((o) => o.value === e.value).length === 1;
    const mended = towardsSurerName(
      (bestEmail.recovered ? localWithoutLostAt(bestEmail.local, bestName.c.clean) : null) ??
        repairLocalByName(bestEmail.local, bestName.c.clean, seg.slice(0, start)) ??
        (bestEmail.conf < 0.9 ? slipMendedByName(bestEmail) : null) ??
        // (a doubled letter read once needs less: the name line, read the surer, shows it doubled)
        (bestName.c.phrase.conf > bestEmail.conf
          ? localWithLostDoubledLetter(bestEmail.local, bestName.c.clean)
          : null) ??
        // (an address the recogniser could scarcely read beside a name it read surely: the name's spelling nearest;
        // not where the card prints it twice, two readings agreeing against the name's)
        (scarcelyRead(bestEmail) && bestName.c.phrase.conf >= bestEmail.wordConf! + SURER_READING
          ? localNearestName(bestEmail.local, bestName.c.clean)
          : null),
    );
    // a slip in the part that was kept may hide a part set apart ("1imena ohvera@…" for ximena.olvera); but a part
    // set apart that gives a way of writing the name as read needs no slip ("yolanda montanoolvera@…" is not
    // "ymontanoolvera" with the first name put back)
    const apart = lostNamePart(bestEmail.local);
    const repaired =
      (apart && writesName(apart, bestName.c.clean) ? apart : null) ??
      (mended ? lostNamePart(mended) : null) ??
      apart ??
      mended;
    if (repaired) {
      bestEmail = {
        ...bestEmail,
        local: repaired,
        value: `${repaired}@${bestEmail.domain}`,
        conf: Math.min(bestEmail.conf, 0.8),
      };
    }
  }
  // a dot put in for a gap where another reading of the address on the card prints an underscore
  // ("inmaculada_valdes @brisamar-1" beside "valdes @brisamar-logistica.example.net")
  if (bestEmail && !typed && bestEmail.local.includes('.')) {
    const underscored = bestEmail.local.replace(/\./g, '_');
    const readAs = (local: string): RegExp => new RegExp(`(?<![\\p{L}0-9._-])${escapeRe(local)}\\s?@`, 'iu');
    if (readAs(underscored).test(rawText) && !readAs(bestEmail.local).test(rawText))
      bestEmail = { ...bestEmail, local: underscored, value: `${underscored}@${bestEmail.domain}` };
  }
  // no address of the lead's read at all, where a line holds one garbled: rebuilt from the name and the firm, weakly
  // (from the recogniser's segments, each with its index)
  const ocrSegments = () =>
    segments.map((sg, seg) => ({ text: sg.text, seg, line: sg.line })).filter((x) => segments[x.seg]!.ocr);
  let rebuiltAddress: RebuiltAddress | null = null;
  if (!bestEmail && !typed && bestName) {
    rebuiltAddress = rebuildAddress({
      segments: ocrSegments(),
      name: bestName.c.clean,
      // (a shared mailbox's domain, read whole, is the lead's too; a garbled address's is no host)
      hosts: [
        ...new Set([...emails.filter((e) => e.generic).map((e) => e.domain), ...websites.map((w) => w.host)]),
      ],
      cardText: rawText,
    });
    if (rebuiltAddress) {
      const { local, domain, seg, start, end } = rebuiltAddress;
      const conf = Math.min(0.6, segments[seg]!.conf);
      bestEmail = {
        value: `${local}@${domain}`,
        local,
        domain,
        generic: false,
        seg,
        start,
        end,
        conf,
        recovered: true,
      };
    }
  }

  // ---- phone
  // the lead's own name is no clue to their country ("Carlos Mendoza", "Victoria Hale")
  const regionText = bestName ? rawText.replace(new RegExp(escapeRe(bestName.c.raw), 'giu'), ' ') : rawText;
  const regions = rankRegions(
    regionText,
    input.hints?.profileRegion ?? input.defaultRegion,
    input.hints?.uiLanguage,
  );
  const withTrunkZero = (value: string): boolean => /^\(?0[1-9]/.test(cleanPhoneText(value));
  const phoneRegions = phones.some((p) => withTrunkZero(p.value)) ? withTrunkZeroSeen(regions) : regions;
  // a card's only number under a lone "F" is more likely a misread pictogram than a fax with no phone beside it
  const nonFax = phones.filter((p) => p.kind !== 'fax');
  const loneLetterFax = phones.filter(
    (p) => p.kind === 'fax' && (p.label ?? '').replace(/[^\p{L}]/gu, '').length === 1,
  );
  const parsePhone = (value: string, p: PhoneFound) =>
    normalisePhone(
      value,
      withTrunkZero(value) ? withTrunkZeroSeen(regions) : phoneRegions,
      input.defaultRegion,
      p.kind === 'mobile',
    );
  // "T105 36 49 82 57": the bar between a one-letter label and its number read as a 1 glued to both; taken out
  // only when the number is valid without it and not with it
  const withoutBarReadAsOne = (p: PhoneFound): { p: PhoneFound; n: ReturnType<typeof normalisePhone> } => {
    const n = parsePhone(p.value, p);
    const glued =
      !typed && /^1\d/.test(p.value) && /\p{L}\.?$/u.test(segments[p.seg]!.text.slice(0, p.start));
    if (n?.valid || !glued) return { p, n };
    const without = parsePhone(p.value.slice(1), p);
    return without?.valid ? { p: { ...p, value: p.value.slice(1) }, n: without } : { p, n };
  };
  // a number that fits no plan, read with a slip a valid sibling on the card shows (see phone-rules.ts)
  // (the card's valid numbers are worked out only when one number needs mending)
  let validOnCard: string[] | undefined;
  const mendedBySibling = (
    x: ReturnType<typeof withoutBarReadAsOne>,
  ): ReturnType<typeof withoutBarReadAsOne> & { mended?: boolean } => {
    if (typed || !x.n || x.n.valid) return x;
    validOnCard ??= phones.filter((p) => parsePhone(p.value, p)?.valid).map((p) => p.value);
    const value = numbersMendedBySibling(x.p.value, validOnCard, (v) => !!parsePhone(v, x.p)?.valid)[0];
    return value ? { p: { ...x.p, value }, n: parsePhone(value, x.p), mended: true } : x;
  };
  const phoneParsed = (nonFax.length || typed ? nonFax : loneLetterFax.slice(0, 1))
    .map(withoutBarReadAsOne)
    .map(mendedBySibling)
    .filter((x) => x.n);
  // "Derek's mobile is …": a number given as someone else's
  const othersFirstNames = new Set(othersNames.map((n) => fold(words(n)[0] ?? '')));
  const leadNameKeys = new Set(words(bestName?.c.clean ?? '').map((w) => fold(w)));
  // (and the name the lead goes by, quoted after the first name: Rebecca "Bec" Nguyen-Tran)
  const goesBy = bestName
    ? new RegExp(
        `${escapeRe(bestName.c.tokens[0]!)}\\s+["“”‘’'(]\\s*(\\p{Lu}[\\p{L}-]+)\\s*["“”‘’')]`,
        'u',
      ).exec(rawText)?.[1]
    : undefined;
  if (goesBy) leadNameKeys.add(fold(goesBy));
  // "No number for him, Leah said call her on …": whatever number follows is not the lead's
  const noNumberAt = typed ? rawText.search(NO_NUMBER_CUE) : -1;
  const someoneElses = (x: (typeof phoneParsed)[number]): boolean => {
    const before =
      segments[x.p.seg]!.text.slice(0, x.p.start)
        .split(/[.!?]\s/)
        .pop() ?? '';
    // "call me at …", "ring me on …", "mi celular …": the writer's own number
    if (typed && introduction && writersOwnCue(before)) return true;
    if (noNumberAt >= 0 && rawText.indexOf(x.p.value, noNumberAt) > noNumberAt) return true;
    const owner = /(\p{L}+)['’]s\b(?!.*\p{L}+['’]s\b)/u.exec(before)?.[1];
    // (the lead called by a short form of a name: "Seun's cell" for Oluwaseun)
    const leadsShortName = (o: string): boolean =>
      o.length >= 3 &&
      [...leadNameKeys].some((k) => k.length > o.length && (k.endsWith(o) || k.startsWith(o)));
    if (!owner || leadNameKeys.has(fold(owner)) || leadsShortName(fold(owner))) return false;
    // someone the note names, or in an introduction anyone named but the lead ("Niamh's mobile is …")
    return othersFirstNames.has(fold(owner)) || (typed && introduction && /^\p{Lu}/u.test(owner));
  };
  // "0712 345 678, sorry, 0712 345 687": a number corrected right after it was given is replaced
  const corrected = (x: (typeof phoneParsed)[number]): boolean =>
    correctedBy(
      x.p,
      phoneParsed.map((y) => y.p),
    );
  // in a spoken note, "ping me, Gav, on …" gives the note-taker's own number, when the lead has another (a typed
  // text may be the lead's own, "best way to reach me is …")
  // (the words before it on its line, across the pieces commas cut it into)
  const lineBefore = (x: (typeof phoneParsed)[number]): string =>
    [
      ...segments.filter((sg, k) => k < x.p.seg && sg.line === segments[x.p.seg]!.line).map((sg) => sg.text),
      segments[x.p.seg]!.text.slice(0, x.p.start),
    ]
      .join(' ')
      .split(/[.!?]\s/)
      .pop() ?? '';
  const spoken = typed && (input.hints?.spoken ?? looksSpoken(input.lines.map((l) => l.text).join('\n')));
  // (or in a typed note whose writer says who they are and is not the lead: "Hallo, hier ist Jonas Berger … unsere
  // Einkaufsleiterin, Frau Dr. Aylin Şahin … Mich erreichen Sie unter …")
  const writer = typed ? writerIntroduced(rawText) : undefined;
  const writerIsNotLead = !!writer && !leadNameKeys.has(fold(writer));
  const writersOwn = (x: (typeof phoneParsed)[number]): boolean =>
    (spoken || writerIsNotLead) && writersOwnCue(lineBefore(x));
  const notSomeoneElses = phoneParsed.filter((x) => !isWriters(x.p.seg) && !someoneElses(x) && !corrected(x));
  const ownPhones = notSomeoneElses.some((x) => !writersOwn(x))
    ? notSomeoneElses.filter((x) => !writersOwn(x))
    : notSomeoneElses;
  let pool = ownPhones;
  if (typed && bestName) {
    // in notes with several people, the lead's number sits near the lead's name or address
    const near = ownPhones.filter((x) => segments[x.p.seg]!.para === leadPara);
    const emailSeg = bestEmail ? bestEmail.seg : -1;
    const sameLine = ownPhones.filter(
      (x) => emailSeg >= 0 && segments[x.p.seg]!.line === segments[emailSeg]!.line,
    );
    const otherEmails = emails.filter((e) => e !== bestEmail && !e.generic);
    const notOthers = ownPhones.filter(
      (x) => !otherEmails.some((o) => segments[o.seg]!.line === segments[x.p.seg]!.line),
    );
    if (sameLine.length) pool = sameLine;
    else if (near.length)
      pool = near.filter((x) => notOthers.includes(x)).length
        ? near.filter((x) => notOthers.includes(x))
        : near;
    else if (notOthers.length) pool = notOthers;
  }
  // a company's switchboard is the last choice: a direct line beats it, the mobile beats both
  const rankPhone = (x: (typeof phoneParsed)[number]): number => {
    // a number that fits no numbering plan (a misread, "+44 496 0392") is kept only when nothing else is there
    if (!x.n!.valid && !x.n!.type) return 0;
    const seg = segments[x.p.seg]!;
    const prev = segments[x.p.seg - 1];
    const before = `${prev && prev.line === seg.line ? `${prev.text} ` : ''}${seg.text.slice(0, x.p.start)}`;
    // "prefers her desk line 0161 …, doesn't pick up her mobile": the number the note says to use
    if (typed && PREFERRED_BEFORE.test(before)) return 4;
    if (x.p.kind === 'mobile') return 3;
    // (a number mended by its sibling is a guess: below any number read whole, unless its label says mobile)
    if (x.mended) return 0.25;
    if (x.n!.type === 'MOBILE' && x.p.kind === 'none') return 2;
    // (a number with no label that is a house number and a postcode before a town, read as one: "Lindenstraße 77 -
    // 20496 Hamburg")
    if (
      x.p.kind === 'none' &&
      HOUSE_NUMBER_AND_POSTCODE.test(x.p.value) &&
      /^[\s,]*\p{Lu}\p{Ll}/u.test(seg.text.slice(x.p.end))
    )
      return 0.4;
    // (… or run together with what stood between them misread, between a street's word and the town's:
    // "Industriestrafic 9420709  Hamburg")
    const wordBefore = /(\p{L}{5,})\s+$/u.exec(seg.text.slice(0, x.p.start))?.[1];
    // (the town maybe in the next cell of the line)
    const next = segments[x.p.seg + 1];
    const after = `${seg.text.slice(x.p.end)} ${next?.line === seg.line ? next.text : ''}`;
    const townAfter = /^\s+(\p{Lu}\p{Ll}{3,})(?!\p{L})/u.exec(after)?.[1];
    if (
      !typed &&
      x.p.kind === 'none' &&
      wordBefore &&
      townAfter &&
      ![wordBefore, townAfter].some((w) => ALL_LABELS.has(w.toLowerCase()))
    )
      return 0.4;
    const label = (x.p.label ?? '').replace(/[^\p{L}\s]/gu, '').trim();
    // (or a word before the label says it: "Frau Wagner-Braun direkt: Tel. 0621 …"; and in the piece before on
    // its line, where a comma cut it off: "direkt, Telefon 0621 …")
    const direct = DIRECT_LABEL.test(label) || (typed && DIRECT_BEFORE_LABEL.test(before));
    return direct ? 1.5 : SWITCHBOARD_LABEL.test(label) ? 0.5 : 1;
  };
  const bestPhone = [...pool].sort(
    (a, b) => rankPhone(b) - rankPhone(a) || a.p.seg - b.p.seg || a.p.start - b.p.start,
  )[0];

  // ---- website
  const personalDomain = bestEmail?.domain;
  // a booking or meeting link in a typed note ("meet.example/qpx-ztdw-kfa", "…/r/8f2c9a") on a host that is not the
  // lead's is the sender's tool, not the lead's site
  const isToolLink = (w: (typeof websites)[number]): boolean =>
    typed &&
    !!personalDomain &&
    w.host !== personalDomain &&
    /\/[^/\s]{2,}/.test(w.value.replace(/^\w+:\/\//, ''));
  // a site in the signature of someone else named in the note (an introducer's) is theirs, unless it is the lead's
  // own domain
  const othersParas = new Set(
    nameScores.filter((n) => n.c.clean !== bestName?.c.clean).map((n) => n.c.phrase.para),
  );
  const someoneElsesSite = (w: (typeof websites)[number]): boolean => {
    const para = w.seg >= 0 ? segments[w.seg]?.para : undefined;
    return (
      typed &&
      !!personalDomain &&
      w.host !== personalDomain &&
      para !== undefined &&
      para !== leadPara &&
      othersParas.has(para)
    );
  };
  // an unlabelled bare host that is only part of an address's domain ("ingsmere.example.c" under
  // "…@kingsmere.example.com") is a scrap of that address cut where the line wrapped
  const addressScrap = (w: (typeof websites)[number]): boolean =>
    !typed &&
    !w.labelled &&
    !PRINTED_AS_WEB_ADDRESS.test(w.value) &&
    emails.some((e) => e.domain !== w.host && e.domain.includes(w.host.replace(/\.[a-z]{1,2}$/, '')));
  // "… email is priya.v@bluefinanalytics.com no wait it's bluefinhq.com so …": a bare host said right after a
  // take-back that follows an address mends the address's domain, and is no web address
  const mendedDomain = (w: (typeof websites)[number]): boolean =>
    typed &&
    !w.labelled &&
    !PRINTED_AS_WEB_ADDRESS.test(w.value) &&
    emails.some((e) => e.seg === w.seg && e.end <= w.start) &&
    CORRECTION_CUE.test(segments[w.seg]!.text.slice(Math.max(0, w.start - 25), w.start));
  // a bare host that is the very text an address was rebuilt from, its "@" read as a letter ("Emad
  // pilarimiravalle.example"), is that address, not a web address
  const addressRebuilt = (w: (typeof websites)[number]): boolean =>
    !typed &&
    !w.labelled &&
    !PRINTED_AS_WEB_ADDRESS.test(w.value) &&
    !!bestEmail?.recovered &&
    bestEmail.seg === w.seg &&
    w.start < bestEmail.end &&
    bestEmail.start < w.end;
  // (a www or a scheme says a web address is printed as one, not a scrap of a line)
  const websiteScore = (w: WebsiteFound): number =>
    (w.labelled ? 1 : 0) +
    (personalDomain && w.host === personalDomain ? 1 : 0) +
    (/^(?:https?:\/\/|www\.)/.test(w.value) ? 0.3 : 0);
  const bestWebsite = websites
    .filter(
      (w) =>
        !isToolLink(w) &&
        !someoneElsesSite(w) &&
        !addressScrap(w) &&
        !mendedDomain(w) &&
        !addressRebuilt(w) &&
        // (the host of an address whose "@" was lost, after its Email label)
        (PRINTED_AS_WEB_ADDRESS.test(w.value) || !hostAfterEmailLabel(segments, w)),
    )
    .sort((a, b) => websiteScore(b) - websiteScore(a) || a.seg - b.seg)[0];
  // (beside a rebuilt address, the web address at its domain, mended or found in a garbled cell)
  const siteOfRebuiltAddress = rebuiltAddress
    ? websiteOfRebuiltDomain({
        segments: ocrSegments(),
        domain: rebuiltAddress.domain,
        website: bestWebsite ? { value: normaliseWebsite(bestWebsite.value), host: bestWebsite.host } : null,
        addressAt: rebuiltAddress,
      })
    : null;

  // ---- company
  const domains = [...new Set([...emails.map((e) => e.domain), ...websites.map((w) => w.host)])];
  const namePhrase = bestName?.c.phrase;
  type CompanyCand = { value: string; phrase: Phrase; score: number; certainty: number; start: number };
  const companies: CompanyCand[] = [];
  for (const p of phrases) {
    const m = nameEndingForm(p.text);
    const dm = (v: string): number => Math.max(0, ...domains.map((d) => companyDomainMatch(v, d)));
    const near = namePhrase ? Math.max(0, 1 - Math.abs(p.index - namePhrase.index) / 6) : 0;
    const samePara = typed && p.para === leadPara ? 0.6 : 0;
    if (m) {
      const suffixStart = m.index + (m[0].length - m[0].trimStart().replace(/^,\s*/, '').length);
      // a form right after another is part of it ("Kookaburra & Co. Pty Ltd")
      let suffixEnd = m.index + m[0].length;
      const further = LEGAL_AT_START.exec(p.text.slice(suffixEnd));
      if (further && /^\s/.test(p.text.slice(suffixEnd))) suffixEnd += further[0].length;
      const run = companyRunEndingAt(p.text, suffixStart, suffixEnd, p.ocr);
      if (p.ocr) {
        // the first word cut at its start where the line broke ("‘rowmore Robotics Teoranta" with
        // carrowmore-robotics.example): the card's domain spells it whole
        const cut = /([\p{Ll}]{4,})\s*$/u.exec(p.text.slice(0, run.start))?.[1];
        const whole =
          cut &&
          domains
            .flatMap((d) => d.split('.')[0]!.split('-'))
            .find((w) => w.length > cut.length && w.endsWith(cut));
        if (whole) run.value = `${capitalise(whole)} ${run.value}`;
        else run.value = completedFromDomain(run.value, domains, rawText);
        // its first word read in small letters ("old Quay Ltd" with oldquay.example): the domain spells it in
        // (also before an "&", its capital read as another letter: "tnishfree & MacEntee DAC" with
        // …@inishfree.example.org)
        const smallBefore = /(?:^|\s)(\p{Ll}{2,})(\s*&)?\s*$/u.exec(p.text.slice(0, run.start));
        const labels = domains.flatMap((d) => d.split('.')[0]!.split('-'));
        const readSmall = smallBefore?.[1] ?? '';
        const small = smallBefore?.[2]
          ? readSmall.length >= 5
            ? (labels.find((l) => l === readSmall) ?? labelButForFirstLetter(readSmall, labels))
            : undefined
          : smallBefore?.[1];
        const joined = `${small}${smallBefore?.[2] ? ' &' : ''} ${run.value}`;
        if (
          !whole &&
          small &&
          domains.some((d) => companyDomainMatch(joined, d) > companyDomainMatch(run.value, d))
        )
          run.value = `${capitalise(small)}${smallBefore?.[2] ? ' &' : ''} ${run.value}`;
        if (!whole) run.value = completedWordsFromDomain(run.value, domains, rawText);
      }
      // a title word inside the name stopped the run ("Lagoonview Specialist Hospital Ltd" beside
      // lagoonviewhospital.ng): the capitalised words before it are the company's where the domain spells the
      // name's words but its title words and legal form
      const before = p.text.slice(0, run.start).match(/(?:\p{Lu}[\p{L}'’-]*\s+){1,2}$/u)?.[0];
      if (before && words(before).some((w) => isTitleWord(w))) {
        const longer = `${before}${run.value}`;
        const spelled = words(longer)
          .filter((w) => !isTitleWord(w) && !legalMatch(w))
          .map((w) => fold(w).replace(/[^a-z0-9]/g, ''))
          .join('');
        // (or spells the words before the run: "Umoya Retail Holdings (Pty) Ltd" beside umoyaretail.co.za)
        const spelledBefore = fold(before).replace(/[^a-z0-9]/g, '');
        if (domains.some((d) => [spelled, spelledBefore].includes(d.split('.')[0]!))) {
          run.value = longer;
          run.start -= before.length;
        }
      }
      if (words(run.value).length < 2 && !/^\p{Lu}/u.test(run.value)) continue;
      if (run.value === run.value.slice(-(m[1] ?? '').length)) continue;
      // (nor a scrap of a garbled form before the form, "Gm & Cu KG": short words name a company on a card only as
      // an acronym or with a digit)
      const nameBeforeForm = run.value.slice(0, legalMatch(run.value)?.index ?? run.value.length);
      if (p.ocr && nameBeforeForm.trim() && !/\p{L}{3,}|\p{Lu}{2}|\d/u.test(nameBeforeForm)) continue;
      // a Dutch postcode's letters are no legal form ("2598 AB Den Haag")
      if (/^\d{4}\s+\p{Lu}{2}$/u.test(run.value)) continue;
      companies.push({
        value: run.value,
        phrase: p,
        score:
          2 +
          2 * dm(run.value) +
          near +
          samePara -
          (looksLikeAddress(p.text.slice(run.start + run.value.length)) ? 0.2 : 0),
        certainty: dm(run.value) >= 0.7 ? 0.97 : 0.9,
        start: run.start,
      });
      continue;
    }
    if (looksLikeAddress(p.text) || COUNTRY_LINE.test(p.text)) continue;
    // a web address's scheme or www set apart from its host by a gap ("W. | HTTPS WWW.INISHFREE EXAMPLE") names no
    // company
    if (/^(?:h[il1t]?t?ps?|www)[:/.]*$/i.test(p.text.trim())) continue;
    const ts = titleScore(p.text);
    const cue = cueBefore(p.before, COMPANY_CUES);
    // "CTO at Brightwave", "VP Engineering at Cobaltix": the part after a cue word inside the phrase
    // (or after "of the": "Chief Operating Officer of the Marchmont Learning Trust")
    const ofThe = typed ? roleOfTheOrganisation(p.text) : null;
    const inner = TITLE_CUE_COMPANY.exec(p.text) ?? (ofThe ? [p.text, ofThe.role, ofThe.organisation] : null);
    if (inner) {
      // in prose the company ends where the sentence goes on in lower case ("Acme Insurance and would like …")
      const v = (p.ocr || isAllLower(p.text) ? inner[2]! : capitalisedRun(inner[2]!)).replace(/[.,;]+$/, '');
      if (!nameCandidates({ ...p, text: v }).some((c) => c.raw === v) || dm(v) > 0.5) {
        companies.push({
          value: v,
          phrase: p,
          score: 1.2 + 2 * dm(v) + near + samePara,
          certainty: dm(v) >= 0.7 ? 0.95 : 0.82,
          start: p.text.indexOf(inner[2]!),
        });
      }
    }
    const capital = /^[\p{Lu}0-9]/u.test(p.text) && words(p.text).length <= 6;
    const d = dm(p.text);
    // a typed line of its own near the name, holding a word companies are named with ("… Health Systems")
    const companyLine =
      typed &&
      !!namePhrase &&
      Math.abs(p.line - namePhrase.line) <= 3 &&
      segments[p.seg]?.text.trim() === p.text &&
      words(p.text).some((w) => COMPANY_WORDS.has(w.toLowerCase()));
    // a signature's "Founder & CEO, Lindenfield Labs": a line of a title and, after its comma, the company
    const titleThenCompany =
      typed &&
      !!namePhrase &&
      Math.abs(p.line - namePhrase.line) <= 3 &&
      p.line !== namePhrase.line &&
      titleCommaBefore(segments[p.seg]?.text ?? '', p.text) &&
      namesAnOrganisation(p.text) &&
      !UNIT_OF_A_COMPANY.test(p.text);
    if (capital && ts < 0.5 && (d >= 0.5 || cue || p.ocr || companyLine || titleThenCompany)) {
      const isName = bestName && fold(p.text).includes(fold(bestName.c.raw));
      if (isName) continue;
      const lower = words(p.text).filter((w) => /^\p{Ll}/u.test(w) && !isConnector(w)).length;
      if (lower > 0 && d < 0.5) continue;
      // (two letters left of a line the recogniser could scarcely read are a scrap of it, "Dl" before an address
      // cut short, not a firm's initials)
      if (p.ocr && p.conf < SCARCELY_READ && d < 0.5 && p.text.replace(/[^\p{L}]/gu, '').length <= 2)
        continue;
      companies.push({
        value: p.text.replace(/[.,;]+$/, ''),
        phrase: p,
        score:
          2 * d +
          (cue || companyLine || titleThenCompany ? 0.8 : 0) +
          near * 0.5 +
          samePara +
          (p.ocr ? 0.2 : 0),
        certainty: d >= 0.85 ? 0.93 : d >= 0.5 ? 0.88 : 0.7,
        start: 0,
      });
    }
  }
  const role = typed && bestName ? roleAfterName(phrases, bestName.c) : {};
  if (role.company && !isRegionQualifier(role.company.text)) {
    // "Gruber Holzbau GmbH aus innsbruck": the company ends with its legal form, before a town said after it
    const form = legalMatch(role.company.text);
    const text =
      form &&
      !legalSuffixAtEnd(role.company.text.replace(/[.,;]+$/, '')) &&
      /^\s+\p{Ll}/u.test(role.company.text.slice(form.index + form[0].length))
        ? role.company.text.slice(0, form.index + form[0].length)
        : role.company.text;
    const v = text
      .replace(/[.,;]+$/, (m) => (endsInDottedForm(text) ? m.replace(/[,;]/g, '') : ''))
      .replace(RESTATED_COMPANY, '');
    companies.push({
      value: v,
      phrase: role.company,
      score: 4 + 2 * Math.max(0, ...domains.map((d) => companyDomainMatch(v, d))),
      certainty: 0.9,
      start: 0,
    });
  }
  companies.sort((a, b) => b.score - a.score || a.phrase.index - b.phrase.index);
  const bestCompany = typed ? companies[0] : legalNameOfWordmark(companies);

  // ---- title
  type TitleCand = { value: string; phrase: Phrase; score: number };
  const otherNamePhrases = nameScores
    .filter((n) => n.c.clean !== bestName?.c.clean && n.score > 1.5)
    .map((n) => n.c.phrase);
  const titles: TitleCand[] = [];
  // the initials of the company's words, with and without its legal form and joining words ("VP", "VPPL")
  const companyName = bestCompany?.value ?? '';
  const form = legalMatch(companyName);
  const initialsOf = (text: string): string =>
    words(text.replace(/[^\p{L}\s]/gu, ' '))
      .filter((w) => !isConnector(w))
      .map((w) => w[0]!.toUpperCase())
      .join('');
  const companyInitials = [initialsOf(companyName), initialsOf(form ? companyName.slice(0, form.index) : '')];
  // "Lawrence Whitcombe, MD" about someone the note calls "Dr. Whitcombe": the doctor's degree, not a managing
  // director's title
  const surname = bestName?.c.tokens[bestName.c.tokens.length - 1];
  const calledDoctor =
    !!surname &&
    new RegExp(
      `\\b(?:Dr|Doctor)\\.?\\s+(?:\\p{Lu}[\\p{L}'’-]*\\.?\\s+){0,2}${escapeRe(surname)}\\b`,
      'u',
    ).test(rawText);
  const isMedicalDegree = (t: string): boolean => /^M\.?D\.?$/.test(t.trim());
  for (const p of phrases) {
    let text = p.text;
    if (calledDoctor && isMedicalDegree(text)) continue;
    // "Best lead: Aroha …", "Hot lead: …": a label that names the lead, not a team lead's title
    if (
      typed &&
      /\blead$/i.test(text) &&
      segments[p.seg]!.text.includes(`${text}:`) &&
      !/^(?:team|tech|technical|project|sales|design|engineering)\s+lead$/i.test(text)
    )
      continue;
    if (bestCompany && bestCompany.phrase === p) text = text.slice(0, bestCompany.start);
    if (bestName && bestName.c.phrase === p) {
      const idx = text.indexOf(bestName.c.tokens[bestName.c.tokens.length - 1]!);
      if (idx >= 0) text = text.slice(idx + bestName.c.tokens[bestName.c.tokens.length - 1]!.length);
    }
    text = cleanTitleText(text);
    // "… passed me on to their Head of Procurement, Imogen …": the role that ends the phrase before the name
    if (typed && namePhrase && p.index === namePhrase.index - 1 && titleScore(text) < 0.5) {
      const tail = trailingTitle(text);
      if (tail) text = tail;
    }
    // ("Es directora de mercadotecnia en Tequilera Los Cardos": Spanish "en", Italian "presso", Portuguese "na" say
    // where a role is held, when what precedes them is a role)
    const held = /^(.*?)\s(?:en|presso|na|em)\s+\p{Lu}/u.exec(text);
    const inner = TITLE_BEFORE_CUE.exec(text) ?? (held && titleScore(held[1]!) >= 0.5 ? held : null);
    if (inner) text = inner[1]!;
    else if (typed) text = roleOfTheOrganisation(text)?.role ?? text;
    if (!text || /@|\d{3}/.test(text) || COUNTRY_LINE.test(text) || (p.ocr && looksLikeSlogan(text)))
      continue;
    // a card prints a lone two-letter title in capitals ("VD", "BD"): two letters in another case are specks, and
    // so are the digits and marks read beside them ("4 Vd -")
    const letters = text.replace(/[^\p{L}\s]/gu, '').trim();
    if (p.ocr && /^\p{L}{2}$/u.test(letters) && letters !== letters.toUpperCase()) continue;
    // a form's or CRM record's "Title:" field is a title whatever its words ("Director, Fleet Planning")
    const labelled = typed && TITLE_LABEL.test(segments[p.seg]!.text) && words(text).length <= 8;
    // (a card's title word read with one slip counts as the word it is: "Projektieiterin")
    const scored = titleScore(p.ocr ? repairTitleWords(text) : text);
    const ts = labelled ? Math.max(scored, 0.6) : scored;
    // a region alone ("EMEA") qualifies the title beside it (joined below), it is none itself
    if (ts < 0.5 || words(text).every((w) => MARKET_WORDS.has(w.toLowerCase()))) continue;
    // "(his title is Director of Strategic Sourcing)": the note says outright that this is the role
    const toldTitle =
      typed && (TOLD_TITLE.test(p.text) || /\b(?:title|role|position)\s+is\s*$/iu.test(p.before));
    let score = ts + (labelled || toldTitle ? 1 : 0);
    if (namePhrase) {
      const dist = Math.abs(p.line - namePhrase.line);
      if (p === namePhrase) score += 1;
      else if (dist <= 1) score += 1;
      else if (dist <= 3) score += 0.5;
      if (typed && p.para === leadPara) score += 0.5;
      if (typed && p.para !== leadPara) score -= 0.8;
    }
    if (bestCompany && bestCompany.phrase === p) score += 0.3;
    // a department alone on a card ("IT", "bd" beside a logo) is less of a title than a role printed beside it
    // (with the specks round it: "[IT")
    if (p.ocr && DEPARTMENT_ALONE.test(text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))) score -= 1;
    // a logo's letters alone ("GM" printed far larger than the name beside a tagline): no title is printed
    // larger than the name
    if (p.ocr && namePhrase && /^\p{Lu}{2,3}$/u.test(text) && p.height > 1.3 * namePhrase.height) score -= 1;
    // (or the company's initials, its monogram: "VP" above "Co-Founder & CTO" at Vindhya Pharma Pvt. Ltd.)
    if (p.ocr && /^\p{Lu}{2,3}$/u.test(text) && companyInitials.includes(text)) score -= 1;
    // and in a note, a field of work ("Supply chain" in a headline's list of topics) than a role in one
    if (typed && namesOnlyAField(text)) score -= 0.6;
    // specks the recogniser scarcely read ("° Vd °" at 1%) are less of a title than a role read well
    if (p.ocr && p.conf < 0.3) score -= 1;
    // a card's slogan reads as prose: a small word that is neither a title word nor a connector ("Technik, die
    // verbindet"); a title is printed in capitals or title case
    if (p.ocr && words(text).some((w) => /^\p{Ll}{4,}$/u.test(w) && !isTitleWord(w) && !isConnector(w)))
      score -= 0.5;
    if (typed && namePhrase && p !== namePhrase) {
      // the role said right beside the lead's name, not beside someone else's ("Gareth (Engineering Manager)")
      if (Math.abs(p.index - namePhrase.index) === 1) score += 0.4;
      else if (otherNamePhrases.some((o) => Math.abs(p.index - o.index) === 1)) score -= 0.8;
    }
    titles.push({ value: text, phrase: p, score });
  }
  if (role.title && !(calledDoctor && isMedicalDegree(role.title.text)))
    titles.push({ value: cleanTitleText(role.title.text), phrase: role.title, score: 4 });
  titles.sort((a, b) => b.score - a.score || a.phrase.index - b.phrase.index);
  // "VP, Sales EMEA": a title split at a comma on a typed line is joined back
  let bestTitle = titles[0];
  if (bestTitle && typed)
    bestTitle = {
      ...bestTitle,
      value: joinTitleParts(bestTitle, phrases, segments, bestName?.c.phrase, bestCompany?.phrase),
    };

  // ---- address
  const addressLines = phrases.filter(
    (p) => (looksLikeAddress(p.text) || (COUNTRY_LINE.test(p.text) && p.ocr)) && p !== namePhrase,
  );
  const address = addressLines.length ? addressLines.map((p) => p.text).join(', ') : null;

  // ---- fields with confidence
  const addressName = typed ? null : (nameFromAddress(bestEmail, rawText) ?? nameFromProfile(rawText));
  // a "name" that is the company's ("CEDAR RIDGE" beside cedar-ridge.example) where the lead's address spells
  // another: the name line went unread, and the address says whose card it is
  const companyAsName =
    !!bestName &&
    !!addressName &&
    !!bestEmail &&
    emailNameMatch(bestName.c.clean, bestEmail.local) < 0.5 &&
    companyDomainMatch(bestName.c.raw, bestEmail.domain) >= 0.85;
  const phoneNorm = bestPhone?.n ?? null;
  const cardRegion = regions.ranked[0]?.source === 'card' ? regions.ranked[0] : undefined;
  const lineTexts = segments.map((sg) => sg.text);
  // the name as the card prints it, an OCR slip the lead's own address shows up mended ("Pefia" for Peña, with
  // …pena@), and then with a first name garbled past reading taken from the address
  const printedName = (() => {
    if (!bestName || typed) return null;
    const read = repairNameByEmail(
      withPrintedAccents(
        bestName.c.clean,
        nameScores.map((n) => n.c.clean),
      ),
      // the chosen address as mended by the name, else every personal one
      bestEmail && !bestEmail.generic ? [bestEmail.local] : personalEmails.map((e) => e.local),
      !!bestEmail && bestEmail.conf > bestName.c.phrase.conf,
      // (what the card prints besides its addresses and the name line)
      emails.reduce(
        (t, e) => t.replace(new RegExp(escapeRe(e.value), 'giu'), ' '),
        rawText.replace(bestName.c.raw, ' '),
      ),
      bestEmail && !bestEmail.generic ? nameWordsReadLessSurely(bestName.c, segments, bestEmail) : new Set(),
    );
    const completed = withFirstNameFromAddress(
      read,
      bestName.c.phrase.text.slice(0, Math.max(0, bestName.c.phrase.text.indexOf(bestName.c.raw))),
      bestEmail && !bestEmail.generic ? [bestEmail.local] : [],
    );
    return { read, completed };
  })();
  const fields: ExtractedFields = {
    name:
      bestName && !companyAsName
        ? makeField(
            typed
              ? bestName.c.clean
              : nameAsSpelledOnCard(
                  eszettLostWhole(
                    printedName?.completed ?? bestName.c.clean,
                    personalEmails.map((e) => e.local),
                    cardRegion,
                  ),
                  cardRegion,
                ),
            // (a first name taken from the address, not read from the print, is the user's to confirm)
            Math.min(
              combine(
                bestName.c.phrase.conf,
                bestName.certainty * (nameScores[1] && nameScores[1].score > bestName.score - 0.5 ? 0.88 : 1),
              ),
              printedName && printedName.completed !== printedName.read ? NAME_FROM_ADDRESS_CONFIDENCE : 1,
            ),
          )
        : addressName
          ? makeField(nameAsSpelledOnCard(addressName, cardRegion), NAME_FROM_ADDRESS_CONFIDENCE)
          : emptyField(),
    title: bestTitle
      ? makeField(
          recaseTitle(
            bestTitle.phrase.ocr
              ? umlautsOfGermanCard(
                  withTitleWordCompleted(repairTitleWords(bestTitle.value), lines),
                  cardRegion,
                )
              : bestTitle.value,
          ),
          combine(bestTitle.phrase.conf, titles[1] && titles[1].score > bestTitle.score - 0.3 ? 0.82 : 0.93),
        )
      : emptyField(),
    company: bestCompany
      ? makeField(
          withoutLeadName(
            recaseCompany(
              bestCompany.phrase.ocr
                ? mendCompanyAsRead(bestCompany.value, { rawText, cardRegion, lineTexts, domains })
                : recaseLowerCompany(
                    withoutLeadingRole(withoutPlaceAfter(bestCompany.value.replace(/\s+[–—-]+$/u, ''))),
                  ),
              bestCompany.phrase.ocr,
            ),
            bestName?.c.raw,
          ),
          combine(bestCompany.phrase.conf, bestCompany.certainty),
        )
      : emptyField(),
    email: bestEmail
      ? makeField(
          withoutPictogramBeforeLocal(withLocalDotsTidied(bestEmail.value), rawText),
          combine(
            bestEmail.conf,
            bestEmail.generic
              ? 0.7
              : bestName && emailNameMatch(bestName.c.clean, bestEmail.local) >= 0.5
                ? 0.99
                : 0.9,
          ),
        )
      : emptyField(),
    phone: phoneNorm
      ? makeField(
          phoneNorm.display,
          combine(
            bestPhone!.p.conf,
            (phoneNorm.valid ? 0.98 : 0.86) *
              (bestPhone!.p.kind === 'none' && phoneParsed.length > 1 ? 0.9 : 1) *
              // (a number mended by its sibling is a guess for the user to confirm)
              (bestPhone!.mended ? 0.8 : 1),
          ),
        )
      : emptyField(),
    website: siteOfRebuiltAddress
      ? makeField(siteOfRebuiltAddress, 0.6)
      : bestWebsite
        ? makeField(
            bestWebsite.seg >= 0 && segments[bestWebsite.seg]?.ocr
              ? repairWebsiteHost(normaliseWebsite(bestWebsite.value))
              : normaliseWebsite(bestWebsite.value),
            combine(
              bestWebsite.conf,
              bestWebsite.labelled || bestWebsite.host === personalDomain ? 0.98 : 0.9,
            ),
          )
        : emptyField(),
    address: address ? makeField(address, combine(addressLines[0]!.conf, 0.8)) : emptyField(),
  };
  mendTranscript(fields, input);
  const chosenRegion = phoneNorm?.region ?? regions.ranked[0]?.code ?? null;
  const source = regions.ranked.find((r) => r.code === chosenRegion)?.source ?? 'none';
  return {
    fields,
    phoneE164: phoneNorm?.e164 ?? null,
    phoneValid: phoneNorm ? phoneNorm.valid : null,
    region: { code: chosenRegion, source: chosenRegion ? source : 'none' },
    rawText,
  };
}
