/** leads-YYYY-MM-DD.csv, in the user's local date. */
export function exportFileName(now: Date): string {
  const year = now.getFullYear();
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `leads-${year}-${month}-${day}.csv`;
}
