/**
 * A simple, rule-based reading of typed lead text (name, email, phone, company, title). The capture engine in
 * core/capture replaces it for AI extraction; this keeps text capture useful without it.
 */
export interface ParsedLeadText {
  name: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
  title: string | null;
}

const emailPattern = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i;
const phonePattern = /\+?\d[\d\s().-]{6,}\d/;
const labelled = (label: string) => new RegExp(`^\\s*(?:${label})\\s*[:\\-–]\\s*(.+)$`, 'i');
const labels = {
  name: labelled('name|nombre|name des kontakts'),
  company: labelled('company|empresa|firma|unternehmen|organi[sz]ation'),
  title: labelled('title|job title|position|role|cargo|puesto|titel|rolle'),
};
const atCompany = /\b(?:at|@|from|en|bei)\s+([A-Z][\w&.,'-]*(?:\s+[A-Z][\w&.,'-]*)*)/;

function capitaliseWord(word: string): string {
  if (word.length === 0) return word;
  return word
    .split(/([-'])/)
    .map((part) =>
      part === '-' || part === "'" ? part : part.charAt(0).toUpperCase() + part.slice(1).toLowerCase(),
    )
    .join('');
}

/** Names are stored capitalised: "jane o'neil" and "JANE O'NEIL" both become "Jane O'Neil". */
export function capitaliseName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) =>
      /^(van|von|der|den|de|del|la|da|di|le)$/i.test(word) ? word.toLowerCase() : capitaliseWord(word),
    )
    .join(' ');
}

export function parseLeadText(text: string): ParsedLeadText {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  const email = text.match(emailPattern)?.[0]?.toLowerCase() ?? null;
  const phone = text.match(phonePattern)?.[0]?.trim() ?? null;

  let name: string | null = null;
  let company: string | null = null;
  let title: string | null = null;
  const free: string[] = [];
  for (const line of lines) {
    const nameMatch = line.match(labels.name);
    const companyMatch = line.match(labels.company);
    const titleMatch = line.match(labels.title);
    if (nameMatch?.[1]) name = nameMatch[1].trim();
    else if (companyMatch?.[1]) company = companyMatch[1].trim();
    else if (titleMatch?.[1]) title = titleMatch[1].trim();
    else if (!emailPattern.test(line) && !phonePattern.test(line)) free.push(line);
  }

  if (!name) {
    const candidate = free.find((line) => /^[\p{L}][\p{L}'’.-]*(\s+[\p{L}][\p{L}'’.-]*){0,3}$/u.test(line));
    if (candidate) {
      name = candidate;
      free.splice(free.indexOf(candidate), 1);
    }
  }
  if (!company) {
    const inline = free.map((line) => line.match(atCompany)?.[1]).find(Boolean);
    if (inline) company = inline.replace(/[.,]$/, '');
  }
  if (!title && free.length > 0) {
    const remaining = free.filter((line) => line !== company);
    title = remaining.find((line) => line.length <= 60 && !atCompany.test(line)) ?? null;
  }
  if (!company && free.length > 1) company = free.find((line) => line !== title) ?? null;

  return { name: name ? capitaliseName(name) : null, email, phone, company, title };
}
