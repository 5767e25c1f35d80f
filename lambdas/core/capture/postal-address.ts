/** Postal-address rules of the capture engine: a phrase that reads as part of an address, or a country line. */
import { ADDRESS_WORDS } from './dictionaries';
import { words } from './rule-helpers';

/** A word ending in a German or Dutch street word, after a name of its own ("Industrie-weg", "Garten-straße"). */
const STREET_COMPOUND =
  /\p{L}{3,}(?:straße|strasse|str\.|weg|platz|allee|gasse|damm|ufer|straat|laan|gracht|plein|kade|singel)(?!\p{L})/iu;

export function looksLikeAddress(text: string): boolean {
  const ws = words(text.toLowerCase().replace(/[,.]/g, ' '));
  const hasDigit = /\d/.test(text);
  // "St." before a capitalised word is Saint ("Dwayne St. Clair"), not a street
  const saint = /\bSt\.?\s+\p{Lu}\p{Ll}/u.test(text);
  // and "Dr." before one is a doctor ("Prof. Dr. Konstantin …"), not a drive
  const doctor = /\bDr\.?\s+\p{Lu}\p{Ll}/u.test(text);
  // "C/ Real 14", "C. Mayor 3": the one-letter street word only with its mark
  const streetC = /\bC[/.]\s?\p{Lu}/u.test(text);
  const addrWord = ws.some(
    (w) =>
      ADDRESS_WORDS.includes(w.replace(/\.$/, '')) &&
      !(saint && /^st\.?$/.test(w)) &&
      !(doctor && /^dr\.?$/.test(w)) &&
      !(w === 'c' && !streetC),
  );
  if (hasDigit && addrWord) return true;
  if (/\b\d{4,6}\b/.test(text) && /\p{Lu}\p{Ll}{2,}/u.test(text) && !/@/.test(text)) return true;
  if (/\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b/.test(text)) return true;
  if (/\b[A-Z]\d{2}\s[A-Z0-9]{4}\b/.test(text)) return true;
  // an Eircode with a digit of its routing key misread ("Limerick, H?1 R65W", "Dublin 5, DO2 X9F5")
  if (/(?<![\p{L}\d])[A-Z](?=[A-Z?]?\d)[\d?OI]{2}\s(?=[A-Z]*\d)[A-Z0-9]{4}\b/u.test(text)) return true;
  // a street named as one word with a house number ("Industrieweg 158", "Gartenstraße 12a", "Stationsplein 21")
  if (STREET_COMPOUND.test(text) && /(?<![\p{L}\d])\d{1,4}[a-z]?(?![\p{L}\d])/u.test(text)) return true;
  if (
    /^(?:\d+[a-z]?\s)?(?:[\p{Lu}][\p{L}'’.-]+\s?){1,3}(?:street|st\.?|road|rd\.?|avenue|ave\.?|lane|place|square|green|quay|row)$/iu.test(
      text,
    ) &&
    hasDigit
  )
    return true;
  return false;
}

export const COUNTRY_LINE =
  /^(?:the\s+)?(?:india|nederland|netherlands|ireland|éire|españa|spain|méxico|mexico|deutschland|germany|france|united kingdom|uk|usa|united states|united states of america|österreich|schweiz|suisse)$/iu;
