/**
 * An address the recogniser garbled past reading ("sinead kavanaghianlaney systems. example com", "macenteeid slaney
 * example 01g"), rebuilt from what the card says elsewhere: the lead's name gives the shapes a local part usually
 * takes, the card's hosts or its firm's words the domain. The spelling the scrap holds with the fewest slips wins,
 * and only where its local part and its domain are each nearly all there.
 */
import { capitalisedWordList } from './contacts';
import { KNOWN_TLDS } from './dictionaries';
import { align, alnum } from './letter-alignment';
import { fold, umlautsAsE } from './text';

export interface RebuiltAddress {
  local: string;
  domain: string;
  /** the segment and the stretch of its text the address was read from */
  seg: number;
  start: number;
  end: number;
}

export interface RebuildAddressOptions {
  /** the card's lines of text, each with its segment; only those that may hold an address are looked at */
  segments: readonly { text: string; seg: number; line: number }[];
  /** the lead's name as the card prints it, without honorifics ("Marie-Claire de Villeneuve") */
  name: string;
  /** hosts the card prints (its web address, a shared mailbox's domain) */
  hosts: readonly string[];
  /** the card's text, whose capitalised words may name the firm a domain is made of */
  cardText: string;
}

/** Slips per letter allowed: in the whole address, in its local part, in its domain. */
const MOST_SLIPS = 0.3;
const MOST_LOCAL_SLIPS = 0.3;
const MOST_DOMAIN_SLIPS = 0.35;
/** A gap the recogniser read beside the glyph it made of the "@" ("k yer Ggodavarn …"), allowed on top. */
const GAP_BESIDE_AT = 0.5;
/** Slips per letter allowed in a web address read without a label or a www. */
const UNLABELLED_SITE_SLIPS = 0.2;

/** Domain ends tried besides those of the card's own hosts (with the reserved example domains sample cards print). */
const USUAL_ENDS = [
  'com',
  'net',
  'org',
  'de',
  'es',
  'fr',
  'nl',
  'ie',
  'co.uk',
  'com.mx',
  'in',
  'example',
  'example.com',
  'example.net',
  'example.org',
];

/** A name word as an address spells it: a German umlaut as its e (the commoner way), and with its accent dropped. */
function spellings(word: string): string[] {
  const letters = (w: string): string => fold(w).replace(/[^a-z0-9-]/g, '');
  return [...new Set([letters(umlautsAsE(word)), letters(word)])].filter(Boolean);
}

/** The local parts a person's address usually takes, the commonest first. */
function localParts(name: string): string[] {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length < 2) return words.flatMap(spellings).map((w) => w.replace(/-/g, ''));
  const out: string[] = [];
  for (const given of spellings(words[0]!)) {
    const givens = [...new Set([given.replace(/-/g, ''), given, given.split('-')[0]!])];
    const rest = words.slice(1);
    const surnames = new Set<string>();
    for (const joined of spellings(rest.join(''))) {
      surnames.add(joined.replace(/-/g, ''));
      surnames.add(joined);
      const parts = joined.split('-');
      if (parts.length > 1) surnames.add(parts[parts.length - 1]!);
    }
    for (const last of spellings(rest[rest.length - 1]!)) surnames.add(last.replace(/-/g, ''));
    for (const first of spellings(rest[0]!)) surnames.add(first.replace(/-/g, ''));
    for (const g of givens)
      for (const s of surnames)
        out.push(
          `${g}.${s}`,
          `${g}${s}`,
          `${g}_${s}`,
          `${g}-${s}`,
          `${g[0]}.${s}`,
          `${g[0]}${s}`,
          s,
          `${s}.${g}`,
        );
    out.push(...givens);
  }
  return [...new Set(out)].filter((l) => l.length >= 2);
}

/** The labels a firm's printed words make: each word, and two words side by side run together or hyphenated. */
function firmLabels(cardText: string, nameWords: ReadonlySet<string>): string[] {
  const labels = new Set<string>();
  for (const line of cardText.split('\n')) {
    const spelt = capitalisedWordList(line).map((w) => spellings(w).filter((s) => !nameWords.has(s)));
    spelt.forEach((ss, k) => {
      for (const s of ss) {
        labels.add(s);
        for (const t of spelt[k + 1] ?? [])
          labels.add(`${s}${t}`).add(`${s}-${t}`).add(`${t}-${s}`).add(`${t}${s}`);
      }
    });
  }
  return [...labels];
}

