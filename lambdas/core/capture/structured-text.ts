/**
 * Structured pastes turned into the labelled lines the engine reads ("Company: Acme Ltd"):
 * - a vCard or MECARD (what a QR code on a badge or card holds);
 * - a table copied from a spreadsheet or CRM export (a header row, then a row of values);
 * - a CRM record copied from its detail view ("Heading<TAB>value" lines, or each heading above its value);
 * - a chat export whose lines start with a timestamp and the sender (who forwards the contact and is not the lead);
 * - a JSON payload of a webhook, form or CRM API.
 */
import type { TextLine } from './types';

/** vCard properties read as they stand (the name, organisation, numbers and addresses need more care). */
const VCARD_LABELS: Record<string, string> = { TITLE: 'Title', ROLE: 'Title', URL: 'Web' };

function unescapeVcard(value: string): string {
  return value
    .replace(/\\n/gi, ' ')
    .replace(/\\([,;:\\])/g, '$1')
    .trim();
}

/** The name of a structured N (family;given;additional;prefix;suffix) in reading order. */
function nameFromParts(value: string): string {
  const [family = '', given = '', additional = ''] = value.split(/(?<!\\);/).map(unescapeVcard);
  return [given, additional, family].filter(Boolean).join(' ');
}

function telLabel(params: string): string {
  const p = params.toUpperCase();
  if (/FAX/.test(p)) return 'Fax';
  if (/CELL|MOBILE|IPHONE/.test(p)) return 'Mobile';
  return 'Tel';
}

/** A vCard's properties as labelled lines; null when the text holds no vCard. */
function vCardLines(texts: readonly string[]): string[] | null {
  const begin = texts.findIndex((t) => /^\s*BEGIN:VCARD\s*$/i.test(t));
  if (begin < 0) return null;
  const end = texts.findIndex((t, i) => i > begin && /^\s*END:VCARD\s*$/i.test(t));
  const body: string[] = [];
  // folded lines continue with a leading space or tab (RFC 6350 §3.2)
  for (const t of texts.slice(begin + 1, end < 0 ? undefined : end)) {
    if (/^[ \t]/.test(t) && body.length) body[body.length - 1] += t.slice(1);
    else body.push(t);
  }
  const out: string[] = [];
  let name: string | null = null;
  for (const line of body) {
    const m = /^(?:[\w-]+\.)?([A-Za-z-]+)((?:;[^:]*)?):(.*)$/.exec(line.trim());
    if (!m) continue;
    const [, key, params, raw] = m as unknown as [string, string, string, string];
    const prop = key.toUpperCase();
    if (prop === 'N') name ??= nameFromParts(raw);
    else if (prop === 'FN') name = unescapeVcard(raw);
    else if (prop === 'TEL') out.push(`${telLabel(params)}: ${unescapeVcard(raw).replace(/^tel:/i, '')}`);
    else if (prop === 'ORG') out.push(`Company: ${unescapeVcard(raw.split(/(?<!\\);/)[0]!)}`);
    else if (prop === 'EMAIL') out.push(`Email: ${unescapeVcard(raw).replace(/^mailto:/i, '')}`);
    else if (VCARD_LABELS[prop]) out.push(`${VCARD_LABELS[prop]}: ${unescapeVcard(raw)}`);
  }
  return name ? [`Name: ${name}`, ...out] : out;
}

/** A MECARD ("MECARD:N:Ruiz,Ana;TEL:…;EMAIL:…;;") as labelled lines; null when the text holds none. */
function meCardLines(text: string): string[] | null {
  const m = /MECARD:(.*?);;/is.exec(text);
  if (!m) return null;
  const out: string[] = [];
  for (const field of m[1]!.split(/(?<!\\);/)) {
    const f = /^([A-Z-]+):(.*)$/i.exec(field.trim());
    if (!f) continue;
    const value = unescapeVcard(f[2]!);
    const key = f[1]!.toUpperCase();
    if (key === 'N') {
      const [family = '', given = ''] = value.split(',');
      out.unshift(`Name: ${[given.trim(), family.trim()].filter(Boolean).join(' ')}`);
    } else if (key === 'TEL') out.push(`Tel: ${value}`);
    else if (key === 'EMAIL') out.push(`Email: ${value}`);
    else if (key === 'URL') out.push(`Web: ${value}`);
    else if (key === 'ORG') out.push(`Company: ${value}`);
    else if (key === 'TITLE') out.push(`Title: ${value}`);
  }
  return out;
}

