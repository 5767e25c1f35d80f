/**
 * Person names: honorifics and degrees removed, capitalisation repaired (ALL CAPS or all lower-case → proper
 * case, keeping McDonald, O'Brien, van der Berg, García-López, Anne-Marie). Mixed-case words are kept as written.
 */
import { HONORIFICS, NAME_PARTICLES, POSTNOMINALS } from './dictionaries';
import { capitalise, collapseSpaces, isAllLower, isAllUpper } from './text';

function key(token: string): string {
  return token
    .toLowerCase()
    .replace(/[.,;:]+$/g, '')
    .replace(/\./g, '')
    .replace(/^-+|-+$/g, '');
}

export function isHonorific(token: string): boolean {
  // Italian puts the article before a spoken title ("l'ingegner Rossi")
  const k = key(token).replace(/^l['’]/, '');
  if (HONORIFICS.has(k)) return true;
  // compound prefixes such as "Dr.-Ing." or "Prof. Dr."
  return k.includes('-') && k.split('-').every((p) => HONORIFICS.has(p));
}

export function isPostNominal(token: string): boolean {
  const k = key(token);
  // A lone capital with a dot ("V.") is an initial, not a degree.
  return POSTNOMINALS.has(k) && !(k.length === 1);
}

/** Removes leading honorifics and trailing degrees ("Dr. José Ibáñez", "Niamh Fitzgerald FCA", "…, PhD"). */
export function stripNameDecorations(raw: string): string {
  let tokens = collapseSpaces(raw.replace(/,\s*/g, ' , ')).split(' ').filter(Boolean);
  // an article before a spoken honorific goes with it ("el licenciado Rodrigo …", "der Herr Doktor …")
  const articleThenHonorific = (): boolean =>
    tokens.length > 2 && /^(?:el|la|der|die|le|il|lo|o|a)$/i.test(tokens[0]!) && isHonorific(tokens[1]!);
  while (tokens.length > 1 && (isHonorific(tokens[0]!) || tokens[0] === ',' || articleThenHonorific()))
    tokens = tokens.slice(1);
  while (
    tokens.length > 1 &&
    (isPostNominal(tokens[tokens.length - 1]!) || tokens[tokens.length - 1] === ',')
  ) {
    tokens = tokens.slice(0, -1);
  }
  return tokens.join(' ').replace(/\s+,/g, ',');
}

/** Proper case for one name part without hyphens. */
function caseSimple(part: string, first: boolean, prev: string): string {
  if (!part) return part;
  const lower = part.toLocaleLowerCase();
  // "de la Vega", "van der Berg" — but a French "Le Goff" keeps its capital, and Saint is always written St
  const afterParticle = /^(?:de|del|van|von)$/i.test(prev);
  if (
    !first &&
    NAME_PARTICLES.has(lower) &&
    lower !== 'st' &&
    ((lower !== 'le' && lower !== 'la') || afterParticle)
  )
    return lower;
  // O'Brien, N'Diaye, D'Angelo
  const apo = /^(\p{L})(['’])(\p{L}+)$/u.exec(part);
  if (apo) return apo[1]!.toLocaleUpperCase() + apo[2] + capitalise(apo[3]!);
  // McDonald, MacNamara (Mac only before a consonant other than h, and long enough to be a prefix)
  if (/^mc\p{L}{2,}$/u.test(lower)) return 'Mc' + capitalise(lower.slice(2));
  if (/^mac[b-df-gj-np-tv-z]\p{L}{3,}$/u.test(lower)) return 'Mac' + capitalise(lower.slice(3));
  // Dutch capitalises the digraph ij as one letter: IJzerman, IJsselstein (before a consonant; not "Ijeoma")
  if (/^ij[b-df-hj-np-tv-z]/u.test(lower)) return 'IJ' + lower.slice(2);
  return capitalise(part);
}

function caseWord(word: string, first: boolean, prev = ''): string {
  // "DiNapoli", "McDonald" as printed; but Mc is always followed by a capital, so a small one ("Mcintyre") is a
  // misreading or a slip of the keyboard
  if (!(isAllUpper(word) || isAllLower(word)))
    return word
      .split('-')
      .map((p) => (/^Mc\p{Ll}{2,}$/u.test(p) ? 'Mc' + capitalise(p.slice(2)) : p))
      .join('-');
  if (/^\p{L}\.$/u.test(word)) return word.toLocaleUpperCase(); // initials
  return word
    .split('-')
    .map((p, i) => caseSimple(p, first && i === 0, i === 0 ? prev : ''))
    .join('-');
}

/** Proper-cases a name; when the whole name is in one case every word is re-cased. */
export function properCaseName(name: string): string {
  const words = collapseSpaces(name).split(' ');
  const wholeUpper = isAllUpper(name);
  const wholeLower = isAllLower(name);
  return words
    .map((w, i) => {
      const prev = words[i - 1] ?? '';
      if (wholeUpper || wholeLower) return caseWord(w.toLocaleLowerCase(), i === 0, prev);
      return caseWord(w, i === 0, prev);
    })
    .join(' ');
}

/** Honorifics and degrees removed, then proper case. */
export function normaliseName(raw: string): string {
  return properCaseName(stripNameDecorations(raw));
}