/** A mail label, also as the recogniser misreads it ("Emal", "Emaid", "Mall"). */
const MAIL_LABEL = 'e-?mail|emai?[l1id]?|mall|mail|correo';
const MAIL_HINT_SOURCE = `(?:^|[^\\p{L}])(?:${MAIL_LABEL}|e)(?:[.:|]|\\s)|[@©®]`;
/** A line that says it holds an address: a label, or an "@" (or a glyph it is read as). */
const MAIL_HINT = new RegExp(MAIL_HINT_SOURCE, 'iu');
/** A line that may hold an address: a label, an "@" or a domain's end. */
const ADDRESS_HINT = new RegExp(
  `${MAIL_HINT_SOURCE}|[\\s.,](?:example|${KNOWN_TLDS.join('|')})(?:$|[\\s.,/])`,
  'iu',
);
/** An address read whole: a local part, its "@" and a host of two labels or more. */
const WHOLE_ADDRESS = /[\p{L}0-9][\p{L}0-9._-]*@[\p{L}0-9-]{2,}(?:\.[\p{L}0-9-]{2,})+/u;

/**
 * What ends the stretch of a line an address may fill: a bar or dash between cells, or the label of another item
 * ("Emal: darragh lynchhayrsgslaney example com © Web: www…").
 */
const CELL_BREAK = new RegExp(
  `\\s*(?:[|•·]|\\s[-–—~]\\s)\\s*|(?:^|\\s)(?:${MAIL_LABEL}|courriel|web|site|sitio|internet|tel|t[ée]l[ée]?fono|telephone|telefon|phone|mob|mobile?|mobiel|m[óo]vil|handy|fax|whatsapp)(?:[.:]\\s*|\\s+|$)|(?:^|\\s)[etmfwp][.:]\\s+`,
  'giu',
);

/**
 * The stretches of a line between its cell breaks, folded to small plain letters letter for letter (so that where
 * an address stands in a cell is where it stands in the line), each with where it starts and the break before it.
 */
function cellsOf(line: string): { text: string; start: number; after: string }[] {
  const text = [...line].map((c) => fold(c)[0] ?? c).join('');
  const cells: { text: string; start: number; after: string }[] = [];
  let at = 0;
  let after = '';
  for (const m of text.matchAll(CELL_BREAK)) {
    if (m.index > at) cells.push({ text: text.slice(at, m.index), start: at, after });
    at = m.index + m[0].length;
    after = m[0];
  }
  if (at < text.length) cells.push({ text: text.slice(at), start: at, after });
  return cells.filter((c) => (c.text.match(/\p{L}/gu) ?? []).length >= 6);
}

/** The best-held address the card's name and firm make in one of its lines; null where none is nearly all there. */
export function rebuildAddress({
  segments,
  name,
  hosts,
  cardText,
}: RebuildAddressOptions): RebuiltAddress | null {
  const locals = localParts(name);
  if (!locals.length) return null;
  const nameWords = new Set(name.split(/[\s-]+/).flatMap(spellings));
  const hostDomains = hosts.map((h) => h.replace(/^www\./, ''));
  const hostEnds = hostDomains.map((h) => h.split('.').slice(1).join('.')).filter(Boolean);
  const ends = [...new Set([...hostEnds, ...USUAL_ENDS])];
  const cardLines = cardText.split('\n');
  let best: RebuiltAddress | null = null;
  let bestCost = Infinity;
  for (const { text, seg, line } of segments) {
    // (the hint may stand in a cell of its own before it: "Mail | helone chevaherssmontsoreay cxampic asl")
    const wholeLine = segments
      .filter((s) => s.line === line)
      .map((s) => s.text)
      .join(' | ');
    if (!ADDRESS_HINT.test(wholeLine)) continue;
    // (a line that only ends like a host holds an address where a glyph stands for its "@": "JOAQUINGOLIVERA
    // EXAMPLE.ORG"; a name beside a host is none, "JORDAN DELUCA CEDARRIDGE-CAPITAL.EXAMPLE.COM")
    const saysMail = MAIL_HINT.test(wholeLine);
    // (a firm's words as read on other lines: the garbled line's own words would spell its slips back)
    const others = cardLines.filter((l) => !l.includes(text)).join('\n');
    const firm = firmLabels(others, nameWords);
    for (const cell of cellsOf(text)) {
      // (the lead's name as printed is no address: "HÉCTOR PEÑA-BUSTAMANTE ® …"; nor is an address read whole, a
      // shared mailbox's "contacto@tonalli.example.com" beside Citlali Montaño)
      if (cell.text.replace(/[^\p{L}]+/gu, '') === fold(name).replace(/[^\p{L}]+/gu, '')) continue;
      if (WHOLE_ADDRESS.test(cell.text)) continue;
      // the domains the cell ends with best (the firm's words it holds somewhere, then each with a domain's end
      // after it), then each local part before them
      const bestOf = (ds: string[], options: { freeStart?: boolean; freeEnd?: boolean }) =>
        ds
          .map((d) => {
            const a = align(d, cell.text, 0, { ...options, limit: MOST_DOMAIN_SLIPS * d.length });
            return { d, slips: a.cost / d.length };
          })
          .filter(({ slips }) => slips <= MOST_DOMAIN_SLIPS)
          .sort((x, y) => x.slips - y.slips)
          .slice(0, 3);
      const labels = bestOf(firm, { freeStart: true, freeEnd: true }).map(({ d }) => d);
      const held = bestOf(
        [...new Set([...hostDomains, ...labels.flatMap((l) => ends.map((e) => `${l}.${e}`))])],
        { freeStart: true },
      );
      for (const { d: domain } of held)
        for (const local of locals) {
          const address = `${local}@${domain}`;
          const a = align(address, cell.text, local.length + 1, { limit: MOST_SLIPS * address.length });
          if (
            a.cost > MOST_SLIPS * address.length ||
            a.headCost > MOST_LOCAL_SLIPS * (local.length + 1) + GAP_BESIDE_AT
          )
            continue;
          // (there, the "@" read as a glyph of its own: the cell holds more letters than the address without it)
          if (!saysMail && alnum(cell.text) <= alnum(local) + alnum(domain)) continue;
          if (a.cost - a.headCost > MOST_DOMAIN_SLIPS * domain.length) continue;
          if (a.cost < bestCost) {
            best = { local, domain, seg, start: cell.start, end: cell.start + cell.text.length };
            bestCost = a.cost;
          }
        }
    }
  }
  return best;
}