/** Splits one row of a delimited table, honouring double quotes around cells that hold the delimiter. */
function cells(row: string, sep: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < row.length; i++) {
    const c = row[i]!;
    if (c === '"' && (quoted || !cell.trim())) {
      if (quoted && row[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = !quoted;
    } else if (c === sep && !quoted) {
      out.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  out.push(cell.trim());
  return out;
}

/** Column headings of contact exports, in the languages Leadroute reads. */
const HEADING =
  /^(?:(?:first|last|full|given|family|middle|account|company|contact)[\s_-]*name|(?:contact|lead|account|record)[\s_-]*owner|created[\s_-]*by|mailing[\s_-]*address|name|surname|forename|salutation|title|job[\s_-]*title|position|role|company|organi[sz]ation|account|e-?mail(?:[\s_-]*address)?|phone|telephone|tel|mobile|mobile phone|cell|work phone|direct|fax|website|web|url|owner|source|lead source|notes?|country|city|address|vorname|nachname|anrede|funktion|firma|unternehmen|telefon|mobil|handy|webseite|quelle|nombre|apellidos?|puesto|cargo|empresa|correo(?:[\s_-]*electr[oó]nico)?|tel[eé]fono|m[oó]vil|celular|sitio(?:[\s_-]*web)?|origen|pr[eé]nom|nom|fonction|soci[eé]t[eé]|entreprise|courriel|portable|site|voornaam|achternaam|functie|bedrijf|nome|cognome|ruolo|azienda|cellulare)$/iu;

/** A column heading of a contact export ("Mobile Phone Number" and "Website URL" as "Mobile" and "Website"). */
function isHeading(h: string): boolean {
  const key = h
    .replace(/[:*]+$/, '')
    .replace(/_/g, ' ')
    .trim();
  return (
    HEADING.test(key) ||
    HEADING.test(key.replace(/\s+(?:number|no\.?|nr\.?|nummer|n[úu]mero|url|address)$/i, '')) ||
    /^(?:street|postal|mailing|billing)\s+address$/i.test(key)
  );
}

/** Columns of a CRM export that hold no contact detail ("Record ID", "Create Date", "Annual Revenue"). */
const BOOKKEEPING_HEADING =
  /(?<!\p{L})(?:id|date|datum|fecha|revenue|umsatz|status|stage|score|amount|employees|created|modified|updated)(?!\p{L})/iu;

/**
 * A header row and the row of values under it (tab-, semicolon- or comma-separated) as "Heading: value" lines. Only
 * the first row of values is read: a capture is one lead. Null when the text holds no such table.
 */
function tableLines(texts: readonly string[]): string[] | null {
  // a Markdown table: its rule row ("|---|:--|") goes, and so do the pipes at each row's ends
  const rows = texts
    .map((t, i) => ({ t: t.trim().replace(/^\|(.*)\|$/, '$1'), i }))
    .filter((r) => r.t.trim() && !/^[\s|:-]*-{3,}[\s|:-]*$/.test(r.t));
  for (const sep of ['\t', ';', ',', '|']) {
    for (let k = 0; k + 1 < rows.length; k++) {
      const head = cells(rows[k]!.t, sep);
      if (head.length < 3) continue;
      const known = head.filter((h) => isHeading(h) || BOOKKEEPING_HEADING.test(h)).length;
      if (known < 3 || known * 2 < head.length) continue;
      const values = cells(rows[k + 1]!.t, sep);
      if (Math.abs(values.length - head.length) > 1) continue;
      return head.flatMap((h, j) => {
        const v = values[j]?.trim();
        // record ids, dates, revenue and the like are no contact details, and their digits pass for numbers
        if (BOOKKEEPING_HEADING.test(h) || /^\s*(?:#|no\.?|nr\.?)\s*$/i.test(h)) return [];
        // "first_name" is a heading as "First name" is
        const label = h
          .replace(/[:*]+$/, '')
          .replace(/_/g, ' ')
          .trim();
        return h && v ? [`${label}: ${v}`] : [];
      });
    }
  }
  return null;
}

/** A record copied from a CRM's detail view: one "Heading<TAB>value" line per field, as "Heading: value" lines. */
function keyValueLines(texts: readonly string[]): string[] | null {
  const pairs = texts.map((t) => /^\s*([^\t:]{2,30}?)\s*\t+\s*(\S.*)$/.exec(t));
  const known = pairs.filter((m) => m && isHeading(m[1]!)).length;
  if (known < 3) return null;
  return texts.map((t, i) => (pairs[i] ? `${pairs[i]![1]!.trim()}: ${pairs[i]![2]!.trim()}` : t));
}

/**
 * A record copied from a CRM's property panel, each heading on a line of its own above its value ("First name" /
 * "Renata" / "Last name" / "Duvall"), as "Heading: value" lines; an empty value ("--") is left out.
 */
function headingAboveValueLines(texts: readonly string[]): string[] | null {
  const heading = (t: string | undefined): boolean => !!t && !t.includes(':') && isHeading(t.trim());
  const pairs = texts.filter((t, i) => heading(t) && texts[i + 1]?.trim() && !heading(texts[i + 1])).length;
  if (pairs < 3) return null;
  const out: string[] = [];
  for (let i = 0; i < texts.length; i++) {
    const t = texts[i]!;
    const value = texts[i + 1]?.trim();
    if (heading(t) && (!value || heading(texts[i + 1]))) continue;
    if (!heading(t)) {
      out.push(t);
      continue;
    }
    if (!/^[-–—]+$/.test(value!)) out.push(`${t.trim()}: ${value}`);
    i++;
  }
  return out;
}

/** "[12/3/24 18:42] Martín Quiroga: ", "09/04/24, 11:02 - Rohit Mehra: ": a chat export's line prefix. */
const CHAT_PREFIX =
  /^\s*\[?\d{1,4}[./-]\d{1,2}[./-]\d{1,4},?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp]\.?\s?[Mm]\.?)?\]?\s*(?:[-–]\s*)?[^:\n]{1,40}:\s/u;

/** Chat-log lines without their timestamp and sender (a contact forwarded by the sender). */
function withoutChatPrefixes(texts: readonly string[]): string[] | null {
  const prefixed = texts.filter((t) => CHAT_PREFIX.test(t)).length;
  if (prefixed < 2) return null;
  return texts.map((t) => t.replace(CHAT_PREFIX, ''));
}

/** Parts of a webhook or form payload about someone else than the lead (the owner, the rep who scanned). */
const NOT_THE_LEAD_KEY =
  /^(?:owner|user|agent|rep|sales[\s_-]?rep|assigned[\s_-]?to|assignee|created[\s_-]?by|submitted[\s_-]?by|scanned[\s_-]?by|account[\s_-]?owner|author|sender|from)$/i;

/**
 * A JSON payload (a webhook, a form or a CRM API response) as "Heading: value" lines: every text or number whose
 * key is a contact heading, except those under the owner's or sender's part. A company's "name" is its company.
 */
function jsonLines(text: string): string[] | null {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed)) return null;
  let data: unknown;
  try {
    data = JSON.parse(trimmed);
  } catch {
    return null;
  }
  const out: string[] = [];
  const walk = (value: unknown, key: string, parent: string): void => {
    if (NOT_THE_LEAD_KEY.test(key)) return;
    if (Array.isArray(value)) value.slice(0, 1).forEach((v) => walk(v, key, parent));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) walk(v, k, key);
    else if ((typeof value === 'string' && value.trim()) || typeof value === 'number') {
      const label =
        /^name$/i.test(key) && /^(?:company|organi[sz]ation|account|employer)$/i.test(parent)
          ? 'Company'
          : key.replace(/[_-]+/g, ' ');
      if (isHeading(label)) out.push(`${label}: ${String(value).trim()}`);
    }
  };
  walk(data, '', '');
  return out.length >= 2 ? out : null;
}

/** Typed lines with any vCard, MECARD, table or chat-log structure turned into what the engine reads. */
export function unpackStructuredText(lines: TextLine[]): TextLine[] {
  if (lines.some((l) => l.words?.length)) return lines;
  const texts = lines.map((l) => l.text);
  const unpacked =
    vCardLines(texts) ??
    jsonLines(texts.join('\n')) ??
    meCardLines(texts.join('\n')) ??
    tableLines(texts) ??
    keyValueLines(texts) ??
    headingAboveValueLines(texts) ??
    withoutChatPrefixes(texts);
  return unpacked ? unpacked.map((text) => ({ text })) : lines;
}
