/**
 * A transcript read as sentences for the lead's name, role and company.
 *
 * Typed notes carry capitals and line breaks, which the phrase engine reads. A live transcript (what a browser's
 * speech recogniser writes: lower case, no punctuation, one breath) carries neither, and a punctuated one says its
 * role and company in prose, so here the sentence itself is read: closed-class words (pronouns, articles, prepositions, common verbs, fillers) part
 * the content words into runs, and cues around a run say what it is ("met …", "… she's the …", "… at …", "a bakery
 * called …"). The lead's own address and its domain confirm a name or a company.
 */
import { EVENT_WORDS, NAME_PARTICLES as WRITTEN_NAME_PARTICLES } from './dictionaries';
import { companyDomainMatch, recaseLowerCompany } from './company-rules';
import { emailNameMatch, foldGerman } from './name-rules';
import { isHonorific, properCaseName } from './normalise-name';
import { isPlaceName } from './region';
import { isTitleWord } from './rule-helpers';
import {
  isHesitation,
  TAKE_BACK_PHRASES,
  spokenDigitsToText,
  spokenEmailsToText,
  spokenNumbersToDigits,
} from './spoken-forms';
import { fold, similarity } from './text';
import { isRegionQualifier, recaseTitle } from './title-rules';

export interface SpokenLeadSlots {
  name?: string;
  title?: string;
  company?: string;
  /** the local parts and domains of the addresses said, which confirm a name or a company */
  addresses?: { locals: string[]; domains: string[] };
}