/** How many fewer slips the nearest local part must take than the next one, to be the one the print holds. */
const CLEAR_LEAD = 0.75;

/**
 * The local part the lead's name usually makes that a local part read with slips spells with fewest ("annehes.
 * hoekstra" for Annelies Hoekstra's annelies.hoekstra, "mseger" for Maximilian Jäger's mjaeger): only where it is
 * nearly all there (≤ 0.3 slips per letter), clearly nearer than any other, and not the part as read.
 */
export function localNearestName(local: string, name: string): string | null {
  const ranked = localParts(name)
    .map((l) => ({ l, cost: align(l, local, l.length).cost }))
    .sort((a, b) => a.cost - b.cost);
  const [best] = ranked;
  if (!best || best.l === local || best.cost > MOST_LOCAL_SLIPS * best.l.length) return null;
  // (the same letters with other separators, or an umlaut spelt the other way, are the same spelling)
  const shape = (l: string): string => l.replace(/[._-]/g, '').replace(/([aou])e/g, '$1');
  const next = ranked.find((r) => shape(r.l) !== shape(best.l));
  return !next || next.cost >= best.cost + CLEAR_LEAD ? best.l : null;
}

/** A web address's label or opening: "Web:", "Site |", "W.", "www", "https". */
const WEB_HINT = /(?:web|site|sitio|internet|^\s*w)[.:|\s]*$/iu;
const WEB_OPENING = /^\s*(?:h\S*p\S*|w{2,4}\b|w{2,4}[.,\s])/iu;

/**
 * The card's web address where the lead's address had to be rebuilt: the one read, its host spelt as the rebuilt
 * domain where it is that domain with slips ("www.stney.exampie.come" beside slaney.example.com); or, where none was
 * read, a cell after a web label or opening as a web address does that holds the domain nearly whole. Null where
 * neither.
 */
export function websiteOfRebuiltDomain({
  segments,
  domain,
  website,
  addressAt,
}: {
  segments: readonly { text: string; seg: number }[];
  domain: string;
  /** the web address read, if any, and its host */
  website: { value: string; host: string } | null;
  /** where the rebuilt address was read: no web address there */
  addressAt: { seg: number; start: number; end: number };
}): string | null {
  if (website) {
    const host = website.host.replace(/^www\./, '');
    if (host === domain) return null;
    const a = align(domain, host, 0, { limit: MOST_DOMAIN_SLIPS * domain.length });
    return a.cost <= MOST_DOMAIN_SLIPS * domain.length ? website.value.replace(host, domain) : null;
  }
  for (const { text, seg } of segments) {
    for (const cell of cellsOf(text)) {
      if (
        seg === addressAt.seg &&
        cell.start < addressAt.end &&
        addressAt.start < cell.start + cell.text.length
      )
        continue;
      const opening = WEB_OPENING.exec(cell.text);
      // (unlabelled, a cell that is the domain with fewer slips: "S. | hautefeude-Gisinbution example")
      const most =
        (opening || WEB_HINT.test(cell.after) ? MOST_SLIPS : UNLABELLED_SITE_SLIPS) * domain.length;
      const rest = cell.text.slice(opening ? opening[0].length : 0);
      if (align(domain, rest, 0, { limit: most }).cost > most) continue;
      return opening && /^\s*w/i.test(opening[0]) ? `www.${domain}` : domain;
    }
  }
  return null;
}
