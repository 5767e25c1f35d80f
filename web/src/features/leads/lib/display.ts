/** The fields of a lead that the table shows, and what an empty one reads as (spec §3). */
export type DisplayField = 'name' | 'email' | 'phone' | 'company' | 'title' | 'note' | 'source';

/** i18n keys (namespace `leads`) for empty values: 'Unknown' (name), 'No email' (email), '-' (others). */
export const emptyKeyFor: Record<DisplayField, 'empty.name' | 'empty.email' | 'empty.other'> = {
  name: 'empty.name',
  email: 'empty.email',
  phone: 'empty.other',
  company: 'empty.other',
  title: 'empty.other',
  note: 'empty.other',
  source: 'empty.other',
};

export type DisplayValue =
  { empty: false; text: string } | { empty: true; key: (typeof emptyKeyFor)[DisplayField] };

/** A value is empty when missing or only whitespace. */
export function displayValue(field: DisplayField, value: string | null | undefined): DisplayValue {
  const text = value?.trim();
  return text ? { empty: false, text } : { empty: true, key: emptyKeyFor[field] };
}

/** 'MMM dd, yyyy' in the given language (e.g. "Jan 05, 2025"); the raw string if it is not a date. */
export function formatLeadDate(iso: string, language: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone,
  }).format(date);
}