const list = (s: string): Set<string> => new Set(s.split(/\s+/).filter(Boolean));
/** A word without the punctuation around it ("farah," → farah, "&" kept). */
const bareWord = (w: string): string => w.replace(/^[^\p{L}\p{N}&]+|[^\p{L}\p{N}]+$/gu, '');
/** "guy's" → guy. */
const withoutPossessive = (w: string): string => w.replace(/['’]s$/, '');

/** "no sorry", "i mean": what follows replaces what came just before (longest first). */
const CORRECTION_CUES = TAKE_BACK_PHRASES.map((c) => c.split(' '));

/** Joiners inside a company's or a title's words ("marlow and finch", "head of sales", "quinta do vale azul"). */
const CONNECTORS = list(`and & of y e und et de del della di da do dos das du des van von`);
/** Articles that may open a company's name or follow a joiner inside it ("la espiga de oro", "bodegas de la …"). */
const ARTICLES = list(`the la las los el le les lo il die der das o os a as`);
/** Articles a company's name may hold after its first word, that are no English word ("los", "la"). */
const INNER_ARTICLES = list(`los las la el`);
/**
 * Surname particles ("van der berg", "de la cruz"), and those a recogniser writes as words of their own when it
 * hears them: "gemma o neill", "mc allister".
 */
const NAME_PARTICLES = new Set([
  // (not the Dutch 't: a lone t is a spelled letter)
  ...[...WRITTEN_NAME_PARTICLES]
    .map((p) => p.toLowerCase().replace(/[.'’]/g, ''))
    .filter((p) => p && p !== 't'),
  'o',
  'mc',
  'mac',
]);

/**
 * Closed-class words and the common verbs and nouns of a spoken note, in the languages we read. None is a word of
 * a name or a company's own name; each ends a run of them.
 */
const STOP = list(`
  a an the this that that's thats these those there here it it's its i i'm im i've me my mine we we're our us you
  your you're he he's hes his him she she's shes her hers they they're theyre their them who who's whom which what
  what's whats when where why how or but so if then than as at by for from in into off on onto out over under up
  down with without about after before again also just only really very quite pretty like okay ok right yeah yes
  yep yup no not nope well oh hi hello hey alright anyway basically actually literally kind sort lot lots bit
  officially formally technically apparently nice grand sure cool thing things stuff someone somebody one guy guys
  woman women lady ladies lad lads man men girl bloke chap fella gentleman gent person people folks contact number phone
  mobile cell email e-mail mail id address office main desk extension ext line direct card booth table note notes
  crm call calls ring text texts meeting chat follow followup demo quote quotation proposal samples pricing
  deal week weeks month months year years today tomorrow yesterday morning afternoon evening night arvo monday
  tuesday wednesday thursday friday saturday sunday next last first second name name's named called said says say
  told tell asked ask wants want wanted needs need needed looking interested keen met meet spoke speak talked talk
  talking chatted was were is are be been being am has have had having do does did doing done get got gets give
  gave given go going went come came will would can could should shall may might must let lets let's send sent
  make made take took see saw seen think thought know knew reckon reckons reckoned mentioned mention runs run
  running works work working worked heads owns own owned based sells sell makes doing ones one's regarding
  hopefully probably maybe definitely around about anyway best way never ever always all every some any most
  both each other another same such these those none nothing something everything either currently now
  aktuell actualmente attualmente actuellement atualmente momenteel near beside behind opposite across along
  between outside inside within past through towards toward via
  el los las un una unos unas al en con por para que qué o u pero si sí es está están era fue son ser su sus mi
  mis tu te le lo les se me nos este esta esto estos estas ese esa eso ahí aquí allí muy más menos también ya pues
  bueno oye mira entonces como cuando donde quien quiere quieren dijo dice llama llamo habla hablar hablé
  acabo conocí conocimos estuvo tiene tienen hay celular móvil movil teléfono telefono número numero correo
  contacto semana mañana lunes martes miércoles jueves viernes próxima próximo apunta anota sus dueño dueña
  der die das den dem ein eine einen einem einer oder aber also ja nein nicht vom zu zum zur im am an auf mit bei
  für aus ist sind war hat haben er sie es ich wir ihr ihre ihm ihn sein seine dort da hier heißt heisst handynummer
  handy nummer telefon gerade noch schon auch sehr bitte sollen soll woche nächster nächste ende bis machen macht
  art so gesprochen getroffen kennengelernt neuer neue neues kontakt
  le les une d' l' et ou mais donc alors il elle ils elles on je j'ai c'est est sont était son sa ses leur leurs
  chez avec pour par sur dans au aux à ce cette qui quoi portable numéro rappeler faut rencontré appelle
  viens vient venons rencontrer rencontre parlé parler discuté
  gli uno dei degli delle dal ma che chi è sono suo sua suoi mio lui lei ci ho ha hanno allora quindi cellulare
  numero presso conosciuto chiama
  um uma no na nos nas então conheci tem telemóvel telefone dele dela ele ela eu nós ficou ligar aquela aquele
  chama
  het een en maar op voor bij zijn hij zij ze ik wij mobiel nummer telefoon gesproken ontmoet heet
`);

/** The words a role is made of that are not a role alone: departments and grades ("sales", "senior"). */
const NOT_ROLE_ALONE = list(`
  sales marketing procurement purchasing operations ops finance financial it hr facilities logistics engineering
  software supply retail wholesale channel comercial commercial einkauf vertrieb compras ventas technology
  product people legal digital customer success business development strategy senior junior vice
  deputy assistant co office board support service services group team department dept division global regional
  national international partnerships partnership alliances communications analytics data security quality
  research compliance risk treasury recruitment talent the of and de del da do di for y und e et
`);

/** A word that is a role on its own ("manager", "cfo", "head"), not a department or a grade. */
const isRoleHead = (w: string): boolean => isTitleWord(w) && !NOT_ROLE_ALONE.has(w);

/** Verbs and nouns before a person's name ("met …", "a lad called …", "se llama …"). */
const NAME_CUE_BEFORE = list(`
  met meet called named mister mr mrs ms miss dr doctor mx llama llamo heißt heisst namens herr frau señor señora
  sr sra don doña monsieur madame mme signor signora signore conheci rencontré rencontrer conocí conosciuto ontmoet
  appelle chiama chama heet guy woman lady lad man girl bloke chap fella gentleman gent ring
`);
const NAME_CUE_PAIRS = [
  'talking to',
  'talked to',
  'talk to',
  'spoke to',
  'spoke with',
  'spoken to',
  'speaking to',
  'speaking with',
  'chat with',
  'chatted with',
  'talked with',
  'talking with',
  'name is',
  "name's",
  'names',
  'contact is',
  'hablar con',
  'hablé con',
  'hablado con',
  'gesprochen mit',
  'avec',
  'con',
  'com',
  'conocí a',
  'conheci a',
  'conheci o',
  'met with',
  'meeting with',
  'it was',
  'this is',
  'there is',
  'to is',
  'there was',
].map((c) => c.split(' '));
/** Words after a person's name ("… she's the", "… es el", "… from"). */
const NAME_CUE_AFTER = list(`
  she's shes he's hes she he who who's is es est ist è é il elle ela ele er sie from was era war
`);
/** A name after these is someone else's ("speak to her colleague mark", "ask for peter"). */
const OTHER_PERSON_CUE = list(
  `colleague colleagues assistant boss partner wife husband kollege kollegin colega`,
);

/** Words after which a role is said ("she's the …", "works as …", "es la …"). */
const ROLE_CUE_BEFORE = list(`she's shes he's hes is as es est ist è é was war era their his her our its`);
/** Words a role can be preceded by on its way to its cue ("she's like the procurement lead"). */
const ROLE_CUE_SKIP = list(
  `the a an like their his her our el la un una der die ein eine le o a il lo basically now also`,
);

/** The ending of a noun of one who does something ("estimator", "conveyancer", "florist"). */
const AGENT_NOUN = /\p{L}{3,}(?:er|or|ist|ant|ian)$/u;
const NOT_A_ROLE =
  list(`brother sister mother father daughter cousin neighbour neighbor friend customer member
  winner user reader caller number other order corner center centre letter paper water weather matter`);
const ROLE_CUE_PAIRS = ['title is', 'role is', 'position is', 'job is', 'cargo es', 'puesto es'].map((c) =>
  c.split(' '),
);

/** Links from a role (or a work verb) to the company ("head of it at …", "directora de …", "over at …"). */
/** A meeting and the word that names who it was with ("meeting with", "junta con", "Termin mit"). */
const MEETING_NOUNS = list(
  `meeting call junta reunión reunion llamada termin treffen besprechung réunion rendez-vous`,
);
const MEETING_WITH = list(`with con mit avec com met`);
const COMPANY_LINKS = list(
  `at for of with from de del da do della di chez bei von van für presso na no em en bij`,
);
/** Verbs of working for a company ("works at", "she's with", "the guy from"). */
const WORK_VERBS =
  list(`works work working worked she's shes he's hes is are guy woman lady lad man girl bloke chap
  person people folks someone somebody lead contact trabaja arbeitet travaille lavora trabalha werkt`);
/** Nouns of a business named after "called" ("a little bakery called …", "una panadería que se llama …"). */
const BUSINESS_NOUNS = list(`
  bakery cafe café coffee restaurant shop store company firm agency startup start-up business chain brewery
  clinic practice studio outfit place bar pub hotel salon gym farm winery distillery consultancy
  panadería panaderia empresa tienda restaurante firma negocio cafetería laden bäckerei unternehmen boulangerie
  société entreprise azienda negozio loja padaria bedrijf winkel zaak
`);
const CALLED = list(
  `called named llama llamada llamado chama chamada chamado namens heißt heisst appelle chiama heet`,
);
/** What a business is said to do right after its name ("… they do …", "… it's a chain"). */
const COMPANY_CLAUSE_AFTER = list(`they they're theyre their it's its die ils ellos they've`);
/** "company is …", "la empresa es …": the company said as a field's value. */
const COMPANY_WORDS = list(
  `company business firm empresa firma unternehmen société entreprise azienda bedrijf`,
);
/** "is" and "was" in the languages we read. */
const COPULAS = list(`is was es era fue ist war est était è é`);
/** Words of a field's label that companies are named with too ("… mobile solutions", "… line logistics"). */
const LABELS_IN_NAMES = list(`mobile cell phone office line direct card mail desk main`);
/** Words that are verbs in a sentence and nouns in a company's name ("print works", "… group"). */
const COMPANY_NOUNS = list(`works`);
/** The words for a company as such, said before its name ("firma …", "la empresa …", "company …"). */
const GENERIC_COMPANY_WORDS = list(`firma company empresa unternehmen société entreprise azienda bedrijf`);

/** Legal forms said at a company's end ("… labs inc", "… srl"): the company ends after them. */
const LEGAL_WORDS =
  list(`inc llc ltd limited plc gmbh ag kg ug sa sl srl spa sas sarl bv nv pty corp oy ab aps
  sac sab cv lda ltda eirl`);
const SPOKEN_ACRONYMS = list(`it hr cto ceo cfo coo cmo cio cro cpo cso vp svp evp md gm pr bd ux ui qa`);

interface Token {
  text: string;
  /** a word, a closed-class word, or a break (a filler, digits, an address) */
  kind: 'word' | 'stop' | 'break';
  /** the word ends a name its speaker spelled out */
  spelledEnd?: boolean;
  /** a correction cue starts here */
  correction?: number;
}

function tokenise(transcript: string): { tokens: Token[]; locals: string[]; domains: string[] } {
  // a punctuated transcript's sentences end where its full stops are (not after "Dr." or "Ltd.")
  const sentences = transcript
    .replace(/(?<=\p{L}{4,}|\d)[.!?;:](?=\s|$)/gu, ' | ')
    // a comma parts runs ("… Coastal Fresh Produce, Liam Nguyen")
    .replace(/(?<=\p{L}),(?=\s)/gu, ' , ');
  const text = spokenDigitsToText(spokenNumbersToDigits(spokenEmailsToText(sentences.toLowerCase())));
  const raw = text
    // "dwyer dash kelly": a spoken hyphen joins the words beside it
    .replace(/(\p{L}) (?:dash|hyphen|bindestrich|guion|guión|tiret|trattino|streepje) (\p{L})/gu, '$1-$2')
    .split(/\s+/)
    .map((w) => (w === '|' || w === ',' ? w : bareWord(w)))
    .filter(Boolean);
  const locals: string[] = [];
  const domains: string[] = [];
  for (const w of raw) {
    const m = /^([^@\s]+)@([^@\s]+\.[^@\s]+)$/.exec(w);
    if (m) {
      locals.push(m[1]!);
      domains.push(m[2]!);
    }
  }
  let tokens: Token[] = raw.map((w) => ({
    text: w,
    kind:
      /[\d@|]/.test(w) || isHesitation(w)
        ? 'break'
        : (w === ',' || STOP.has(w) || STOP.has(withoutPossessive(w)) || ARTICLES.has(w)) &&
            !CONNECTORS.has(w)
          ? 'stop'
          : 'word',
  }));
  tokens = joinSpelledTokens(tokens);
  tokens = applySpellings(tokens);
  // "cian cian doyle": a word said again once spelled
  tokens = tokens.filter((t, i) => !(i > 0 && t.kind === 'word' && tokens[i - 1]!.text === t.text));
  for (let i = 0; i < tokens.length; i++) {
    const cue = CORRECTION_CUES.find((c) => c.every((w, k) => tokens[i + k]?.text === w));
    if (cue) tokens[i]!.correction = cue.length;
  }
  return { tokens, locals, domains };
}

/** "k o w a l s k i" → one spelled word; "i t" → "it". */
function joinSpelledTokens(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length;) {
    let j = i;
    while (j < tokens.length && /^\p{L}$/u.test(tokens[j]!.text) && tokens[j]!.kind !== 'break') j++;
    if (j - i >= 2) {
      out.push({
        text: tokens
          .slice(i, j)
          .map((t) => t.text)
          .join(''),
        kind: 'word',
        spelledEnd: true,
      });
      i = j;
    } else {
      out.push(tokens[i]!);
      i++;
    }
  }
  return out;
}

const SPELLING_LEAD_INS = list(`that's thats that is spelled spelt it's like with`);

/**
 * A spelled word confirms or mends the name words before it ("peter lang l a n g", "gemma o neill that's o n e i l
 * l", "mcallister that's m c a l l i s t e r"); said before the name it names ("cian that's c i a n cian doyle").
 */
function applySpellings(tokens: Token[]): Token[] {
  const out = [...tokens];
  for (let i = 0; i < out.length; i++) {
    const t = out[i]!;
    if (!t.spelledEnd || t.kind !== 'word') continue;
    if (SPOKEN_ACRONYMS.has(t.text)) {
      t.spelledEnd = false;
      continue;
    }
    let k = i - 1;
    while (k >= 0 && SPELLING_LEAD_INS.has(out[k]!.text)) k--;
    const before: number[] = [];
    for (let j = k; j >= 0 && before.length < 3 && out[j]!.kind === 'word'; j--) before.unshift(j);
    let done = false;
    for (let n = Math.min(3, before.length); n >= 1 && !done; n--) {
      const span = before.slice(before.length - n);
      const said = span.map((j) => out[j]!.text).join('');
      if (said === t.text || (said[0] === t.text[0] && similarity(said, t.text) >= 0.7)) {
        if (said !== t.text) {
          out.splice(span[0]!, n, { text: t.text, kind: 'word' });
          i -= n - 1;
          k -= n - 1;
        }
        out[k]!.spelledEnd = true;
        out.splice(k + 1, i - k);
        i = k;
        done = true;
      }
    }
    if (done) continue;
    // the first name spelled after the whole name ("cathal o briain that's c a t h a l")
    if (before.some((j) => out[j]!.text === t.text)) {
      out[k]!.spelledEnd = true;
      out.splice(k + 1, i - k);
      i = k;
      continue;
    }
    // spelled before the name is said again ("cian that's c i a n cian doyle"), or the name said only by its letters
    if (out[i + 1]?.text === t.text) {
      out.splice(k + 1, i - k);
      i = k;
    } else t.spelledEnd = false;
  }
  return out;
}

const isWord = (t: Token | undefined): boolean => t?.kind === 'word';
const isEvent = (w: string): boolean =>
  EVENT_WORDS.has(w) || /(?:expo|messe|summit|show|markets?|meetup|breakfast|conference)$/.test(w);

function followsPair(tokens: Token[], start: number, pairs: string[][]): boolean {
  return pairs.some((p) => p.every((w, k) => tokens[start - p.length + k]?.text === w));
}

interface Span {
  start: number;
  end: number; // exclusive
}
const textOf = (tokens: Token[], s: Span): string =>
  tokens
    .slice(s.start, s.end)
    .map((t) => t.text)
    .join(' ');

/** The name said: runs of words that are neither roles nor events, scored by the cues around them. */
function findName(tokens: Token[], locals: string[]): Span | null {
  let best: { span: Span; score: number } | null = null;
  const nameWord = (t: Token | undefined): boolean =>
    (isWord(t) || (t?.kind === 'stop' && NAME_PARTICLES.has(t.text))) &&
    !isTitleWord(t!.text) &&
    !isEvent(t!.text) &&
    !BUSINESS_NOUNS.has(t!.text) &&
    !LEGAL_WORDS.has(t!.text) &&
    !isHonorific(t!.text);
  for (let start = 0; start < tokens.length; start++) {
    if (!nameWord(tokens[start]) || NAME_PARTICLES.has(tokens[start]!.text)) continue;
    for (let end = start + 1; end <= Math.min(tokens.length, start + 4) && nameWord(tokens[end - 1]); end++) {
      if (NAME_PARTICLES.has(tokens[end - 1]!.text)) continue;
      const span = { start, end };
      const count = end - start;
      let score = count === 2 ? 1 : count === 3 ? 0.9 : count === 1 ? -0.3 : 0.4;
      const prev = tokens[start - 1];
      const cueBefore =
        (prev && (NAME_CUE_BEFORE.has(prev.text) || isHonorific(prev.text))) ||
        followsPair(tokens, start, NAME_CUE_PAIRS) ||
        // "the contact there is …", "the coo over at pinewood vets is …"
        (prev?.text === 'is' &&
          tokens
            .slice(Math.max(0, start - 7), start - 1)
            .some(
              (t) =>
                /^(?:contact|name|to|lead|person|woman|guy|lady|man)$/.test(t.text) || isTitleWord(t.text),
            ));
      const next = tokens[end]?.text === ',' ? tokens[end + 1] : tokens[end];
      // "… she's the", "… es el", or the role said straight after the name ("marisol vega whitaker co-founder and …")
      const cueAfter =
        next && (NAME_CUE_AFTER.has(next.text) || (next.kind === 'word' && isTitleWord(next.text)));
      const spelled = !!tokens[end - 1]!.spelledEnd;
      if (cueBefore) score += 2;
      if (cueAfter) score += 1.5;
      if (spelled) score += 2.5;
      const said = textOf(tokens, span);
      const match = Math.max(0, ...locals.map((l) => emailNameMatch(said, l)));
      score += 3 * match;
      if (!cueBefore && !cueAfter && !spelled && match < 0.5) continue;
      if (tokens.slice(start, end).some((t) => isPlaceName(t.text))) score -= 1.5;
      if (tokens.slice(Math.max(0, start - 3), start).some((t) => OTHER_PERSON_CUE.has(t.text))) score -= 3;
      // after a role's link the words are its company ("… over at pinewood vets is …")
      if (prev && /^(?:at|for)$/.test(prev.text) && tokens[start - 2] && isTitleWord(tokens[start - 2]!.text))
        score -= 1.5;
      if (
        prev &&
        CALLED.has(prev.text) &&
        tokens.slice(Math.max(0, start - 4), start).some((t) => BUSINESS_NOUNS.has(t.text))
      )
        score -= 4;
      // a whole run is the name, not a piece of it
      if (nameWord(tokens[end]) && !(next && NAME_CUE_AFTER.has(next.text))) score -= 0.7;
      if (nameWord(prev) && !NAME_PARTICLES.has(prev!.text)) score -= 0.7;
      score -= start * 0.005;
      if (!best || score > best.score) best = { span, score };
    }
  }
  return best && best.score > 0.5 ? best.span : null;
}

function writtenName(tokens: Token[], span: Span): string {
  // "o neill" → O'Neill, "mc allister" → McAllister
  const said = textOf(tokens, span)
    .replace(/\bo (\p{L}{2,})/gu, "o'$1")
    .replace(/\b(mc|mac) (\p{L}{2,})/gu, '$1$2');
  return properCaseName(said);
}

interface RoleFound {
  span: Span;
  title: string;
  score: number;
}

/** Roles said as title words ("head of procurement", "co founder and cto", "directora comercial"). */
function findRole(tokens: Token[], name: Span | null): RoleFound | null {
  const candidates: RoleFound[] = [];
  const titleWord = (t: Token | undefined): boolean =>
    !!t && t.kind !== 'break' && (isTitleWord(t.text) || t.text === 'co');
  for (let start = 0; start < tokens.length; start++) {
    if (!titleWord(tokens[start]) || CONNECTORS.has(tokens[start]!.text)) continue;
    if (start > 0 && titleWord(tokens[start - 1]) && !CONNECTORS.has(tokens[start - 1]!.text)) continue;
    let end = start;
    while (
      end < tokens.length &&
      (titleWord(tokens[end]) ||
        (/^(?:and|&|of|de|del|da|do|di|y|und|e)$/.test(tokens[end]!.text) && titleWord(tokens[end + 1])))
    )
      end++;
    // a word of the role the title words do not know, between the article and the role ("the plant head",
    // "the category manager", "his title is fleet manager")
    const lead = tokens[start - 1];
    const cue = tokens[start - 2];
    const from =
      isWord(lead) &&
      !isEvent(lead!.text) &&
      !NAME_PARTICLES.has(lead!.text) &&
      cue &&
      (ROLE_CUE_SKIP.has(cue.text) || ROLE_CUE_BEFORE.has(cue.text))
        ? start - 1
        : start;
    // "head of events at …", "director of events tamsin greer": the department after "of" up to the company's
    // link or the name
    if (
      /^(?:of|de)$/.test(tokens[end]?.text ?? '') &&
      isWord(tokens[end + 1]) &&
      tokens[end + 2] &&
      (COMPANY_LINKS.has(tokens[end + 2]!.text) || name?.start === end + 2)
    )
      end += 2;
    // "vertriebsleiter österreich ist …", "sales director emea at …": the market the role covers, said after it
    const market = [2, 1].find(
      (n) =>
        tokens.slice(end, end + n).every((t) => isWord(t) && !CONNECTORS.has(t.text)) &&
        isRegionQualifier(textOf(tokens, { start: end, end: end + n })) &&
        !isWord(tokens[end + n]),
    );
    if (market && tokens.slice(from, end).some((t) => isRoleHead(t.text))) end += market;
    const ws = tokens.slice(from, end).map((t) => t.text);
    if (!ws.some(isRoleHead)) continue;
    // "lead" alone is the lead ("lead von der Fachmesse"), not a role
    if (ws.length === 1 && ws[0] === 'lead') continue;
    let score = Math.min(ws.length, 4) * 0.2;
    let k = from - 1;
    while (k >= 0 && ROLE_CUE_SKIP.has(tokens[k]!.text) && !ROLE_CUE_BEFORE.has(tokens[k]!.text)) k--;
    if (k >= 0 && (ROLE_CUE_BEFORE.has(tokens[k]!.text) || followsPair(tokens, k + 1, ROLE_CUE_PAIRS)))
      score += 2;
    if (tokens[end] && COMPANY_LINKS.has(tokens[end]!.text)) score += 0.5;
    if (name) {
      const distance = start >= name.end ? start - name.end : name.start - end;
      score += distance <= 12 ? 1 - distance * 0.04 : 0;
    }
    if (tokens.slice(Math.max(0, start - 4), start).some((t) => OTHER_PERSON_CUE.has(t.text))) score -= 3;
    candidates.push({ span: { start: from, end }, title: writtenRole(ws), score });
  }
  // a role our title words do not know, said as one ("he is the estimator there", "she's a conveyancer at")
  for (let i = 0; i + 2 < tokens.length; i++) {
    if (!ROLE_CUE_BEFORE.has(tokens[i]!.text) || !/^(?:the|a|an|their|our)$/.test(tokens[i + 1]!.text))
      continue;
    const w = tokens[i + 2]!;
    const after = tokens[i + 3];
    if (
      isWord(w) &&
      !isTitleWord(w.text) &&
      AGENT_NOUN.test(w.text) &&
      !NOT_A_ROLE.has(w.text) &&
      (!after || after.kind === 'break' || /^(?:there|at|for|with|of|in)$/.test(after.text))
    )
      candidates.push({ span: { start: i + 2, end: i + 3 }, title: recaseTitle(w.text), score: 1.2 });
  }
  // verbs that say the role: "she owns a little bakery", "heads up sales for", "runs marketing at"
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i]!.text;
    if (w === 'owns' || w === 'founded')
      candidates.push({
        span: { start: i, end: i + 1 },
        title: w === 'owns' ? 'Owner' : 'Founder',
        score: 1.5,
      });
    if (w === 'heads' || w === 'runs') {
      const d = tokens[i + 1]?.text === 'up' ? i + 2 : i + 1;
      const dept = tokens[d];
      if (
        dept &&
        NOT_ROLE_ALONE.has(dept.text) &&
        isTitleWord(dept.text) &&
        tokens[d + 1] &&
        COMPANY_LINKS.has(tokens[d + 1]!.text)
      )
        candidates.push({
          span: { start: i, end: d + 1 },
          title: `Head of ${recaseTitle(dept.text)}`,
          score: 1.6,
        });
    }
  }
  candidates.sort((a, b) => b.score - a.score || a.span.start - b.span.start);
  return candidates[0] ?? null;
}

function writtenRole(ws: string[]): string {
  return recaseTitle(ws.join(' ').replace(/\bco (founder|owner)/g, 'co-$1'));
}

interface CompanyFound {
  span: Span;
  score: number;
}

/** A company's words from `start`: words and joiners, up to the first closed-class word. */
function companyRun(tokens: Token[], start: number, keepArticle: boolean): Span | null {
  let s = start;
  // "… perdón del grupo ferretero norte": the joiner is the link said again
  if (tokens[s] && CONNECTORS.has(tokens[s]!.text) && !ARTICLES.has(tokens[s]!.text)) s++;
  if (tokens[s] && ARTICLES.has(tokens[s]!.text) && !(keepArticle || tokens[s]!.text !== 'the')) s++;
  let e = s;
  if (tokens[e] && ARTICLES.has(tokens[e]!.text)) e++;
  let content = 0;
  while (e < tokens.length && content < 6) {
    const t = tokens[e]!;
    // "kestrel print works they …": a verb of the sentence is a noun of the company when no link follows it
    const companyNoun =
      content > 0 &&
      COMPANY_NOUNS.has(t.text) &&
      !COMPANY_LINKS.has(tokens[e + 1]?.text ?? '') &&
      tokens[e + 1]?.text !== 'as';
    // "protea mobile systems", "northern line logistics": a label's word inside a name, between two of its words
    const labelInName = content > 0 && LABELS_IN_NAMES.has(t.text) && tokens[e + 1]?.kind === 'word';
    if ((t.kind === 'word' || companyNoun || labelInName) && !CONNECTORS.has(t.text) && !isEvent(t.text)) {
      // "vini bellaluce srl vuole …": nothing but another legal word follows a legal form
      if (e > s && LEGAL_WORDS.has(tokens[e - 1]!.text) && !LEGAL_WORDS.has(t.text) && t.text !== 'private')
        break;
      content++;
      e++;
    } else if (CONNECTORS.has(t.text) && isWord(tokens[e + 1]) && !CONNECTORS.has(tokens[e + 1]!.text)) e++;
    else if (CONNECTORS.has(t.text) && ARTICLES.has(tokens[e + 1]?.text ?? '') && isWord(tokens[e + 2]))
      e += 2;
    // a Spanish article inside the name ("tequilera los cardos", "panadería la espiga")
    else if (
      content > 0 &&
      INNER_ARTICLES.has(t.text) &&
      isWord(tokens[e + 1]) &&
      !CONNECTORS.has(tokens[e + 1]!.text) &&
      !LEGAL_WORDS.has(tokens[e - 1]!.text)
    )
      e++;
    else break;
    if (tokens[e]?.correction) break;
  }
  if (!content) return null;
  if (tokens[e] && isEvent(tokens[e]!.text)) return null;
  while (e > s && CONNECTORS.has(tokens[e - 1]!.text)) e--;
  const ws = tokens.slice(s, e);
  if (ws.length === 1 && isPlaceName(ws[0]!.text)) return null;
  return { start: s, end: e };
}

function findCompany(
  tokens: Token[],
  role: RoleFound | null,
  name: Span | null,
  domains: string[],
): Span | null {
  const found: CompanyFound[] = [];
  const add = (start: number, score: number, keepArticle = false): void => {
    const span = companyRun(tokens, start, keepArticle);
    if (!span) return;
    if (name && span.start < name.end && span.end > name.start) return;
    if (role && span.start < role.span.end && span.end > role.span.start) return;
    let s = score;
    const said = textOf(tokens, span);
    s += 1.5 * Math.max(0, ...domains.map((d) => companyDomainMatch(said, d)));
    if (tokens[span.end] && COMPANY_CLAUSE_AFTER.has(tokens[span.end]!.text)) s += 0.5;
    // "hallam housing association no sorry hallam homes": the words after the correction are the company
    const fix = tokens[span.end]?.correction;
    if (fix) {
      const again = companyRun(tokens, span.end + fix, keepArticle);
      if (again) {
        found.push({ span: again, score: s + 0.1 });
        return;
      }
    }
    found.push({ span, score: s });
  };
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i]!.text;
    // "notes from the boston meeting with harborview medical group", "salgo de la junta con grupo textil …"
    if (MEETING_NOUNS.has(tokens[i - 1]?.text ?? '') && MEETING_WITH.has(w)) {
      add(i + 1, 1.6);
      continue;
    }
    const overAt = w === 'over' && tokens[i + 1]?.text === 'at';
    if (!COMPANY_LINKS.has(w) && !overAt) continue;
    const linkEnd = overAt ? i + 2 : i + 1;
    const prev = tokens[i - 1];
    if (role && (i === role.span.end || (i === role.span.end + 1 && tokens[role.span.end]!.text === 'there')))
      add(linkEnd, 2.5);
    else if (
      prev &&
      WORK_VERBS.has(prev.text) &&
      /^(?:at|for|with|from|bei|chez|presso|en|na|no|em)$/.test(w)
    )
      add(linkEnd, 1.8);
    else if (name && i === name.end && /^(?:from|de|von|di|da|of|vom|van)$/.test(w)) add(linkEnd, 1.6);
    else if (prev && /^(?:stand|booth|standa)$/.test(prev.text)) add(linkEnd, 1.8);
    // a department or role word before the link ("runs it for …", "in procurement at …")
    else if (prev && isTitleWord(prev.text) && /^(?:at|for|with|bei|chez)$/.test(w)) add(linkEnd, 1.5);
  }
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (COMPANY_WORDS.has(tokens[i]!.text) && COPULAS.has(tokens[i + 1]!.text)) add(i + 2, 2.6, true);
  }
  for (let i = 0; i < tokens.length; i++) {
    if (!CALLED.has(tokens[i]!.text)) continue;
    if (tokens.slice(Math.max(0, i - 4), i).some((t) => BUSINESS_NOUNS.has(t.text))) add(i + 1, 2.6, true);
  }
  // company first: "castleford engineering they do …", "so ballinora creamery down in cork …"
  const first = tokens.findIndex((t) => t.kind === 'word');
  if (first >= 0 && (!name || name.start !== first)) add(first, 0.6, true);
  found.sort((a, b) => b.score - a.score || a.span.start - b.span.start);
  const best = found[0];
  return best && best.score >= 1.5 ? best.span : null;
}

/** Name, role and company of the lead in a transcript, where its sentences say them plainly enough. */
export function readSpokenLead(transcript: string): SpokenLeadSlots {
  const { tokens, locals, domains } = tokenise(transcript);
  const name = findName(tokens, locals);
  const role = findRole(tokens, name);
  const found = findCompany(tokens, role, name, domains);
  // "firma quellwerk solartechnik aus freiburg …": the word for a company said before its name is not part of it
  const company =
    found && found.end - found.start > 1 && GENERIC_COMPANY_WORDS.has(tokens[found.start]!.text)
      ? { ...found, start: found.start + 1 }
      : found;
  return {
    ...(name ? { name: writtenName(tokens, name) } : {}),
    ...(role ? { title: role.title } : {}),
    ...(company ? { company: recaseLowerCompany(textOf(tokens, company)) } : {}),
    addresses: { locals, domains },
  };
}

type LeadText = Record<'name' | 'title' | 'company', string | null>;

/** How much better the addresses said must confirm the sentence's name or company to replace the engine's. */
const CONFIRMED = 0.85;
const CONFIRMED_BY_MORE = 0.3;

function confirmation(field: 'name' | 'company', value: string, slots: SpokenLeadSlots): number {
  const { locals = [], domains = [] } = slots.addresses ?? {};
  if (field === 'company') return Math.max(0, ...domains.map((d) => companyDomainMatch(value, d)));
  // the share of the name's words the address spells ("buildings gemma" half of gemma.oneill, "gemma o'neill" all),
  // as an address writes them ("krüger" as krueger)
  const parts = value
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}]/gu, ''))
    .filter((w) => w.length > 1);
  const spelled = (local: string): number => {
    const l = local.replace(/[^\p{L}]/gu, '');
    const inIt = (w: string): boolean => l.includes(w) || l.includes(fold(w)) || l.includes(foldGerman(w));
    return parts.length ? parts.filter(inIt).length / parts.length : 0;
  };
  return Math.max(0, ...locals.map(spelled));
}

/** Whether words said are the first words of a company's name. */
const startsCompany = (said: string[], company: string): boolean => {
  const keys = wordsOf(company).map((w) => w.key);
  return said.every((w, k) => keys[k] === w);
};

/** A value's words as said (lower case, without the punctuation around them), each with its written form. */
const wordsOf = (s: string): { key: string; written: string }[] =>
  s
    .split(/\s+/)
    .map((written) => ({
      key: bareWord(written.toLowerCase()),
      written,
    }))
    .filter((w) => w.key);
const isAside = (word: string): boolean => {
  const w = withoutPossessive(word);
  return STOP.has(w) || isHesitation(w) || isEvent(w) || isPlaceName(w) || COMPANY_WORDS.has(w);
};

/**
 * The phrase engine's reading, mended by the sentence's: a field the engine left empty is filled, and a value that
 * is the sentence's value with asides around it ("Just Now Sarah Kowalski", "Operations Manager If You",
 * "Cerámicas Levante los de Castellón") is cut to it. Where both read different words, the engine's stands.
 */
export function mendBySpokenSlots(engine: LeadText, slots: SpokenLeadSlots): LeadText {
  const out = { ...engine };
  for (const field of ['name', 'title', 'company'] as const) {
    const slot = slots[field];
    const value = engine[field];
    if (!slot) continue;
    if (!value) {
      out[field] = slot;
      continue;
    }
    const written = wordsOf(value);
    const e = written.map((w) => w.key);
    const s = wordsOf(slot).map((w) => w.key);
    if (field === 'title' && !e.some(isRoleHead)) {
      out[field] = slot;
      continue;
    }
    // a role cut short where its department was taken for the company ("Head" and "Events At Wrenfield Hotels")
    if (field === 'title' && s.length > e.length && e.every((w, k) => s[k] === w)) {
      const rest = s.slice(e.length).filter((w) => !CONNECTORS.has(w));
      const companyWords = wordsOf(engine.company ?? '');
      const company = companyWords.map((w) => w.key);
      // (the company then goes on after a link: "events at wrenfield", not "aceros del norte")
      const linked = /^(?:at|for|with|bei|chez)$/.test(company[rest.length] ?? '');
      if (rest.length && linked && rest.every((w, k) => company[k] === w)) {
        out.title = slot;
        out.company = companyWords
          .slice(rest.length + 1)
          .map((w) => w.written)
          .join(' ');
        continue;
      }
    }
    // a "name" with a business's noun or legal form in it is the company ("Wattle Creek Distillery"), and one with
    // words of the sentence in it none ("Neuer Kontakt von der LogiMAT")
    const sentenceWord = (w: string): boolean => STOP.has(w) && !NAME_PARTICLES.has(w);
    if (field === 'name' && e.some((w) => BUSINESS_NOUNS.has(w) || LEGAL_WORDS.has(w) || sentenceWord(w))) {
      out[field] = slot;
      continue;
    }
    // "buildings gemma" against "gemma o'neill" with gemma.oneill@: the one the address spells
    // (a value inside the engine's is only cut by asides, below: "nguyen hartley" of "mitchell nguyen hartley")
    // (a name only for a reading of the same person: an introducer's address spells the introducer)
    if (
      field !== 'title' &&
      !s.every((w) => e.includes(w)) &&
      (field === 'company' || s.some((w) => e.includes(w)))
    ) {
      const sure = confirmation(field, slot, slots);
      if (sure >= CONFIRMED && sure > confirmation(field, value, slots) + CONFIRMED_BY_MORE) {
        out[field] = slot;
        continue;
      }
    }
    const at = e.findIndex((_, i) => s.every((w, k) => e[i + k] === w));
    if (at < 0 || e.length === s.length) continue;
    const head = e.slice(0, at);
    const tail = e.slice(at + s.length);
    const headAside = !head.length || head.every((w) => isAside(w) || s.includes(w));
    // a joiner or a particle goes on with the value ("… director of field marketing", "… de la vega"); "los de
    // castellón" says where the company is
    const next = withoutPossessive(tail[0] ?? '');
    // "Savannah Mobile Money Limited": words that run on to a legal form are the company's, whatever they are
    const runsToLegalForm = field === 'company' && LEGAL_WORDS.has(tail[tail.length - 1] ?? '');
    // "florian wimmer von donautal logistik gmbh": a particle whose words start the company's name says "from"
    const intoCompany =
      field === 'name' &&
      NAME_PARTICLES.has(next) &&
      tail.length > 1 &&
      startsCompany(tail.slice(1), slots.company ?? engine.company ?? '');
    const tailAside =
      !tail.length ||
      intoCompany ||
      (field === 'company' && ARTICLES.has(next) && CONNECTORS.has(tail[1] ?? '')) ||
      (!(field === 'company' && COMPANY_LINKS.has(next)) &&
        (STOP.has(next) || isHesitation(next)) &&
        !CONNECTORS.has(next) &&
        !NAME_PARTICLES.has(next) &&
        !LEGAL_WORDS.has(next) &&
        !ARTICLES.has(next));
    // (in the engine's writing: "DeShawn" stays as the engine cased it)
    if (headAside && tailAside && !runsToLegalForm)
      out[field] = written
        .slice(at, at + s.length)
        .map((w) => w.written)
        .join(' ');
  }
  return out;
}
